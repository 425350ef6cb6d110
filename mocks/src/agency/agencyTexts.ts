/**
 * The words AI hotel search answers with, in the storefront's eight languages: what each wish is called
 * in a match reason, the reason's phrases, and the suggestion given when nothing matched.
 */
import type { AgencyLanguage, AgencyWish } from './agencyAreas';

/**
 * Every phrase of one language.
 *
 * @example
 * ```ts
 * const texts: AgencyTexts = AGENCY_TEXTS.ja;
 * ```
 */
export interface AgencyTexts {
  readonly wishes: Readonly<Record<AgencyWish, string>>;
  /** Joins the parts of a reason. */
  readonly separator: string;
  /** Joins the wishes of a list ("Onsen, Quiet", 「温泉・静か」). */
  readonly listSeparator: string;
  readonly withinBudget: string;
  readonly roomsOnDates: string;
  readonly overBudget: string;
  /** An alternative from a town near the one asked for: `{place}` is the town asked for. */
  readonly near: string;
  /** An alternative without some wish of the query: `{wishes}` lists them. */
  readonly without: string;
  /** What to add to the query when nothing matched, by what it lacked. */
  readonly suggestion: string;
  readonly suggestionPlace: string;
  readonly suggestionDates: string;
}

/** The texts, by language. */
export const AGENCY_TEXTS: Readonly<Record<AgencyLanguage, AgencyTexts>> = {
  en: {
    wishes: {
      onsen: 'Onsen',
      ocean_view: 'Ocean view',
      family: 'Family-friendly',
      quiet: 'Quiet',
      ryokan: 'Ryokan',
      spa: 'Spa',
      pool: 'Pool',
      ski: 'Ski',
      business: 'Business',
      breakfast: 'Breakfast',
      pet_friendly: 'Pets welcome',
      city_view: 'City view',
    },
    separator: ' · ',
    listSeparator: ', ',
    withinBudget: 'Within your budget',
    roomsOnDates: 'Rooms on your dates',
    overBudget: 'Above your budget',
    near: 'Near {place}',
    without: 'Without: {wishes}',
    suggestion: 'Nothing matched all of that. Try fewer wishes or a higher budget.',
    suggestionPlace: 'Add more detail, such as the area you want to stay in.',
    suggestionDates: 'Add more detail, such as your dates, to see prices.',
  },
  ja: {
    wishes: {
      onsen: '温泉',
      ocean_view: 'オーシャンビュー',
      family: 'ファミリー向け',
      quiet: '静か',
      ryokan: '旅館',
      spa: 'スパ',
      pool: 'プール',
      ski: 'スキー',
      business: 'ビジネス',
      breakfast: '朝食',
      pet_friendly: 'ペット可',
      city_view: '街の眺め',
    },
    separator: '・',
    listSeparator: '・',
    withinBudget: 'ご予算内',
    roomsOnDates: 'ご希望の日程に空室あり',
    overBudget: 'ご予算を超えます',
    near: '{place}の近く',
    without: '{wishes}なし',
    suggestion: 'すべての条件に合う宿はありませんでした。条件を減らすか、ご予算を上げてお試しください。',
    suggestionPlace: '泊まりたいエリアなど、もう少し詳しく入力してください。',
    suggestionDates: '料金を表示するには、日程など、もう少し詳しく入力してください。',
  },
  zh_Hans: {
    wishes: {
      onsen: '温泉',
      ocean_view: '海景',
      family: '适合家庭',
      quiet: '安静',
      ryokan: '日式旅馆',
      spa: '水疗',
      pool: '泳池',
      ski: '滑雪',
      business: '商务',
      breakfast: '含早餐',
      pet_friendly: '可携带宠物',
      city_view: '城景',
    },
    separator: ' · ',
    listSeparator: '、',
    withinBudget: '在您的预算内',
    roomsOnDates: '您的日期有空房',
    overBudget: '超出您的预算',
    near: '{place}附近',
    without: '不含：{wishes}',
    suggestion: '没有完全符合的酒店。请减少条件或提高预算。',
    suggestionPlace: '请补充更多信息，例如想入住的地区。',
    suggestionDates: '请补充更多信息，例如入住日期，以查看价格。',
  },
  zh_Hant: {
    wishes: {
      onsen: '溫泉',
      ocean_view: '海景',
      family: '適合家庭',
      quiet: '安靜',
      ryokan: '日式旅館',
      spa: 'SPA',
      pool: '泳池',
      ski: '滑雪',
      business: '商務',
      breakfast: '含早餐',
      pet_friendly: '可攜帶寵物',
      city_view: '城景',
    },
    separator: ' · ',
    listSeparator: '、',
    withinBudget: '在您的預算內',
    roomsOnDates: '您的日期有空房',
    overBudget: '超出您的預算',
    near: '{place}附近',
    without: '不含：{wishes}',
    suggestion: '沒有完全符合的飯店。請減少條件或提高預算。',
    suggestionPlace: '請補充更多資訊，例如想入住的地區。',
    suggestionDates: '請補充更多資訊，例如入住日期，以查看價格。',
  },
  ko: {
    wishes: {
      onsen: '온천',
      ocean_view: '오션뷰',
      family: '가족 친화',
      quiet: '조용함',
      ryokan: '료칸',
      spa: '스파',
      pool: '수영장',
      ski: '스키',
      business: '비즈니스',
      breakfast: '조식',
      pet_friendly: '반려동물 동반 가능',
      city_view: '시티뷰',
    },
    separator: ' · ',
    listSeparator: ', ',
    withinBudget: '예산 이내',
    roomsOnDates: '선택한 날짜에 객실 있음',
    overBudget: '예산 초과',
    near: '{place} 근처',
    without: '제외: {wishes}',
    suggestion: '모든 조건에 맞는 숙소가 없습니다. 조건을 줄이거나 예산을 높여 보세요.',
    suggestionPlace: '머물고 싶은 지역 등 조금 더 자세히 입력해 주세요.',
    suggestionDates: '요금을 보려면 날짜 등 조금 더 자세히 입력해 주세요.',
  },
  id: {
    wishes: {
      onsen: 'Onsen',
      ocean_view: 'Pemandangan laut',
      family: 'Ramah keluarga',
      quiet: 'Tenang',
      ryokan: 'Ryokan',
      spa: 'Spa',
      pool: 'Kolam renang',
      ski: 'Ski',
      business: 'Bisnis',
      breakfast: 'Sarapan',
      pet_friendly: 'Boleh membawa hewan',
      city_view: 'Pemandangan kota',
    },
    separator: ' · ',
    listSeparator: ', ',
    withinBudget: 'Sesuai anggaran Anda',
    roomsOnDates: 'Ada kamar pada tanggal Anda',
    overBudget: 'Di atas anggaran Anda',
    near: 'Dekat {place}',
    without: 'Tanpa: {wishes}',
    suggestion: 'Tidak ada yang cocok dengan semuanya. Coba kurangi keinginan atau naikkan anggaran.',
    suggestionPlace: 'Tambahkan detail, seperti daerah tempat Anda ingin menginap.',
    suggestionDates: 'Tambahkan detail, seperti tanggal Anda, untuk melihat harga.',
  },
  th: {
    wishes: {
      onsen: 'ออนเซ็น',
      ocean_view: 'วิวทะเล',
      family: 'เหมาะกับครอบครัว',
      quiet: 'เงียบสงบ',
      ryokan: 'เรียวกัง',
      spa: 'สปา',
      pool: 'สระว่ายน้ำ',
      ski: 'สกี',
      business: 'ธุรกิจ',
      breakfast: 'อาหารเช้า',
      pet_friendly: 'นำสัตว์เลี้ยงเข้าพักได้',
      city_view: 'วิวเมือง',
    },
    separator: ' · ',
    listSeparator: ', ',
    withinBudget: 'อยู่ในงบประมาณของคุณ',
    roomsOnDates: 'มีห้องว่างในวันที่คุณเลือก',
    overBudget: 'เกินงบประมาณของคุณ',
    near: 'ใกล้{place}',
    without: 'ไม่มี: {wishes}',
    suggestion: 'ไม่มีที่พักที่ตรงกับทุกเงื่อนไข ลองลดเงื่อนไขหรือเพิ่มงบประมาณ',
    suggestionPlace: 'เพิ่มรายละเอียด เช่น พื้นที่ที่คุณต้องการเข้าพัก',
    suggestionDates: 'เพิ่มรายละเอียด เช่น วันที่เข้าพัก เพื่อดูราคา',
  },
  ar: {
    wishes: {
      onsen: 'ينابيع حارة',
      ocean_view: 'إطلالة على البحر',
      family: 'مناسب للعائلات',
      quiet: 'هادئ',
      ryokan: 'ريوكان',
      spa: 'منتجع صحي',
      pool: 'مسبح',
      ski: 'تزلج',
      business: 'أعمال',
      breakfast: 'فطور',
      pet_friendly: 'يُسمح بالحيوانات الأليفة',
      city_view: 'إطلالة على المدينة',
    },
    separator: ' · ',
    listSeparator: '، ',
    withinBudget: 'ضمن ميزانيتك',
    roomsOnDates: 'غرف متاحة في تواريخك',
    overBudget: 'أعلى من ميزانيتك',
    near: 'بالقرب من {place}',
    without: 'بدون: {wishes}',
    suggestion: 'لا يوجد ما يطابق كل ذلك. جرّب رغبات أقل أو ميزانية أعلى.',
    suggestionPlace: 'أضف مزيدًا من التفاصيل، مثل المنطقة التي تريد الإقامة فيها.',
    suggestionDates: 'أضف مزيدًا من التفاصيل، مثل تواريخك، لرؤية الأسعار.',
  },
};
