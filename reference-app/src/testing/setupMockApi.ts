// Test support (not part of the widget): the widget's tests run against the mock backend's own handlers.
import { handlers, resetMock } from '@staykit/mocks';
import { cleanup } from '@testing-library/react';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { WidgetConfig } from '../app/widgetConfig';

/** The widget's configuration in tests; any base URL works, since the handlers match `*\/hotels/...`. */
export const TEST_CONFIG: WidgetConfig = {
  apiUrl: 'http://api.test',
  credentials: { key: 'demo-widget', secret: 'demo-secret' },
  agency: null,
};

/**
 * Serves the mock's handlers through MSW for the calling test file (unhandled requests fail the test),
 * with the seed and storage reset before each test and the DOM cleaned after it. Answers the server, for
 * a test whose API goes beyond the mock's rules (`server.use`): its handlers are dropped after each test.
 *
 * @example
 * ```ts
 * const server = setupMockApi();
 * server.use(http.put('*\/hotels/:hotel_id/reservations/:reservation_id/guests', () => refusal));
 * ```
 */
export function setupMockApi(): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetMock();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    cleanup();
    document.body.innerHTML = '';
    // The title outlives the DOM: a test waiting for a title must not find the last test's.
    document.title = '';
  });
  return server;
}
