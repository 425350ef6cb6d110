import { toSearchQueryString, type components } from '@staykit/sdk';
import { childrenOf, roomsAreUniform, type SearchValues } from './searchQuery';

type ChildrenMode = components['schemas']['ChildrenMode'];

/**
 * The offer a guest picks in the results: a room plan of a room type, at the price shown.
 *
 * @example
 * ```ts
 * const offer: PickedOffer = { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', totalPrice: 28000, tax: 2545 };
 * ```
 */
export interface PickedOffer {
  roomTypeCode: string;
  roomPlanCode: string;
  /** The hotel plan of the room plan (questions and policies are per hotel plan). */
  hotelPlanCode?: string | undefined;
  /** How the plan may be paid (`payment_method`): the checkout offers only these. */
  paymentMethods?: readonly string[] | undefined;
  /** The total shown for the whole search, hotel currency. */
  totalPrice: number;
  tax: number;
}

/**
 * Where picking an offer leads (docs/widget.md#checkout: guest details first): `/reservation/guest-detail` with the
 * URL's query (hotel, locale, stay, guests, currency, tracking) kept and the selection added as the API's
 * `selected_rooms` lines (contract: `RoomPriceSelection`), so the checkout reads one URL and a reload loses nothing.
 * Rooms with the same guests are one line with their quantity and the price shown (to detect a change);
 * rooms that differ are a line each, without a price, since the results show one total for all of them.
 * A lottery's search leads to its own guest details (`path`) the same way.
 *
 * @example
 * ```ts
 * guestDetailPath(new URLSearchParams('hotel_code=demo-tokyo&checkin=2026-12-10'), values, offer, 'room', 'tiers');
 * // '/reservation/guest-detail?hotel_code=demo-tokyo&checkin=2026-12-10&selected_rooms%5B0%5D%5Broom_type_code%5D=TWN&...'
 * ```
 */
export function guestDetailPath(
  current: URLSearchParams,
  values: SearchValues,
  offer: PickedOffer,
  type: 'room' | 'plan',
  childrenMode: ChildrenMode,
  path = '/reservation/guest-detail',
): string {
  const kept = new URLSearchParams(current);
  for (const key of [...kept.keys()]) if (key.startsWith('selected_rooms[')) kept.delete(key);
  const line = (adults: number, room: SearchValues['rooms'][number], quantity: number) => ({
    room_type_code: offer.roomTypeCode,
    room_plan_code: offer.roomPlanCode,
    adults,
    children: childrenOf(room, childrenMode),
    kids_tiers: childrenMode === 'ages' ? [] : room.kidsTiers,
    quantity,
    type,
    // Not part of the price call: the checkout reads it for the plan's questions.
    hotel_plan_code: offer.hotelPlanCode,
    payment_method: offer.paymentMethods,
  });
  const first = values.rooms[0];
  const lines =
    first !== undefined && roomsAreUniform(values.rooms)
      ? [{ ...line(first.adults, first, values.rooms.length), sale_price: offer.totalPrice, tax: offer.tax }]
      : values.rooms.map((room) => line(room.adults, room, 1));
  const query = [kept.toString(), toSearchQueryString({ selected_rooms: lines })].filter(
    (part) => part !== '',
  );
  return `${path}?${query.join('&')}`;
}
