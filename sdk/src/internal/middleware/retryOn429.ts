import type { Middleware } from 'openapi-fetch';
import type { ReplayStore } from '../replayStore';
import { sleep } from '../sleep';

export interface RetryOptions {
  fetch: (request: Request) => Promise<Response>;
  store: ReplayStore;
  /** Retries after the first answer; `Infinity` by default, as the seeds say (B §7, B §9). */
  maxRetries: number;
  /** Wait when the answer has no usable `Retry-After`: 1 second by default (B §9). */
  delayMs: number;
  now: () => number;
}

/** Sends a request again while the answer is 429, waiting as told; shared with the session refresh. */
export type RateLimitSettler = (key: Request, response: Response) => Promise<Response>;

/** Seconds (`Retry-After: 2`) or an HTTP date; anything else falls back to the default wait. */
export function retryDelayMs(header: string | null, fallbackMs: number, now: number): number {
  if (header === null || header.trim() === '') return fallbackMs;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? fallbackMs : Math.max(0, at - now);
}

export function createRateLimitSettler(options: RetryOptions): RateLimitSettler {
  return async (key, response) => {
    let current = response;
    for (let attempt = 0; current.status === 429 && attempt < options.maxRetries; attempt += 1) {
      const again = options.store.copy(key);
      if (!again) break;
      // The wait listens to the caller's signal, so an endless 429 storm can always be abandoned.
      await sleep(
        retryDelayMs(current.headers.get('Retry-After'), options.delayMs, options.now()),
        key.signal,
      );
      current = await options.fetch(again);
    }
    return current;
  };
}

/** Retries 429 answers (B §7: "On 429 the client retries without limit, after 1 second"). */
export function retryOn429Middleware(settle: RateLimitSettler): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.status !== 429) return undefined;
      return settle(request, response);
    },
  };
}
