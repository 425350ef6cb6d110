import type { components } from '../generated/openapi';

/**
 * What the pay-link page shows (docs/rules.md, "Pay links"): the contract's `PayLinkState` plus `expired` and
 * `amount_changed`, which the page works out from the link and the clock.
 *
 * @example
 * ```ts
 * const state: PayLinkViewState = 'amount_changed';
 * ```
 */
export type PayLinkViewState = components['schemas']['PayLinkState'] | 'expired' | 'amount_changed';

/**
 * What {@link payLinkState} reads of a pay link; the contract's `PayLink` fits.
 *
 * @example
 * ```ts
 * const link: PayLinkStateInput = { state: 'pending', amount: 12000, expires_at: '2026-11-21T15:00:00+09:00' };
 * ```
 */
export type PayLinkStateInput = Pick<
  components['schemas']['PayLink'],
  'state' | 'amount' | 'expires_at' | 'amount_updated_at'
>;

// States in which the guest can still pay: only these can expire or see their amount change.
const OPEN: readonly components['schemas']['PayLinkState'][] = ['pending', 'failed'];
const KNOWN: readonly components['schemas']['PayLinkState'][] = [
  'pending',
  'paid',
  'already_paid',
  'failed',
  'completed',
  'refunded',
  'cancelled',
  'not_found',
];

/**
 * The state to show for a pay link at `now` (docs/rules.md, "Pay links"):
 *
 * 1. A settled or closed link (`paid`, `already_paid`, `completed`, `refunded`, `cancelled`,
 *    `not_found`) keeps its state: the hour no longer matters once nothing can be paid.
 * 2. An open link (`pending`, or `failed`, which the guest may retry) is `expired` from `expires_at` on (the
 *    instant itself included: a link is valid for one hour), or when `expires_at` cannot be read.
 * 3. Then `amount_changed` when `displayed` (the link as the page showed it) has another `amount` or
 *    `amount_updated_at`: the guest presses update, the page reads the link again.
 * 4. Otherwise the link's own state.
 *
 * A state a later API version adds is shown as `not_found` ("payment record not found"), so the page never
 * offers to pay a link it does not understand.
 *
 * @param payLink - the link as `getPayLink` returns it now.
 * @param now - the current instant (the mock clock in tests).
 * @param displayed - the link as the page showed it to the guest, to notice an amount change.
 * @example
 * ```ts
 * const link = { state: 'pending', amount: 12000, expires_at: '2026-11-21T15:00:00+09:00' } as const;
 * payLinkState(link, new Date('2026-11-21T14:30:00+09:00')); // 'pending'
 * payLinkState(link, new Date('2026-11-21T15:00:00+09:00')); // 'expired'
 * payLinkState(link, new Date('2026-11-21T14:30:00+09:00'), { ...link, amount: 10000 }); // 'amount_changed'
 * payLinkState({ ...link, state: 'refunded' }, new Date('2026-11-22T00:00:00+09:00')); // 'refunded'
 * ```
 */
export function payLinkState(
  payLink: PayLinkStateInput,
  now: Date,
  displayed?: Pick<PayLinkStateInput, 'amount' | 'amount_updated_at'> | null,
): PayLinkViewState {
  if (!KNOWN.includes(payLink.state)) return 'not_found';
  if (!OPEN.includes(payLink.state)) return payLink.state;
  if (!(now.getTime() < Date.parse(payLink.expires_at))) return 'expired';
  if (
    displayed &&
    (displayed.amount !== payLink.amount ||
      !sameInstant(displayed.amount_updated_at, payLink.amount_updated_at))
  ) {
    return 'amount_changed';
  }
  return payLink.state;
}

// The same instant however it is written (`Z` or `+09:00`); both missing is the same too.
function sameInstant(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a === b || Date.parse(a) === Date.parse(b);
}
