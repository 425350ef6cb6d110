import { toSearchQueryString } from '@staykit/sdk';

/**
 * The guests of one room of the changed stay, as the update sends them.
 *
 * @example
 * ```ts
 * const room: UpdateRoomGuests = { adults: 2, children: 1, childrenAges: [7] };
 * ```
 */
export interface UpdateRoomGuests {
  adults: number;
  children: number;
  /** One age per child (hotels that count children by age); empty otherwise. */
  childrenAges: number[];
}

/**
 * The offer picked in the update-mode results: a room plan of a room type at the total shown.
 *
 * @example
 * ```ts
 * const offer: UpdateOffer = { roomTypeCode: 'STD', roomPlanCode: 'STD-RO', hotelPlanCode: 'RO', totalPrice: 30800 };
 * ```
 */
export interface UpdateOffer {
  roomTypeCode: string;
  roomPlanCode: string;
  hotelPlanCode?: string | undefined;
  /** The total shown for the whole stay and every room, hotel currency. */
  totalPrice: number;
}

/**
 * What the results hand over when an offer is picked in update mode: the search's whole query (without
 * `?`), the stay, each room's guests and the offer.
 *
 * @example
 * ```ts
 * const pick: UpdatePick = { query: 'hotel_code=demo-tokyo&current_reservation=SK1', checkin: '2026-12-12', checkout: '2026-12-14', rooms: [{ adults: 2, children: 0, childrenAges: [] }], offer };
 * ```
 */
export interface UpdatePick {
  query: string;
  checkin: string;
  checkout: string;
  rooms: UpdateRoomGuests[];
  offer: UpdateOffer;
}

/**
 * The new stay of the confirm page, read back from its URL.
 *
 * @example
 * ```ts
 * const selection: UpdateSelection = { checkin: '2026-12-12', checkout: '2026-12-14', roomTypeCode: 'STD', roomPlanCode: 'STD-RO', total: 30800, rooms: [{ adults: 2, children: 0, childrenAges: [] }] };
 * ```
 */
export interface UpdateSelection {
  checkin: string;
  checkout: string;
  roomTypeCode: string;
  roomPlanCode: string;
  /** The total the guest saw (sent as `price_displayed_total`). */
  total: number;
  rooms: UpdateRoomGuests[];
}

// The confirm page's own keys: apart from the search's (`checkin`, `room_plan_code`, ...), so going back
// to the search with the same query searches what the guest searched, not a filter on the pick.
const NEW_KEYS = {
  checkin: 'new_checkin',
  checkout: 'new_checkout',
  roomType: 'new_room_type_code',
  roomPlan: 'new_room_plan_code',
  total: 'new_total',
} as const;
const NEW_ROOM_KEY = /^new_rooms\[(\d+)\]\[(adults|children|children_ages)\](?:\[(\d+)\])?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_ROOMS = 999;

const nonEmpty = (value: string | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const whole = (value: string | undefined, min: number, max: number): number | null => {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return parsed >= min && parsed <= max ? parsed : null;
};

/** The query every after-booking page carries (docs/widget.md#screens: review reads hotelId), plus the guest's locale. */
function accessQuery(current: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['hotel_code', 'hotelId', 'bypass_token', 'locale']) {
    const value = nonEmpty(current.get(key));
    if (value !== null) query.set(key, value);
  }
  // A search link that named the hotel only by code still opens the review.
  if (!query.has('hotel_code') && nonEmpty(current.get('code')) !== null)
    query.set('hotel_code', current.get('code') ?? '');
  return query;
}

/**
 * The review of the reservation (the shared convention
 * `/review-reservation/{number}?hotel_code=…&hotelId=…&bypass_token=…`), from the update pages' query.
 *
 * @example
 * ```ts
 * reviewReservationPath('SK1', new URLSearchParams('hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1&checkin=2026-12-10'));
 * // '/review-reservation/SK1?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1'
 * ```
 */
export function reviewReservationPath(reservationNumber: string, current: URLSearchParams): string {
  const query = accessQuery(current).toString();
  return `/review-reservation/${encodeURIComponent(reservationNumber)}${query === '' ? '' : `?${query}`}`;
}

/**
 * The confirm page of a pick (`/review-reservation/{number}/update`): the search's query as it was, plus
 * the new stay, room plan, guests and total under keys of its own.
 *
 * @example
 * ```ts
 * updateConfirmPath('SK1', pick);
 * // '/review-reservation/SK1/update?hotel_code=demo-tokyo&current_reservation=SK1&…&new_checkin=2026-12-12&…'
 * ```
 */
export function updateConfirmPath(reservationNumber: string, pick: UpdatePick): string {
  const kept = new URLSearchParams(pick.query);
  for (const key of [...kept.keys()])
    if (key.startsWith('new_rooms[') || Object.values(NEW_KEYS).some((name) => name === key))
      kept.delete(key);
  const added = toSearchQueryString({
    [NEW_KEYS.checkin]: pick.checkin,
    [NEW_KEYS.checkout]: pick.checkout,
    [NEW_KEYS.roomType]: pick.offer.roomTypeCode,
    [NEW_KEYS.roomPlan]: pick.offer.roomPlanCode,
    [NEW_KEYS.total]: pick.offer.totalPrice,
    new_rooms: pick.rooms.map((room) => ({
      adults: room.adults,
      children: room.children,
      children_ages: room.childrenAges,
    })),
  });
  const query = [kept.toString(), added].filter((part) => part !== '').join('&');
  return `/review-reservation/${encodeURIComponent(reservationNumber)}/update?${query}`;
}

/**
 * The new stay of a confirm page's query, or `null` when it names none that could be sent (a date, code,
 * total or room missing or not valid).
 *
 * @example
 * ```ts
 * readUpdateSelection(new URLSearchParams(new URL(updateConfirmPath('SK1', pick), 'http://x').search))?.total; // 30800
 * ```
 */
export function readUpdateSelection(params: URLSearchParams): UpdateSelection | null {
  const checkin = params.get(NEW_KEYS.checkin) ?? '';
  const checkout = params.get(NEW_KEYS.checkout) ?? '';
  const roomTypeCode = params.get(NEW_KEYS.roomType) ?? '';
  const roomPlanCode = params.get(NEW_KEYS.roomPlan) ?? '';
  const totalText = params.get(NEW_KEYS.total) ?? '';
  const total = /^\d+(\.\d+)?$/.test(totalText) ? Number(totalText) : Number.NaN;
  if (!DATE.test(checkin) || !DATE.test(checkout) || !CODE.test(roomTypeCode) || !CODE.test(roomPlanCode))
    return null;
  if (!Number.isFinite(total)) return null;
  const rooms = new Map<number, { adults: number | null; children: number | null; ages: number[] }>();
  let broken = false;
  params.forEach((value, key) => {
    const match = NEW_ROOM_KEY.exec(key);
    if (!match) return;
    const index = Number(match[1]);
    if (index >= MAX_ROOMS) {
      broken = true;
      return;
    }
    const room = rooms.get(index) ?? { adults: null, children: null, ages: [] };
    if (match[2] === 'adults') room.adults = whole(value, 1, 20);
    else if (match[2] === 'children') room.children = whole(value, 0, 20);
    else {
      const age = whole(value, 0, 17);
      if (age === null) broken = true;
      else room.ages.push(age);
    }
    rooms.set(index, room);
  });
  const ordered = [...rooms.entries()].sort(([a], [b]) => a - b).map(([, room]) => room);
  if (broken || ordered.length === 0) return null;
  const guests: UpdateRoomGuests[] = [];
  for (const room of ordered) {
    if (room.adults === null) return null;
    guests.push({
      adults: room.adults,
      children: Math.max(room.children ?? 0, room.ages.length),
      childrenAges: room.ages,
    });
  }
  return { checkin, checkout, roomTypeCode, roomPlanCode, total, rooms: guests };
}

/**
 * Back to the search in update mode from the confirm page (to choose other dates): `/booking/result` with
 * the confirm page's query less the pick, so the guest sees the search they made.
 *
 * @example
 * ```ts
 * updateSearchPath(new URLSearchParams('hotel_code=demo-tokyo&current_reservation=SK1&new_total=30800'));
 * // '/booking/result?hotel_code=demo-tokyo&current_reservation=SK1'
 * ```
 */
export function updateSearchPath(current: URLSearchParams): string {
  const kept = new URLSearchParams(current);
  for (const key of [...kept.keys()])
    if (key.startsWith('new_rooms[') || Object.values(NEW_KEYS).some((name) => name === key))
      kept.delete(key);
  const query = kept.toString();
  return `/booking/result${query === '' ? '' : `?${query}`}`;
}
