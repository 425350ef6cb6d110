import { toSearchQueryString, type components, type SearchQuery } from '@staykit/sdk';

type Reservation = components['schemas']['Reservation'];

/**
 * Which reservation a link opens, and how: the hotel (its code for the widget, its id for the API) and the
 * confirmation link's `bypass_token`, when the guest has one. Never the e-mail: outside the confirmation
 * page an e-mail must not go into an address (docs/widget.md#screens).
 *
 * @example
 * ```ts
 * const target: ReservationLinkTarget = {
 *   reservationNumber: 'SK2612010001',
 *   hotelCode: 'demo-tokyo',
 *   hotelId: 101,
 *   bypassToken: 'bp_4e6f2c1a9b8d7e6f',
 * };
 * ```
 */
export interface ReservationLinkTarget {
  readonly reservationNumber: string;
  readonly hotelCode: string;
  readonly hotelId: number;
  /** The confirmation link's token; `null` for a signed-in member's own booking. */
  readonly bypassToken: string | null;
}

/**
 * The pages under the review of a reservation.
 *
 * @example
 * ```ts
 * const page: ReservationSubPage = 'receipt';
 * ```
 */
export type ReservationSubPage = 'receipt' | 'guests' | 'answers' | 'update';

// The shared query of the review and its sub-pages, in the agreed order.
function reviewQuery(target: ReservationLinkTarget): URLSearchParams {
  const query = new URLSearchParams({ hotel_code: target.hotelCode, hotelId: String(target.hotelId) });
  if (target.bypassToken) query.set('bypass_token', target.bypassToken);
  return query;
}

/**
 * The review of a reservation, or one of its sub-pages:
 * `/review-reservation/{number}[/{page}]?hotel_code={code}&hotelId={id}&bypass_token={token}`.
 *
 * @example
 * ```ts
 * reviewReservationPath({ reservationNumber: 'SK2612010001', hotelCode: 'demo-tokyo', hotelId: 101, bypassToken: 'bp_1' });
 * // '/review-reservation/SK2612010001?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1'
 * reviewReservationPath(target, 'guests'); // '/review-reservation/SK2612010001/guests?hotel_code=…'
 * ```
 */
export function reviewReservationPath(target: ReservationLinkTarget, page?: ReservationSubPage): string {
  const base = `/review-reservation/${encodeURIComponent(target.reservationNumber)}`;
  return `${page ? `${base}/${page}` : base}?${reviewQuery(target).toString()}`;
}

/**
 * The find-a-reservation screen of the hotel (docs/widget.md#screens `/search`, which reads the hotel from `code`).
 *
 * @example
 * ```ts
 * findReservationPath('demo-tokyo'); // '/search?hotel_code=demo-tokyo'
 * ```
 */
export function findReservationPath(hotelCode: string): string {
  return `/search?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`;
}

// Children of a booked room the way the search reads them: a tier code per child, or an age per child.
function roomGuests(room: Reservation['rooms'][number]) {
  return {
    adults: room.adults,
    kids_tiers: (room.kids_age_range ?? []).flatMap((range) => Array<string>(range.count).fill(range.code)),
    kids_ages: room.children_ages ?? [],
  };
}

/**
 * The search in update mode for changing the stay (docs/widget.md#search: update mode): the results of the same hotel with
 * the reservation's dates and guests, marked with `current_reservation` so the header hides the currency
 * selector and the login widget and the update flow knows what it changes:
 * `/booking/result?hotel_code=…&current_reservation=…&hotelId=…&bypass_token=…&checkin=…&checkout=…&adults=…`.
 * Rooms with the same guests go flat (`adults`, `kids_tiers`, `room_count`), others in bracket form, as
 * the search URL reads them; a day use (check-out on the check-in day) asks for a day-use search.
 *
 * @example
 * ```ts
 * changeStayPath(target, reservation);
 * // '/booking/result?hotel_code=demo-tokyo&current_reservation=SK2612010001&hotelId=101&bypass_token=bp_1&checkin=2026-12-10&checkout=2026-12-11&adults=2&room_count=1'
 * ```
 */
export function changeStayPath(
  target: ReservationLinkTarget,
  reservation: Pick<Reservation, 'checkin_date' | 'checkout_date' | 'rooms'>,
): string {
  const query = new URLSearchParams({
    hotel_code: target.hotelCode,
    current_reservation: target.reservationNumber,
    hotelId: String(target.hotelId),
  });
  if (target.bypassToken) query.set('bypass_token', target.bypassToken);
  const rooms = reservation.rooms.map(roomGuests);
  const first = rooms[0] ?? { adults: 2, kids_tiers: [], kids_ages: [] };
  const uniform = rooms.every(
    (room) =>
      room.adults === first.adults &&
      room.kids_tiers.join(',') === first.kids_tiers.join(',') &&
      room.kids_ages.join(',') === first.kids_ages.join(','),
  );
  const dayUse = reservation.checkout_date === reservation.checkin_date;
  const search: SearchQuery = {
    checkin: reservation.checkin_date,
    checkout: dayUse ? undefined : reservation.checkout_date,
    is_day_use: dayUse ? true : undefined,
    ...(uniform ? { ...first, room_count: Math.max(1, rooms.length) } : { rooms }),
  };
  return `/booking/result?${[query.toString(), toSearchQueryString(search)].join('&')}`;
}
