import { describe, expect, it } from 'vitest';
import { zReservationGuestInput } from '../generated/zod/zod.gen';
import { normalizePhone } from './normalizePhone';
import { validatePhone } from './validatePhone';

const apiPhone = zReservationGuestInput.shape.phone;

describe('validatePhone: digits and a leading +, once separators are removed', () => {
  it.each([
    ['a Japanese mobile', '09012345678'],
    ['a Tokyo number in international form', '+81312345678'],
    ['a Taiwanese mobile', '+886912345678'],
    ['the shortest, 7 digits', '1234567'],
    ['the longest, 15 digits after +', '+123456789012345'],
    ['spaces around', ' 0312345678 '],
    ['hyphens', '090-1234-5678'],
    ['spaces inside, international', '+81 90 1234 5678'],
    ['brackets', '(03)1234-5678'],
    ['dots', '03.1234.5678'],
    ['full-width digits', '０９０１２３４５６７８'],
    ['full-width plus, brackets and a long dash', '＋81（3）1234ー5678'],
  ])('accepts %s: %s', (_what, phone) => {
    expect(validatePhone(phone)).toBeNull();
    // What the form sends is what the API takes.
    expect(apiPhone.safeParse(normalizePhone(phone.trim())).success).toBe(true);
  });

  it.each([
    ['a + in the middle', '81+312345678'],
    ['two +', '++81312345678'],
    ['letters', '0120ABCDEF'],
    ['a slash', '03/1234/5678'],
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

describe('normalizePhone: the number as the API takes it', () => {
  it.each([
    ['090-1234-5678', '09012345678'],
    ['+81 90 1234 5678', '+819012345678'],
    ['（03）1234-5678', '0312345678'],
    ['０３−１２３４−５６７８', '0312345678'],
    ['81+312345678', '81+312345678'],
  ])('%s → %s', (typed, sent) => {
    expect(normalizePhone(typed)).toBe(sent);
  });
});
