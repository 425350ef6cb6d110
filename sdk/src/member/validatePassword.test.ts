import { describe, expect, it } from 'vitest';
import { validatePassword } from './validatePassword';
import { validatePasswordConfirmation } from './validatePasswordConfirmation';

describe('validatePassword: a code, never text', () => {
  it.each([
    ['a strong sign-up password', 'Hanako2026', 'sign_up', null],
    ['a strong new password', 'Hanako-2026', 'change', null],
    ['a new password without a symbol', 'Hanako2026', 'change', '1300'],
    ['too short', 'Hana20', 'sign_up', '1300'],
    ['spaces only: weak, not missing', '        ', 'sign_up', '1300'],
    ['empty', '', 'sign_up', 'required'],
    ['missing', undefined, 'change', 'required'],
    ['null', null, 'sign_up', 'required'],
  ] as const)('%s', (_what, password, purpose, code) => {
    expect(validatePassword(password, purpose)).toBe(code);
  });
});

describe('validatePasswordConfirmation: the confirmation repeats the password exactly', () => {
  it.each([
    ['the same', 'Hanako2026', 'Hanako2026', null],
    ['another case', 'Hanako2026', 'hanako2026', 'mismatch'],
    ['a space more', 'Hanako2026', 'Hanako2026 ', 'mismatch'],
    ['a confirmation of an empty password', '', 'Hanako2026', 'mismatch'],
    ['an empty confirmation', 'Hanako2026', '', 'required'],
    ['no confirmation', 'Hanako2026', undefined, 'required'],
  ] as const)('%s', (_what, password, confirmation, code) => {
    expect(validatePasswordConfirmation(password, confirmation)).toBe(code);
  });
});
