import { describe, expect, it } from 'vitest';
import { zReservationGuestInput } from '../generated/zod/zod.gen';
import { validatePhone } from './validatePhone';

const apiPhone = zReservationGuestInput.shape.phone;

describe('validatePhone: digits and a leading + only', () => {
  it.each([
    ['a Japanese mobile', '09012345678'],
    ['a Tokyo number in international form', '+81312345678'],
    ['a Taiwanese mobile', '+886912345678'],
    ['the shortest, 7 digits', '1234567'],
    ['the longest, 15 digits after +', '+123456789012345'],
    ['spaces around', ' 0312345678 '],
  ])('accepts %s: %s', (_what, phone) => {
    expect(validatePhone(phone)).toBeNull();
    expect(apiPhone.safeParse(phone.trim()).success).toBe(true);
  });

  it.each([
    ['hyphens', '090-1234-5678'],
    ['spaces inside', '03 1234 5678'],
    ['brackets', '(03)12345678'],
    ['a + in the middle', '81+312345678'],
    ['two +', '++81312345678'],
    ['full-width digits', '０９０１２３４５６７８'],
    ['letters', '0120ABCDEF'],
    ['6 digits', '123456'],
    ['16 digits', '1234567890123456'],
    ['only +', '+'],
  ])('refuses %s: %s', (_what, phone) => {
    expect(validatePhone(phone)).toBe('invalid');
  });

  it.each([undefined, null, '', '  '])('calls %o missing', (phone) => {
    expect(validatePhone(phone)).toBe('required');
  });
});
