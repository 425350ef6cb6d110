import type { components } from '../generated/openapi';

/**
 * The client codes of form checks, for problems the error catalogue has no specific code for (its only field
 * code is the generic `1000`, "a field is missing or invalid"): `required` (missing or blank), `too_long`
 * (over the contract's maximum length), `invalid` (wrong form: an e-mail without a domain, a phone with
 * letters), `unsupported_characters` (a character the field does not accept), `mismatch` (a confirmation that
 * differs) and `not_accepted` (an unticked box that must be ticked). A form turns them into its own text,
 * keyed by field and code.
 *
 * @example
 * ```ts
 * CLIENT_FIELD_CODES.includes('mismatch'); // true
 * ```
 */
export const CLIENT_FIELD_CODES = [
  'required',
  'too_long',
  'invalid',
  'unsupported_characters',
  'mismatch',
  'not_accepted',
] as const;

/**
 * A client code of form checks (see {@link CLIENT_FIELD_CODES}).
 *
 * @example
 * ```ts
 * const code: ClientFieldCode = 'required';
 * ```
 */
export type ClientFieldCode = (typeof CLIENT_FIELD_CODES)[number];

/**
 * The code of a field problem: a catalogue code where the catalogue has a specific one (the card codes
 * `3004`, `3005`, `card_brand_not_allowed`, ...), otherwise a {@link ClientFieldCode}.
 *
 * @example
 * ```ts
 * const codes: FieldProblemCode[] = ['required', '3004', 'card_amount_limit_exceeded'];
 * ```
 */
export type FieldProblemCode = ClientFieldCode | components['schemas']['ErrorCode'];

/**
 * One problem of a form: which field, and a code, never message text (the text depends on the locale and
 * belongs to the form).
 *
 * @typeParam Field - the names of the form's fields.
 * @example
 * ```ts
 * const problem: FieldProblem<'email'> = { field: 'email', code: 'invalid' };
 * ```
 */
export interface FieldProblem<Field extends string = string> {
  readonly field: Field;
  readonly code: FieldProblemCode;
}
