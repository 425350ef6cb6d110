// Test support (not part of the widget): the requests the mock receives during a test, as a guest's
// browser sends them, for a test to check what the widget sent.
import type { SetupServer } from 'msw/node';
import { onTestFinished } from 'vitest';

/**
 * Records each request `matches` picks, from now to the end of the test.
 *
 * @param server - the test's mock server (`setupMockApi()`).
 * @param matches - which requests to keep, by address and request.
 * @example
 * ```ts
 * const bookings = recordRequests(server, (url, request) => request.method === 'POST' && url.pathname.endsWith('/reservations'));
 * expect(await bookings.bodies()).toEqual([expect.objectContaining({ currency: 'JPY' })]);
 * ```
 */
export function recordRequests(server: SetupServer, matches: (url: URL, request: Request) => boolean) {
  const requests: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (matches(new URL(request.url), request)) requests.push(request.clone());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    requests,
    /** The addresses of the requests, in order. */
    urls: () => requests.map((request) => new URL(request.url)),
    /** The JSON bodies of the requests, in order. */
    bodies: () => Promise.all(requests.map((request) => request.clone().json() as Promise<unknown>)),
  };
}
