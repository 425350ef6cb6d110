import { describe, expect, it } from 'vitest';
import { validateReceiptUnicode } from './validateReceiptUnicode';

describe('validateReceiptUnicode: exactly 8 digits', () => {
  it.each(['22099131', '04595257', '00000000', ' 12345678 '])('accepts %s', (number) => {
    expect(validateReceiptUnicode(number)).toBeNull();
  });

  it.each([
    ['7 digits', '2209913'],
    ['9 digits', '220991310'],
    ['a hyphen', '2209-9131'],
    ['a space inside', '2209 9131'],
    ['full-width digits', '２２０９９１３１'],
    ['a letter', '2209913A'],
  ])('refuses %s: %s', (_what, number) => {
    expect(validateReceiptUnicode(number)).toBe('invalid');
  });

  it.each([undefined, null, '', ' '])('calls %o missing', (number) => {
    expect(validateReceiptUnicode(number)).toBe('required');
  });
});
