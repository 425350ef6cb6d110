/**
 * Whether the terms were accepted: `not_accepted` unless the value is exactly `true`. A string such as `'on'`
 * or `'true'` from a raw form field does not count; the form passes the checkbox's `checked`.
 *
 * @example
 * ```ts
 * validateTermsAccepted(true); // null
 * validateTermsAccepted(false); // 'not_accepted'
 * validateTermsAccepted(undefined); // 'not_accepted'
 * ```
 */
export function validateTermsAccepted(accepted: boolean | null | undefined): 'not_accepted' | null {
  return accepted === true ? null : 'not_accepted';
}
