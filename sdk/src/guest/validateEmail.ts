import { validateRequired } from './validateRequired';

// Dot-separated atoms of the characters real mailboxes use, not ending in an apostrophe: the address
// forms the API's e-mail check accepts, minus the exotic ones (quoted parts, `!#$%`) no guest types.
const LOCAL_PART = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*$/;
// Labels of letters, digits and inner hyphens, ending in a top-level domain of two letters or more.
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

// RFC 5321 limits: 64 for the local part, 254 for a whole address that can be delivered.
const LOCAL_MAX_LENGTH = 64;
const EMAIL_MAX_LENGTH = 254;

/**
 * Why an e-mail address cannot be sent, or `null` when it can.
 *
 * - `required`: missing or blank.
 * - `invalid`: not `local@domain` with one `@`; the local part is dot-separated runs of letters, digits
 *   and `_ ' + -` (no leading, trailing or double dot, no final apostrophe); the domain is labels of
 *   letters, digits and inner hyphens with a top-level domain of at least two letters (`guest@localhost`
 *   and `guest@192.168.0.1` are refused: a booking confirmation must reach the guest). Spaces inside and
 *   non-ASCII characters are refused too.
 * - `too_long`: a local part over 64 characters or an address over 254.
 *
 * The value is checked without its leading and trailing spaces; send it trimmed. The confirmation
 * field is {@link validateEmailConfirmation}'s.
 *
 * @example
 * ```ts
 * validateEmail('hanako.yamada+trip@example.co.jp'); // null
 * validateEmail('hanako@example'); // 'invalid': no top-level domain
 * validateEmail('hanako..yamada@example.com'); // 'invalid'
 * validateEmail(''); // 'required'
 * ```
 */
export function validateEmail(email: string | null | undefined): 'required' | 'invalid' | 'too_long' | null {
  if (validateRequired(email)) return 'required';
  const trimmed = (email ?? '').trim();
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (at < 0 || !LOCAL_PART.test(local) || local.endsWith("'") || !DOMAIN.test(domain)) return 'invalid';
  if (local.length > LOCAL_MAX_LENGTH || trimmed.length > EMAIL_MAX_LENGTH) return 'too_long';
  return null;
}
