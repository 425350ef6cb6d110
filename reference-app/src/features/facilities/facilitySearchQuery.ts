import { buildSearchPath, isCurrencyCode, type CurrencyCode, type SearchQuery } from '@staykit/sdk';
import type { BrandInventoryInput } from '@staykit/react';

type BrandInventoryQuery = NonNullable<BrandInventoryInput['params']['query']>;
type SearchRoom = NonNullable<BrandInventoryQuery['rooms']>[number];

// The address keys that name the hotel: a facility's link names its own instead.
const HOTEL_KEYS = new Set(['hotel_code', 'code', 'hotel_id']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIER_CODE = /^[A-Za-z0-9_-]{1,16}$/;
const ROOM_KEY = /^rooms\[(\d{1,3})\]\[(adults|children)\]$/;
const ROOM_TIER_KEY = /^rooms\[(\d{1,3})\]\[kids_tiers\]\[\d{1,3}\]$/;

function whole(value: string | null, min: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min ? parsed : undefined;
}

// The guests per room of `rooms[i][...]` (rooms that differ), or undefined when the address has none.
function bracketRooms(params: URLSearchParams): SearchRoom[] | undefined {
  const rooms = new Map<number, { adults?: number; children?: number; kids_tiers: string[] }>();
  const roomAt = (index: number) => {
    const room = rooms.get(index) ?? { kids_tiers: [] };
    rooms.set(index, room);
    return room;
  };
  for (const [key, value] of params) {
    const count = ROOM_KEY.exec(key);
    if (count) roomAt(Number(count[1]))[count[2] as 'adults' | 'children'] = whole(value, 0);
    const tier = ROOM_TIER_KEY.exec(key);
    if (tier && TIER_CODE.test(value)) roomAt(Number(tier[1])).kids_tiers.push(value);
  }
  if (rooms.size === 0) return undefined;
  return [...rooms.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, room]) => ({
      adults: room.adults === undefined || room.adults < 1 ? 2 : room.adults,
      ...(room.children === undefined ? {} : { children: room.children }),
      ...(room.kids_tiers.length === 0 ? {} : { kids_tiers: room.kids_tiers }),
    }));
}

/**
 * The currency the guest chose in the address (`currency`, as the header's selector writes it, or
 * `mcp_currency`), or undefined for each hotel's own.
 *
 * @example
 * ```ts
 * selectedCurrency(new URLSearchParams('currency=USD')); // 'USD'
 * selectedCurrency(new URLSearchParams('currency=usd')); // undefined
 * ```
 */
export function selectedCurrency(params: URLSearchParams): CurrencyCode | undefined {
  const chosen = params.get('currency') ?? params.get('mcp_currency');
  return isCurrencyCode(chosen) ? chosen : undefined;
}

/**
 * The brand inventory query of the search in the address (docs/widget.md#search: checkin, checkout,
 * adults, children, kids_tiers, kids_ages, room_count, rooms[i][...], is_day_use, search_type, nights, the
 * currency in effect), or `null` when the address holds no stay yet: prices are shown only for the guest's
 * own dates, never for a stay the guest did not ask about.
 *
 * @param currency - the guest's currency: the one chosen in the address by default; the page passes the
 *   one in effect (a hotel may show guests the currency detected or guessed for them).
 * @example
 * ```ts
 * toBrandInventoryQuery(new URLSearchParams('checkin=2026-12-10&checkout=2026-12-12&adults=3'));
 * // { checkin_date: '2026-12-10', checkout_date: '2026-12-12', adults: 3 }
 * toBrandInventoryQuery(new URLSearchParams('adults=3')); // null
 * ```
 */
export function toBrandInventoryQuery(
  params: URLSearchParams,
  currency: CurrencyCode | undefined = selectedCurrency(params),
): BrandInventoryQuery | null {
  const checkin = params.get('checkin') ?? '';
  const checkout = params.get('checkout') ?? '';
  const undated = params.get('search_type') === 'undated';
  if (!undated && !DATE.test(checkin)) return null;
  const rooms = bracketRooms(params);
  const adults = whole(params.get('adults'), 1);
  const children = whole(params.get('children'), 0);
  const roomCount = whole(params.get('room_count'), 1);
  const nights = whole(params.get('nights'), 1);
  const kidsTiers = params.getAll('kids_tiers').filter((code) => TIER_CODE.test(code));
  const kidsAges = params.getAll('kids_ages').map((age) => whole(age, 0));
  return {
    ...(undated ? { search_type: 'undated' as const, ...(nights === undefined ? {} : { nights }) } : {}),
    ...(undated ? {} : { checkin_date: checkin }),
    ...(!undated && DATE.test(checkout) ? { checkout_date: checkout } : {}),
    ...(params.get('is_day_use') === 'true' ? { is_day_use: true } : {}),
    ...(rooms === undefined
      ? {
          ...(adults === undefined ? {} : { adults }),
          ...(children === undefined || children === 0 ? {} : { children }),
          ...(kidsTiers.length === 0 ? {} : { kids_tiers: kidsTiers }),
          ...(kidsAges.length === 0 || kidsAges.includes(undefined)
            ? {}
            : { kids_ages: kidsAges as number[] }),
          ...(roomCount === undefined ? {} : { room_count: roomCount }),
        }
      : { rooms }),
    ...(currency === undefined ? {} : { mcp_currency: currency }),
  };
}

/**
 * The search of one facility (the SDK's `buildSearchPath`): its booking result
 * under `hotel_code`, keeping everything else of the current address (dates, guests, rooms, currency,
 * frame and tracking parameters) and the guest's current locale.
 *
 * @example
 * ```ts
 * facilitySearchPath('demo-osaka', new URLSearchParams('hotel_code=demo-tokyo&checkin=2026-12-10&adults=2'), 'en');
 * // '/booking/result?hotel_code=demo-osaka&checkin=2026-12-10&adults=2&locale=en'
 * ```
 */
export function facilitySearchPath(hotelCode: string, current: URLSearchParams, locale: string): string {
  const query: Record<string, string | string[]> = { hotel_code: hotelCode };
  for (const key of new Set(current.keys())) {
    if (HOTEL_KEYS.has(key) || key === 'locale') continue;
    const values = current.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  query['locale'] = locale;
  return buildSearchPath(query satisfies SearchQuery);
}
