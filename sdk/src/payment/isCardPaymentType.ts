import type { components } from '../generated/openapi';

const CARD_PAYMENT_TYPES: readonly components['schemas']['PaymentType'][] = [
  'credit_card',
  'credit_card_international',
  'twd_credit_card',
  'twd_credit_card_deposit',
  'on_site_credit_card_required',
];

/**
 * Whether a payment type takes a card online, which is refused when nothing is left to pay (docs/rules.md,
 * "Payment types").
 *
 * The card types are `credit_card`, `credit_card_international`, `twd_credit_card`,
 * `twd_credit_card_deposit` and `on_site_credit_card_required`. The last one is paid on site, but the card
 * is still entered and authorised online as a guarantee, so it needs the card step like the others.
 * `pre_paid`, `on_site`, `deferred_payment` and `bank_transfer` take no card here.
 *
 * @param type - a payment type of the contract.
 * @example
 * ```ts
 * isCardPaymentType('twd_credit_card'); // true
 * isCardPaymentType('on_site'); // false
 * ```
 */
export function isCardPaymentType(type: components['schemas']['PaymentType']): boolean {
  return CARD_PAYMENT_TYPES.includes(type);
}
