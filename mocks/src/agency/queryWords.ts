/**
 * The words the query reader (`readHotelQuery.ts`) looks for besides places and wishes: month names,
 * words for today and the weekend, the words that count nights, guests and rooms, currencies, and a few
 * look-alike words it sets aside. Every language of the widget is here: English, Japanese, Simplified
 * and Traditional Chinese, Korean, Indonesian, Thai and Arabic.
 *
 * Words are compared after the reader's normalisation (lower case, full-width forms folded, Arabic hamza
 * on alef and vowel marks dropped), so they are written in their ordinary spelling. Latin words match
 * as whole words; Korean words at the start of a word; Arabic words at the end of a word (prefixes such
 * as ال may come before); Japanese, Chinese and Thai words anywhere.
 */

/**
 * Month names and their abbreviations in English, Indonesian, Thai and Arabic (Egyptian and Gulf names,
 * then the Levantine ones), to the month's number. Japanese, Chinese and Korean write months as numbers.
 *
 * @example
 * ```ts
 * MONTH_NAMES['desember']; // 12
 * MONTH_NAMES['ธ.ค.']; // 12
 * ```
 */
export const MONTH_NAMES: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  januari: 1,
  februari: 2,
  maret: 3,
  mei: 5,
  juni: 6,
  juli: 7,
  agustus: 8,
  agt: 8,
  oktober: 10,
  okt: 10,
  desember: 12,
  des: 12,
  มกราคม: 1,
  'ม.ค.': 1,
  กุมภาพันธ์: 2,
  'ก.พ.': 2,
  มีนาคม: 3,
  'มี.ค.': 3,
  เมษายน: 4,
  'เม.ย.': 4,
  พฤษภาคม: 5,
  'พ.ค.': 5,
  มิถุนายน: 6,
  'มิ.ย.': 6,
  กรกฎาคม: 7,
  'ก.ค.': 7,
  สิงหาคม: 8,
  'ส.ค.': 8,
  กันยายน: 9,
  'ก.ย.': 9,
  ตุลาคม: 10,
  'ต.ค.': 10,
  พฤศจิกายน: 11,
  'พ.ย.': 11,
  ธันวาคม: 12,
  'ธ.ค.': 12,
  يناير: 1,
  فبراير: 2,
  مارس: 3,
  أبريل: 4,
  مايو: 5,
  يونيو: 6,
  يوليو: 7,
  أغسطس: 8,
  سبتمبر: 9,
  أكتوبر: 10,
  نوفمبر: 11,
  ديسمبر: 12,
  'كانون الثاني': 1,
  شباط: 2,
  آذار: 3,
  نيسان: 4,
  أيار: 5,
  حزيران: 6,
  تموز: 7,
  آب: 8,
  أيلول: 9,
  'تشرين الأول': 10,
  'تشرين الثاني': 11,
  'كانون الأول': 12,
};

/**
 * What stands between the first and the last day of a stay (`24-26`, `24 to 26`, `24日から26日`).
 *
 * @example
 * ```ts
 * RANGE_WORDS.includes('sampai'); // true
 * ```
 */
export const RANGE_WORDS: readonly string[] = [
  '-',
  '–',
  '—',
  '−',
  '~',
  '〜',
  'to',
  'until',
  'till',
  'through',
  'thru',
  'sampai',
  'hingga',
  's/d',
  'ถึง',
  'إلى',
  'حتى',
  'から',
  '至',
  '到',
  '부터',
];

/**
 * Words for a check-in day counted from today. A weekend is its Saturday: this weekend is the coming
 * Saturday (today on a Saturday), next weekend the Saturday after. A bare `weekend` is this weekend.
 *
 * @example
 * ```ts
 * DAY_WORDS.nextWeekend.includes('来週末'); // true
 * ```
 */
export const DAY_WORDS: Readonly<
  Record<'today' | 'tomorrow' | 'dayAfterTomorrow' | 'thisWeekend' | 'nextWeekend', readonly string[]>
> = {
  today: [
    ...['today', 'tonight', 'hari ini', 'malam ini', '今日', '今夜', '今晩', '本日', '今天', '今晚', '오늘'],
    ...['วันนี้', 'คืนนี้', 'اليوم', 'الليلة'],
  ],
  tomorrow: ['tomorrow', 'besok', '明日', 'あした', '明天', '明晚', '내일', 'พรุ่งนี้', 'غدا'],
  dayAfterTomorrow: [
    ...['day after tomorrow', 'lusa', '明後日', 'あさって', '后天', '後天'],
    ...['모레', 'มะรืนนี้', 'بعد غد'],
  ],
  thisWeekend: [
    ...['this weekend', 'weekend', 'akhir pekan ini', 'akhir pekan', 'akhir minggu ini'],
    ...['週末', '今週末', '这周末', '這週末', '这个周末', '這個週末', '本周末', '本週末', '周末'],
    ...['이번 주말', '주말', 'สุดสัปดาห์นี้', 'สุดสัปดาห์', 'เสาร์อาทิตย์นี้'],
    ...['نهاية هذا الأسبوع', 'نهاية الأسبوع'],
  ],
  nextWeekend: [
    ...['next weekend', 'akhir pekan depan', 'akhir minggu depan', 'weekend depan'],
    ...['来週末', '下周末', '下週末', '下个周末', '下個週末', '다음 주말', 'สุดสัปดาห์หน้า', 'เสาร์อาทิตย์หน้า'],
    ...['نهاية الأسبوع القادم', 'نهاية الأسبوع المقبل'],
  ],
};

/**
 * The words that count nights, guests and rooms: `after` a number (`2 nights`, `2泊`, `2명`) or `before`
 * it (`大人2名`, `성인 2명`, `for 2`). `durations` (`3 days`, `3日`) are counted only so that their
 * number is not taken for guests.
 *
 * @example
 * ```ts
 * COUNT_WORDS.children.before.includes('子供'); // true: 子供1名 is one child
 * ```
 */
export const COUNT_WORDS: Readonly<
  Record<
    'nights' | 'durations' | 'children' | 'rooms' | 'adults',
    { readonly after: readonly string[]; readonly before: readonly string[] }
  >
> = {
  nights: {
    after: ['nights', 'night', 'malam', '泊', '晚', '晩', '박', 'คืน', 'ليال', 'ليالي', 'ليلة'],
    before: [],
  },
  durations: {
    after: [
      ...['days', 'day', 'weeks', 'week', 'hours', 'hour', 'months', 'month'],
      ...['hari', 'minggu', 'jam', 'bulan', '日間', '日', '天', '週間', '周', '時間', '小时', '小時'],
      ...['일', '주', '시간'],
      ...['วัน', 'สัปดาห์', 'ชั่วโมง', 'أيام', 'يوم', 'أسابيع', 'ساعات'],
    ],
    before: [],
  },
  children: {
    after: [
      ...['children', 'child', 'kids', 'kid', 'anak', 'أطفال'],
      ...['个孩子', '個孩子', '个小孩', '個小孩', '位儿童', '位兒童', '名儿童', '名兒童'],
    ],
    before: [
      '子供',
      '子ども',
      'こども',
      'お子様',
      'お子さま',
      '儿童',
      '兒童',
      '孩子',
      '小孩',
      '아이',
      '어린이',
      '아동',
      'เด็ก',
    ],
  },
  rooms: {
    after: ['rooms', 'room', 'kamar', '部屋', '室', '间', '間', '个房间', '個房間', 'ห้อง', 'غرف', 'غرفة'],
    before: ['객실', '방'],
  },
  adults: {
    after: [
      ...['adults', 'adult', 'people', 'persons', 'person', 'guests', 'guest', 'pax', 'orang', 'dewasa'],
      ...['人', '名', '位', '个人', '個人', '个大人', '個大人', '个成人', '個成人', '명', '사람', 'คน'],
      ...['أشخاص', 'بالغين', 'بالغ'],
    ],
    before: ['for', 'untuk', '大人', '成人', '성인', '어른', 'ผู้ใหญ่', 'dewasa'],
  },
};

/**
 * Number words, one to ten. Latin ones (English, Indonesian) are read wherever they stand as a word; the
 * others only before a counter of `NUMBER_COUNTERS` (`二人`, `两晚`, `두 명`, `สองคน`, `ثلاثة أشخاص`),
 * as they are also parts of ordinary words (`二世古`, `한국`).
 *
 * @example
 * ```ts
 * NUMBER_WORDS['두']; // 2
 * ```
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...{ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 },
  ...{ satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, delapan: 8, sembilan: 9, sepuluh: 10 },
  ...{ 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 },
  ...{ 한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 },
  ...{ หนึ่ง: 1, สอง: 2, สาม: 3, สี่: 4, ห้า: 5, หก: 6, เจ็ด: 7, แปด: 8, เก้า: 9, สิบ: 10 },
  ...{ اثنين: 2, اثنان: 2, ثلاثة: 3, ثلاث: 3, أربعة: 4, أربع: 4, خمسة: 5, خمس: 5, ستة: 6, ست: 6 },
  ...{ سبعة: 7, سبع: 7, ثمانية: 8, ثماني: 8, تسعة: 9, تسع: 9, عشرة: 10, عشر: 10 },
};

/**
 * The counters a non-Latin number word must stand before to be read as a number.
 *
 * @example
 * ```ts
 * NUMBER_COUNTERS.includes('泊'); // true: 二泊 is two nights
 * ```
 */
export const NUMBER_COUNTERS: readonly string[] = [
  ...['人', '名', '位', '个', '個', '泊', '晚', '晩', '间', '間', '室', '部屋'],
  ...['명', '사람', '개', '박', 'คน', 'คืน', 'ห้อง'],
  ...['أشخاص', 'أطفال', 'بالغين', 'ليال', 'ليالي', 'غرف'],
];

/**
 * Phrases that count without a digit, written out as a number and a count word before counts are read:
 * Arabic duals (`شخصين`, two persons), `a couple` (two adults), `ふたり`.
 *
 * @example
 * ```ts
 * COUNT_REWRITES['ليلتين']; // '2 ليال': two nights
 * ```
 */
export const COUNT_REWRITES: Readonly<Record<string, string>> = {
  'a couple of': '2',
  'a couple': '2 adults',
  'a child': '1 child',
  'a kid': '1 kid',
  berdua: '2 orang',
  ふたり: '2人',
  ひとり: '1人',
  둘이: '2명',
  شخصين: '2 أشخاص',
  'شخص واحد': '1 أشخاص',
  طفلين: '2 أطفال',
  طفل: '1 أطفال',
  طفلة: '1 أطفال',
  ليلتين: '2 ليال',
  'ليلة واحدة': '1 ليال',
  غرفتين: '2 غرف',
  'غرفة واحدة': '1 غرف',
};

/**
 * The currencies a budget may be in, by the symbols written before an amount (`¥30,000`) and the words
 * written after it (`3万円`). `元` alone is Taiwan's dollar; `日元` and `美元` are yen and US dollars.
 *
 * @example
 * ```ts
 * CURRENCY_WORDS.KRW.after.includes('원'); // true: 20만원
 * ```
 */
export const CURRENCY_WORDS: Readonly<
  Record<
    'JPY' | 'TWD' | 'KRW' | 'USD',
    { readonly before: readonly string[]; readonly after: readonly string[] }
  >
> = {
  JPY: {
    before: ['¥'],
    after: ['yen', 'jpy', '円', '日本円', '日元', '日圓', '日币', '日幣', '엔', 'เยน', 'ين'],
  },
  TWD: {
    before: ['nt$'],
    after: ['twd', 'ntd', '新台幣', '新台币', '台幣', '台币', '元', '塊', '块'],
  },
  KRW: { before: ['₩'], after: ['krw', 'won', '원'] },
  USD: {
    before: ['$', 'us$'],
    after: ['usd', 'dollars', 'dollar', 'dolar', '美元', '美金', '달러', 'ดอลลาร์', 'دولار'],
  },
};

/**
 * Words that make an amount a minimum rather than a budget (`over $200`, `3万円以上`), before or after it.
 *
 * @example
 * ```ts
 * MINIMUM_WORDS.after.includes('以上'); // true
 * ```
 */
export const MINIMUM_WORDS: { readonly before: readonly string[]; readonly after: readonly string[] } = {
  before: [
    ...['over', 'above', 'more than', 'at least', 'from', 'min', 'minimum'],
    ...['lebih dari', 'di atas', 'minimal', '超过', '超過', '最低', '최소', 'มากกว่า', 'ตั้งแต่', 'أكثر من'],
  ],
  after: ['or more', 'and up', 'ke atas', '以上', 'から', '起', '이상', '부터', 'ขึ้นไป', 'فأكثر', 'أو أكثر'],
};

/**
 * Longer words that hold a place or wish word but mean something else (spaghetti holds spa, ทะเลสาบ
 * (a lake) holds ทะเล (the sea), 日光浴 (sunbathing) holds 日光 (Nikko)). They are blanked out before places
 * and wishes are looked for.
 *
 * @example
 * ```ts
 * FALSE_FRIENDS.includes('スパゲッティ'); // true
 * ```
 */
export const FALSE_FRIENDS: readonly string[] = [
  ...['スパゲッティ', 'スパゲティ', 'スパイ', 'スパーク', 'スパン', 'スパム', 'ウイスキー', 'ウィスキー'],
  ...['カーペット', 'トランペット', '日光浴', '日本円', '스파게티', '스파이', '스파크', '스파클'],
  ...['ทะเลสาบ', 'สปาเก็ตตี้', 'สปาเกตตี้', 'สปาเกตตี', 'วิสกี้'],
];
