import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { responseExample } from './contractExamples';

/**
 * The base URL of the client under test; MSW answers for it.
 *
 * @example
 * ```ts
 * http.get(`${API_URL}/hotels/:hotel_id/info`, () => HttpResponse.json(responseExample('getHotelInfo')));
 * ```
 */
export const API_URL = 'http://api.test';

/**
 * The widget credentials the test client creates its session with.
 *
 * @example
 * ```ts
 * await result.current.session.mutateAsync({ body: TEST_CREDENTIALS });
 * ```
 */
export const TEST_CREDENTIALS = { key: 'demo-widget', secret: 'demo-secret' };

/**
 * The contract's client-session answer with a far expiry: the example's date may be past when the tests
 * run, and a stale session is created again on the next call.
 *
 * @example
 * ```ts
 * http.post(`${API_URL}/client_sessions`, () => HttpResponse.json(clientSessionAnswer(), { status: 201 }));
 * ```
 */
export const clientSessionAnswer = () => {
  const example = responseExample('createClientSession');
  return { data: { ...(example.data as object), expires_at: '2099-01-01T00:00:00+09:00' } };
};

/**
 * The client-session endpoints, which every test needs: the SDK creates a session before its first call.
 *
 * @example
 * ```ts
 * const server = setupServer(...sessionHandlers);
 * ```
 */
export const sessionHandlers = [
  http.post(`${API_URL}/client_sessions`, () => HttpResponse.json(clientSessionAnswer(), { status: 201 })),
  http.post(`${API_URL}/api/client_sessions`, () => HttpResponse.json(clientSessionAnswer())),
];

/**
 * A list of the requests a handler saw, cloned so their bodies stay readable.
 *
 * @example
 * ```ts
 * const seen = requestLog();
 * server.use(http.get(url, ({ request }) => (seen.add(request), HttpResponse.json(body))));
 * expect(seen.all).toHaveLength(1);
 * ```
 */
export function requestLog() {
  const all: Request[] = [];
  return {
    all,
    add(request: Request) {
      all.push(request.clone());
    },
    /** The query parameters of each request, in order. */
    searches: () => all.map((request) => new URL(request.url).searchParams),
  };
}

/**
 * An MSW server with the session endpoints for the calling test file: listening with unhandled requests
 * failing the test, handlers reset and the DOM cleaned after each test, closed at the end.
 *
 * @example
 * ```ts
 * const server = setupStaykitTestServer();
 * server.use(http.get(`${API_URL}/hotels/:hotel_id/info`, () => HttpResponse.json(body)));
 * ```
 */
export function setupStaykitTestServer() {
  const server = setupServer(...sessionHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
