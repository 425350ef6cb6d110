import type { StaykitError } from '@staykit/sdk';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The new total a `price_changed` refusal carries (the error envelope's `meta.new_total_price`, hotel
 * currency), or `null` when the answer has none. Any of the envelope's shapes is read: `errors` as a list
 * or one object, or `error`.
 *
 * @example
 * ```ts
 * newTotalOfRefusal(error); // 33600 after { errors: [{ code: 'price_changed', meta: { new_total_price: 33600 } }] }
 * ```
 */
export function newTotalOfRefusal(error: Pick<StaykitError, 'raw'>): number | null {
  const body = error.raw;
  if (!isRecord(body)) return null;
  const errors = body['errors'] ?? body['error'];
  const first: unknown = Array.isArray(errors) ? errors[0] : errors;
  if (!isRecord(first) || !isRecord(first['meta'])) return null;
  const total = first['meta']['new_total_price'];
  return typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : null;
}
