/**
 * `override`: one operation's answer replaced for a test, in a developer's own set-up
 * (`server.use(override('get', '/hotels/{hotel_id}/rooms').fails('sold_out'))`). The operation is named
 * by its method and contract path, as openapi-fetch names it, so a path the contract lacks, a code the
 * catalogue lacks or a body of the wrong shape does not compile.
 */
import type { OperationData, OperationMethod, paths } from '@staykit/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse } from './errors';
import type { ErrorCode } from './errorCatalogue';

/** The contract's paths that have an operation for `M`. */
export type OverridablePath<M extends OperationMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, infer O> ? (O extends undefined ? never : P) : never;
}[keyof paths];

/** How an override applies. */
export interface OverrideOptions {
  /** Answer one request only, then let the mock answer again (msw's `once`). */
  readonly once?: boolean;
}

/** What an overridden error carries beside its code. */
export interface OverrideErrorOptions {
  /** The text of `details.base[0].error` (the catalogue's title when absent). */
  readonly message?: string;
  /** Field name (dotted path) → messages about it; each becomes `details[field]`. */
  readonly fields?: Readonly<Record<string, readonly string[]>>;
  /** Response headers (a `Retry-After`, say). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The answers an override can give; each is an msw handler for `server.use()` or `worker.use()`. */
export interface Override<P extends keyof paths, M extends OperationMethod> {
  /** The contract's error envelope of `code`, under the status the catalogue gives it. */
  fails(code: ErrorCode, options?: OverrideErrorOptions): HttpHandler;
  /** A success body of the operation's own shape (status 200 unless given). */
  answers(
    body: OperationData<P, M>,
    init?: { status?: number; headers?: Record<string, string> },
  ): HttpHandler;
  /** No answer at all, as when the network drops: the SDK retries, then fails with `network`. */
  networkError(): HttpHandler;
}

/** `/hotels/{hotel_id}/rooms` as msw matches it on any origin: `*\/hotels/:hotel_id/rooms`. */
function mswPath(path: string): string {
  return `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/**
 * Replaces one operation's answer in a test. The mock's state is untouched: with `{ once: true }` the
 * next request is the stateful mock's again. As the mock's own handlers, it matches the path at the end
 * of the URL after any base path, so `/client_sessions` also answers `/api/client_sessions`. msw tries the newest handlers first, so an override wins
 * over the mock's own handler (and over its request checks) until `server.resetHandlers()`.
 *
 * @example
 * ```ts
 * import { handlers, override } from '@staykit/mocks';
 * import { setupServer } from 'msw/node';
 *
 * const server = setupServer(...handlers);
 * afterEach(() => server.resetHandlers());
 *
 * it('shows the sold-out message', async () => {
 *   server.use(override('get', '/hotels/{hotel_id}/rooms').fails('sold_out'));
 *   // ...
 * });
 * server.use(override('post', '/client_sessions', { once: true }).networkError()); // a retry recovers
 * ```
 */
export function override<M extends OperationMethod, P extends OverridablePath<M>>(
  method: M,
  path: P,
  options: OverrideOptions = {},
): Override<P, M> {
  const handler = (resolve: () => Response) =>
    http[method](mswPath(path), resolve, { once: options.once === true });
  return {
    fails: (code, errorOptions) => handler(() => errorResponse(code, errorOptions)),
    answers: (body, init = {}) =>
      handler(() => HttpResponse.json(body, { status: init.status ?? 200, headers: init.headers })),
    networkError: () => handler(() => HttpResponse.error()),
  };
}
