/**
 * Whether a required field is filled: `required` for a missing value and for one that is only whitespace
 * (ASCII or ideographic spaces, tabs, line breaks), otherwise `null`. A number or `true` counts as filled;
 * `false` does not, so a required checkbox uses {@link validateTermsAccepted} for its own code.
 *
 * @example
 * ```ts
 * validateRequired('Yamada'); // null
 * validateRequired(' \u3000 '); // 'required': only spaces
 * validateRequired(undefined); // 'required'
 * ```
 */
export function validateRequired(value: string | number | boolean | null | undefined): 'required' | null {
  if (value === null || value === undefined || value === false) return 'required';
  if (typeof value === 'string' && value.trim() === '') return 'required';
  return null;
}
