import { describe, expect, it } from 'vitest';
import { cardNetworkOfBrand } from './cardNetworkOfBrand';

describe('cardNetworkOfBrand', () => {
  it.each([
    ['visa', 'visa'],
    ['ponta_visa', 'visa'],
    ['master', 'master'],
    ['mastercard', 'master'],
    ['amex', 'amex'],
    ['jcb', 'jcb'],
    ['diners', 'diners'],
  ] as const)('%s is on the %s network', (brand, network) => {
    expect(cardNetworkOfBrand(brand)).toBe(network);
  });
});
