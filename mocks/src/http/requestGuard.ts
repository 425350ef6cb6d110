/**
 * The first and last of the mock's handlers: they refuse, with the contract's envelope, what no operation
 * should see, wherever the handlers run (Vitest, the service worker, the node server). Only paths the mock
 * serves (and its reserved `/__staykit/` prefix) are checked; anything else passes untouched, so a page's
 * own files still load beside the service worker. Refused, in this order:
 *
 * - a request target over 16 kB: 414 `uri_too_long`;
 * - a path whose percent-escapes do not decode: 400 `malformed_request` naming `path`;
 * - a query key that is, or has a bracket segment that is, `__proto__`, `constructor` or `prototype`:
 *   400 `malformed_request` naming the key;
 * - a method the path does not take: 405 `method_not_allowed` with `Allow`;
 * - a declared `Content-Length` over the path's body limit: 413 `payload_too_large`.
 *
 * After every other handler, an unknown path under `/__staykit/` is a 404 `not_found`.
 */
import { http, HttpHandler } from 'msw';
import type { RequestHandler } from 'msw';
import { ApiError, errorResponse } from './errors';
import { bodyLimitOf, REQUEST_LIMITS } from './requestLimits';
import { isReservedKey } from './reservedKeys';

/**
 * The paths the mock serves and the methods each takes, read from its handlers.
 *
 * @example
 * ```ts
 * const routes = routeTableOf(handlers);
 * routes.methodsAt('/hotels/101/info'); // ['GET', 'HEAD', 'OPTIONS']
 * routes.methodsAt('/nowhere'); // undefined
 * ```
 */
export interface RouteTable {
  /** The methods the mock answers at a path (HEAD with GET, OPTIONS always); `undefined` off its paths. */
  methodsAt(pathname: string): readonly string[] | undefined;
}

const CONTROL_PREFIX = /(^|\/)__staykit(\/|$)/;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `*` + `/hotels/:hotel_id/info` → a pattern of the raw (undecoded) pathname, as msw matches it. */
function patternOf(path: string): RegExp | undefined {
  if (!path.startsWith('*/')) return undefined;
  const segments = path
    .slice(1)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^.*${segments.join('/')}/?$`);
}

/**
 * Reads the route table of a list of handlers (paths written `*` + `/path/:param`; other handlers, such
 * as the ones matching every request, add nothing).
 *
 * @example
 * ```ts
 * const routes = routeTableOf(handlers);
 * ```
 */
export function routeTableOf(handlers: readonly RequestHandler[]): RouteTable {
  const routes: { pattern: RegExp; method: string }[] = [];
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    const pattern = typeof path === 'string' ? patternOf(path) : undefined;
    if (pattern && typeof method === 'string') routes.push({ pattern, method: method.toUpperCase() });
  }
  return {
    methodsAt(pathname) {
      const methods = new Set(
        routes.filter((route) => route.pattern.test(pathname)).map((route) => route.method),
      );
      if (methods.size === 0) return undefined;
      if (methods.has('GET')) methods.add('HEAD');
      methods.add('OPTIONS');
      return [...methods];
    },
  };
}

/**
 * The handlers that may answer a request, in their order: those whose method and path could match it,
 * and those that match by a predicate. msw itself still decides among them; the node server hands it only
 * these, so a request is not parsed against every route of the mock. Paths are compared without regard
 * to case, as msw compares them, so that no handler msw would match is left out.
 *
 * @example
 * ```ts
 * const candidates = handlerIndexOf(handlers);
 * await getResponse(candidates('GET', '/hotels/101/rooms'), request);
 * ```
 */
export function handlerIndexOf(
  handlers: readonly RequestHandler[],
): (method: string, pathname: string) => RequestHandler[] {
  const entries = handlers.map((handler) => {
    if (!(handler instanceof HttpHandler)) return { handler, method: undefined, pattern: undefined };
    const { method, path } = handler.info;
    const pattern = typeof path === 'string' ? patternOf(path) : undefined;
    return {
      handler,
      method: typeof method === 'string' && method.toUpperCase() !== 'ALL' ? method.toUpperCase() : undefined,
      pattern: pattern && new RegExp(pattern.source, 'i'),
    };
  });
  return (method, pathname) =>
    entries
      .filter(
        (entry) =>
          (entry.method === undefined || entry.method === method) &&
          (entry.pattern === undefined || entry.pattern.test(pathname)),
      )
      .map((entry) => entry.handler);
}

/**
 * Whether a path's percent-escapes all decode (`/hotels/%ZZ/info` does not).
 *
 * @example
 * ```ts
 * decodesCleanly('/hotels/demo%2Dtokyo/info'); // true
 * decodesCleanly('/hotels/%ZZ/info'); // false
 * ```
 */
export function decodesCleanly(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A query key's reserved part, if any: `rooms[0][__proto__]` has one. */
function reservedQueryKey(query: URLSearchParams): string | undefined {
  for (const key of query.keys()) {
    if (key.split(/[[\]]/).some((segment) => isReservedKey(segment))) return key;
  }
  return undefined;
}

/**
 * Why the mock refuses a request before any operation sees it, or `undefined` when it does not (also for
 * paths that are not the mock's).
 *
 * @example
 * ```ts
 * refusalOf(new Request('http://mock.test/hotels/%ZZ/info'), routes)?.code; // 'malformed_request'
 * ```
 */
export function refusalOf(request: Request, routes: RouteTable): ApiError | undefined {
  const url = new URL(request.url);
  const methods = routes.methodsAt(url.pathname);
  if (methods === undefined && !CONTROL_PREFIX.test(url.pathname)) return undefined;
  if (url.pathname.length + url.search.length > REQUEST_LIMITS.urlChars) {
    return new ApiError('uri_too_long', {
      message: `The path and query are longer than ${REQUEST_LIMITS.urlChars} characters`,
    });
  }
  if (!decodesCleanly(url.pathname)) {
    return new ApiError('malformed_request', {
      message: 'The path has a percent-escape that does not decode',
      fields: { path: ['has a malformed percent-escape (% must be followed by two hex digits)'] },
    });
  }
  const reserved = reservedQueryKey(url.searchParams);
  if (reserved !== undefined) {
    return new ApiError('malformed_request', {
      message: `The query uses a reserved key (__proto__, constructor, prototype) in ${reserved}`,
      fields: { [reserved]: ['uses a reserved key (__proto__, constructor, prototype)'] },
    });
  }
  if (methods !== undefined && !methods.includes(request.method.toUpperCase())) {
    return new ApiError('method_not_allowed', {
      message: `${url.pathname} does not take ${request.method}; it takes ${methods.join(', ')}`,
      headers: { Allow: methods.join(', ') },
    });
  }
  const limit = bodyLimitOf(url.pathname);
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) {
    return new ApiError('payload_too_large', { message: `The body is larger than ${limit} bytes` });
  }
  return undefined;
}

/**
 * The handler that goes before every other: it answers the refusals of {@link refusalOf} and lets every
 * other request through.
 *
 * @example
 * ```ts
 * const handlers = [requestGuardHandler(routeTableOf(served)), ...served, unknownControlPathHandler];
 * ```
 */
export function requestGuardHandler(routes: RouteTable): HttpHandler {
  // A predicate, not a path: msw decodes a path's parameters, which throws on a bad percent-escape.
  return http.all(
    ({ request }) => refusalOf(request, routes) !== undefined,
    ({ request }) => {
      const refusal = refusalOf(request, routes);
      return refusal ? errorResponse(refusal.code, refusal.options) : undefined;
    },
  );
}

/**
 * The handler that goes after every other: an unknown path under `/__staykit/` is a 404 `not_found`
 * (other unknown paths are left to the caller: the node server answers them 404 too).
 *
 * @example
 * ```ts
 * const handlers = [...served, unknownControlPathHandler];
 * ```
 */
export const unknownControlPathHandler: HttpHandler = http.all(
  ({ request }) => CONTROL_PREFIX.test(new URL(request.url).pathname),
  ({ request }) =>
    errorResponse('not_found', {
      message: `No mock route for ${request.method} ${new URL(request.url).pathname}`,
    }),
);
