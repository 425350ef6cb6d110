/**
 * Whether the confirmation repeats the password exactly: `required` when it is empty, `mismatch` when it
 * differs in any character (case and spaces included), otherwise `null`.
 *
 * @param password - the password field.
 * @param confirmation - the confirmation field.
 * @example
 * ```ts
 * validatePasswordConfirmation('Hanako2026', 'Hanako2026'); // null
 * validatePasswordConfirmation('Hanako2026', 'hanako2026'); // 'mismatch'
 * validatePasswordConfirmation('Hanako2026', ''); // 'required'
 * ```
 */
export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): 'required' | 'mismatch' | null {
  if (confirmation === null || confirmation === undefined || confirmation === '') return 'required';
  return confirmation === (password ?? '') ? null : 'mismatch';
}
