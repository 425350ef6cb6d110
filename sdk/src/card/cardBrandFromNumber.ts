import { cardNumberDigits } from './cardNumberDigits';

/**
 * A card network (the contract's `CardBrand` values, as networks): the brands `visa` and `ponta_visa` are the
 * Visa network, `master` and `mastercard` the Mastercard one (the contract treats them as the same network).
 *
 * @example
 * ```ts
 * const network: CardNetwork = 'jcb';
 * ```
 */
export type CardNetwork = 'visa' | 'master' | 'amex' | 'jcb' | 'diners';

// Issuer ranges (IIN prefixes) the networks publish. Diners' 36, 38 and 39 and its 300-305 and 3095 are
// Diners Club International; US and Canadian Diners cards start with 54-55 and are Mastercard.
const PREFIXES: readonly (readonly [CardNetwork, RegExp])[] = [
  ['visa', /^4/],
  ['master', /^(5[1-5]|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)/],
  ['amex', /^3[47]/],
  ['jcb', /^35(2[89]|[3-8][0-9])/],
  ['diners', /^3(0[0-5]|095|6|[89])/],
];

/**
 * The network of a card number from its first digits, or `null` when they belong to none of the product's
 * brands or are too few to tell. A card form's brand must match its number (docs/rules.md, "Cards").
 *
 * - Visa 4; Mastercard 51-55 and 2221-2720; American Express 34 and 37; JCB 3528-3589; Diners 300-305,
 *   3095, 36, 38 and 39.
 * - It reads prefixes only, so it works while the number is being typed (the form can show the logo
 *   from `4`); whether the number is complete and well-formed is {@link validateCard}'s question.
 * - It never answers `ponta_visa`: a Ponta card is a Visa number, and only the guest knows it is a Ponta
 *   card. The form lets the guest choose `ponta_visa` as the brand, and {@link validateCard} accepts that
 *   choice for a Visa number. Likewise it answers `master`, never `mastercard`.
 * - Spaces and hyphens are ignored; any other character gives `null`.
 *
 * @example
 * ```ts
 * cardBrandFromNumber('4111 1111 1111 1111'); // 'visa'
 * cardBrandFromNumber('5555 5555 5555 4444'); // 'master'
 * cardBrandFromNumber('3782 822463 10005'); // 'amex'
 * cardBrandFromNumber('3530 1113 3330 0000'); // 'jcb'
 * cardBrandFromNumber('3056 9309 0259 04'); // 'diners'
 * cardBrandFromNumber('6011 1111 1111 1117'); // null: Discover is not accepted
 * ```
 */
export function cardBrandFromNumber(number: string | null | undefined): CardNetwork | null {
  const digits = cardNumberDigits(number);
  if (digits === null) return null;
  return PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}
