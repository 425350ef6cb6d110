/**
 * Reservations in the store: numbering, the stock a reservation holds (checked whole, then taken, and
 * given back when it is cancelled), cancellation, overlapping stays, and who may open one with
 * `getReservation` and its payment (the bypass token, the booking e-mail, or the account that booked).
 * Who may act on one after booking is `afterBooking/access.ts`.
 */
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HeldStock, HotelRow, ReservationRow } from '../db/rows';
import { changeStock, loadStock } from '../db/stock';
import { ApiError } from '../http/errors';
import { addDays, dateAtOffset } from '../lib/dates';
import { bypassTokenOf } from '../lib/bypassToken';
import { cancelPoints } from '../account/pointLedger';
import { releasePromotions } from '../account/vouchers';
import { checkStock, countBy } from '../search/stockRules';
import { bookerOf } from './bookerOf';
import type { WantedRoom } from '../search/stockRules';

/**
 * Takes the stock of a booking, all or nothing: {@link checkStock} first, then every count decreases.
 * Nothing awaits in between, so concurrent bookings cannot both take the last room.
 *
 * @example
 * ```ts
 * const held = holdStock(hotel, ['2026-12-10'], wanted, [{ id: 8, quantity: 2 }]);
 * releaseStock(hotel.id, held); // on cancellation
 * ```
 */
export function holdStock(
  hotel: HotelRow,
  dates: readonly string[],
  wanted: readonly WantedRoom[],
  extras: readonly { id: number; quantity: number }[],
): HeldStock {
  checkStock(loadStock(hotel.id), dates, wanted);
  const perType = countBy(wanted.map((room) => room.roomTypeCode));
  const perPlan = countBy(wanted.filter((room) => room.hasAllotment).map((room) => room.roomPlanCode));
  const rooms = [...perType].flatMap(([code, count]) => dates.map((date) => ({ code, date, count })));
  const plans = [...perPlan].flatMap(([code, count]) => dates.map((date) => ({ code, date, count })));
  for (const night of rooms) changeStock(hotel.id, 'rooms', night.code, night.date, -night.count);
  for (const night of plans) changeStock(hotel.id, 'plans', night.code, night.date, -night.count);
  for (const extra of extras) {
    const row = db.extra.get(extra.id);
    if (row && row.stock !== null) db.extra.update(extra.id, { stock: row.stock - extra.quantity });
  }
  return { rooms, plans, extras };
}

/**
 * Gives back the stock a reservation held.
 *
 * @example
 * ```ts
 * releaseStock(row.hotel_id, row.held);
 * ```
 */
export function releaseStock(hotelId: number, held: HeldStock): void {
  for (const night of held.rooms) changeStock(hotelId, 'rooms', night.code, night.date, night.count);
  for (const night of held.plans) changeStock(hotelId, 'plans', night.code, night.date, night.count);
  for (const extra of held.extras) {
    const row = db.extra.get(extra.id);
    if (row && row.stock !== null) db.extra.update(extra.id, { stock: row.stock + extra.quantity });
  }
}

/**
 * Cancels a reservation (when 3-D Secure fails, is cancelled or runs out of time) and gives its stock
 * back; a reservation already cancelled is left as it is.
 *
 * @example
 * ```ts
 * cancelReservation(row, 'three_d_secure_expired', payment.expires_at_ms);
 * ```
 */
export function cancelReservation(row: ReservationRow, reason: string, atMs: number): void {
  if (row.status === 'cancelled') return;
  db.reservation.update(row.number, { status: 'cancelled', cancelled_at_ms: atMs, cancel_reason: reason });
  releaseStock(row.hotel_id, row.held);
  const hotel = db.hotel.get(row.hotel_id);
  if (hotel) cancelPoints(row, dateAtOffset(atMs, hotel.utc_offset_minutes));
  releasePromotions(row);
  // A lottery win booked by it keeps the reservation as incomplete: the winner deletes it and books again.
}

/**
 * The first serial of the seed's member history (`seed/seedMemberStays.ts`): those rows are numbered apart,
 * so the first booking made on the mock after a reset is still serial 1.
 */
export const HISTORY_SERIAL_FROM = 9001;

/**
 * How many bookings were made on the mock since the reset (the seeded member history not counted).
 *
 * @example
 * ```ts
 * bookingsMade(); // 0 after a reset
 * ```
 */
export function bookingsMade(): number {
  return db.reservation.filter((row) => row.serial < HISTORY_SERIAL_FROM).length;
}

/**
 * The next reservation number: `SK`, the hotel's date (YYMMDD) and a serial that counts the store's
 * reservations, so the same run after a reset gives the same numbers.
 *
 * @example
 * ```ts
 * nextReservation(hotel); // { number: 'SK2612010001', serial: 1, token: 'bp_…' }
 * ```
 */
export function nextReservation(hotel: HotelRow): { number: string; serial: number; token: string } {
  const serial = bookingsMade() + 1;
  const day = dateAtOffset(nowMillis(), hotel.utc_offset_minutes).replaceAll('-', '').slice(2);
  const number = `SK${day}${String(serial).padStart(4, '0')}`;
  return { number, serial, token: bypassTokenOf(number) };
}

/**
 * The number of a stay the guest (by e-mail) already holds at the hotel over these dates, if any.
 *
 * @example
 * ```ts
 * overlappingStay(101, 'hanako@example.com', '2026-12-10', '2026-12-11'); // 'SK2612010001'
 * ```
 */
export function overlappingStay(
  hotelId: number,
  email: string,
  checkin: string,
  checkout: string,
): string | undefined {
  // A day-use stay occupies its day.
  const end = (from: string, to: string): string => (to === from ? addDays(from, 1) : to);
  return db.reservation
    .where('email', email.toLowerCase())
    .find(
      (row) =>
        row.hotel_id === hotelId &&
        row.status !== 'cancelled' &&
        row.checkin_date < end(checkin, checkout) &&
        checkin < end(row.checkin_date, row.checkout_date),
    )?.number;
}

/**
 * The reservation `number` of `hotel`; 404 `reservation_not_found` when the hotel has none by that number
 * (never saying whether another hotel has).
 *
 * @example
 * ```ts
 * reservationOf(hotel, 'SK2612010001').status; // 'done'
 * ```
 */
export function reservationOf(hotel: HotelRow, number: string): ReservationRow {
  const row = db.reservation.get(number);
  if (!row || row.hotel_id !== hotel.id) {
    throw new ApiError('reservation_not_found', { message: `${hotel.code} has no reservation ${number}` });
  }
  return row;
}

/** The contract's rule for `bypass_token` in a query. */
export const BYPASS_TOKEN_RULES = { minLength: 8, maxLength: 255, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/** The contract's `ReservationNumber`, as a required body field (a provider's order or session names it). */
export const RESERVATION_NUMBER_RULES = {
  minLength: 4,
  maxLength: 40,
  pattern: /^[A-Za-z0-9-]+$/,
  required: true,
} as const;

/** How a caller proves it may open a reservation. */
export interface ReservationAccess {
  readonly email?: string | undefined;
  readonly bypassToken?: string | undefined;
}

/**
 * The reservation `number` of `hotel`, if the caller may open it: with its bypass token, its booking
 * e-mail (where the operation takes one) or the user token it was booked with (or one of the same
 * member). Unknown here is 404 `reservation_not_found`; a user token the store issued that is revoked or expired
 * is 401 `unauthorized`; anyone else gets 403 `reservation_access_denied`.
 *
 * @example
 * ```ts
 * const row = openReservation(request, hotel, 'SK2612010001', { bypassToken: query.get('bypass_token') ?? undefined });
 * ```
 */
export function openReservation(
  request: Request,
  hotel: HotelRow,
  number: string,
  access: ReservationAccess,
): ReservationRow {
  const row = reservationOf(hotel, number);
  // The user token is read as the booking reads it: one the store issued must work now (a signed-out or
  // expired token is a 401, not the key to the reservations it once booked); a test token stands for itself.
  const booker = bookerOf(request);
  const allowed =
    (access.bypassToken !== undefined && access.bypassToken === row.token) ||
    (access.email !== undefined && access.email.toLowerCase() === row.email) ||
    (booker.userToken !== null && row.user_token !== '' && booker.userToken === row.user_token) ||
    (booker.memberId !== null && booker.memberId === row.member_id);
  if (!allowed) {
    throw new ApiError('reservation_access_denied', {
      message: 'Open the reservation with its e-mail, its bypass token or the account that booked it',
    });
  }
  return row;
}
