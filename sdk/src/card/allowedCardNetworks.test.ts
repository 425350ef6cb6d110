import { describe, expect, it } from 'vitest';
import { allowedCardNetworks } from './allowedCardNetworks';

describe('allowedCardNetworks', () => {
  it('takes Visa and Mastercard only in multi-currency mode', () => {
    expect(allowedCardNetworks(true)).toEqual(['visa', 'master']);
  });

  it('takes JCB, Amex and Diners as well otherwise', () => {
    expect(allowedCardNetworks(false)).toEqual(['visa', 'master', 'jcb', 'amex', 'diners']);
  });
});
