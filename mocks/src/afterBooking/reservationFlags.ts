/**
 * States of a reservation the online operations cannot produce themselves — edited by facility staff, a
 * pending update or payment, an original that changed — set by the booker's `last_name` at booking (the
 * trigger registry documents each name), and the cancellation a reservation records.
 */
import type { components } from '@staykit/sdk';
import type { ReservationRow } from '../db/rows';
import { TRIGGERS } from '../triggers';
import { formatInstant } from '../lib/dates';

type Schemas = components['schemas'];

/** A pending update or payment blocks further changes this long after it started (about 5 minutes: 3013, 3016). */
export const PENDING_LOCK_MS = 5 * 60_000;

function bookerLastName(row: ReservationRow): string {
  return row.guest.last_name;
}

/**
 * Whether facility staff edited the reservation (booked with the `reservationEditedByStaff` name).
 *
 * @example
 * ```ts
 * if (editedByStaff(row)) throw new ApiError('edited_by_staff');
 * ```
 */
export function editedByStaff(row: ReservationRow): boolean {
  return bookerLastName(row) === TRIGGERS.reservationEditedByStaff.value;
}

/**
 * The pending change that blocks updates at `nowMs`: an update (3013) or a payment (3016) that started
 * when the reservation was booked with one of the trigger names, for {@link PENDING_LOCK_MS}.
 *
 * @example
 * ```ts
 * pendingChange(row, nowMillis()); // 'update' | 'payment' | null
 * ```
 */
export function pendingChange(row: ReservationRow, nowMs: number): 'update' | 'payment' | null {
  if (nowMs >= row.created_at_ms + PENDING_LOCK_MS) return null;
  const name = bookerLastName(row);
  if (name === TRIGGERS.reservationUpdatePending.value) return 'update';
  if (name === TRIGGERS.reservationPaymentPending.value) return 'payment';
  return null;
}

/**
 * Whether the original reservation changed since the guest loaded it (booked with the
 * `reservationOriginalChanged` name): an update then answers 3014.
 *
 * @example
 * ```ts
 * if (originalChanged(row)) throw new ApiError('3014');
 * ```
 */
export function originalChanged(row: ReservationRow): boolean {
  return bookerLastName(row) === TRIGGERS.reservationOriginalChanged.value;
}

/**
 * The contract's `cancellation` of a row: null until cancelled; the fee, refund, reason and details
 * recorded by an online cancellation (0 for one the payment flow made).
 *
 * @example
 * ```ts
 * storedCancellation(row, 540); // { reason: 'change_of_plans', fee: 0, refund_amount: 15800, ... }
 * ```
 */
export function storedCancellation(
  row: ReservationRow,
  offsetMinutes: number,
): Schemas['ReservationCancellation'] | null {
  if (row.cancelled_at_ms === null) return null;
  return {
    reason: row.cancel_reason ?? 'cancelled',
    ...(row.cancel_details === null ? {} : { details: row.cancel_details }),
    ...(row.cancel_fee_displayed === null ? {} : { cancellation_fee_displayed: row.cancel_fee_displayed }),
    fee: row.cancel_fee ?? 0,
    refund_amount: row.cancel_refund ?? 0,
    cancelled_at: formatInstant(row.cancelled_at_ms, offsetMinutes),
  };
}
