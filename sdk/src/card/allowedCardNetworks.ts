import type { CardNetwork } from './cardBrandFromNumber';

/**
 * The card networks accepted for a payment (docs/rules.md, "Cards"): Visa and Mastercard in multi-currency
 * mode (see `isMultiCurrencyMode`), all five otherwise. A Ponta card is a Visa card, so it is accepted in
 * both. The form shows these logos; {@link validateCard} refuses the others with `card_brand_not_allowed`.
 *
 * @param multiCurrency - the payment is in multi-currency mode.
 * @example
 * ```ts
 * allowedCardNetworks(true); // ['visa', 'master']
 * allowedCardNetworks(false); // ['visa', 'master', 'jcb', 'amex', 'diners']
 * ```
 */
export function allowedCardNetworks(multiCurrency: boolean): readonly CardNetwork[] {
  return multiCurrency ? ['visa', 'master'] : ['visa', 'master', 'jcb', 'amex', 'diners'];
}
