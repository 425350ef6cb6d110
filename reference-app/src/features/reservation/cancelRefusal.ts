/**
 * What the cancel dialog does with a refusal of `cancelReservation`, by its code (docs/widget.md#after-booking, docs/errors.md; the
 * contract's cancelReservation answers):
 *
 * - `fee_changed` (`price_changed`): the fee is worked out again at the hotel's now and shown; the guest
 *   confirms again.
 * - `by_phone` (`cancellation_same_day`): the check-in day; the hotel's phone instead of the button.
 * - `sign_out` (`sign_out_required`): a guest booking while signed in; the sign-out button.
 * - `find_again` (1250, the confirmation link expired): a link to find the reservation by number and
 *   e-mail, which answers a new token.
 * - `final` (`edited_by_staff`, `update_deadline_passed`, `reservation_access_denied`,
 *   `reservation_not_found`): nothing the guest can do online; the button goes. Also 3504: the stay is
 *   cancelled, but the points it spent could not be returned; the message sends the guest to the point
 *   history, and the reservation behind the dialog reloads as cancelled.
 * - `retry` (3013, 3016 — retry in about 5 minutes —, gateway and network failures, anything else): the
 *   message, and the button stays.
 *
 * @example
 * ```ts
 * const handling: CancelRefusalHandling = 'fee_changed';
 * ```
 */
export type CancelRefusalHandling =
  'fee_changed' | 'by_phone' | 'sign_out' | 'find_again' | 'final' | 'retry';

const BY_CODE: Readonly<Record<string, CancelRefusalHandling>> = {
  price_changed: 'fee_changed',
  cancellation_same_day: 'by_phone',
  sign_out_required: 'sign_out',
  '1250': 'find_again',
  edited_by_staff: 'final',
  update_deadline_passed: 'final',
  reservation_access_denied: 'final',
  reservation_not_found: 'final',
  '3504': 'final',
};

/**
 * How the cancel dialog answers a refusal code (see {@link CancelRefusalHandling}).
 *
 * @example
 * ```ts
 * cancelRefusalHandling('price_changed'); // 'fee_changed'
 * cancelRefusalHandling('3016'); // 'retry'
 * ```
 */
export function cancelRefusalHandling(code: string): CancelRefusalHandling {
  return Object.hasOwn(BY_CODE, code) ? (BY_CODE[code] ?? 'retry') : 'retry';
}
