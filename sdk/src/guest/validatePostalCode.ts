import { validateRequired } from './validateRequired';

// Half-width letters and digits; 3 (Iceland, Faroe Islands) to 10 characters (the longest codes without
// separators, such as US ZIP+4 as 9 digits, stay inside).
const POSTAL_CODE = /^[A-Za-z0-9]{3,10}$/;

/**
 * Why a postal code cannot be sent, or `null` when it can.
 *
 * - `required`: missing or blank (whether the field is required at all is the caller's question: see
 *   `addressRequired` of {@link validateGuestDetails}).
 * - `invalid`: anything besides half-width letters and digits, or fewer than 3 or more than 10 of them.
 *
 * Decision: spaces and hyphens inside are refused, not removed, because only letters and digits are allowed
 * and the API's pattern (`^[A-Za-z0-9]+$`) refuses them too: `100-0005` and `SW1A 1AA` are entered as
 * `1000005` and `SW1A1AA`. A form may remove them for the guest before checking and sending, and should say
 * so next to the field. The value is checked without its leading and trailing spaces; send it trimmed.
 *
 * @example
 * ```ts
 * validatePostalCode('1000005'); // null
 * validatePostalCode('SW1A1AA'); // null
 * validatePostalCode('100-0005'); // 'invalid': no hyphen
 * validatePostalCode('SW1A 1AA'); // 'invalid': no space
 * ```
 */
export function validatePostalCode(postalCode: string | null | undefined): 'required' | 'invalid' | null {
  if (validateRequired(postalCode)) return 'required';
  return POSTAL_CODE.test((postalCode ?? '').trim()) ? null : 'invalid';
}
