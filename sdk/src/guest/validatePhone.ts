import { normalizePhone } from './normalizePhone';
import { validateRequired } from './validateRequired';

// An optional + first, then 7 to 15 digits: E.164 caps an international number at 15 digits, and no
// reachable number with its area or country code is shorter than 7.
const PHONE = /^\+?[0-9]{7,15}$/;

/**
 * Why a phone number cannot be sent, or `null` when it can.
 *
 * - `required`: missing or blank.
 * - `invalid`: once written as the API takes it ({@link normalizePhone}: separators removed, full-width
 *   digits made half-width), anything besides digits and a leading `+`, or fewer than 7 or more than 15
 *   digits.
 *
 * Decision: guests write numbers with separators (`090-1234-5678`, `+81 90 1234 5678`); they are accepted
 * and the form sends `normalizePhone`'s form, which the API's pattern (`^\+?[0-9]+$`) takes.
 *
 * @example
 * ```ts
 * validatePhone('+81312345678'); // null
 * validatePhone('090-1234-5678'); // null: sent as 09012345678
 * validatePhone('81+312345678'); // 'invalid'
 * validatePhone('12345'); // 'invalid': too short
 * ```
 */
export function validatePhone(phone: string | null | undefined): 'required' | 'invalid' | null {
  if (validateRequired(phone)) return 'required';
  return PHONE.test(normalizePhone((phone ?? '').trim())) ? null : 'invalid';
}
