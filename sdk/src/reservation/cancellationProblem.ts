import type { components } from '../generated/openapi';
import { dateInTimeZone } from './dateInTimeZone';
import { pendingChangeProblem } from './pendingChangeProblem';
import type { ReservationProblem } from './ReservationProblem';

/**
 * Why the reservation cannot be cancelled online now, or `null` when it can (docs/rules.md, "Changing and
 * cancelling a reservation"; the contract's `cancelReservation`): not on the check-in day (the guest phones
 * the hotel instead), not once staff edited it, not after the change deadline, not while an update or payment
 * is pending. Checked in this order, the first found is returned:
 *
 * 1. `update_deadline_passed` (reason `cancelled`): already cancelled. The catalogue has no code of its
 *    own for it; the contract gives a cancelled reservation no deadline ("not allowed").
 * 2. `edited_by_staff`.
 * 3. `cancellation_same_day`: the hotel's date (in `timeZone`) is the check-in date. It comes before the
 *    deadline because its message tells the guest what to do (call the hotel), and the deadline usually
 *    passes before the check-in day too.
 * 4. `update_deadline_passed`: `now` is at or after `change_deadline_at`, the deadline is `null`, or the
 *    check-in date is already past at the hotel (a deadline missing from the reservation leaves only
 *    that last check).
 * 5. `3013` / `3016`: a pending update or payment, as {@link pendingChangeProblem} decides (3013 needs
 *    the update settings, which only the API can know).
 *
 * Non-refundable bookings can be cancelled; they get no refund, which {@link cancellationFee} shows.
 *
 * @param reservation - the reservation, from `getReservation`.
 * @param now - the current instant (the mock clock in tests).
 * @param timeZone - the hotel's IANA `time_zone` (from `getBookingWidgetInit`), which decides "the day".
 * @param settings - the update settings when loaded, for a pending update (3013).
 * @example
 * ```ts
 * // Check-in 2026-12-24 at a Tokyo hotel, 09:00 that day.
 * cancellationProblem(reservation, new Date('2026-12-24T09:00:00+09:00'), 'Asia/Tokyo');
 * // { code: 'cancellation_same_day', reason: 'cancellation_same_day' }
 * cancellationProblem(reservation, new Date('2026-12-20T09:00:00+09:00'), 'Asia/Tokyo'); // null
 * ```
 */
export function cancellationProblem(
  reservation: components['schemas']['Reservation'],
  now: Date,
  timeZone: string,
  settings?: Pick<components['schemas']['ReservationUpdateSettings'], 'blocked_reasons'> | null,
): ReservationProblem | null {
  if (reservation.status === 'cancelled') return { code: 'update_deadline_passed', reason: 'cancelled' };
  if (reservation.edited_by_staff) return { code: 'edited_by_staff', reason: 'edited_by_staff' };
  const today = dateInTimeZone(now, timeZone);
  if (today === reservation.checkin_date) {
    return { code: 'cancellation_same_day', reason: 'cancellation_same_day' };
  }
  const deadline = reservation.change_deadline_at;
  if (
    today > reservation.checkin_date ||
    deadline === null ||
    (deadline !== undefined && !(now.getTime() < Date.parse(deadline)))
  ) {
    return { code: 'update_deadline_passed', reason: 'update_deadline_passed' };
  }
  return pendingChangeProblem(reservation, now, settings);
}
