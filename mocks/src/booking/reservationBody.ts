/**
 * The contract's `Reservation` of a stored reservation, as `createReservation`, `getReservation` and the
 * after-booking operations answer it: its parts as booked (booker, rooms, price, extras, answers), its
 * payment as it stands now, its cancellation policy and what may still change.
 */
import type { components } from '@staykit/sdk';
import { changeDeadline } from '../afterBooking/access';
import { editedByStaff, storedCancellation } from '../afterBooking/reservationFlags';
import { db } from '../db/db';
import type { ReservationRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { toPolicy } from '../hotel/cancellationPolicies';
import { toQuestion } from '../hotel/questions';
import { daysBetween, formatInstant } from '../lib/dates';
import { paymentTransactions } from '../payment/reservationPayments';

type Schemas = components['schemas'];

/** The questions a reservation holds answers to, each with its answer. */
function answeredQuestions(row: ReservationRow): Schemas['AdditionalQuestion'][] {
  return row.answers.flatMap(({ questionId, answer }) => {
    const question = db.question.get(questionId);
    return question ? [{ ...toQuestion(question), answer: structuredClone(answer) }] : [];
  });
}

/**
 * The channel a reservation was made through (its `booking_method`): `lottery` after a lottery win,
 * `staff` when the hotel entered it, otherwise `booking_widget`.
 *
 * @example
 * ```ts
 * bookingMethodOf(row); // 'booking_widget'
 * ```
 */
export function bookingMethodOf(row: ReservationRow): string {
  if (row.source === 'staff') return 'staff';
  return row.lottery_entry_number === null ? 'booking_widget' : 'lottery';
}

/**
 * The contract's `Reservation` of a row as it stands now, with its payment; the bypass `token` only when
 * `withToken` (the booker's own answer).
 *
 * @example
 * ```ts
 * const body: ReservationResponse = { data: reservationNow(row) };
 * ```
 */
export function reservationNow(row: ReservationRow, withToken = false): Schemas['Reservation'] {
  const fresh = db.reservation.get(row.number) ?? row;
  const hotel = db.hotel.get(fresh.hotel_id);
  if (!hotel) throw new ApiError('hotel_not_found', { message: `No hotel has the id ${fresh.hotel_id}` });
  const payment = db.payment.get(fresh.number);
  const offset = hotel.utc_offset_minutes;
  const rooms = fresh.rooms.map((room) => structuredClone(room));
  const price = structuredClone(fresh.price);
  const policy =
    fresh.cancellation_policy_id === null
      ? undefined
      : db.cancellationPolicy.get(fresh.cancellation_policy_id);
  const first = rooms[0];
  return {
    reservation_number: fresh.number,
    ...(withToken ? { token: fresh.token } : {}),
    email: fresh.email,
    status: fresh.status,
    booking_method: bookingMethodOf(fresh),
    hotel: { id: hotel.id, name: hotel.name, code: hotel.code, url: hotel.url },
    guest: structuredClone(fresh.guest),
    guests: rooms.map((room) => room.guest),
    booking_for_someone_else: fresh.booking_for_someone_else,
    rooms,
    checkin_date: fresh.checkin_date,
    checkout_date: fresh.checkout_date,
    nights: daysBetween(fresh.checkin_date, fresh.checkout_date),
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.children, 0),
    children_ages: rooms.flatMap((room) => room.children_ages ?? []),
    ...(first ? { plan: first.plan, room_type: first.room_type } : {}),
    payment_type: fresh.payment_type,
    payment_status: payment?.status ?? null,
    currency: fresh.currency,
    mcp_currency: fresh.mcp_currency,
    price,
    total_special_discount: price.total_special_discount ?? 0,
    ...(price.mcp_total_special_discount
      ? { mcp_total_special_discount: price.mcp_total_special_discount }
      : {}),
    ...(fresh.deposit_percentage === null ? {} : { deposit_percentage: fresh.deposit_percentage }),
    ...(fresh.coupon_code === null ? {} : { coupon_code: fresh.coupon_code }),
    spending_point: fresh.spending_point,
    extras: fresh.extras.map((extra) => structuredClone(extra)),
    additional_questions: answeredQuestions(fresh),
    transactions: paymentTransactions(payment, offset),
    cancellation: storedCancellation(fresh, offset),
    ...(policy ? { cancellation_policy: toPolicy(hotel, policy, fresh.checkin_date) } : {}),
    is_non_refundable: policy?.is_non_refundable ?? false,
    edited_by_staff: editedByStaff(fresh),
    change_deadline_at: fresh.status === 'cancelled' ? null : changeDeadline(hotel, fresh.checkin_date),
    minimum_nights: 1,
    is_lottery: fresh.lottery_entry_number !== null,
    ...(fresh.lottery_entry_number === null ? {} : { lottery_entry_number: fresh.lottery_entry_number }),
    ...(fresh.receipt_title === null ? {} : { receipt_title: fresh.receipt_title }),
    ...(fresh.receipt_unicode === null ? {} : { receipt_unicode: fresh.receipt_unicode }),
    created_at: formatInstant(fresh.created_at_ms, offset),
  };
}
