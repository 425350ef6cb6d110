import type { Client } from 'openapi-fetch';
import { type ClientErrorCode, StaykitError } from '../errors/StaykitError';
import type { paths } from '../generated/openapi';
import {
  AGENCY_OPERATIONS,
  BOOKING_OPERATIONS,
  LOTTERY_OPERATIONS,
  MEMBERSHIP_OPERATIONS,
  PAYMENT_OPERATIONS,
  type AgencyOperations,
  type BookingOperations,
  type LotteryOperations,
  type MembershipOperations,
  type PaymentOperations,
} from '../generated/operations';
import { bindOperations } from '../internal/bindOperations';
import { createFetchClient } from '../internal/createFetchClient';
import {
  AGENCY_SESSION_KEY,
  CLIENT_SESSION_KEY,
  clientSessionMiddleware,
} from '../internal/middleware/clientSession';
import { headersMiddleware } from '../internal/middleware/headers';
import { networkErrorsMiddleware } from '../internal/middleware/networkErrors';
import { replayableMiddleware } from '../internal/middleware/replayable';
import { readErrorEnvelope } from '../internal/readErrorEnvelope';
import { readSuccessBody } from '../internal/readSuccessBody';
import { createReplayStore } from '../internal/replayStore';
import { retryWaitMs } from '../internal/retry';
import { serializeQuery } from '../internal/serializeQuery';
import { sleep } from '../internal/sleep';
import { withTimeout } from '../internal/withTimeout';
import type { CallOptions, OperationCaller } from './operationTypes';
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
 *   timeoutMs: 20_000,
 *   maxRetries: 2,
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
   * `loadHotel()` loads. Without it `loadHotel()` fails with `no_hotel_code` (docs/rules.md, "Start-up").
   */
  hotelCode?: string;
  /** The widget's key and secret: the SDK creates a client session with them when none is stored. */
  credentials?: { key: string; secret: string };
  /**
   * The client of an agency storefront rather than a widget: its client session is created by
   * `createAgencySession` (with `credentials`) and stored apart from a widget's on the same origin.
   */
  agency?: boolean;
  /** Where the client session is kept (0.75 day). Default: memory, for the page's or process's life. */
  storage?: StorageAdapter;
  /** The signed-in user's token, read before each call; none for guests. */
  getUserToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called when a call fails with 401: log the user out locally and show the sign-in (the SDK never navigates). */
  on401?: (error: StaykitError) => void;
  /** Called when a call fails with 503 (after any retries): show the /503 page. */
  on503?: (error: StaykitError) => void;
  /**
   * How long one attempt of a call may take, answer body included, before it fails with `timeout`
   * (status 0). Default: 30 000 ms, longer than the API takes for its slowest calls (a booking waits for
   * the card gateway, on which the API itself gives up with `3001`), so that it fires only when the
   * server has gone quiet. A timed-out attempt is not retried. Each call can set its own (`timeoutMs` in
   * its init); `Infinity` disables it.
   */
  timeoutMs?: number;
  /**
   * Retries after a failed attempt: a 429, and for a GET or a request with an `Idempotency-Key` a network
   * failure or a 500, 502, 503 or 504 without an error code of the API. Default: 3. `Infinity` retries a
   * 429 without limit (the former default); every wait stays abortable by the call's `signal`. Each call
   * can set its own (`maxRetries` in its init).
   */
  maxRetries?: number;
  /**
   * The first backoff step, hence the shortest wait before any retry. Default: 1000 ms (a 429 without
   * `Retry-After` is retried after 1 s). The step doubles with each retry up to 8 s, and a random part of
   * up to half the step is added so that clients spread out; a `Retry-After` up to 60 s is waited out in
   * full, a longer one fails the call at once.
   */
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
  /** The retry waits' random part, in [0, 1); for tests. Default: `Math.random`. */
  random?: () => number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

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
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
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

  /** An error the client raises itself; its message is the catalogue's when `messages` has one. */
  const clientError = (status: number, code: ClientErrorCode, title: string, text: string, raw?: unknown) =>
    new StaykitError({ status, code, title, message: messageFor(code) ?? text, raw });

  const networkError = (cause: unknown) =>
    clientError(
      0,
      'network_error',
      'Network error',
      'The network is unavailable. Check the connection and try again.',
      cause,
    );

  const api: Client<paths> = createFetchClient({
    baseUrl: options.baseUrl,
    fetch,
    querySerializer: serializeQuery,
  });
  // `replayable` runs its onRequest last, after every header, so that the session refresh replays the
  // request as it was sent.
  const sessionStorage = options.storage ?? memoryStorage();
  api.use(
    networkErrorsMiddleware(networkError),
    clientSessionMiddleware({
      baseUrl: options.baseUrl,
      storage: sessionStorage,
      credentials: options.credentials,
      agency: options.agency,
      fetch,
      store,
      timeoutMs,
      now,
      newKey: newIdempotencyKey,
      unanswered: networkError,
      refused: errorFromBody,
    }),
    headersMiddleware({ locale: () => locale, userToken: options.getUserToken ?? (() => undefined) }),
    replayableMiddleware(store),
  );

  const request = api.request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

  // Each attempt is a whole request through the middleware (fresh session, token and headers), within
  // its own timeout; between attempts the retry rule decides, and every wait listens to the signal.
  const call: OperationCaller = async (method, path, init, traits) => {
    const {
      signal,
      timeoutMs: callTimeoutMs = timeoutMs,
      maxRetries = options.maxRetries ?? 3,
      ...rest
    } = (init ?? {}) as CallOptions & { params?: { header?: object } };
    const header: Record<string, unknown> = { ...rest.params?.header };
    // One key per call, sent by every attempt: the server applies the request once however often it comes.
    if (traits.idempotent && header['Idempotency-Key'] === undefined)
      header['Idempotency-Key'] = newIdempotencyKey();
    const attemptInit = { ...rest, params: { ...rest.params, header }, parseAs: 'text' };
    const safe = method === 'get' || header['Idempotency-Key'] !== undefined;
    const policy = {
      maxRetries,
      delayMs: options.retryDelayMs ?? 1000,
      random: options.random ?? Math.random,
      now,
    };
    for (let retry = 0; ; retry += 1) {
      let error: StaykitError;
      let retryAfter: string | null = null;
      try {
        const result = await withTimeout(
          (attemptSignal) => request(method, path, { ...attemptInit, signal: attemptSignal }),
          callTimeoutMs,
          signal,
          () =>
            clientError(0, 'timeout', 'Timeout', 'The server did not answer in time.', {
              timeoutMs: callTimeoutMs,
            }),
        );
        const { response, data } = result;
        if (response.ok)
          return readSuccessBody(data, response.headers.get('Content-Type'), () =>
            clientError(
              response.status,
              'invalid_response',
              'Invalid response',
              'The server sent an answer that could not be read.',
              data,
            ),
          ) as never;
        error = errorFromBody(response.status, response.statusText, result.error);
        retryAfter = response.headers.get('Retry-After');
      } catch (caught) {
        // The caller's abort stays an abort. Anything but the client's own errors (a storage adapter that
        // throws, a body that cannot be serialised) is no failure of the request: it goes out as it is.
        if (signal?.aborted || !(caught instanceof StaykitError)) throw caught;
        error = caught;
      }
      const wait = retryWaitMs({ error, retryAfter, safe }, retry, policy);
      if (wait === undefined) {
        // The app hears of a 401 or 503 once, with the call's final answer, never of an attempt retried.
        if (error.status === 401) options.on401?.(error);
        if (error.status === 503) options.on503?.(error);
        throw error;
      }
      await sleep(wait, signal);
    }
  };

  const booking = bindOperations<BookingOperations>(call, BOOKING_OPERATIONS);

  return {
    booking,
    payment: bindOperations<PaymentOperations>(call, PAYMENT_OPERATIONS),
    membership: bindOperations<MembershipOperations>(call, MEMBERSHIP_OPERATIONS),
    lottery: bindOperations<LotteryOperations>(call, LOTTERY_OPERATIONS),
    agency: bindOperations<AgencyOperations>(call, AGENCY_OPERATIONS),
    /**
     * The underlying client, for calls by path, with openapi-fetch's interface (`GET`, `POST`, ...,
     * `request`, `use`, `eject`; `{ data, error, response }` answers): it sends the session, language and
     * user headers, refreshes the session and reports network failures; timeouts, retries, the 401 and
     * 503 callbacks and `StaykitError`s for error answers are the operation functions'. Query objects
     * are always written in the contract's bracket notation (a call may pass a serializer function, not
     * openapi-fetch's serializer options).
     */
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
     * Forgets the stored client session, so that the next call starts a new one: what a sign-out does,
     * so the next person at the browser does not continue the last one's session.
     */
    forgetSession: () => sessionStorage.remove(options.agency ? AGENCY_SESSION_KEY : CLIENT_SESSION_KEY),
    /**
     * Start-up's first call: `getBookingWidgetInit` for `hotelCode`. Without a hotel code it fails with
     * `no_hotel_code` ("No hotel code") and sends nothing. Takes the call options of any operation
     * (`signal`, `timeoutMs`, `maxRetries`).
     */
    loadHotel(init?: CallOptions) {
      const hotelCode = options.hotelCode?.trim();
      if (!hotelCode) {
        return Promise.reject(clientError(0, 'no_hotel_code', 'No hotel code', 'No hotel code'));
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
