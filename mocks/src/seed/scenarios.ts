// Over 450 lines: one table of the seed's scenario constants (hotels, plans, triggers' values, dates),
// read together by the seed and the tests; split, a scenario's values would no longer sit side by side.
/**
 * The scenario data of the seed, as plain constants. Dates are day offsets from the clock's today
 * when the seed runs, so the same data lies ahead of "today" whatever the clock says. Nothing here is
 * random: every reset writes the same rows.
 *
 * Over 400 lines on purpose: it is one table of data, the scenario hotels side by side (the README's
 * "Scenario data" describes them), and splitting it would hide how they differ.
 */

import type { components } from '@staykit/sdk';

type Schemas = components['schemas'];

/** A hotel of the seed (fields not listed take the defaults of `seedMock`). */
export interface HotelScenario {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly brandId: number;
  readonly currency: Schemas['CurrencyCode'];
  readonly locale: Schemas['Locale'];
  readonly timeZone: string;
  readonly utcOffsetMinutes: number;
  readonly bookLanguages: readonly Schemas['Locale'][];
  readonly childrenMode: 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages';
  readonly maxChildrenPerAdult: number | null;
  readonly searchType: 'dated' | 'undated';
  readonly maxGuestsPerRoom: number;
  readonly multiRoomsSearchLimit: number;
  readonly bookableMonths: number;
  readonly mcpEnabled: boolean;
  /** Bookings need the bot check. */
  readonly botCheck?: boolean;
  readonly taxPercent: number;
  readonly accommodationTaxPerAdultNight: number;
  readonly paymentGateway: Schemas['PaymentGateway'];
  readonly paymentOptions: readonly Schemas['PaymentType'][];
  readonly taiwanReceipts: boolean;
  readonly colours: readonly [button: string, header: string];
  readonly description: string;
  readonly address: readonly [postCode: string, fullAddress: string, country: string];
  readonly phone: string;
  readonly roomTypes: readonly RoomTypeScenario[];
  readonly plans: readonly PlanScenario[];
  /** Room plans as `[room type code, plan code, allotment per night or null]`. */
  readonly roomPlans: readonly (readonly [string, string, number | null])[];
  /** Days (offsets from today) on which every room type is sold out. */
  readonly soldOutDays?: { readonly from: number; readonly to: number };
}

/** A room type of a scenario hotel. */
export interface RoomTypeScenario {
  readonly code: string;
  readonly name: string;
  readonly totalRooms: number;
  readonly maxGuests: number;
  readonly baseRate: number;
  readonly filterIds: readonly number[];
}

/** A hotel plan of a scenario hotel. */
export interface PlanScenario {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly supplementPerAdult: number;
  readonly saleLimit: number | null;
  readonly paymentMethods: readonly Schemas['PaymentType'][];
  readonly cancellationPolicyId: number | null;
  readonly depositPercentage?: number;
  readonly membersOnly?: boolean;
  readonly isDayUse?: boolean;
  readonly specialDiscountPercent?: number;
  /** The plan's price rounds down to this unit (a `rounding` discount). */
  readonly roundingUnit?: number;
  readonly inclusiveExtraIds?: readonly number[];
  /** The plan goes on sale this many days after today. */
  readonly onSaleInDays?: number;
}

const ALL_LOCALES = ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko', 'id', 'th', 'ar'] as const;
const JAPAN: Pick<HotelScenario, 'currency' | 'locale' | 'timeZone' | 'utcOffsetMinutes' | 'taxPercent'> = {
  currency: 'JPY',
  locale: 'ja',
  timeZone: 'Asia/Tokyo',
  utcOffsetMinutes: 540,
  taxPercent: 10,
};

/** The brand of the Japanese demo hotels: 13 facilities, so `listBrandHotels` pages (5 per page). */
export const DEMO_BRAND = { id: 900, code: 'demo-brand', name: 'Demo Hotels' } as const;

/** The brands of the seed. */
export const BRANDS = [
  DEMO_BRAND,
  { id: 910, code: 'demo-taiwan', name: 'Demo Hotels Taiwan' },
  { id: 920, code: 'demo-korea', name: 'Demo Hotels Korea' },
  { id: 930, code: 'demo-partners', name: 'Demo Partner Stays' },
] as const;

const TOKYO: HotelScenario = {
  ...JAPAN,
  id: 101,
  code: 'demo-tokyo',
  name: 'Demo Hotel Tokyo',
  brandId: 900,
  bookLanguages: ALL_LOCALES,
  childrenMode: 'tiers',
  maxChildrenPerAdult: 3,
  searchType: 'dated',
  maxGuestsPerRoom: 20,
  multiRoomsSearchLimit: 5,
  bookableMonths: 12,
  mcpEnabled: true,
  accommodationTaxPerAdultNight: 200,
  paymentGateway: 'gmo',
  paymentOptions: ['credit_card', 'on_site', 'on_site_credit_card_required'],
  taiwanReceipts: false,
  colours: ['#1a73e8', '#ffffff'],
  description: 'A city hotel five minutes from Tokyo Station.',
  address: ['100-0005', '1-1-1 Marunouchi, Chiyoda-ku, Tokyo', 'Japan'],
  phone: '+81 3-0000-0101',
  roomTypes: [
    { code: 'STD', name: 'Standard Twin', totalRooms: 10, maxGuests: 3, baseRate: 14000, filterIds: [1] },
    { code: 'DBL', name: 'Deluxe Double', totalRooms: 4, maxGuests: 3, baseRate: 20000, filterIds: [1, 2] },
    { code: 'STE', name: 'Executive Suite', totalRooms: 2, maxGuests: 4, baseRate: 48000, filterIds: [2, 3] },
    { code: 'FAM', name: 'Family Room', totalRooms: 3, maxGuests: 6, baseRate: 26000, filterIds: [3] },
  ],
  plans: [
    {
      code: 'RO',
      name: 'Room only',
      description: 'The room, nothing else.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['credit_card', 'on_site'],
      cancellationPolicyId: 12,
    },
    {
      code: 'BF',
      name: 'Breakfast included',
      description: 'Buffet breakfast for every guest.',
      supplementPerAdult: 2500,
      saleLimit: 2,
      paymentMethods: ['credit_card', 'on_site'],
      cancellationPolicyId: 12,
      inclusiveExtraIds: [8],
    },
    {
      code: 'NR',
      name: 'Non-refundable saver',
      description: 'Pay now, 10% off, no refund.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['credit_card'],
      cancellationPolicyId: 13,
      specialDiscountPercent: 10,
      depositPercentage: 100,
    },
    {
      code: 'MEM',
      name: 'Members only',
      description: 'For signed-in members.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['credit_card', 'on_site'],
      cancellationPolicyId: 12,
      membersOnly: true,
      specialDiscountPercent: 5,
    },
    {
      code: 'EARLY',
      name: 'Early bird',
      description: 'On sale from next week.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['credit_card'],
      cancellationPolicyId: 12,
      specialDiscountPercent: 15,
      onSaleInDays: 7,
    },
    {
      code: 'OS',
      name: 'Pay at the hotel',
      description: 'Nothing to pay online.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['on_site'],
      cancellationPolicyId: 12,
    },
    {
      code: 'DAY',
      name: 'Day use 10:00-16:00',
      description: 'Six hours, check-out the same day.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['on_site'],
      cancellationPolicyId: null,
      isDayUse: true,
    },
  ],
  roomPlans: [
    ['STD', 'RO', null],
    ['STD', 'BF', null],
    ['STD', 'NR', null],
    ['STD', 'MEM', null],
    ['STD', 'EARLY', null],
    ['STD', 'OS', null],
    ['STD', 'DAY', 3],
    ['DBL', 'RO', null],
    ['DBL', 'BF', 3],
    ['DBL', 'DAY', 2],
    ['STE', 'BF', 1],
    ['FAM', 'RO', null],
    ['FAM', 'BF', null],
  ],
};

const KYOTO: HotelScenario = {
  ...JAPAN,
  id: 102,
  code: 'demo-kyoto',
  name: 'Demo Ryokan Kyoto',
  brandId: 900,
  bookLanguages: ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'],
  childrenMode: 'ages',
  maxChildrenPerAdult: 2,
  searchType: 'undated',
  maxGuestsPerRoom: 6,
  multiRoomsSearchLimit: 3,
  bookableMonths: 6,
  mcpEnabled: false,
  accommodationTaxPerAdultNight: 300,
  paymentGateway: 'paygent',
  paymentOptions: ['credit_card', 'on_site'],
  taiwanReceipts: false,
  colours: ['#8b3a3a', '#f7f1e3'],
  description: 'A ryokan with kaiseki dinners in Higashiyama.',
  address: ['605-0000', '1 Higashiyama-ku, Kyoto', 'Japan'],
  phone: '+81 75-000-0102',
  roomTypes: [
    { code: 'JPN', name: 'Japanese-style room', totalRooms: 6, maxGuests: 5, baseRate: 30000, filterIds: [] },
    { code: 'WES', name: 'Western twin', totalRooms: 5, maxGuests: 2, baseRate: 22000, filterIds: [] },
  ],
  plans: [
    {
      code: 'KAI',
      name: 'Kaiseki dinner and breakfast',
      description: 'Seasonal kaiseki in the room.',
      supplementPerAdult: 9000,
      saleLimit: null,
      paymentMethods: ['credit_card', 'on_site'],
      cancellationPolicyId: 21,
    },
    {
      code: 'RO',
      name: 'Room only',
      description: 'No meals.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['credit_card', 'on_site'],
      cancellationPolicyId: 21,
    },
    {
      code: 'NR',
      name: 'Non-refundable',
      description: 'Pay now, no refund.',
      supplementPerAdult: 0,
      saleLimit: 1,
      paymentMethods: ['credit_card'],
      cancellationPolicyId: 22,
      specialDiscountPercent: 8,
      roundingUnit: 100,
    },
  ],
  roomPlans: [
    ['JPN', 'KAI', null],
    ['JPN', 'RO', null],
    ['WES', 'RO', null],
    ['WES', 'NR', 2],
  ],
};

const TAIPEI: HotelScenario = {
  id: 201,
  code: 'demo-taipei',
  name: 'Demo Hotel Taipei',
  brandId: 910,
  currency: 'TWD',
  locale: 'zh_Hant',
  timeZone: 'Asia/Taipei',
  utcOffsetMinutes: 480,
  bookLanguages: ['zh_Hant', 'en', 'ja'],
  childrenMode: 'ages',
  maxChildrenPerAdult: 2,
  searchType: 'dated',
  maxGuestsPerRoom: 4,
  multiRoomsSearchLimit: 5,
  bookableMonths: 12,
  mcpEnabled: true,
  taxPercent: 5,
  accommodationTaxPerAdultNight: 0,
  paymentGateway: 'tappay',
  paymentOptions: ['twd_credit_card', 'twd_credit_card_deposit', 'on_site'],
  taiwanReceipts: true,
  colours: ['#c0392b', '#ffffff'],
  description: 'Next to Taipei Main Station.',
  address: ['100', 'No. 1, Zhongxiao W. Rd., Zhongzheng Dist., Taipei', 'Taiwan'],
  phone: '+886 2-0000-0201',
  roomTypes: [
    { code: 'SUP', name: 'Superior Double', totalRooms: 8, maxGuests: 2, baseRate: 3600, filterIds: [] },
    { code: 'DLX', name: 'Deluxe Twin', totalRooms: 5, maxGuests: 4, baseRate: 5200, filterIds: [] },
  ],
  plans: [
    {
      code: 'RO',
      name: '純住宿 Room only',
      description: 'Room only.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['twd_credit_card', 'on_site'],
      cancellationPolicyId: 31,
    },
    {
      code: 'BF',
      name: '含早餐 Breakfast',
      description: 'Breakfast buffet.',
      supplementPerAdult: 450,
      saleLimit: null,
      paymentMethods: ['twd_credit_card_deposit'],
      cancellationPolicyId: 31,
      depositPercentage: 30,
    },
  ],
  roomPlans: [
    ['SUP', 'RO', null],
    ['SUP', 'BF', null],
    ['DLX', 'RO', null],
    ['DLX', 'BF', null],
  ],
};

const SEOUL: HotelScenario = {
  id: 301,
  code: 'demo-seoul',
  name: 'Demo Hotel Seoul',
  brandId: 920,
  currency: 'KRW',
  locale: 'ko',
  timeZone: 'Asia/Seoul',
  utcOffsetMinutes: 540,
  bookLanguages: ['ko', 'en', 'ja'],
  childrenMode: 'ages',
  maxChildrenPerAdult: 2,
  searchType: 'dated',
  maxGuestsPerRoom: 4,
  multiRoomsSearchLimit: 5,
  bookableMonths: 12,
  mcpEnabled: true,
  taxPercent: 10,
  accommodationTaxPerAdultNight: 0,
  paymentGateway: 'adyen_gmo',
  paymentOptions: ['credit_card_international', 'on_site'],
  taiwanReceipts: false,
  colours: ['#0047a0', '#ffffff'],
  description: 'In Myeong-dong.',
  address: ['04536', '1 Myeongdong-gil, Jung-gu, Seoul', 'South Korea'],
  phone: '+82 2-0000-0301',
  roomTypes: [
    { code: 'STD', name: '스탠다드 Standard', totalRooms: 9, maxGuests: 2, baseRate: 160000, filterIds: [] },
    { code: 'DLX', name: '디럭스 Deluxe', totalRooms: 4, maxGuests: 3, baseRate: 240000, filterIds: [] },
  ],
  plans: [
    {
      code: 'RO',
      name: '객실 전용 Room only',
      description: 'Room only.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['credit_card_international', 'on_site'],
      cancellationPolicyId: 41,
    },
    {
      code: 'BF',
      name: '조식 포함 Breakfast',
      description: 'Breakfast included.',
      supplementPerAdult: 30000,
      saleLimit: null,
      paymentMethods: ['credit_card_international'],
      cancellationPolicyId: 41,
    },
  ],
  roomPlans: [
    ['STD', 'RO', null],
    ['STD', 'BF', null],
    ['DLX', 'RO', null],
  ],
};

/** The first days (offsets from today, inclusive) on which demo-soldout has no room at all. */
export const SOLDOUT_DAYS = { from: 0, to: 44 } as const;

const SOLDOUT: HotelScenario = {
  ...JAPAN,
  id: 103,
  code: 'demo-soldout',
  name: 'Demo Hotel Sold Out',
  brandId: 900,
  bookLanguages: ['ja', 'en'],
  childrenMode: 'tiers',
  maxChildrenPerAdult: 3,
  searchType: 'dated',
  maxGuestsPerRoom: 20,
  multiRoomsSearchLimit: 5,
  bookableMonths: 12,
  mcpEnabled: false,
  accommodationTaxPerAdultNight: 200,
  paymentGateway: 'gmo',
  paymentOptions: ['credit_card', 'on_site'],
  taiwanReceipts: false,
  colours: ['#555555', '#ffffff'],
  description: 'Fully booked for the next six weeks.',
  address: ['150-0000', '1-1 Shibuya, Shibuya-ku, Tokyo', 'Japan'],
  phone: '+81 3-0000-0103',
  roomTypes: [
    { code: 'STD', name: 'Standard Double', totalRooms: 6, maxGuests: 2, baseRate: 12000, filterIds: [] },
  ],
  plans: [
    {
      code: 'RO',
      name: 'Room only',
      description: 'The room, nothing else.',
      supplementPerAdult: 0,
      saleLimit: null,
      paymentMethods: ['credit_card', 'on_site'],
      cancellationPolicyId: null,
    },
  ],
  roomPlans: [['STD', 'RO', null]],
  soldOutDays: SOLDOUT_DAYS,
};

const FILLER_CITIES = [
  ['osaka', 'Osaka', '530-0001', 'Kita-ku, Osaka'],
  ['nagoya', 'Nagoya', '450-0002', 'Nakamura-ku, Nagoya'],
  ['sapporo', 'Sapporo', '060-0005', 'Chuo-ku, Sapporo'],
  ['fukuoka', 'Fukuoka', '812-0012', 'Hakata-ku, Fukuoka'],
  ['sendai', 'Sendai', '980-0021', 'Aoba-ku, Sendai'],
  ['hiroshima', 'Hiroshima', '732-0822', 'Minami-ku, Hiroshima'],
  ['kanazawa', 'Kanazawa', '920-0858', 'Kinoshintomachi, Kanazawa'],
  ['hakone', 'Hakone', '250-0311', 'Yumoto, Hakone'],
  ['nara', 'Nara', '630-8216', 'Higashimukinakamachi, Nara'],
  ['okinawa', 'Okinawa', '900-0015', 'Kumoji, Naha'],
] as const;

// Facilities that make the brand list long enough to page; one room type and one plan each.
const FILLERS: HotelScenario[] = FILLER_CITIES.map(([code, city, postCode, address], index) => ({
  ...SOLDOUT,
  id: 104 + index,
  code: `demo-${code}`,
  name: `Demo Hotel ${city}`,
  colours: ['#1a73e8', '#ffffff'],
  description: `A business hotel in ${city}.`,
  address: [postCode, address, 'Japan'],
  phone: `+81 3-0000-0${104 + index}`,
  // demo-nagoya asks for the bot check at booking, sign-in, sign-up and password reset: the one hotel
  // that does.
  botCheck: code === 'nagoya',
  roomTypes: [
    {
      code: 'STD',
      name: 'Standard Double',
      totalRooms: 5 + (index % 3),
      maxGuests: 2,
      baseRate: 9000 + index * 500,
      filterIds: [],
    },
  ],
  soldOutDays: undefined,
}));

/**
 * The partner hotels of the agency storefront (brand demo-partners, 930), beside the brands' own: each
 * `[code, name, description, post code, address, base rate, family room]`, in Japan unless `base` says.
 * Each sells a room only plan and one with breakfast; a family room sleeps four.
 */
const PARTNERS: readonly (readonly [
  code: string,
  name: string,
  description: string,
  postCode: string,
  address: string,
  baseRate: number,
  familyRoom: boolean,
  base?: HotelScenario,
])[] = [
  [
    'odaiba',
    'Demo Bay Hotel Odaiba',
    'Rooms over Tokyo Bay, a rooftop pool.',
    '135-0091',
    '1 Daiba, Minato-ku, Tokyo',
    18000,
    true,
  ],
  [
    'yokohama',
    'Demo Harbour Hotel Yokohama',
    'On the harbour, by the station.',
    '231-0023',
    'Yamashita-cho, Naka-ku, Yokohama',
    14000,
    false,
  ],
  [
    'kamakura',
    'Demo Seaside Inn Kamakura',
    'A small inn on Yuigahama beach.',
    '248-0014',
    'Yuigahama, Kamakura',
    16000,
    false,
  ],
  [
    'hakone-onsen',
    'Demo Onsen Ryokan Hakone',
    'Open-air baths in the valley.',
    '250-0401',
    'Miyanoshita, Hakone',
    32000,
    false,
  ],
  [
    'nikko',
    'Demo Forest Lodge Nikko',
    'Hot springs by the lake; dogs welcome.',
    '321-1662',
    'Yumoto, Nikko',
    15000,
    false,
  ],
  [
    'karuizawa',
    'Demo Villa Karuizawa',
    'Villas in the woods, a spa.',
    '389-0102',
    'Karuizawa, Nagano',
    26000,
    true,
  ],
  [
    'machiya',
    'Demo Machiya Kyoto',
    'A restored townhouse in Gion.',
    '605-0074',
    'Gion, Higashiyama-ku, Kyoto',
    24000,
    false,
  ],
  [
    'kobe',
    'Demo Port Hotel Kobe',
    'Harbour views, near the Chinatown.',
    '650-0042',
    'Hatoba-cho, Chuo-ku, Kobe',
    13000,
    false,
  ],
  [
    'takayama',
    'Demo Ryokan Takayama',
    'An old-town ryokan with baths.',
    '506-0846',
    'Kamisannomachi, Takayama',
    21000,
    false,
  ],
  [
    'niseko',
    'Demo Snow Lodge Niseko',
    'Ski in and out, onsen after.',
    '044-0081',
    'Hirafu, Kutchan',
    28000,
    true,
  ],
  [
    'beppu',
    'Demo Onsen Resort Beppu',
    'Steam baths and a family pool.',
    '874-0043',
    'Kannawa, Beppu',
    19000,
    true,
  ],
  [
    'okinawa-beach',
    'Demo Beach Resort Okinawa',
    'On the beach, pools and a spa.',
    '904-0401',
    'Onna, Okinawa',
    27000,
    true,
  ],
  [
    'ishigaki',
    'Demo Reef Hotel Ishigaki',
    'Quiet rooms over the reef.',
    '907-0024',
    'Shinkawa, Ishigaki',
    22000,
    false,
  ],
  [
    'sapporo-spa',
    'Demo Spa Hotel Sapporo',
    'Hot spring baths downtown.',
    '060-0062',
    'Chuo-ku, Sapporo',
    12000,
    false,
  ],
  [
    'tainan',
    'Demo Heritage Hotel Tainan',
    'A heritage house, breakfast in the garden.',
    '700',
    'West Central District, Tainan',
    3200,
    false,
    TAIPEI,
  ],
  [
    'busan',
    'Demo Beach Hotel Busan',
    'Haeundae beach, an infinity pool.',
    '48099',
    'Haeundae-gu, Busan',
    180000,
    true,
    SEOUL,
  ],
];

const PARTNER_HOTELS: HotelScenario[] = PARTNERS.map(
  ([code, name, description, postCode, address, baseRate, familyRoom, base = SOLDOUT], index) => ({
    ...base,
    id: 121 + index,
    code: `demo-${code}`,
    name,
    brandId: 930,
    bookLanguages: [...new Set([base.locale, 'en' as const, 'ja' as const])],
    colours: ['#0f766e', '#ffffff'],
    description,
    address: [postCode, address, base.address[2]],
    phone: `${base.phone.split(' ')[0] ?? '+81'} 0-0000-0${121 + index}`,
    roomTypes: [
      { code: 'STD', name: 'Standard Double', totalRooms: 6, maxGuests: 2, baseRate, filterIds: [] },
      ...(familyRoom
        ? [
            {
              code: 'FAM',
              name: 'Family Room',
              totalRooms: 3,
              maxGuests: 4,
              baseRate: Math.round(baseRate * 1.6),
              filterIds: [],
            },
          ]
        : []),
    ],
    plans: [
      ...SOLDOUT.plans,
      {
        code: 'BF',
        name: 'With breakfast',
        description: 'Breakfast for every guest.',
        supplementPerAdult: Math.round(baseRate / 8),
        saleLimit: null,
        paymentMethods: ['credit_card', 'on_site'],
        cancellationPolicyId: null,
      },
    ],
    roomPlans: [
      ['STD', 'RO', null],
      ['STD', 'BF', null],
      ...(familyRoom ? ([['FAM', 'BF', null]] as const) : []),
    ],
    soldOutDays: undefined,
  }),
);

/** Every hotel of the seed, scenario hotels first. */
export const HOTELS: readonly HotelScenario[] = [
  TOKYO,
  KYOTO,
  SOLDOUT,
  TAIPEI,
  SEOUL,
  ...FILLERS,
  ...PARTNER_HOTELS,
];

/** Kids tiers of the tiers-mode hotels: `[code, name, min age, max age, companion, % of an adult]`. */
export const KIDS_TIERS = [
  ['A', 'Child with meal and bed (companion)', 6, 11, true, 70],
  ['B', 'Child with bed, no meal', 6, 11, false, 50],
  ['C', 'Infant, no meal or bed', 0, 5, false, 0],
] as const;

/** Room search filters of demo-tokyo: `[id, English name, Japanese name]`. */
export const ROOM_SEARCH_FILTERS = [
  [1, 'Non-smoking', '禁煙'],
  [2, 'City view', '街の眺め'],
  [3, 'Bathtub', 'バスタブ付き'],
] as const;

/** The promo code that applies everywhere: 10% off the price after special discounts. */
export const PROMOTION = { code: 'PROMO10', percent: 10 } as const;

/** The coupon that applies everywhere: 10% off the first night only (`max_discounted_nights` 1). */
export const COUPON = { code: 'WELCOME10', percent: 10, maxDiscountedNights: 1 } as const;

/**
 * Points of signed-in members (any user token): every member holds `balance` points, worth one unit of
 * the hotel currency each, spent in steps of `increment` and at least `minimum` at a time.
 */
export const POINTS = { balance: 10_000, increment: 100, minimum: 500 } as const;

/**
 * The open lottery event: at demo-tokyo, the nights `onlyDays` (offsets from today, inclusive; 2027-02-14
 * and 15 on the default clock) are for lottery entries only, so a search over them needs this event.
 */
export const LOTTERY = {
  hotelId: 101,
  eventUuid: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001',
  onlyDays: { from: 75, to: 76 },
} as const;
