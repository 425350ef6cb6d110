import createClient, { type Client } from 'openapi-fetch';
import { StaykitError } from '../errors/StaykitError';
import type { paths } from '../generated/openapi';
import {
  createAgencyOperations,
  createBookingOperations,
  createLotteryOperations,
  createMembershipOperations,
  createPaymentOperations,
} from '../generated/operations';
import { clientSessionMiddleware } from '../internal/middleware/clientSession';
import { headersMiddleware } from '../internal/middleware/headers';
import { networkErrorsMiddleware } from '../internal/middleware/networkErrors';
import { replayableMiddleware } from '../internal/middleware/replayable';
import { createRateLimitSettler, retryOn429Middleware } from '../internal/middleware/retryOn429';
import { statusCallbacksMiddleware } from '../internal/middleware/statusCallbacks';
import { readErrorEnvelope } from '../internal/readErrorEnvelope';
import { createReplayStore } from '../internal/replayStore';
import { serializeQuery } from '../internal/serializeQuery';
import type { OperationCaller } from './operationTypes';
import { memoryStorage, type StorageAdapter } from './storage';

/**
 * Options of `createStaykitClient`.
 *
 * @example
 * ```ts
 * const options: StaykitClientOptions = {
 *   baseUrl: 'http://127.0.0.1:4010',
 *   locale: 'ja',
 *   credentials: { key: 'demo-widget', secret: 'demo-secret' },
 * };
 * ```
 */
export interface StaykitClientOptions {
  /** The API's base URL, without a trailing slash. */
  baseUrl: string;
  /** The guest's locale, sent as `Accept-Language`; change it later with `setLocale`. */
  locale: string;
  /**
   * The hotel the widget runs for (query `hotel_code` or `code`, or the host page's data attribute): what
   * `loadHotel()` loads. Without it `loadHotel()` fails with `no_hotel_code` (B §1).
   */
  hotelCode?: string;
  /** The widget's key and secret: the SDK creates a client session with them when none is stored. */
  credentials?: { key: string; secret: string };
  /** Where the client session is kept (0.75 day). Default: memory, for the page's or process's life. */
  storage?: StorageAdapter;
  /** The signed-in user's token, read before each call; none for guests. */
  getUserToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called on every 401: log the user out locally and show the sign-in (the SDK never navigates). */
  on401?: (error: StaykitError) => void;
  /** Called on every 503: show the /503 page. */
  on503?: (error: StaykitError) => void;
  /** Retries of a 429 answer. Default: without limit, as the seeds say; every wait stays abortable. */
  maxRetries?: number;
  /** Wait before a retry when the answer has no `Retry-After`. Default: 1000 ms. */
  retryDelayMs?: number;
  /**
   * Localised text for an error code, e.g. `errorMessageOrNull` from `@staykit/sdk/messages`. Without it,
   * or when it returns null, an error's `message` is the server's own text.
   */
  messages?: (code: string, locale: string) => string | null;
  /** A custom fetch. Default: `globalThis.fetch`, looked up at each call so that mocks installed later work. */
  fetch?: (request: Request) => Promise<Response>;
  /** Clock, for tests. */
  now?: () => number;
}

const newIdempotencyKey = () => globalThis.crypto.randomUUID();

/**
 * Creates the Staykit client: one typed function per operation of the contract, grouped by domain and
 * named by operationId. Each resolves to the success body or throws a `StaykitError`.
 *
 * @example
 * ```ts
 * const client = createStaykitClient({
 *   baseUrl: 'http://127.0.0.1:4010',
 *   locale: 'en',
 *   credentials: { key: 'demo-widget', secret: 'demo-secret' },
 * });
 * const { data: hotel } = await client.booking.getBookingWidgetInit({ params: { path: { hotel_code: 'demo-tokyo' } } });
 * const rooms = await client.booking.searchRooms({
 *   params: { path: { hotel_id: hotel.hotel_id }, query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26' } },
 * });
 * ```
 */
export function createStaykitClient(options: StaykitClientOptions) {
  let locale = options.locale;
  const now = options.now ?? Date.now;
  // Bound late: a client created before a mock (MSW) starts must still go through it.
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const store = createReplayStore();

  const messageFor = (code: string | undefined) => (code ? (options.messages?.(code, locale) ?? null) : null);

  const errorFromBody = (status: number, statusText: string, body: unknown) => {
    const facts = readErrorEnvelope(body);
    const code = facts.code ?? 'unknown_error';
    const title = facts.title ?? (statusText || `HTTP ${status}`);
    const message = messageFor(code) ?? facts.text ?? title;
    return new StaykitError({ status, code, title, message, raw: body });
  };

  const errorFromResponse = async (response: Response) =>
    errorFromBody(response.status, response.statusText, await response.json().catch(() => undefined));

  const networkError = (cause: unknown) =>
    new StaykitError({
      status: 0,
      code: 'network_error',
      title: 'Network error',
      message:
        messageFor('network_error') ?? 'The network is unavailable. Check the connection and try again.',
      raw: cause,
    });

  const settle = createRateLimitSettler({
    fetch,
    store,
    maxRetries: options.maxRetries ?? Number.POSITIVE_INFINITY,
    delayMs: options.retryDelayMs ?? 1000,
    now,
  });

  const api: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch,
    querySerializer: serializeQuery,
  });
  // onResponse hooks run in reverse order: 429 retries first, then the session refresh, then the
  // 401/503 callbacks see the final answer. `replayable` runs its onRequest last, after every header.
  api.use(
    networkErrorsMiddleware(networkError),
    statusCallbacksMiddleware({ toError: errorFromResponse, on401: options.on401, on503: options.on503 }),
    clientSessionMiddleware({
      baseUrl: options.baseUrl,
      storage: options.storage ?? memoryStorage(),
      credentials: options.credentials,
      fetch,
      store,
      settle,
      now,
      newKey: newIdempotencyKey,
    }),
    retryOn429Middleware(settle),
    headersMiddleware({ locale: () => locale, userToken: options.getUserToken ?? (() => undefined) }),
    replayableMiddleware(store),
  );

  const call: OperationCaller = async (method, path, init, traits) => {
    const { signal, ...rest } = (init ?? {}) as { signal?: AbortSignal; params?: { header?: object } };
    const header: Record<string, unknown> = { ...rest.params?.header };
    // One key per call: every retry of this call sends the same Request, hence the same key.
    if (traits.idempotent && header['Idempotency-Key'] === undefined)
      header['Idempotency-Key'] = newIdempotencyKey();
    const request = api.request as unknown as (
      method: string,
      path: string,
      init: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const result = await request(method, path, { ...rest, params: { ...rest.params, header }, signal });
    if (!result.response.ok) {
      throw errorFromBody(result.response.status, result.response.statusText, result.error);
    }
    return result.data as never;
  };

  const booking = createBookingOperations(call);

  return {
    booking,
    payment: createPaymentOperations(call),
    membership: createMembershipOperations(call),
    lottery: createLotteryOperations(call),
    agency: createAgencyOperations(call),
    /** The underlying openapi-fetch client (same middleware), for calls by path. */
    api,
    /** Changes the locale sent as `Accept-Language` and used for error messages. */
    setLocale(next: string) {
      locale = next;
    },
    /** The current locale. */
    get locale() {
      return locale;
    },
    /** The hotel code given at creation, if any. */
    hotelCode: options.hotelCode,
    /**
     * Start-up's first call: `getBookingWidgetInit` for `hotelCode`. Without a hotel code it fails with
     * `no_hotel_code` ("No hotel code", B §1) and sends nothing.
     */
    loadHotel(init?: { signal?: AbortSignal }) {
      const hotelCode = options.hotelCode?.trim();
      if (!hotelCode) {
        const message = messageFor('no_hotel_code') ?? 'No hotel code';
        return Promise.reject(
          new StaykitError({ status: 0, code: 'no_hotel_code', title: 'No hotel code', message }),
        );
      }
      return booking.getBookingWidgetInit({ params: { path: { hotel_code: hotelCode } }, ...init });
    },
  };
}

/**
 * The client `createStaykitClient` returns.
 *
 * @example
 * ```ts
 * function useClient(client: StaykitClient) {
 *   return client.booking.listExtras({ params: { path: { hotel_id: 101 } } });
 * }
 * ```
 */
export type StaykitClient = ReturnType<typeof createStaykitClient>;
