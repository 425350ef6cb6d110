import { describe, expect, it } from 'vitest';
import { isLuhnValid } from './isLuhnValid';

describe('isLuhnValid', () => {
  it('works 4111 1111 1111 1111 by hand', () => {
    // From the right, every second digit is doubled: seven 1s and the leading 4 give 7 × 2 + 4 × 2 = 22;
    // the eight other 1s add 8. 22 + 8 = 30 ends in 0.
    expect(isLuhnValid('4111111111111111')).toBe(true);
  });

  it.each([
    ['Visa', '4111 1111 1111 1111'],
    ['Visa', '4012 8888 8888 1881'],
    ['Visa, 13 digits', '4222222222222'],
    ['Mastercard', '5555 5555 5555 4444'],
    ['Mastercard 2-series', '2223 0000 4840 0011'],
    ['American Express', '3782 822463 10005'],
    ['American Express', '3714 496353 98431'],
    ['JCB', '3530 1113 3330 0000'],
    ['JCB', '3566 0020 2036 0505'],
    ['Diners', '3056 9309 0259 04'],
    ['Diners', '3852 0000 0232 37'],
    ['with hyphens', '4111-1111-1111-1111'],
  ])('passes a %s test number: %s', (_network, number) => {
    expect(isLuhnValid(number)).toBe(true);
  });

  it.each([
    ['a wrong last digit', '4111 1111 1111 1112'],
    ['two neighbours swapped', '4102 8888 8888 1881'],
    ['a mistyped digit', '5555 5555 5555 4445'],
    ['a letter', '4111 1111 1111 111O'],
    ['nothing', ''],
  ])('fails %s', (_what, number) => {
    expect(isLuhnValid(number)).toBe(false);
  });
});
