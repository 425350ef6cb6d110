import { toSearchQueryString, type components, type SearchQuery } from '@staykit/sdk';

type SortOrder = components['schemas']['SortOrder'];
type SearchResultType = components['schemas']['SearchResultType'];

/**
 * Every result order, in the sort select's order (B §3 Search results).
 *
 * @example
 * ```ts
 * SORT_ORDERS[0]; // 'recommended'
 * ```
 */
export const SORT_ORDERS: readonly SortOrder[] = [
  'recommended',
  'price_low_to_high',
  'price_high_to_low',
  'asc',
  'desc',
];

/** The order the API uses when none is given. */
export const DEFAULT_SORT_ORDER: SortOrder = 'price_low_to_high';

/**
 * The search as the URL query holds it (B §3 Search form): dates, guests, rooms, promo code and order.
 *
 * @example
 * ```ts
 * const values: SearchValues = { checkin: '2026-12-10', checkout: '2026-12-12', adults: 2, children: 0, roomCount: 1, promoCode: '', order: 'price_low_to_high' };
 * ```
 */
export interface SearchValues {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
  roomCount: number;
  promoCode: string;
  order: SortOrder;
}

/** The URL query keys of the search; every other key of the URL (hotel_code, locale, ...) is left alone. */
const SEARCH_KEYS = [
  'checkin',
  'checkout',
  'adults',
  'children',
  'room_count',
  'promo_code',
  'order',
] as const;

function count(value: string | null, fallback: number, min: number): number {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
}

function isSortOrder(value: string | null): value is SortOrder {
  return SORT_ORDERS.some((order) => order === value);
}

/**
 * The search held in the URL query, with defaults for what it does not say (adults from the hotel's
 * `default_search_setting`, 1 room, no children, the API's default order).
 *
 * @example
 * ```ts
 * readSearchValues(new URLSearchParams('checkin=2026-12-10&adults=3'), { adults: 2 }).adults; // 3
 * ```
 */
export function readSearchValues(params: URLSearchParams, defaults: { adults: number }): SearchValues {
  const order = params.get('order');
  return {
    checkin: params.get('checkin') ?? '',
    checkout: params.get('checkout') ?? '',
    adults: count(params.get('adults'), defaults.adults, 1),
    children: count(params.get('children'), 0, 0),
    roomCount: count(params.get('room_count'), 1, 1),
    promoCode: params.get('promo_code') ?? '',
    order: isSortOrder(order) ? order : DEFAULT_SORT_ORDER,
  };
}

/**
 * The URL query (without `?`) holding `values`: the search keys written by the SDK's
 * `toSearchQueryString` (empty values left out), after the URL's other keys, which are kept.
 *
 * @example
 * ```ts
 * writeSearchValues(new URLSearchParams('hotel_code=demo-tokyo'), values);
 * // 'hotel_code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=1&order=price_low_to_high'
 * ```
 */
export function writeSearchValues(current: URLSearchParams, values: SearchValues): string {
  const kept = new URLSearchParams(current);
  for (const key of SEARCH_KEYS) kept.delete(key);
  const query: SearchQuery = {
    checkin: values.checkin,
    checkout: values.checkout,
    adults: values.adults,
    children: values.children === 0 ? undefined : values.children,
    room_count: values.roomCount,
    promo_code: values.promoCode.trim(),
    order: values.order,
  };
  return [kept.toString(), toSearchQueryString(query)].filter((part) => part !== '').join('&');
}

/**
 * The `searchRooms` query of a search, or `null` while it has no check-in (nothing to search yet).
 *
 * @example
 * ```ts
 * toRoomSearchQuery(values, 'plan')?.type; // 'plan'
 * ```
 */
export function toRoomSearchQuery(values: SearchValues, type: SearchResultType) {
  if (values.checkin === '') return null;
  return {
    checkin_date: values.checkin,
    ...(values.checkout === '' ? {} : { checkout_date: values.checkout }),
    adults: values.adults,
    ...(values.children === 0 ? {} : { children: values.children }),
    room_count: values.roomCount,
    ...(values.promoCode.trim() === '' ? {} : { promo_code: values.promoCode.trim() }),
    order: values.order,
    type,
  };
}
