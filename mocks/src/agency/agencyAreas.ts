/**
 * The places the agency storefront's hotels are in, as a guest may name them in any of the widget's eight
 * languages: towns (`kind: 'area'`, where hotels are) and the regions and countries that group them
 * (`kind: 'region'`, made of `areas`). The query reader (`readHotelQuery.ts`) finds a place by its
 * names; the search keeps the hotels of that place and offers those of its `nearby` towns when nothing
 * there matches.
 */

import type { components } from '@staykit/sdk';

/**
 * The languages of the storefront: the product's locales.
 *
 * @example
 * ```ts
 * const language: AgencyLanguage = 'zh_Hant';
 * ```
 */
export type AgencyLanguage = components['schemas']['Locale'];

/**
 * A town with hotels, or a region or country made of towns.
 *
 * @example
 * ```ts
 * const hakone: AgencyPlace | undefined = placeById('hakone');
 * ```
 */
export interface AgencyPlace {
  readonly id: string;
  readonly kind: 'area' | 'region';
  /** Its name in each language: what the search shows back as `interpretation.area`. */
  readonly labels: Readonly<Record<AgencyLanguage, string>>;
  /** Every way of writing it the reader knows; Latin names are matched case-blind. */
  readonly names: readonly string[];
  /** For a region: its towns. */
  readonly areas?: readonly string[];
  /** For a town: the towns an alternative may come from (an hour or two away). */
  readonly nearby?: readonly string[];
}

type Labels = AgencyPlace['labels'];

// A place's names in the languages' order, one string a line of the table: 'Tokyo|東京|东京|…'.
function labelsOf(names: string): Labels {
  const parts = names.split('|');
  const [en = '', ja = '', zh_Hans = '', zh_Hant = '', ko = '', id = '', th = '', ar = ''] = parts;
  return { en, ja, zh_Hans, zh_Hant, ko, id, th, ar };
}

const namesOf = (labels: Labels, extra: readonly string[]) => [
  ...new Set([...Object.values(labels), ...extra]),
];

const area = (
  id: string,
  names: string,
  nearby: readonly string[],
  extra: readonly string[] = [],
): AgencyPlace => {
  const labels = labelsOf(names);
  return { id, kind: 'area', labels, names: namesOf(labels, extra), nearby };
};

const region = (
  id: string,
  names: string,
  areas: readonly string[],
  extra: readonly string[] = [],
): AgencyPlace => {
  const labels = labelsOf(names);
  return { id, kind: 'region', labels, names: namesOf(labels, extra), areas };
};

// Japan's towns, the country's region.
const JAPAN_TOWNS = [
  'tokyo',
  'yokohama',
  'kamakura',
  'hakone',
  'nikko',
  'karuizawa',
  'kyoto',
  'osaka',
  'kobe',
  'nara',
  'nagoya',
  'takayama',
  'kanazawa',
  'sendai',
  'sapporo',
  'niseko',
  'hiroshima',
  'fukuoka',
  'beppu',
  'okinawa',
  'ishigaki',
] as const;

/** Every place, towns first: id, names (en|ja|zh_Hans|zh_Hant|ko|id|th|ar), nearby towns or a region's towns, other names. */
export const AGENCY_PLACES: readonly AgencyPlace[] = [
  area('tokyo', 'Tokyo|東京|东京|東京|도쿄|Tokyo|โตเกียว|طوكيو', ['yokohama', 'kamakura', 'hakone']),
  area('yokohama', 'Yokohama|横浜|横滨|橫濱|요코하마|Yokohama|โยโกฮาม่า|يوكوهاما', ['tokyo', 'kamakura']),
  area('kamakura', 'Kamakura|鎌倉|镰仓|鎌倉|가마쿠라|Kamakura|คามาคุระ|كاماكورا', ['yokohama', 'tokyo']),
  area('hakone', 'Hakone|箱根|箱根|箱根|하코네|Hakone|ฮาโกเน่|هاكوني', ['tokyo', 'karuizawa']),
  area('nikko', 'Nikko|日光|日光|日光|닛코|Nikko|นิกโก้|نيكو', ['tokyo', 'karuizawa']),
  area('karuizawa', 'Karuizawa|軽井沢|轻井泽|輕井澤|가루이자와|Karuizawa|คารุอิซาวะ|كارويزاوا', [
    'hakone',
    'nikko',
  ]),
  area('kyoto', 'Kyoto|京都|京都|京都|교토|Kyoto|เกียวโต|كيوتو', ['osaka', 'nara', 'kobe']),
  area('osaka', 'Osaka|大阪|大阪|大阪|오사카|Osaka|โอซาก้า|أوساكا', ['kyoto', 'kobe', 'nara']),
  area('kobe', 'Kobe|神戸|神户|神戶|고베|Kobe|โกเบ|كوبي', ['osaka', 'kyoto']),
  area('nara', 'Nara|奈良|奈良|奈良|나라|Nara|นารา|نارا', ['kyoto', 'osaka']),
  area('nagoya', 'Nagoya|名古屋|名古屋|名古屋|나고야|Nagoya|นาโกย่า|ناغويا', ['takayama', 'kyoto']),
  area('takayama', 'Takayama|高山|高山|高山|다카야마|Takayama|ทาคายามะ|تاكاياما', ['kanazawa', 'nagoya']),
  area('kanazawa', 'Kanazawa|金沢|金泽|金澤|가나자와|Kanazawa|คานาซาวะ|كانازاوا', ['takayama', 'kyoto']),
  area('sendai', 'Sendai|仙台|仙台|仙台|센다이|Sendai|เซนได|سنداي', ['nikko']),
  area('sapporo', 'Sapporo|札幌|札幌|札幌|삿포로|Sapporo|ซัปโปโร|سابورو', ['niseko']),
  area('niseko', 'Niseko|ニセコ|二世古|二世古|니세코|Niseko|นิเซโกะ|نيسيكو', ['sapporo']),
  area('hiroshima', 'Hiroshima|広島|广岛|廣島|히로시마|Hiroshima|ฮิโรชิมา|هيروشيما', ['fukuoka']),
  area('fukuoka', 'Fukuoka|福岡|福冈|福岡|후쿠오카|Fukuoka|ฟุกุโอกะ|فوكوكا', ['beppu', 'hiroshima']),
  area('beppu', 'Beppu|別府|别府|別府|벳푸|Beppu|เบปปุ|بيبو', ['fukuoka']),
  area('okinawa', 'Okinawa|沖縄|冲绳|沖繩|오키나와|Okinawa|โอกินาว่า|أوكيناوا', ['ishigaki'], ['Naha', '那覇']),
  area('ishigaki', 'Ishigaki|石垣島|石垣岛|石垣島|이시가키|Ishigaki|อิชิงากิ|إيشيغاكي', ['okinawa']),
  area('taipei', 'Taipei|台北|台北|臺北|타이베이|Taipei|ไทเป|تايبيه', ['tainan']),
  area('tainan', 'Tainan|台南|台南|臺南|타이난|Tainan|ไถหนาน|تاينان', ['taipei']),
  area('seoul', 'Seoul|ソウル|首尔|首爾|서울|Seoul|โซล|سيول', ['busan']),
  area('busan', 'Busan|釜山|釜山|釜山|부산|Busan|ปูซาน|بوسان', ['seoul'], ['Pusan']),
  region('hokkaido', 'Hokkaido|北海道|北海道|北海道|홋카이도|Hokkaido|ฮอกไกโด|هوكايدو', [
    'sapporo',
    'niseko',
  ]),
  region('kansai', 'Kansai|関西|关西|關西|간사이|Kansai|คันไซ|كانساي', ['kyoto', 'osaka', 'kobe', 'nara']),
  region('kyushu', 'Kyushu|九州|九州|九州|규슈|Kyushu|คิวชู|كيوشو', ['fukuoka', 'beppu']),
  region('taiwan', 'Taiwan|台湾|台湾|臺灣|대만|Taiwan|ไต้หวัน|تايوان', ['taipei', 'tainan'], ['台灣']),
  region('korea', 'Korea|韓国|韩国|韓國|한국|Korea Selatan|เกาหลี|كوريا', ['seoul', 'busan'], ['South Korea']),
  region('japan', 'Japan|日本|日本|日本|일본|Jepang|ญี่ปุ่น|اليابان', JAPAN_TOWNS),
];

/**
 * The place of an id.
 *
 * @example
 * ```ts
 * placeById('kansai')?.areas; // ['kyoto', 'osaka', 'kobe', 'nara']
 * ```
 */
export function placeById(id: string): AgencyPlace | undefined {
  return AGENCY_PLACES.find((place) => place.id === id);
}

/**
 * The wishes a guest may add to a query (an onsen, a sea view, ...), each as a hotel tag of the
 * catalogue. The reader finds them by the words of `agencyWishes.ts`.
 */
export const AGENCY_WISHES = [
  'onsen',
  'ocean_view',
  'family',
  'quiet',
  'ryokan',
  'spa',
  'pool',
  'ski',
  'business',
  'breakfast',
  'pet_friendly',
  'city_view',
] as const;

/**
 * A wish of a query: a tag a hotel may have.
 *
 * @example
 * ```ts
 * const wish: AgencyWish = 'onsen';
 * ```
 */
export type AgencyWish = (typeof AGENCY_WISHES)[number];
