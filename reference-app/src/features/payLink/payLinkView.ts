import { payLinkState, type components, type PayLinkViewState } from '@staykit/sdk';

type PayLink = components['schemas']['PayLink'];
type PayLinkTransaction = components['schemas']['PayLinkTransaction'];

/**
 * What the pay-link page shows: still loading, the link's state (the SDK's `payLinkState`), the guest back
 * from 3-D Secure while the issuer's answer is not in yet, or a link that could not be read for another
 * reason (`code`, shown with the SDK's message).
 *
 * @example
 * ```ts
 * const view: PayLinkView = { kind: 'state', state: 'amount_changed' };
 * ```
 */
export type PayLinkView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'state'; readonly state: PayLinkViewState }
  | { readonly kind: 'confirming' }
  | { readonly kind: 'error'; readonly code: string };

/**
 * What `payLinkView` reads.
 *
 * @example
 * ```ts
 * const input: PayLinkViewInput = { link, linkError: null, returnedAttempt: null, now: new Date(), displayed: link };
 * ```
 */
export interface PayLinkViewInput {
  /** The link as `getPayLink` last answered it (kept while a refetch fails). */
  link: PayLink | undefined;
  /** The code of the last `getPayLink` failure, or null. */
  linkError: string | null;
  /** The attempt the 3-D Secure page returned the guest with, once read. */
  returnedAttempt: PayLinkTransaction | null;
  /** The guest is back from 3-D Secure and that attempt is still being read. */
  awaitingReturnedAttempt?: boolean;
  now: Date;
  /** The amount the guest was shown (`amount`, `amount_updated_at`); none on the read-only page. */
  displayed: Pick<PayLink, 'amount' | 'amount_updated_at'> | null;
}

// Payment statuses after which the money is taken (docs/widget.md#checkout).
const PAID: ReadonlySet<string> = new Set(['authorized', 'capturing', 'captured']);

/**
 * The view of the pay-link page (docs/widget.md#after-booking; pay link not found, amount changed: docs/errors.md):
 *
 * 1. `getPayLink` answering 410 `pay_link_expired` is `expired` (reload), 404 `pay_link_not_found` is
 *    `not_found`, whatever an earlier answer said: the server's word is the newer one.
 * 2. Another failure is `error` when there is no link to show; with one, the link stays on screen.
 * 3. Back from 3-D Secure: `confirming` while that attempt is being read or is still `pre_3d_secure`;
 *    authorized (or further) is `paid`, even before the link is read again.
 * 4. Otherwise `payLinkState(link, now, displayed)`: settled states as they are, an open link past its
 *    hour `expired`, an amount other than the one shown `amount_changed`.
 *
 * @example
 * ```ts
 * payLinkView({ link: undefined, linkError: 'pay_link_expired', returnedAttempt: null, now, displayed: null });
 * // { kind: 'state', state: 'expired' }
 * ```
 */
export function payLinkView(input: PayLinkViewInput): PayLinkView {
  if (input.linkError === 'pay_link_expired') return { kind: 'state', state: 'expired' };
  if (input.linkError === 'pay_link_not_found') return { kind: 'state', state: 'not_found' };
  if (input.link === undefined) {
    return input.linkError === null ? { kind: 'loading' } : { kind: 'error', code: input.linkError };
  }
  if (input.awaitingReturnedAttempt || input.returnedAttempt?.status === 'pre_3d_secure') {
    return { kind: 'confirming' };
  }
  if (input.returnedAttempt && PAID.has(input.returnedAttempt.status))
    return { kind: 'state', state: 'paid' };
  return { kind: 'state', state: payLinkState(input.link, input.now, input.displayed) };
}

/**
 * Codes of `createPayLinkTransaction` that say what became of the link rather than of the card: the page
 * reads the link again and shows its state, with this message.
 *
 * @example
 * ```ts
 * LINK_REFUSALS.has('3200'); // true
 * ```
 */
export const LINK_REFUSALS: ReadonlySet<string> = new Set([
  'payment_amount_changed',
  'pay_link_already_paid',
  'pay_link_expired',
  'pay_link_not_found',
  '3200',
  '3201',
]);
