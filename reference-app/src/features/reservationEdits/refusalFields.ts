import type { StaykitError } from '@staykit/sdk';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first error object of an envelope, in any of its shapes (`errors` list or object, `error` object). */
function firstError(raw: unknown): Record<string, unknown> | null {
  if (!isRecord(raw)) return null;
  const errors = raw['errors'];
  if (Array.isArray(errors)) return isRecord(errors[0]) ? errors[0] : null;
  if (isRecord(errors)) return errors;
  return isRecord(raw['error']) ? raw['error'] : null;
}

/**
 * The request fields a refusal names (docs/errors.md: the error body's `details` holds, beside `base`, one entry per
 * field, a dotted path such as `guest.email` or `answers.0.answer.text`), first named first; empty when it
 * names none or the body is not the API's.
 *
 * @param error - a refusal of the API (`StaykitError`; its `raw` is the parsed body).
 * @example
 * ```ts
 * refusalFields(error); // ['guest.phone', 'guest.postal_code'] for a 1000 naming both
 * ```
 */
export function refusalFields(error: Pick<StaykitError, 'raw'>): string[] {
  const details = firstError(error.raw)?.['details'];
  if (!isRecord(details)) return [];
  return Object.keys(details).filter((field) => field !== 'base');
}
