/**
 * The wrapper every handler goes through: optional delay, the client-session check, and the rule that
 * nothing escapes as a 500 — an {@link ApiError} becomes its envelope, anything else is a bug of the mock:
 * logged (`[staykit mock] unexpected error`) and answered 503 `service_unavailable`, which every operation
 * documents. The fuzz test fails on any such answer.
 */
import { delay } from 'msw';
import type { PathParams } from 'msw';
import { ensureSeeded } from '../seed/resetMock';
import { requireClientSession } from '../session/clientSessions';
import { ApiError, errorResponse } from './errors';
import { requireIdempotencyKey } from './idempotency';

/** What a route's function receives. */
export interface RouteContext {
  readonly request: Request;
  readonly url: URL;
  readonly query: URLSearchParams;
  readonly params: PathParams;
}

/** Options of {@link route}. */
export interface RouteOptions {
  /** Require a valid `Client-Session` header (default true; only session creation and controls skip it). */
  readonly session?: boolean;
  /**
   * The operation creates something: a request without a valid `Idempotency-Key` is refused (400) right
   * after the session check, before its body is read or anything is created.
   */
  readonly creates?: boolean;
}

let delayMs = 0;

/** Makes every mock answer wait this long (0, the default, answers at once; at most a minute). */
export function setMockDelay(milliseconds: number): void {
  delayMs = Number.isFinite(milliseconds) ? Math.min(Math.max(0, milliseconds), 60_000) : 0;
}

/** The current delay of every answer, in milliseconds. */
export function getMockDelay(): number {
  return delayMs;
}

/** Wraps a handler function into an MSW resolver with the shared rules. */
export function route(
  handle: (context: RouteContext) => Response | Promise<Response>,
  options: RouteOptions = {},
): (info: { request: Request; params: PathParams }) => Promise<Response> {
  return async ({ request, params }) => {
    try {
      if (delayMs > 0) await delay(delayMs);
      ensureSeeded();
      if (options.session !== false) requireClientSession(request);
      if (options.creates) requireIdempotencyKey(request);
      const url = new URL(request.url);
      return await handle({ request, url, query: url.searchParams, params });
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error.code, error.options);
      console.error(`[staykit mock] unexpected error in ${request.method} ${request.url}`, error);
      return errorResponse('service_unavailable', { message: 'The mock failed unexpectedly; see its log' });
    }
  };
}

/**
 * Reads a JSON body under the mock's rules (size, depth, reserved keys, prototype-free objects); an absent
 * body is `undefined`. Every handler and control reads its JSON body through it.
 */
export { readJsonBody } from './jsonBody';

/** A path parameter as one string ('' when absent). */
export function pathParam(params: PathParams, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}
