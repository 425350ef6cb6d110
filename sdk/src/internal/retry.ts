import type { StaykitError } from '../errors/StaykitError';

/** The longest `Retry-After` the client waits out; a longer one fails the call at once with its answer. */
export const MAX_RETRY_AFTER_MS = 60_000;
/** The backoff step stops doubling here. */
export const MAX_BACKOFF_MS = 8_000;

const RETRIED_STATUSES = [500, 502, 503, 504];

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** The first backoff step; each retry doubles it, up to `MAX_BACKOFF_MS`. */
  delayMs: number;
  /** In [0, 1): the jitter. */
  random: () => number;
  now: () => number;
}

/** What the retry rule looks at in a failed attempt. */
export interface FailedAttempt {
  /** The answer's error, or the client's own (`network_error`, `timeout`, `invalid_response`). */
  error: StaykitError;
  /** The answer's `Retry-After` header, if there was an answer. */
  retryAfter: string | null;
  /** Whether sending the request again cannot apply it twice: a GET, or a request with an Idempotency-Key. */
  safe: boolean;
}

/**
 * `Retry-After` in milliseconds from `now`, read as RFC 9110 defines it: delta-seconds (digits only) or
 * an HTTP-date (IMF-fixdate, or the obsolete RFC 850 and asctime forms, all in GMT). A date in the past
 * is 0; anything else (`-1`, `1.5`, `soon`, empty) is undefined, as if the header were absent.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Every HTTP-date starts with a day name; the check keeps out what Date.parse reads too generously
  // ("1.5" is a date to it).
  if (!/^[a-z]{3}/i.test(value)) return undefined;
  const at = Date.parse(/gmt/i.test(value) ? value : `${value} GMT`);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The wait before retrying a failed attempt (`retry` retries done so far), or undefined when the call
 * should fail with it now.
 *
 * Retried: a 429 (the request was refused, not applied), and for a safe request a network failure or
 * a 500, 502, 503 or 504 that carries no error code of the API (a proxy's or load balancer's page, a
 * crashed server). Not retried: a 5xx with a code, which is the API's own answer (`maintenance`,
 * `service_unavailable`, a payment gateway's or loyalty provider's failure) for the app to act on; a
 * timeout, since an attempt that got no answer in time is unlikely to get one sooner and a retry would
 * add load to a struggling server; an answer that is not JSON; anything else.
 *
 * The wait is the larger of `Retry-After` and the backoff step (`delayMs`, doubling per retry up to
 * `MAX_BACKOFF_MS`), plus a random part of up to half the step so that clients spread out. A
 * `Retry-After` beyond `MAX_RETRY_AFTER_MS` ends the retries: the server will not serve the call soon.
 */
export function retryWaitMs(failed: FailedAttempt, retry: number, policy: RetryPolicy): number | undefined {
  const { status, code } = failed.error;
  const retried =
    status === 429 ||
    (failed.safe &&
      (code === 'network_error' || (RETRIED_STATUSES.includes(status) && code === 'unknown_error')));
  if (!retried || retry >= policy.maxRetries) return undefined;
  const step = Math.min(policy.delayMs * 2 ** retry, Math.max(policy.delayMs, MAX_BACKOFF_MS));
  const asked = retryAfterMs(failed.retryAfter, policy.now()) ?? 0;
  return asked > MAX_RETRY_AFTER_MS ? undefined : Math.max(asked, step) + (policy.random() * step) / 2;
}
