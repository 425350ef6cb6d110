import type { components } from '@staykit/sdk';

// Card networks are proper names, written the same in every language.
const NAMES: Readonly<Record<components['schemas']['CardBrand'], string>> = {
  visa: 'Visa',
  ponta_visa: 'Ponta Visa',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

/**
 * The name of a card brand as people know it (`master` and `mastercard` are both Mastercard).
 *
 * @example
 * ```ts
 * cardBrandName('jcb'); // 'JCB'
 * ```
 */
export function cardBrandName(brand: components['schemas']['CardBrand']): string {
  return NAMES[brand];
}
