import { describe, expect, it } from 'vitest';
import { validateEmailConfirmation } from './validateEmailConfirmation';

describe('validateEmailConfirmation: the confirmation repeats the e-mail', () => {
  it.each([
    ['the same address', 'hanako@example.com', 'hanako@example.com'],
    ['spaces around', 'hanako@example.com', ' hanako@example.com '],
    ['a domain in other case', 'hanako@example.com', 'hanako@Example.COM'],
  ])('accepts %s', (_what, email, confirmation) => {
    expect(validateEmailConfirmation(email, confirmation)).toBeNull();
  });

  it.each([
    ['a typo', 'hanako@example.com', 'hanak@example.com'],
    ['a local part in other case', 'hanako@example.com', 'Hanako@example.com'],
    ['another domain', 'hanako@example.com', 'hanako@example.co.jp'],
    ['a confirmation of an empty e-mail', '', 'hanako@example.com'],
  ])('refuses %s', (_what, email, confirmation) => {
    expect(validateEmailConfirmation(email, confirmation)).toBe('mismatch');
  });

  it.each([undefined, null, '', ' '])('calls a confirmation %o missing', (confirmation) => {
    expect(validateEmailConfirmation('hanako@example.com', confirmation)).toBe('required');
    expect(validateEmailConfirmation('', confirmation)).toBe('required');
  });
});
