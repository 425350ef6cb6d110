import { describe, expect, it } from 'vitest';
import { zReservationGuestInput } from '../generated/zod/zod.gen';
import { validatePostalCode } from './validatePostalCode';

const apiPostalCode = zReservationGuestInput.shape.postal_code;

describe('validatePostalCode: letters and digits only', () => {
  it.each([
    ['Japan', '1000005'],
    ['Taiwan', '10617'],
    ['Korea', '04524'],
    ['the United Kingdom', 'SW1A1AA'],
    ['Canada, lower case', 'k1a0b1'],
    ['the United States, ZIP+4', '205000001'],
    ['Iceland, 3 digits', '101'],
    ['10 characters', 'AB12345678'],
  ])('accepts %s: %s', (_what, postalCode) => {
    expect(validatePostalCode(postalCode)).toBeNull();
    expect(apiPostalCode.safeParse(postalCode).success).toBe(true);
  });

  it.each([
    ['a hyphen', '100-0005'],
    ['a space inside', 'SW1A 1AA'],
    ['full-width digits', '１０００００５'],
    ['a postal mark', '〒1000005'],
    ['2 characters', '12'],
    ['11 characters', '12345678901'],
  ])('refuses %s: %s', (_what, postalCode) => {
    expect(validatePostalCode(postalCode)).toBe('invalid');
  });

  it.each([undefined, null, '', ' '])('calls %o missing', (postalCode) => {
    expect(validatePostalCode(postalCode)).toBe('required');
  });
});
