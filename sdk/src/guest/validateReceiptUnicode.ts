import { validateRequired } from './validateRequired';

/**
 * Why a Taiwan unified business number (`receipt_unicode`, 統一編號) cannot be sent, or `null` when it can
 * (docs/rules.md, "Guest details").
 *
 * - `required`: missing or blank (whether it is required is the caller's question; see `taiwanReceipt`
 *   of {@link validateGuestDetails}).
 * - `invalid`: not exactly 8 half-width digits (7 or 9 digits, a hyphen, full-width digits).
 *
 * Decision: the number's check digit is not computed; the rule asks for 8 digits only, and the tax
 * authority's checksum rule is the hotel's invoicing system to apply. The value is checked without its
 * leading and trailing spaces; send it trimmed.
 *
 * @example
 * ```ts
 * validateReceiptUnicode('22099131'); // null
 * validateReceiptUnicode('2209913'); // 'invalid': 7 digits
 * ```
 */
export function validateReceiptUnicode(number: string | null | undefined): 'required' | 'invalid' | null {
  if (validateRequired(number)) return 'required';
  return /^[0-9]{8}$/.test((number ?? '').trim()) ? null : 'invalid';
}
