import { describe, expect, it } from 'vitest';
import { zReservationGuestInput } from '../generated/zod/zod.gen';
import { validateEmail } from './validateEmail';

const apiEmail = zReservationGuestInput.shape.email;

describe('validateEmail', () => {
  it.each([
    'guest@example.com',
    'hanako.yamada@example.co.jp',
    'hanako+trip@example.com',
    "o'brien@example.ie",
    'first_last-1@mail.example-hotel.com',
    'UPPER@EXAMPLE.COM',
    '  guest@example.com  ',
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
    // What the form lets through, the API accepts too.
    expect(apiEmail.safeParse(email.trim()).success).toBe(true);
  });

  it.each([
    ['no @', 'guest.example.com'],
    ['two @', 'guest@home@example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'guest@'],
    ['no top-level domain', 'guest@localhost'],
    ['a one-letter top-level domain', 'guest@example.c'],
    ['an IP address', 'guest@192.168.0.1'],
    ['a leading dot', '.guest@example.com'],
    ['a trailing dot in the local part', 'guest.@example.com'],
    ['a double dot', 'gu..est@example.com'],
    ['a double dot in the domain', 'guest@example..com'],
    ['a label starting with a hyphen', 'guest@-example.com'],
    ['a label ending with a hyphen', 'guest@example-.com'],
    ['a space inside', 'gu est@example.com'],
    ['a final apostrophe', "guest'@example.com"],
    ['a non-ASCII local part', 'はなこ@example.com'],
    ['a full-width @', 'guest＠example.com'],
    ['a comma', 'guest@example,com'],
  ])('refuses %s: %s', (_what, email) => {
    expect(validateEmail(email)).toBe('invalid');
  });

  it.each([undefined, null, '', '  '])('calls %o missing', (email) => {
    expect(validateEmail(email)).toBe('required');
  });

  it('allows a 64-character local part and a 254-character address, not more', () => {
    const domain = (label: string) => `${label}.${label}.${label}.com`;
    expect(validateEmail(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(validateEmail(`${'a'.repeat(65)}@example.com`)).toBe('too_long');
    // 60 + 1 + (61 * 3 + 3 + 3) = 250, then 254 and 255 by lengthening the local part.
    const long = domain('b'.repeat(61));
    expect(`${'a'.repeat(60)}@${long}`.length).toBe(250);
    expect(validateEmail(`${'a'.repeat(64)}@${long}`)).toBeNull();
    expect(validateEmail(`${'a'.repeat(64)}@c${long}`)).toBe('too_long');
  });
});
