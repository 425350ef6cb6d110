import type { components } from '../generated/openapi';
import type { ReservationProblem } from './ReservationProblem';

/**
 * How long a pending update or payment blocks further changes: about 5 minutes (docs/rules.md, "Changing and
 * cancelling a reservation").
 *
 * @example
 * ```ts
 * PENDING_CHANGE_LOCK_MS; // 300000
 * ```
 */
export const PENDING_CHANGE_LOCK_MS = 5 * 60 * 1000;

/**
 * What {@link pendingChangeProblem} reads of a reservation; a contract `Reservation` fits.
 *
 * @example
 * ```ts
 * const pending: PendingChangeReservation = { status: 'payment_pending', transactions: [] };
 * ```
 */
export type PendingChangeReservation = Pick<components['schemas']['Reservation'], 'status' | 'transactions'>;

// Card payment statuses of a payment that has started but not settled.
const UNSETTLED: readonly components['schemas']['PaymentStatus'][] = ['pre_3d_secure', 'capturing'];

/**
 * Whether a pending update or payment blocks changing the reservation now, and with which code (`3013` update
 * in progress, `3016` payment in progress; docs/errors.md). In this order:
 *
 * 1. `3013` when the update settings say `update_in_progress`: only the API knows of an update another
 *    tab or device started.
 * 2. `3016` when the settings say `payment_in_progress`, when the reservation is `payment_pending` (3-D
 *    Secure not answered), or when one of its transactions is `pre_3d_secure` or `capturing` and was
 *    created less than {@link PENDING_CHANGE_LOCK_MS} before `now`. An older unsettled transaction no
 *    longer blocks: the lock is "about 5 minutes", and the API answers 3016 itself if it still runs.
 *
 * Without settings only the reservation's own state is read.
 *
 * @param now - the current instant (the mock clock in tests).
 * @example
 * ```ts
 * pendingChangeProblem({ status: 'payment_pending' }, new Date()); // { code: '3016', reason: 'payment_in_progress' }
 * pendingChangeProblem({ status: 'done' }, new Date(), { blocked_reasons: ['update_in_progress'] });
 * // { code: '3013', reason: 'update_in_progress' }
 * pendingChangeProblem({ status: 'done', transactions: [] }, new Date()); // null
 * ```
 */
export function pendingChangeProblem(
  reservation: PendingChangeReservation,
  now: Date,
  settings?: Pick<components['schemas']['ReservationUpdateSettings'], 'blocked_reasons'> | null,
): ReservationProblem | null {
  const blocked = settings?.blocked_reasons ?? [];
  if (blocked.includes('update_in_progress')) return { code: '3013', reason: 'update_in_progress' };
  const paying =
    blocked.includes('payment_in_progress') ||
    reservation.status === 'payment_pending' ||
    (reservation.transactions ?? []).some((transaction) => {
      if (!UNSETTLED.includes(transaction.status)) return false;
      const age = now.getTime() - Date.parse(transaction.created_at);
      return Number.isFinite(age) && age < PENDING_CHANGE_LOCK_MS;
    });
  return paying ? { code: '3016', reason: 'payment_in_progress' } : null;
}
