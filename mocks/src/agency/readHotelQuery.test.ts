import { describe, expect, it } from 'vitest';
import { readHotelQuery } from './readHotelQuery';
import type { HotelQueryReading } from './readHotelQuery';

// 2026-12-01 is a Tuesday: tomorrow is 12-02, this weekend 12-05 (Saturday), next weekend 12-12.
const TODAY = '2026-12-01';

type Projection = Omit<HotelQueryReading, 'place'> & { readonly place: string | undefined };

const NOTHING: Projection = {
  place: undefined,
  checkin: undefined,
  checkout: undefined,
  adults: undefined,
  children: undefined,
  rooms: undefined,
  budget: undefined,
  wishes: [],
};

function project(reading: HotelQueryReading): Projection {
  const { place, checkin, checkout, adults, children, rooms, budget, wishes } = reading;
  return { place: place?.id, checkin, checkout, adults, children, rooms, budget, wishes };
}

type Budget = NonNullable<HotelQueryReading['budget']>;
const jpy = (amount: number): Budget => ({ amount, currency: 'JPY' });
const twd = (amount: number): Budget => ({ amount, currency: 'TWD' });
const krw = (amount: number): Budget => ({ amount, currency: 'KRW' });
const usd = (amount: number): Budget => ({ amount, currency: 'USD' });
const dec = (day: number): string => `2026-12-${String(day).padStart(2, '0')}`;
const jan = (day: number): string => `2027-01-${String(day).padStart(2, '0')}`;
const stay = (checkin: string, checkout: string) => ({ checkin, checkout });

type Language = 'en' | 'ja' | 'zh-Hans' | 'zh-Hant' | 'ko' | 'id' | 'th' | 'ar';
type Case = readonly [query: string, expected: Partial<Projection>];

// Each expected reading is worked out from the rules of readHotelQuery.ts.
const CASES: Readonly<Record<Language, readonly Case[]>> = {
  en: [
    [
      'ocean view near Okinawa for 2 adults next weekend under 30000 yen',
      { place: 'okinawa', ...stay(dec(12), dec(13)), adults: 2, budget: jpy(30000), wishes: ['ocean_view'] },
    ],
    [
      'Kyoto 24-26 December, 2 adults 1 child, ryokan with breakfast',
      { place: 'kyoto', ...stay(dec(24), dec(26)), adults: 2, children: 1, wishes: ['ryokan', 'breakfast'] },
    ],
    [
      'Dec 30 to Jan 2 in Hakone, hot springs, a couple, max $400',
      { place: 'hakone', ...stay(dec(30), jan(2)), adults: 2, budget: usd(400), wishes: ['onsen'] },
    ],
    [
      'Tokyo tomorrow for 3 nights, 2 rooms for 4 people, city view, ¥50,000',
      {
        place: 'tokyo',
        ...stay(dec(2), dec(5)),
        adults: 4,
        rooms: 2,
        budget: jpy(50000),
        wishes: ['city_view'],
      },
    ],
    [
      'this weekend in Sapporo, skiing, 2 adults and two kids, pet-friendly',
      { place: 'sapporo', ...stay(dec(5), dec(6)), adults: 2, children: 2, wishes: ['ski', 'pet_friendly'] },
    ],
    [
      'Quiet spa hotel in Beppu from 12/24 to 12/27, 1 adult, under 20000 JPY',
      { place: 'beppu', ...stay(dec(24), dec(27)), adults: 1, budget: jpy(20000), wishes: ['quiet', 'spa'] },
    ],
    [
      'family room in Osaka on 2026-12-24 for 2 nights with pool, business trip',
      { place: 'osaka', ...stay(dec(24), dec(26)), wishes: ['family', 'pool', 'business'] },
    ],
    ['24/12 Nara, 2 people', { place: 'nara', ...stay(dec(24), dec(25)), adults: 2 }],
  ],
  ja: [
    ['京都 温泉 3人', { place: 'kyoto', adults: 3, wishes: ['onsen'] }],
    // A comma after a word is punctuation: the count and the budget after it are read.
    [
      '箱根の旅館、2人、お子様1人、3万円以内',
      { place: 'hakone', adults: 2, children: 1, budget: jpy(30000), wishes: ['ryokan'] },
    ],
    [
      '12月24日から2泊 箱根 大人2名 子供1名 露天風呂 3万円以下',
      {
        place: 'hakone',
        ...stay(dec(24), dec(26)),
        adults: 2,
        children: 1,
        budget: jpy(30000),
        wishes: ['onsen'],
      },
    ],
    [
      '来週末 沖縄 オーシャンビュー プール 2名 1部屋',
      { place: 'okinawa', ...stay(dec(12), dec(13)), adults: 2, rooms: 1, wishes: ['ocean_view', 'pool'] },
    ],
    [
      '明日 東京 ビジネス 朝食付き ¥15,000まで',
      { place: 'tokyo', ...stay(dec(2), dec(3)), budget: jpy(15000), wishes: ['business', 'breakfast'] },
    ],
    [
      'ニセコ 12/24〜26 スキー ふたり ペット可',
      { place: 'niseko', ...stay(dec(24), dec(26)), adults: 2, wishes: ['ski', 'pet_friendly'] },
    ],
    [
      '今週末 金沢 旅館 静か 家族4人',
      { place: 'kanazawa', ...stay(dec(5), dec(6)), adults: 4, wishes: ['family', 'quiet', 'ryokan'] },
    ],
    [
      '2026年12月31日 北海道 スパ 3万5千円',
      { place: 'hokkaido', ...stay(dec(31), jan(1)), budget: jpy(35000), wishes: ['spa'] },
    ],
  ],
  'zh-Hans': [
    [
      '大阪 下周末 2晚 2人 3万日元以内 海景',
      { place: 'osaka', ...stay(dec(12), dec(14)), adults: 2, budget: jpy(30000), wishes: ['ocean_view'] },
    ],
    [
      '12月24日至26日 东京 2位成人 儿童1名 含早',
      { place: 'tokyo', ...stay(dec(24), dec(26)), adults: 2, children: 1, wishes: ['breakfast'] },
    ],
    [
      '明天 横滨 两晚 两个大人 亲子 泳池',
      { place: 'yokohama', ...stay(dec(2), dec(4)), adults: 2, wishes: ['family', 'pool'] },
    ],
    [
      '这周末 北海道 滑雪 3人 1间 30000日元以下',
      {
        place: 'hokkaido',
        ...stay(dec(5), dec(6)),
        adults: 3,
        rooms: 1,
        budget: jpy(30000),
        wishes: ['ski'],
      },
    ],
    [
      '冲绳 12/30-1/2 海边 安静 孩子1个 2人 200美元',
      {
        place: 'okinawa',
        ...stay(dec(30), jan(2)),
        adults: 2,
        children: 1,
        budget: usd(200),
        wishes: ['ocean_view', 'quiet'],
      },
    ],
    [
      '关西 温泉 宠物 2026-12-24 3晚',
      { place: 'kansai', ...stay(dec(24), dec(27)), wishes: ['onsen', 'pet_friendly'] },
    ],
  ],
  'zh-Hant': [
    [
      '台北 12月24日至26日 2位成人 兒童1名 NT$3000 溫泉',
      {
        place: 'taipei',
        ...stay(dec(24), dec(26)),
        adults: 2,
        children: 1,
        budget: twd(3000),
        wishes: ['onsen'],
      },
    ],
    [
      '下週末 台南 2晚 3000元 安靜',
      { place: 'tainan', ...stay(dec(12), dec(14)), budget: twd(3000), wishes: ['quiet'] },
    ],
    [
      '這週末 首爾 兩位 寵物 夜景',
      { place: 'seoul', ...stay(dec(5), dec(6)), adults: 2, wishes: ['pet_friendly', 'city_view'] },
    ],
    [
      '沖繩 12/24-12/27 海灘 泳池 大人2名 3間',
      { place: 'okinawa', ...stay(dec(24), dec(27)), adults: 2, rooms: 3, wishes: ['ocean_view', 'pool'] },
    ],
    [
      '京都 明天 日式旅館 3萬日圓以內 2人',
      { place: 'kyoto', ...stay(dec(2), dec(3)), adults: 2, budget: jpy(30000), wishes: ['ryokan'] },
    ],
    [
      '臺灣 商務 早餐 12月24日 NT$5,000',
      { place: 'taiwan', ...stay(dec(24), dec(25)), budget: twd(5000), wishes: ['business', 'breakfast'] },
    ],
  ],
  ko: [
    [
      '서울 12월 24일~26일 성인 2명 아이 1명 20만원 이하 조식',
      {
        place: 'seoul',
        ...stay(dec(24), dec(26)),
        adults: 2,
        children: 1,
        budget: krw(200000),
        wishes: ['breakfast'],
      },
    ],
    [
      '다음 주말 부산 오션뷰 2박 3명',
      { place: 'busan', ...stay(dec(12), dec(14)), adults: 3, wishes: ['ocean_view'] },
    ],
    [
      '내일 도쿄 온천 객실 2개 어린이 1명 3만엔',
      {
        place: 'tokyo',
        ...stay(dec(2), dec(3)),
        children: 1,
        rooms: 2,
        budget: jpy(30000),
        wishes: ['onsen'],
      },
    ],
    [
      '이번 주말 삿포로 스키 두 명 반려동물',
      { place: 'sapporo', ...stay(dec(5), dec(6)), adults: 2, wishes: ['ski', 'pet_friendly'] },
    ],
    [
      '오사카 12월 24일 2박 가족 수영장 ₩300,000',
      { place: 'osaka', ...stay(dec(24), dec(26)), budget: krw(300000), wishes: ['family', 'pool'] },
    ],
    [
      '교토 조용한 료칸 야경 성인 2명 30000엔 이하',
      { place: 'kyoto', adults: 2, budget: jpy(30000), wishes: ['quiet', 'ryokan', 'city_view'] },
    ],
  ],
  id: [
    [
      'Kyoto 24 Desember 2 malam 2 dewasa 1 anak di bawah 30.000 yen kolam renang',
      {
        place: 'kyoto',
        ...stay(dec(24), dec(26)),
        adults: 2,
        children: 1,
        budget: jpy(30000),
        wishes: ['pool'],
      },
    ],
    [
      'akhir pekan depan di Okinawa, pemandangan laut, 2 orang, 1 kamar',
      { place: 'okinawa', ...stay(dec(12), dec(13)), adults: 2, rooms: 1, wishes: ['ocean_view'] },
    ],
    [
      'besok Tokyo 3 malam untuk dua orang, sarapan, bisnis',
      { place: 'tokyo', ...stay(dec(2), dec(5)), adults: 2, wishes: ['business', 'breakfast'] },
    ],
    [
      'Hokkaido 24-26 Desember main ski, keluarga, 2 dewasa 2 anak, 2 kamar',
      {
        place: 'hokkaido',
        ...stay(dec(24), dec(26)),
        adults: 2,
        children: 2,
        rooms: 2,
        wishes: ['family', 'ski'],
      },
    ],
    [
      'akhir pekan ini Jepang onsen tenang berdua di bawah $300',
      { place: 'japan', ...stay(dec(5), dec(6)), adults: 2, budget: usd(300), wishes: ['onsen', 'quiet'] },
    ],
    [
      'Seoul hari ini 1 malam pemandangan kota boleh bawa anjing',
      { place: 'seoul', ...stay(dec(1), dec(2)), wishes: ['pet_friendly', 'city_view'] },
    ],
  ],
  th: [
    [
      'โตเกียว 24-26 ธันวาคม ผู้ใหญ่ 2 คน เด็ก 1 คน ไม่เกิน 30000 เยน วิวทะเล',
      {
        place: 'tokyo',
        ...stay(dec(24), dec(26)),
        adults: 2,
        children: 1,
        budget: jpy(30000),
        wishes: ['ocean_view'],
      },
    ],
    [
      'สุดสัปดาห์หน้า โอกินาว่า 2 คืน 2 คน สระว่ายน้ำ',
      { place: 'okinawa', ...stay(dec(12), dec(14)), adults: 2, wishes: ['pool'] },
    ],
    [
      'พรุ่งนี้ เกียวโต ออนเซ็น เรียวกัง สองคน',
      { place: 'kyoto', ...stay(dec(2), dec(3)), adults: 2, wishes: ['onsen', 'ryokan'] },
    ],
    [
      'ฮอกไกโด สุดสัปดาห์นี้ สกี ครอบครัว ผู้ใหญ่ 2 คน เด็ก 2 คน 2 ห้อง',
      {
        place: 'hokkaido',
        ...stay(dec(5), dec(6)),
        adults: 2,
        children: 2,
        rooms: 2,
        wishes: ['family', 'ski'],
      },
    ],
    [
      'โซล 24 ธ.ค. 3 คืน อาหารเช้า $200',
      { place: 'seoul', ...stay(dec(24), dec(27)), budget: usd(200), wishes: ['breakfast'] },
    ],
    [
      'โอซาก้า วันนี้ เงียบสงบ สัตว์เลี้ยง 1 คน',
      { place: 'osaka', ...stay(dec(1), dec(2)), adults: 1, wishes: ['quiet', 'pet_friendly'] },
    ],
  ],
  ar: [
    [
      'ليلتين في طوكيو من 24 ديسمبر شخصين وطفل أقل من 30000 ين',
      { place: 'tokyo', ...stay(dec(24), dec(26)), adults: 2, children: 1, budget: jpy(30000) },
    ],
    [
      'أوكيناوا نهاية الأسبوع القادم إطلالة على البحر 2 بالغين',
      { place: 'okinawa', ...stay(dec(12), dec(13)), adults: 2, wishes: ['ocean_view'] },
    ],
    [
      'كيوتو غدا ينابيع حارة ريوكان 3 أشخاص',
      { place: 'kyoto', ...stay(dec(2), dec(3)), adults: 3, wishes: ['onsen', 'ryokan'] },
    ],
    [
      'سابورو نهاية هذا الأسبوع تزلج عائلة 2 بالغين طفلين غرفتين',
      {
        place: 'sapporo',
        ...stay(dec(5), dec(6)),
        adults: 2,
        children: 2,
        rooms: 2,
        wishes: ['family', 'ski'],
      },
    ],
    [
      'أوساكا 24-26 ديسمبر مسبح فطور 200 دولار',
      { place: 'osaka', ...stay(dec(24), dec(26)), budget: usd(200), wishes: ['pool', 'breakfast'] },
    ],
    [
      'طوكيو الليلة فندق هادئ مع كلبي شخص واحد',
      { place: 'tokyo', ...stay(dec(1), dec(2)), adults: 1, wishes: ['quiet', 'pet_friendly'] },
    ],
    ['أوساكا ٢٤-٢٦ ديسمبر ٢ بالغين', { place: 'osaka', ...stay(dec(24), dec(26)), adults: 2 }],
  ],
};

// What the rules leave out or refuse, and text that is not a query at all.
const EDGE_CASES: readonly (readonly [query: string, expected: Partial<Projection>])[] = [
  ['', {}],
  ['a'.repeat(500), {}],
  ['<script>alert(1)</script>', {}],
  ['😀🏨✈️🌊 !!! ???', {}],
  ['مرحبا بالعالم', {}],
  // Full-width digits are read as ordinary digits.
  ['１２月２４日', stay(dec(24), dec(25))],
  ['999999999999 adults 999999999999 rooms 999999999999 children 999999999999 nights Dec 24', {}],
  ['21 adults 1000 rooms 21 children 31 nights from Dec 24', {}],
  ['0 adults 0 children 0 rooms', { children: 0 }],
  ['¥999999999999', { budget: jpy(999999999999) }],
  // Nights without a check-in, a check-out before the check-in, a day not on the calendar.
  ['Kyoto 2 nights', { place: 'kyoto' }],
  ['Dec 26 to 24', {}],
  ['2026-02-30', {}],
  // A number without a currency, and a minimum, are not budgets.
  ['under 30000', {}],
  ['3万円以上', {}],
  // A count word after a day number makes it a count; a Chinese numeral inside a longer number is not read.
  ['Dec 2 adults', { adults: 2 }],
  ['十二人', {}],
  // Words that hold a wish word but mean something else.
  ['spaghetti and whisky by the lake: スパゲッティ ウイスキー ทะเลสาบ 스파게티 البحرين', {}],
];

describe('readHotelQuery', () => {
  const languageCases = Object.entries(CASES).flatMap(([language, cases]) =>
    cases.map(([query, expected]) => ({ language, query, expected })),
  );

  it.each(languageCases)('$language: $query', ({ query, expected }) => {
    expect(project(readHotelQuery(query, TODAY))).toEqual({ ...NOTHING, ...expected });
  });

  it('has at least five queries in each of the eight languages', () => {
    for (const cases of Object.values(CASES)) expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  it.each(EDGE_CASES)('reads %j as far as the rules go', (query, expected) => {
    expect(project(readHotelQuery(query, TODAY))).toEqual({ ...NOTHING, ...expected });
  });

  it('reads no dates when today is not a date, and the rest as usual', () => {
    expect(project(readHotelQuery('Kyoto tomorrow 2 adults', 'soon'))).toEqual({
      ...NOTHING,
      place: 'kyoto',
      adults: 2,
    });
  });
});
