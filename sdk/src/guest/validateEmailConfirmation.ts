import { validateRequired } from './validateRequired';

/**
 * Whether the e-mail confirmation field repeats the e-mail: `required` when the confirmation is blank,
 * `mismatch` when it differs, otherwise `null`.
 *
 * Both are compared without surrounding spaces. The domain (after the last `@`) is compared ignoring
 * case, since domains are case-insensitive; the part before it must be identical, since a mail server
 * may treat `Hanako` and `hanako` as different mailboxes. Whether the e-mail itself is valid is
 * {@link validateEmail}'s question, so a blank e-mail with a blank confirmation reports only `required`
 * here.
 *
 * @param email - the e-mail field.
 * @param confirmation - the confirmation field.
 * @example
 * ```ts
 * validateEmailConfirmation('hanako@example.com', 'hanako@EXAMPLE.com'); // null
 * validateEmailConfirmation('hanako@example.com', 'Hanako@example.com'); // 'mismatch'
 * validateEmailConfirmation('hanako@example.com', ''); // 'required'
 * ```
 */
export function validateEmailConfirmation(
  email: string | null | undefined,
  confirmation: string | null | undefined,
): 'required' | 'mismatch' | null {
  if (validateRequired(confirmation)) return 'required';
  return comparable(email ?? '') === comparable(confirmation ?? '') ? null : 'mismatch';
}

function comparable(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}
