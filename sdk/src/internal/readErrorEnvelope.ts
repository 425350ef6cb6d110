/** What the SDK reads out of any error body the API may send. */
export interface ErrorEnvelopeFacts {
  /** The first code found, as a string (`4000` and `"4000"` are the same code). */
  code: string | undefined;
  /** The first title found. */
  title: string | undefined;
  /** The first human-readable text found (`details.base[0].error`, then a plain `error` string). */
  text: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asCode = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * Reads every shape the contract's `ErrorEnvelope` allows (docs/contract.md, "Errors"): `errors` as a list or
 * a single object, or `error` as an object or a string; each object with `code`, `title` and
 * `details.base[0]` holding `code` and `error`. The first code wins; anything unreadable gives empty facts,
 * never an exception, because an error path must not fail on a malformed body.
 */
export function readErrorEnvelope(body: unknown): ErrorEnvelopeFacts {
  if (!isRecord(body)) return { code: undefined, title: undefined, text: asText(body) };
  const errors = body.errors ?? body.error;
  const first: unknown = Array.isArray(errors) ? errors[0] : errors;
  if (!isRecord(first)) return { code: undefined, title: undefined, text: asText(first) };
  const details = isRecord(first.details) ? first.details : undefined;
  const base: unknown = Array.isArray(details?.base) ? details.base[0] : undefined;
  const baseInfo = isRecord(base) ? base : undefined;
  return {
    code: asCode(first.code) ?? asCode(baseInfo?.code),
    title: asText(first.title),
    text: asText(baseInfo?.error) ?? asText(first.detail) ?? asText(first.message),
  };
}
