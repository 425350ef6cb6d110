/**
 * Why a password is being set: `sign_up` (a new account) or `change` (a member changing it, or setting a new
 * one through a reset link). A change also needs a symbol (docs/rules.md, "Membership").
 *
 * @example
 * ```ts
 * const purpose: PasswordPurpose = 'change';
 * ```
 */
export type PasswordPurpose = 'sign_up' | 'change';

/**
 * One thing a password must have: `min_length` (at least {@link PASSWORD_MIN_LENGTH} characters),
 * `upper_case` (A-Z), `lower_case` (a-z), `digit` (0-9) and, when changing it, `symbol` (one of the
 * printable ASCII signs `` !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~ ``).
 *
 * @example
 * ```ts
 * const requirement: PasswordRequirement = 'digit';
 * ```
 */
export type PasswordRequirement = 'min_length' | 'upper_case' | 'lower_case' | 'digit' | 'symbol';

/**
 * The shortest password accepted, counted in characters (code points, so an emoji is one).
 *
 * @example
 * ```ts
 * 'Hanako2026'.length >= PASSWORD_MIN_LENGTH; // true
 * ```
 */
export const PASSWORD_MIN_LENGTH = 8;

// ASCII classes, as the API checks them: a full-width Ａ or an accented É is neither upper case nor a symbol
// here, so the form never promises what the server then refuses with 1300.
const TESTS: Readonly<Record<PasswordRequirement, (password: string) => boolean>> = {
  min_length: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  upper_case: (password) => /[A-Z]/.test(password),
  lower_case: (password) => /[a-z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  symbol: (password) => /[!-/:-@[-`{-~]/.test(password),
};

/**
 * What a password must have for a purpose, in the order a form lists them as hints.
 *
 * @param purpose - `sign_up` or `change`.
 * @example
 * ```ts
 * passwordRequirements('sign_up'); // ['min_length', 'upper_case', 'lower_case', 'digit']
 * passwordRequirements('change'); // [...the same, 'symbol']
 * ```
 */
export function passwordRequirements(purpose: PasswordPurpose): readonly PasswordRequirement[] {
  const always: PasswordRequirement[] = ['min_length', 'upper_case', 'lower_case', 'digit'];
  return purpose === 'change' ? [...always, 'symbol'] : always;
}

/**
 * The requirements a password does not meet yet, in {@link passwordRequirements} order: what a form shows
 * as unticked while the member types.
 *
 * @param password - the password as typed (not trimmed: a space is a character of it).
 * @param purpose - `sign_up` or `change`.
 * @example
 * ```ts
 * unmetPasswordRequirements('hanako', 'sign_up'); // ['min_length', 'upper_case', 'digit']
 * unmetPasswordRequirements('Hanako2026', 'change'); // ['symbol']
 * unmetPasswordRequirements('Hanako-2026', 'change'); // []
 * ```
 */
export function unmetPasswordRequirements(
  password: string,
  purpose: PasswordPurpose,
): readonly PasswordRequirement[] {
  return passwordRequirements(purpose).filter((requirement) => !TESTS[requirement](password));
}
