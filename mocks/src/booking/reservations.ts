/**
 * Reservations in the db: numbering, the stock a reservation holds (checked whole, then taken, and given
 * back when it is cancelled), cancellation, who may open one, overlapping stays, and the contract's
 * `Reservation` body. Shared by the reservation and payment handlers.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, ReservationRow } from '../db/rows';
import { changeStock, loadStock, planStockOn, roomStockOn } from '../db/stock';
import { toPolicy } from '../hotel/cancellationPolicyHandlers';
import { toQuestion } from '../hotel/questionHandlers';
import { addDays, dateAtOffset, daysBetween, formatInstant, localTimeToMillis } from '../lib/dates';
import { ApiError } from '../http/errors';
import { fingerprint } from '../lib/fingerprint';
import { editedByStaff, storedCancellation } from '../afterBooking/reservationFlags';
import type { PriceBreakdown } from '../search/pricing';
import { bearerOf } from '../identity/userTokens';

type Schemas = components['schemas'];

/** Rooms (or allotment, or extras) a reservation holds on one night. */
export interface HeldNight {
  readonly code: string;
  readonly date: string;
  readonly count: number;
}

/** Everything a reservation took from the stock, to give back when it is cancelled. */
export interface HeldStock {
  readonly rooms: readonly HeldNight[];
  readonly plans: readonly HeldNight[];
  readonly extras: readonly { readonly id: number; readonly quantity: number }[];
}

/** A room plan wanted by a booking, with what limits it. */
export interface WantedRoom {
  readonly roomTypeCode: string;
  readonly roomPlanCode: string;
  readonly hasAllotment: boolean;
  readonly planCode: string;
  readonly saleLimit: number | null;
}

/** An answer kept with a reservation. */
export interface StoredAnswer {
  readonly questionId: number;
  readonly answer: Schemas['AdditionalQuestionAnswer'];
}

const countBy = (keys: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/**
 * Checks that the stock holds a booking, as the db is now: a night with nothing left is `sold_out`; fewer
 * rooms than wanted (of the room type, of the plan's allotment, or more than the plan's sale limit per
 * booking) is `no_rooms_available`.
 *
 * @example
 * ```ts
 * checkStock(hotel, ['2026-12-10'], wanted); // throws when it does not fit
 * ```
 */
export function checkStock(hotel: HotelRow, dates: readonly string[], wanted: readonly WantedRoom[]): void {
  const stock = loadStock(hotel.id);
  const check = (label: string, count: number, left: (date: string) => number): void => {
    const least = Math.min(...dates.map(left));
    if (least <= 0)
      throw new ApiError('sold_out', { message: `${label} is sold out on a night of the stay` });
    if (least < count)
      throw new ApiError('no_rooms_available', { message: `Only ${least} of ${label} left` });
  };
  for (const [code, count] of countBy(wanted.map((room) => room.roomTypeCode))) {
    check(`room type ${code}`, count, (date) => roomStockOn(stock, code, date));
  }
  for (const [code, count] of countBy(
    wanted.filter((room) => room.hasAllotment).map((room) => room.roomPlanCode),
  )) {
    check(`room plan ${code}`, count, (date) => planStockOn(stock, code, date));
  }
  for (const [code, count] of countBy(wanted.map((room) => room.planCode))) {
    const limit = wanted.find((room) => room.planCode === code)?.saleLimit ?? null;
    if (limit !== null && count > limit) {
      throw new ApiError('no_rooms_available', {
        message: `At most ${limit} rooms of plan ${code} per booking`,
      });
    }
  }
}

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
  checkStock(hotel, dates, wanted);
  const perType = countBy(wanted.map((room) => room.roomTypeCode));
  const perPlan = countBy(wanted.filter((room) => room.hasAllotment).map((room) => room.roomPlanCode));
  const rooms = [...perType].flatMap(([code, count]) => dates.map((date) => ({ code, date, count })));
  const plans = [...perPlan].flatMap(([code, count]) => dates.map((date) => ({ code, date, count })));
  for (const night of rooms) changeStock(hotel.id, 'rooms', night.code, night.date, -night.count);
  for (const night of plans) changeStock(hotel.id, 'plans', night.code, night.date, -night.count);
  for (const extra of extras) {
    const row = db.extra.findFirst({ where: { id: { equals: extra.id } } });
    if (row && row.stock !== null) {
      db.extra.update({ where: { id: { equals: extra.id } }, data: { stock: row.stock - extra.quantity } });
    }
  }
  return { rooms, plans, extras };
}

/** Gives back the stock a reservation held. */
export function releaseStock(hotelId: number, held: HeldStock): void {
  for (const night of held.rooms) changeStock(hotelId, 'rooms', night.code, night.date, night.count);
  for (const night of held.plans) changeStock(hotelId, 'plans', night.code, night.date, night.count);
  for (const extra of held.extras) {
    const row = db.extra.findFirst({ where: { id: { equals: extra.id } } });
    if (row && row.stock !== null) {
      db.extra.update({ where: { id: { equals: extra.id } }, data: { stock: row.stock + extra.quantity } });
    }
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
  db.reservation.update({
    where: { number: { equals: row.number } },
    data: { status: 'cancelled', cancelled_at_ms: atMs, cancel_reason: reason },
  });
  releaseStock(row.hotel_id, JSON.parse(row.held_json) as HeldStock);
}

/**
 * The next reservation number: `SK`, the hotel's date (YYMMDD) and a serial that counts the db's
 * reservations, so the same run after a reset gives the same numbers.
 *
 * @example
 * ```ts
 * nextReservation(hotel); // { number: 'SK2612010001', serial: 1, token: 'bp_…' }
 * ```
 */
export function nextReservation(hotel: HotelRow): { number: string; serial: number; token: string } {
  const serial = db.reservation.count() + 1;
  const day = dateAtOffset(nowMillis(), hotel.utc_offset_minutes).replaceAll('-', '').slice(2);
  const number = `SK${day}${String(serial).padStart(4, '0')}`;
  return { number, serial, token: `bp_${fingerprint(`${number}:bypass`)}${fingerprint(number)}` };
}

/** The number of a stay the guest (by e-mail) already holds at the hotel over these dates, if any. */
export function overlappingStay(
  hotelId: number,
  email: string,
  checkin: string,
  checkout: string,
): string | undefined {
  // A day-use stay occupies its day.
  const end = (from: string, to: string): string => (to === from ? addDays(from, 1) : to);
  return db.reservation
    .findMany({ where: { hotel_id: { equals: hotelId }, email: { equals: email.toLowerCase() } } })
    .find(
      (row) =>
        row.status !== 'cancelled' &&
        row.checkin_date < end(checkin, checkout) &&
        checkin < end(row.checkin_date, row.checkout_date),
    )?.number;
}

/** The contract's rule for `bypass_token` in a query. */
export const BYPASS_TOKEN_RULES = { minLength: 8, maxLength: 255, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/** How a caller proves it may open a reservation. */
export interface ReservationAccess {
  readonly email?: string | undefined;
  readonly bypassToken?: string | undefined;
}

/**
 * The reservation `number` of `hotel`, if the caller may open it: with its bypass token, its booking
 * e-mail (where the operation takes one) or the user token it was booked with (or one of the same
 * member). Unknown here is 404 `reservation_not_found`; anyone else gets 403 `reservation_access_denied`.
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
  const row = db.reservation.findFirst({ where: { number: { equals: number } } });
  if (!row || row.hotel_id !== hotel.id) {
    throw new ApiError('reservation_not_found', { message: `${hotel.code} has no reservation ${number}` });
  }
  const bearer = bearerOf(request);
  const memberId =
    bearer === null || bearer === ''
      ? null
      : (db.userToken.findFirst({ where: { token: { equals: bearer } } })?.member_id ?? null);
  const allowed =
    (access.bypassToken !== undefined && access.bypassToken === row.token) ||
    (access.email !== undefined && access.email.toLowerCase() === row.email) ||
    (bearer !== null && row.user_token !== '' && bearer === row.user_token) ||
    (memberId !== null && memberId === row.member_id);
  if (!allowed) {
    throw new ApiError('reservation_access_denied', {
      message: 'Open the reservation with its e-mail, its bypass token or the account that booked it',
    });
  }
  return row;
}

function reservationQuestions(row: ReservationRow): Schemas['AdditionalQuestion'][] {
  const answers = JSON.parse(row.answers_json) as StoredAnswer[];
  return answers.flatMap(({ questionId, answer }) => {
    const question = db.question.findFirst({ where: { id: { equals: questionId } } });
    return question ? [{ ...toQuestion(question), answer }] : [];
  });
}

/** Online update and cancellation end at 18:00 (hotel time) the day before check-in. */
export function changeDeadline(hotel: HotelRow, checkin: string): string {
  return formatInstant(
    localTimeToMillis(addDays(checkin, -1), '18:00', hotel.utc_offset_minutes),
    hotel.utc_offset_minutes,
  );
}

/**
 * The contract's `Reservation` of a row; the bypass `token` only when `withToken` (the booker's answer).
 *
 * @example
 * ```ts
 * const body: ReservationResponse = { data: reservationBody(row, transactions) };
 * ```
 */
export function reservationBody(
  row: ReservationRow,
  payment: { status: Schemas['PaymentStatus'] | null; transactions: Schemas['ReservationTransaction'][] },
  withToken = false,
): Schemas['Reservation'] {
  const hotel = db.hotel.findFirst({ where: { id: { equals: row.hotel_id } } });
  if (!hotel) throw new ApiError('hotel_not_found', { message: `No hotel has the id ${row.hotel_id}` });
  const offset = hotel.utc_offset_minutes;
  const rooms = JSON.parse(row.rooms_json) as Schemas['ReservationRoom'][];
  const price = JSON.parse(row.price_json) as PriceBreakdown;
  const policy =
    row.cancellation_policy_id === null
      ? null
      : db.cancellationPolicy.findFirst({ where: { id: { equals: row.cancellation_policy_id } } });
  const first = rooms[0];
  const body: Schemas['Reservation'] = {
    reservation_number: row.number,
    ...(withToken ? { token: row.token } : {}),
    email: row.email,
    status: row.status as Schemas['ReservationStatus'],
    booking_method: row.lottery_entry_number === null ? 'booking_widget' : 'lottery',
    hotel: { id: hotel.id, name: hotel.name, code: hotel.code, url: hotel.url },
    guest: JSON.parse(row.guest_json) as Schemas['ReservationGuest'],
    guests: rooms.map((room) => room.guest),
    booking_for_someone_else: row.booking_for_someone_else,
    rooms,
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    nights: daysBetween(row.checkin_date, row.checkout_date),
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.children, 0),
    children_ages: rooms.flatMap((room) => room.children_ages ?? []),
    ...(first ? { plan: first.plan, room_type: first.room_type } : {}),
    payment_type: row.payment_type as Schemas['PaymentType'],
    payment_status: payment.status,
    currency: row.currency as Schemas['CurrencyCode'],
    mcp_currency: row.mcp_currency as Schemas['CurrencyCode'] | null,
    price,
    total_special_discount: price.total_special_discount ?? 0,
    ...(price.mcp_total_special_discount
      ? { mcp_total_special_discount: price.mcp_total_special_discount }
      : {}),
    ...(row.deposit_percentage === null ? {} : { deposit_percentage: row.deposit_percentage }),
    ...(row.coupon_code === null ? {} : { coupon_code: row.coupon_code }),
    spending_point: row.spending_point,
    extras: JSON.parse(row.extras_json) as Schemas['ReservationExtra'][],
    additional_questions: reservationQuestions(row),
    transactions: payment.transactions,
    cancellation: storedCancellation(row, offset),
    ...(policy ? { cancellation_policy: toPolicy(hotel, policy, row.checkin_date) } : {}),
    is_non_refundable: policy?.is_non_refundable ?? false,
    edited_by_staff: editedByStaff(row),
    change_deadline_at: row.status === 'cancelled' ? null : changeDeadline(hotel, row.checkin_date),
    minimum_nights: 1,
    is_lottery: row.lottery_entry_number !== null,
    ...(row.lottery_entry_number === null ? {} : { lottery_entry_number: row.lottery_entry_number }),
    ...(row.receipt_title === null ? {} : { receipt_title: row.receipt_title }),
    ...(row.receipt_unicode === null ? {} : { receipt_unicode: row.receipt_unicode }),
    created_at: formatInstant(row.created_at_ms, offset),
  };
  return body;
}
