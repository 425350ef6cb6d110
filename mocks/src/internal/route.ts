/**
 * The wrapper every handler goes through: optional delay, the client-session check, and the rule that
 * nothing escapes as a 500 — an {@link ApiError} becomes its envelope, anything else is logged and
 * answered 503 `service_unavailable` (every operation documents 503).
 */
import { delay } from 'msw';
import type { PathParams } from 'msw';
import { ensureSeeded } from '../seed/resetMock';
import { requireClientSession } from './clientSessions';
import { ApiError, errorResponse } from './errors';

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
}

let delayMs = 0;

/** Makes every mock answer wait this long (0, the default, answers at once). */
export function setMockDelay(milliseconds: number): void {
  delayMs = Math.max(0, milliseconds);
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
      const url = new URL(request.url);
      return await handle({ request, url, query: url.searchParams, params });
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error.code, error.options);
      console.error(`[staykit mock] unexpected error in ${request.method} ${request.url}`, error);
      return errorResponse('service_unavailable', { message: 'The mock failed unexpectedly; see its log' });
    }
  };
}

/** Reads a JSON body: an unreadable body is a 400 `malformed_request`, an absent one is `undefined`. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('malformed_request', { message: 'The body is not valid JSON' });
  }
}

/** A path parameter as one string ('' when absent). */
export function pathParam(params: PathParams, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}
