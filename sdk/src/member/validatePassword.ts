import { type PasswordPurpose, unmetPasswordRequirements } from './passwordRequirements';

/**
 * Whether a password may be set: `required` when it is empty, `1300` (the catalogue's "password too weak",
 * the code the API answers) when it misses one of {@link passwordRequirements}, otherwise `null`. Which
 * requirement is missing is {@link unmetPasswordRequirements}'s answer.
 *
 * A password is never trimmed: spaces are characters of it, and one made only of spaces is weak, not
 * missing.
 *
 * @param password - the password field.
 * @param purpose - `sign_up` or `change` (a change also needs a symbol).
 * @example
 * ```ts
 * validatePassword('Hanako2026', 'sign_up'); // null
 * validatePassword('Hanako2026', 'change'); // '1300': no symbol
 * validatePassword('', 'sign_up'); // 'required'
 * ```
 */
export function validatePassword(
  password: string | null | undefined,
  purpose: PasswordPurpose,
): 'required' | '1300' | null {
  if (password === null || password === undefined || password === '') return 'required';
  return unmetPasswordRequirements(password, purpose).length > 0 ? '1300' : null;
}
