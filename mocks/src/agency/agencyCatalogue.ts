/**
 * The agency storefront's catalogue: every hotel of the seed it sells (31, in Japan, Taiwan and Korea),
 * with what AI hotel search reads besides the hotel's own rows: its town (`agencyAreas.ts`), map
 * position, what it offers (the wishes a query may name) and its guest rating. Prices and rooms come
 * from the hotel's rows through the same search as the widget's.
 */
import type { AgencyWish } from './agencyAreas';

/**
 * One hotel of the storefront.
 *
 * @example
 * ```ts
 * const entry: CatalogueHotel = AGENCY_CATALOGUE[0]; // demo-tokyo
 * ```
 */
export interface CatalogueHotel {
  readonly code: string;
  /** Its town: an `area` id of `AGENCY_PLACES`. */
  readonly area: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly tags: readonly AgencyWish[];
  /** Average guest rating out of 5 (one decimal), and the reviews it comes from. */
  readonly rating: number;
  readonly reviews: number;
}

const hotel = (
  code: string,
  area: string,
  [latitude, longitude]: readonly [number, number],
  tags: readonly AgencyWish[],
  rating: number,
  reviews: number,
): CatalogueHotel => ({ code, area, latitude, longitude, tags, rating, reviews });

/** The storefront's hotels, by the order the seed writes them. */
export const AGENCY_CATALOGUE: readonly CatalogueHotel[] = [
  hotel('demo-tokyo', 'tokyo', [35.6812, 139.7671], ['city_view', 'business', 'breakfast'], 4.4, 312),
  hotel('demo-kyoto', 'kyoto', [35.0037, 135.7788], ['ryokan', 'quiet', 'breakfast'], 4.7, 198),
  hotel('demo-soldout', 'tokyo', [35.658, 139.7016], ['city_view', 'business'], 3.9, 41),
  hotel('demo-taipei', 'taipei', [25.0478, 121.517], ['city_view', 'business', 'breakfast'], 4.2, 156),
  hotel('demo-seoul', 'seoul', [37.5665, 126.978], ['city_view', 'business'], 4.1, 133),
  hotel('demo-osaka', 'osaka', [34.7025, 135.4959], ['business', 'city_view'], 3.8, 87),
  hotel('demo-nagoya', 'nagoya', [35.1709, 136.8815], ['business'], 3.7, 64),
  hotel('demo-sapporo', 'sapporo', [43.0687, 141.3508], ['business'], 3.9, 72),
  hotel('demo-fukuoka', 'fukuoka', [33.5902, 130.4207], ['business', 'breakfast'], 4.0, 95),
  hotel('demo-sendai', 'sendai', [38.2601, 140.8824], ['business'], 3.6, 38),
  hotel('demo-hiroshima', 'hiroshima', [34.3978, 132.4753], ['business'], 3.8, 55),
  hotel('demo-kanazawa', 'kanazawa', [36.578, 136.6476], ['business', 'quiet'], 4.0, 61),
  hotel('demo-hakone', 'hakone', [35.2326, 139.1069], ['onsen', 'business'], 3.9, 49),
  hotel('demo-nara', 'nara', [34.6851, 135.8048], ['quiet', 'business'], 3.9, 44),
  hotel('demo-okinawa', 'okinawa', [26.2124, 127.6792], ['business', 'city_view'], 3.7, 58),
  hotel('demo-odaiba', 'tokyo', [35.627, 139.776], ['ocean_view', 'city_view', 'family', 'pool'], 4.3, 241),
  hotel('demo-yokohama', 'yokohama', [35.4437, 139.6502], ['ocean_view', 'city_view', 'business'], 4.1, 118),
  hotel('demo-kamakura', 'kamakura', [35.3092, 139.5431], ['ocean_view', 'quiet', 'breakfast'], 4.6, 89),
  hotel(
    'demo-hakone-onsen',
    'hakone',
    [35.2372, 139.0593],
    ['onsen', 'ryokan', 'quiet', 'breakfast'],
    4.8,
    176,
  ),
  hotel('demo-nikko', 'nikko', [36.8003, 139.4253], ['onsen', 'quiet', 'pet_friendly'], 4.3, 67),
  hotel(
    'demo-karuizawa',
    'karuizawa',
    [36.3483, 138.5973],
    ['quiet', 'pet_friendly', 'family', 'spa'],
    4.5,
    102,
  ),
  hotel('demo-machiya', 'kyoto', [35.0036, 135.7752], ['quiet', 'ryokan', 'breakfast'], 4.6, 83),
  hotel('demo-kobe', 'kobe', [34.6823, 135.1862], ['ocean_view', 'city_view', 'business'], 4.0, 77),
  hotel('demo-takayama', 'takayama', [36.1407, 137.2597], ['onsen', 'ryokan', 'quiet'], 4.5, 91),
  hotel('demo-niseko', 'niseko', [42.8601, 140.6997], ['ski', 'onsen', 'family'], 4.4, 124),
  hotel('demo-beppu', 'beppu', [33.3163, 131.4776], ['onsen', 'spa', 'family'], 4.2, 98),
  hotel(
    'demo-okinawa-beach',
    'okinawa',
    [26.4972, 127.8534],
    ['ocean_view', 'pool', 'family', 'spa'],
    4.5,
    263,
  ),
  hotel('demo-ishigaki', 'ishigaki', [24.3402, 124.1553], ['ocean_view', 'quiet', 'pool'], 4.6, 71),
  hotel(
    'demo-sapporo-spa',
    'sapporo',
    [43.0552, 141.3503],
    ['onsen', 'spa', 'city_view', 'business'],
    4.1,
    85,
  ),
  hotel('demo-tainan', 'tainan', [22.9908, 120.2024], ['quiet', 'breakfast'], 4.4, 66),
  hotel('demo-busan', 'busan', [35.1587, 129.1604], ['ocean_view', 'pool', 'spa', 'family'], 4.3, 142),
];
