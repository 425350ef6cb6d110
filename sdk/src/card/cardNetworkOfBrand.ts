import type { components } from '../generated/openapi';
import type { CardNetwork } from './cardBrandFromNumber';

const NETWORK_OF_BRAND: Record<components['schemas']['CardBrand'], CardNetwork> = {
  visa: 'visa',
  ponta_visa: 'visa',
  master: 'master',
  mastercard: 'master',
  amex: 'amex',
  jcb: 'jcb',
  diners: 'diners',
};

/**
 * The network of a card brand (the contract's `CardBrand`: visa, ponta_visa, master, mastercard, amex, jcb,
 * diners): `ponta_visa` is a Visa card chosen as Ponta to earn points, and `master` and `mastercard` are two
 * spellings of Mastercard.
 *
 * @example
 * ```ts
 * cardNetworkOfBrand('ponta_visa'); // 'visa'
 * cardNetworkOfBrand('mastercard'); // 'master'
 * cardNetworkOfBrand('jcb'); // 'jcb'
 * ```
 */
export function cardNetworkOfBrand(brand: components['schemas']['CardBrand']): CardNetwork {
  return NETWORK_OF_BRAND[brand];
}
