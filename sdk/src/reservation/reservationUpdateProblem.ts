import type { components } from '../generated/openapi';
import { pendingChangeProblem } from './pendingChangeProblem';
import type { ReservationProblem } from './ReservationProblem';

/**
 * The update the guest proposes: the contract's `UpdateReservationRequest` (dates and rooms), and, to
 * detect 3014, the reservation as it was when the guest started editing.
 *
 * @example
 * ```ts
 * const change: ReservationChange = {
 *   checkin_date: '2026-12-24',
 *   checkout_date: '2026-12-27',
 *   rooms: [{ reservation_hotel_room_id: 5001, room_type_code: 'DBL', room_plan_code: 'DBL-BF', adults: 2 }],
 *   basedOn: reservationWhenEditingStarted,
 * };
 * ```
 */
export interface ReservationChange extends Pick<
  components['schemas']['UpdateReservationRequest'],
  'checkin_date' | 'checkout_date' | 'rooms'
> {
  /** The reservation the change was made from; when it no longer matches the current one, 3014. */
  readonly basedOn?: components['schemas']['Reservation'] | null;
}

/**
 * Why the proposed update cannot be made online, or `null` when it can (docs/rules.md, "Changing and
 * cancelling a reservation"; the contract's `updateReservation`). Checked in this order, the first found is
 * returned:
 *
 * 1. `update_deadline_passed` (reason `cancelled`): a cancelled reservation. The catalogue has no code of
 *    its own for it, and the contract gives a cancelled reservation no deadline (`change_deadline_at`
 *    null: "not allowed").
 * 2. `edited_by_staff`: the reservation or the settings say staff edited it.
 * 3. `update_deadline_passed`: `now` is at or after `change_deadline_at` (the settings' value first,
 *    then the reservation's; "before the deadline" excludes the instant itself), or the deadline is
 *    `null`. A deadline missing from both leaves the check to the API.
 * 4. `3013` / `3016`: a pending update or payment, as {@link pendingChangeProblem} decides.
 * 5. `3014` (reason `original_changed`): `change.basedOn` differs from `reservation` in its dates,
 *    status, rooms (id, room type, plan, guests) or total, so the guest edited an outdated copy.
 * 6. `1000` (reason `invalid_dates`): the dates are not `YYYY-MM-DD` or check-out is before check-in.
 * 7. `plan_change_not_allowed`: a room's `room_plan_code` differs from the plan of the room it changes
 *    (by `reservation_hotel_room_id`); a room added without an id must use one of the reservation's
 *    plans. A booked room whose plan has no `room_plan_code` is left to the API.
 * 8. `minimum_nights_not_met`: fewer nights than `minimum_nights` (the settings', then the
 *    reservation's; none means no minimum). A day use (check-out equal to check-in) is 0 nights.
 *
 * State problems come before the change's own, since no change can be made while they hold.
 *
 * @param reservation - the reservation now, from `getReservation`.
 * @param settings - its update settings (`getReservationUpdateSettings`), or `null` when not loaded.
 * @param now - the current instant (the mock clock in tests).
 * @param change - the proposed dates and rooms.
 * @example
 * ```ts
 * // The reservation has minimum_nights 2.
 * reservationUpdateProblem(reservation, settings, new Date('2026-12-01T10:00:00+09:00'), {
 *   checkin_date: '2026-12-24',
 *   checkout_date: '2026-12-25',
 * }); // { code: 'minimum_nights_not_met', reason: 'minimum_nights' }
 * // Staff edited it.
 * reservationUpdateProblem({ ...reservation, edited_by_staff: true }, null, now, change);
 * // { code: 'edited_by_staff', reason: 'edited_by_staff' }
 * ```
 */
export function reservationUpdateProblem(
  reservation: components['schemas']['Reservation'],
  settings: components['schemas']['ReservationUpdateSettings'] | null | undefined,
  now: Date,
  change: ReservationChange,
): ReservationProblem | null {
  if (reservation.status === 'cancelled') return { code: 'update_deadline_passed', reason: 'cancelled' };
  if (reservation.edited_by_staff || settings?.edited_by_staff) {
    return { code: 'edited_by_staff', reason: 'edited_by_staff' };
  }
  const deadline = settings ? settings.change_deadline_at : reservation.change_deadline_at;
  if (deadline === null || (deadline !== undefined && !(now.getTime() < Date.parse(deadline)))) {
    return { code: 'update_deadline_passed', reason: 'update_deadline_passed' };
  }
  const pending = pendingChangeProblem(reservation, now, settings);
  if (pending) return pending;
  if (change.basedOn && stateOf(change.basedOn) !== stateOf(reservation)) {
    return { code: '3014', reason: 'original_changed' };
  }
  const nights = nightsBetween(change.checkin_date, change.checkout_date);
  if (nights === null) return { code: '1000', reason: 'invalid_dates' };
  const plans = reservation.rooms.map((room) => room.plan.room_plan_code);
  for (const room of change.rooms ?? []) {
    const original =
      room.reservation_hotel_room_id === undefined
        ? undefined
        : reservation.rooms.find((booked) => booked.id === room.reservation_hotel_room_id);
    const allowed = original ? [original.plan.room_plan_code] : plans;
    // A plan the reservation does not name cannot be compared: the API decides.
    if (allowed.includes(undefined)) continue;
    if (!allowed.includes(room.room_plan_code)) {
      return { code: 'plan_change_not_allowed', reason: 'plan_changed' };
    }
  }
  const minimum = settings?.minimum_nights ?? reservation.minimum_nights ?? 0;
  if (nights < minimum) return { code: 'minimum_nights_not_met', reason: 'minimum_nights' };
  return null;
}

// What an edit is based on: changing any of it means the guest's copy is outdated.
function stateOf(reservation: components['schemas']['Reservation']): string {
  return JSON.stringify([
    reservation.status,
    reservation.checkin_date,
    reservation.checkout_date,
    reservation.price.total_price,
    reservation.rooms.map((room) => [
      room.id,
      room.room_type.code,
      room.plan.room_plan_code ?? null,
      room.plan.hotel_plan_code ?? null,
      room.adults,
      room.children,
    ]),
  ]);
}

function nightsBetween(checkin: string, checkout: string): number | null {
  const from = calendarDay(checkin);
  const to = calendarDay(checkout);
  if (from === null || to === null || to < from) return null;
  return Math.round((to - from) / 86_400_000);
}

// UTC calendar days, so a daylight-saving change inside the stay cannot change the count.
function calendarDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}
