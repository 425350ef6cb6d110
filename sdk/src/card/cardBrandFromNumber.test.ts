import { describe, expect, it } from 'vitest';
import { cardBrandFromNumber } from './cardBrandFromNumber';

describe('cardBrandFromNumber', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4012 8888 8888 1881', 'visa'],
    ['4222 2222 2222 2', 'visa'],
    ['5555 5555 5555 4444', 'master'],
    ['5105 1051 0510 5100', 'master'],
    ['2221 0000 0000 0009', 'master'],
    ['2223 0000 4840 0011', 'master'],
    ['2720 9900 0000 0007', 'master'],
    ['3782 822463 10005', 'amex'],
    ['3714 496353 98431', 'amex'],
    ['3528 0000 0000 0007', 'jcb'],
    ['3530 1113 3330 0000', 'jcb'],
    ['3566 0020 2036 0505', 'jcb'],
    ['3056 9309 0259 04', 'diners'],
    ['3600 6666 3333 44', 'diners'],
    ['3852 0000 0232 37', 'diners'],
  ] as const)('reads %s as %s', (number, network) => {
    expect(cardBrandFromNumber(number)).toBe(network);
  });

  it.each([
    ['4', 'visa'],
    ['51', 'master'],
    ['37', 'amex'],
    ['3528', 'jcb'],
    ['36', 'diners'],
  ] as const)('tells the network while typing: %s is %s', (start, network) => {
    expect(cardBrandFromNumber(start)).toBe(network);
  });

  it.each([
    ['Discover', '6011 1111 1111 1117'],
    ['UnionPay', '6200 0000 0000 0005'],
    ['Maestro 50', '5018 0000 0009'],
    ['2220, just below Mastercard 2-series', '2220 0000 0000 0000'],
    ['2721, just above it', '2721 0000 0000 0000'],
    ['3527, just below JCB', '3527 0000 0000 0000'],
    ['306, between Diners ranges', '3060 0000 0000 00'],
    ['too few digits to tell', '3'],
    ['a letter', '4111 1111 1111 111O'],
    ['nothing', ''],
  ])('has no network for %s', (_what, number) => {
    expect(cardBrandFromNumber(number)).toBeNull();
  });
});
