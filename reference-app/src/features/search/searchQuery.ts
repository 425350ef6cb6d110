import { toSearchQueryString, type components, type SearchQuery } from '@staykit/sdk';

type SortOrder = components['schemas']['SortOrder'];
type SearchResultType = components['schemas']['SearchResultType'];
type ChildrenMode = components['schemas']['ChildrenMode'];
type CurrencyCode = components['schemas']['CurrencyCode'];

/**
 * Every result order, in the sort select's order (docs/widget.md#search).
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

/** The order the API uses when none is given (docs/widget.md#search: price_low_to_high). */
export const DEFAULT_SORT_ORDER: SortOrder = 'price_low_to_high';

/**
 * How the stay is given (docs/widget.md#search: undated and day-use search are alternate modes to an overnight stay).
 *
 * @example
 * ```ts
 * const stay: StayMode = 'dayUse';
 * ```
 */
export type StayMode = 'overnight' | 'dayUse' | 'undated';

/**
 * The guests of one room (docs/widget.md#search). Children are counted one way per the hotel's children
 * mode: a tier code per child (tiers modes) or an age per child (ages mode).
 *
 * @example
 * ```ts
 * const room: RoomGuests = { adults: 2, kidsTiers: ['A'], kidsAges: [] };
 * ```
 */
export interface RoomGuests {
  adults: number;
  /** One tier code per child (tiers modes). */
  kidsTiers: string[];
  /** One age per child (ages mode). */
  kidsAges: number[];
}

/**
 * The room-type and plan codes a link may narrow the search to (docs/widget.md#search: room_type_code(s),
 * hotel_plan_code(s), room_plan_code(s)).
 *
 * @example
 * ```ts
 * const codes: SearchCodes = { roomTypeCodes: ['TWN'], hotelPlanCodes: [], roomPlanCodes: [] };
 * ```
 */
export interface SearchCodes {
  roomTypeCodes: string[];
  hotelPlanCodes: string[];
  roomPlanCodes: string[];
}

/**
 * The search as the URL query holds it (docs/widget.md#search).
 *
 * @example
 * ```ts
 * const values: SearchValues = {
 *   stay: 'overnight', checkin: '2026-12-10', checkout: '2026-12-12', nights: 1,
 *   rooms: [{ adults: 2, kidsTiers: [], kidsAges: [] }], promoCode: '', order: 'price_low_to_high',
 *   filters: [], codes: { roomTypeCodes: [], hotelPlanCodes: [], roomPlanCodes: [] }, checkinFromUrl: true,
 * };
 * ```
 */
export interface SearchValues {
  stay: StayMode;
  /** `''` until chosen; day use has check-out equal to check-in. */
  checkin: string;
  checkout: string;
  /** Nights of an undated search (default 1). */
  nights: number;
  /** One entry per room (room_count is its length). */
  rooms: RoomGuests[];
  promoCode: string;
  order: SortOrder;
  /** Ids of the hotel's `room_search_filters` that are on. */
  filters: number[];
  codes: SearchCodes;
  /** The check-in came from the URL (docs/widget.md#search: then no next-available-date search). */
  checkinFromUrl: boolean;
}

/** What the URL cannot say: the hotel's defaults. */
export interface SearchDefaults {
  /** The hotel's `default_search_setting.adults` (2 when not set). */
  adults: number;
  /** The default stay when the URL gives no check-in: today plus the hotel's offset, one night. */
  checkin: string;
  checkout: string;
}

/** The URL query keys of the search; every other key of the URL (hotel_code, locale, ...) is left alone. */
const SEARCH_KEYS = [
  'checkin',
  'checkout',
  'adults',
  'children',
  'kids_tiers',
  'kids_ages',
  'room_count',
  'promo_code',
  'order',
  'filter',
  'is_day_use',
  'search_type',
  'nights',
] as const;

const ROOM_KEY = /^rooms\[(\d+)\]\[(adults|kids_tiers|kids_ages)\](?:\[(\d+)\])?$/;
const TIER_CODE = /^[A-Za-z0-9_]{1,16}$/;
const PLAN_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The rooms a URL may ask for; the hotel's own limit is applied by the form and the API. */
const MAX_URL_ROOMS = 999;

function count(value: string | null, fallback: number, min: number, max = 99): number {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
}

function isSortOrder(value: string | null): value is SortOrder {
  return SORT_ORDERS.some((order) => order === value);
}

function ages(values: readonly string[]): number[] {
  return values.map((value) => count(value, -1, 0, 17)).filter((age) => age >= 0);
}

function codes(params: URLSearchParams, singular: string, plural: string): string[] {
  const found = [...params.getAll(singular), ...params.getAll(plural)].flatMap((value) => value.split(','));
  return [...new Set(found.map((value) => value.trim()).filter((value) => PLAN_CODE.test(value)))];
}

/** The bracket rooms of the URL (`rooms[0][adults]=2&rooms[0][kids_tiers][0]=A`), or null when none. */
function bracketRooms(params: URLSearchParams, defaultAdults: number): RoomGuests[] | null {
  const rooms = new Map<number, { adults: string | null; tiers: string[]; ages: string[] }>();
  params.forEach((value, key) => {
    const match = ROOM_KEY.exec(key);
    if (!match) return;
    const index = Number(match[1]);
    if (index >= MAX_URL_ROOMS) return;
    const room = rooms.get(index) ?? { adults: null, tiers: [], ages: [] };
    if (match[2] === 'adults') room.adults = value;
    else if (match[2] === 'kids_tiers') room.tiers.push(value);
    else room.ages.push(value);
    rooms.set(index, room);
  });
  if (rooms.size === 0) return null;
  return [...rooms.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, room]) => ({
      adults: count(room.adults, defaultAdults, 1),
      kidsTiers: room.tiers.filter((code) => TIER_CODE.test(code)),
      kidsAges: ages(room.ages),
    }));
}

/**
 * The search held in the URL query, with the hotel's defaults for what it does not say: adults from
 * `default_search_setting`, the default stay (today plus the hotel's offset) when there is no check-in,
 * one room, no children, the API's default order. Values that are not valid are replaced by the default
 * rather than sent on, so a mistyped link still searches.
 *
 * @example
 * ```ts
 * readSearchValues(new URLSearchParams('checkin=2026-12-10&adults=3'), defaults).rooms[0].adults; // 3
 * ```
 */
export function readSearchValues(params: URLSearchParams, defaults: SearchDefaults): SearchValues {
  const order = params.get('order');
  const stay: StayMode =
    params.get('search_type') === 'undated'
      ? 'undated'
      : params.get('is_day_use') === 'true'
        ? 'dayUse'
        : 'overnight';
  const urlCheckin = params.get('checkin') ?? '';
  const checkinFromUrl = DATE.test(urlCheckin);
  const checkin = checkinFromUrl ? urlCheckin : defaults.checkin;
  const urlCheckout = params.get('checkout') ?? '';
  const checkout =
    stay === 'dayUse'
      ? checkin
      : checkinFromUrl
        ? DATE.test(urlCheckout)
          ? urlCheckout
          : ''
        : defaults.checkout;
  const flatRoom: RoomGuests = {
    adults: count(params.get('adults'), defaults.adults, 1),
    kidsTiers: params.getAll('kids_tiers').filter((code) => TIER_CODE.test(code)),
    kidsAges: ages(params.getAll('kids_ages')),
  };
  const roomCount = count(params.get('room_count'), 1, 1, MAX_URL_ROOMS);
  return {
    stay,
    checkin,
    checkout,
    nights: count(params.get('nights'), 1, 1, 365),
    rooms: bracketRooms(params, defaults.adults) ?? Array.from({ length: roomCount }, () => flatRoom),
    promoCode: params.get('promo_code') ?? '',
    order: isSortOrder(order) ? order : DEFAULT_SORT_ORDER,
    filters: [...new Set(params.getAll('filter').map((value) => count(value, 0, 1, 2_147_483_647)))].filter(
      (id) => id > 0,
    ),
    codes: {
      roomTypeCodes: codes(params, 'room_type_code', 'room_type_codes'),
      hotelPlanCodes: codes(params, 'hotel_plan_code', 'hotel_plan_codes'),
      roomPlanCodes: codes(params, 'room_plan_code', 'room_plan_codes'),
    },
    checkinFromUrl,
  };
}

const sameGuests = (a: RoomGuests, b: RoomGuests) =>
  a.adults === b.adults &&
  a.kidsTiers.join(',') === b.kidsTiers.join(',') &&
  a.kidsAges.join(',') === b.kidsAges.join(',');

/**
 * Whether every room has the same guests (then the flat parameters and `room_count` say it all; an
 * undated search is only allowed then, docs/widget.md#validation).
 *
 * @example
 * ```ts
 * roomsAreUniform([{ adults: 2, kidsTiers: [], kidsAges: [] }, { adults: 1, kidsTiers: [], kidsAges: [] }]); // false
 * ```
 */
export function roomsAreUniform(rooms: readonly RoomGuests[]): boolean {
  const first = rooms[0];
  return first === undefined || rooms.every((room) => sameGuests(room, first));
}

/** Children of a room in the hotel's mode. */
export function childrenOf(room: RoomGuests, mode: ChildrenMode): number {
  return mode === 'ages' ? room.kidsAges.length : room.kidsTiers.length;
}

/**
 * The URL query (without `?`) holding `values`: the search keys written by the SDK's
 * `toSearchQueryString` (empty values left out), after the URL's other keys, which are kept. Rooms with
 * the same guests go flat (`adults`, `kids_tiers`, `room_count`), rooms that differ in bracket notation.
 * The stay is always written, so a reload, a shared link or the back button gives the same search.
 *
 * @example
 * ```ts
 * writeSearchValues(new URLSearchParams('hotel_code=demo-tokyo'), values);
 * // 'hotel_code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=1&order=price_low_to_high'
 * ```
 */
export function writeSearchValues(current: URLSearchParams, values: SearchValues): string {
  const kept = new URLSearchParams(current);
  for (const key of [...kept.keys()])
    if ((SEARCH_KEYS as readonly string[]).includes(key) || key.startsWith('rooms[')) kept.delete(key);
  const uniform = roomsAreUniform(values.rooms);
  const first = values.rooms[0] ?? { adults: 2, kidsTiers: [], kidsAges: [] };
  const query: SearchQuery = {
    ...(values.stay === 'undated'
      ? { search_type: 'undated', nights: values.nights }
      : { checkin: values.checkin, checkout: values.stay === 'dayUse' ? undefined : values.checkout }),
    is_day_use: values.stay === 'dayUse' ? true : undefined,
    ...(uniform
      ? {
          adults: first.adults,
          kids_tiers: first.kidsTiers,
          kids_ages: first.kidsAges,
          room_count: values.rooms.length,
        }
      : {
          rooms: values.rooms.map((room) => ({
            adults: room.adults,
            kids_tiers: room.kidsTiers,
            kids_ages: room.kidsAges,
          })),
        }),
    promo_code: values.promoCode.trim(),
    order: values.order,
    filter: values.filters,
  };
  return [kept.toString(), toSearchQueryString(query)].filter((part) => part !== '').join('&');
}

/** What turns the form's values into the API's search. */
export interface RoomSearchOptions {
  type: SearchResultType;
  childrenMode: ChildrenMode;
  /** Ask for `next_available_date` when nothing matches (docs/widget.md#search). */
  nextAvailable: boolean;
  /** The display currency in multi-currency mode, or undefined for the hotel's own. */
  mcpCurrency: CurrencyCode | undefined;
  /**
   * The reservation being changed (update mode): sent as `reservation_no`, with the `bypass_token` that
   * opens a guest booking, so its own rooms count as available and the prices are for the change.
   */
  reservation?: { number: string; bypassToken: string | null } | undefined;
}

/**
 * The `searchRooms` query of a search, or `null` while it has no check-in (nothing to search yet). Ages
 * mode sends one age per child (`kids_ages`) for uniform rooms; rooms that differ send their children
 * count per room, since the API's per-room form wants age-range codes the widget does not have.
 *
 * @example
 * ```ts
 * toRoomSearchQuery(values, { type: 'plan', childrenMode: 'tiers', nextAvailable: false, mcpCurrency: undefined })?.type; // 'plan'
 * ```
 */
export function toRoomSearchQuery(values: SearchValues, options: RoomSearchOptions) {
  const undated = values.stay === 'undated';
  if (!undated && values.checkin === '') return null;
  const mode = options.childrenMode;
  const uniform = roomsAreUniform(values.rooms);
  const first = values.rooms[0] ?? { adults: 2, kidsTiers: [], kidsAges: [] };
  const children = childrenOf(first, mode);
  const promo = values.promoCode.trim();
  const guests = uniform
    ? {
        adults: first.adults,
        ...(children === 0 ? {} : { children }),
        ...(mode !== 'ages' && first.kidsTiers.length > 0 ? { kids_tiers: first.kidsTiers } : {}),
        ...(mode === 'ages' && first.kidsAges.length > 0 ? { kids_ages: first.kidsAges } : {}),
        room_count: values.rooms.length,
      }
    : {
        rooms: values.rooms.map((room) => ({
          adults: room.adults,
          children: childrenOf(room, mode),
          ...(mode !== 'ages' && room.kidsTiers.length > 0 ? { kids_tiers: room.kidsTiers } : {}),
        })),
      };
  return {
    ...(undated
      ? { search_type: 'undated' as const, nights: values.nights }
      : {
          checkin_date: values.checkin,
          ...(values.stay === 'dayUse'
            ? { checkout_date: values.checkin, is_day_use: true }
            : values.checkout === ''
              ? {}
              : { checkout_date: values.checkout }),
        }),
    ...guests,
    ...(promo === '' ? {} : { promo_code: promo }),
    ...(values.filters.length === 0 ? {} : { room_search_filters: values.filters }),
    ...(values.codes.roomTypeCodes.length === 0 ? {} : { room_type_codes: values.codes.roomTypeCodes }),
    ...(values.codes.hotelPlanCodes.length === 0 ? {} : { hotel_plan_codes: values.codes.hotelPlanCodes }),
    ...(values.codes.roomPlanCodes.length === 0 ? {} : { room_plan_codes: values.codes.roomPlanCodes }),
    ...(options.nextAvailable ? { search_next_available_date_if_no_result: true } : {}),
    ...(options.mcpCurrency === undefined ? {} : { mcp_currency: options.mcpCurrency }),
    ...(options.reservation === undefined ? {} : { reservation_no: options.reservation.number }),
    ...(options.reservation?.bypassToken ? { bypass_token: options.reservation.bypassToken } : {}),
    order: values.order,
    type: options.type,
  };
}

/**
 * Whether the first search asks for the next available date (docs/widget.md#search): room-type or plan codes
 * are given, unless the metasearch source is `google_hotel_ads`, the check-in came from the URL, or the
 * search is undated.
 *
 * @example
 * ```ts
 * wantsNextAvailableDate(values, 'google_hotel_ads'); // false
 * ```
 */
export function wantsNextAvailableDate(values: SearchValues, metasearchSource: string | null): boolean {
  const { roomTypeCodes, hotelPlanCodes, roomPlanCodes } = values.codes;
  const hasCodes = roomTypeCodes.length + hotelPlanCodes.length + roomPlanCodes.length > 0;
  return (
    hasCodes && metasearchSource !== 'google_hotel_ads' && !values.checkinFromUrl && values.stay !== 'undated'
  );
}
