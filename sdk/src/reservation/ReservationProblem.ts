import type { components } from '../generated/openapi';

/**
 * Why an update or a cancellation of a reservation cannot go ahead online: the contract's
 * `ReservationBlockedReason`, plus what only a proposed change can break.
 *
 * @example
 * ```ts
 * const reason: ReservationProblemReason = 'minimum_nights';
 * ```
 */
export type ReservationProblemReason =
  | components['schemas']['ReservationBlockedReason']
  | 'invalid_dates'
  | 'minimum_nights'
  | 'plan_changed'
  | 'original_changed';

/**
 * A refused update or cancellation: the catalogue code whose message to show (docs/errors.md) and the rule
 * that failed (docs/rules.md, "After booking"), never text.
 *
 * @example
 * ```ts
 * const problem: ReservationProblem = { code: 'cancellation_same_day', reason: 'cancellation_same_day' };
 * ```
 */
export interface ReservationProblem {
  readonly code: Extract<
    components['schemas']['ErrorCode'],
    | '1000'
    | 'edited_by_staff'
    | 'update_deadline_passed'
    | 'cancellation_same_day'
    | 'minimum_nights_not_met'
    | 'plan_change_not_allowed'
    | '3013'
    | '3014'
    | '3016'
  >;
  readonly reason: ReservationProblemReason;
}
