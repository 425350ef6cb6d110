import { validateRequired } from './validateRequired';

// An optional + first, then 7 to 15 digits: E.164 caps an international number at 15 digits, and no
// reachable number with its area or country code is shorter than 7.
const PHONE = /^\+?[0-9]{7,15}$/;

/**
 * Why a phone number cannot be sent, or `null` when it can.
 *
 * - `required`: missing or blank.
 * - `invalid`: any character besides half-width digits and a leading `+` (so `090-1234-5678`,
 *   `(03) 1234 5678`, full-width digits and a `+` in the middle are refused), or fewer than 7 or more than
 *   15 digits.
 *
 * Decision: separators are refused rather than removed, as the API's pattern (`^\+?[0-9]+$`) does; a form
 * that wants to be lenient removes spaces and hyphens before checking and sending. The value is checked
 * without its leading and trailing spaces; send it trimmed.
 *
 * @example
 * ```ts
 * validatePhone('+81312345678'); // null
 * validatePhone('09012345678'); // null
 * validatePhone('090-1234-5678'); // 'invalid'
 * validatePhone('12345'); // 'invalid': too short
 * ```
 */
export function validatePhone(phone: string | null | undefined): 'required' | 'invalid' | null {
  if (validateRequired(phone)) return 'required';
  return PHONE.test((phone ?? '').trim()) ? null : 'invalid';
}
