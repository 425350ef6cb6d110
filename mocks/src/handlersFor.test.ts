// `handlersFor`: a developer's strict set of the mock's domains.
import { createStaykitClient, isStaykitError } from '@staykit/sdk';
import { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers, handlersFor, MOCK_DOMAINS, resetMock } from './index';

describe('handlersFor', () => {
  it('gives every domain handlers of its own, and all of them together are the whole mock', () => {
    expect(handlersFor(...MOCK_DOMAINS)).toHaveLength(handlers.length);
    const sizes = MOCK_DOMAINS.map((domain) => handlersFor(domain).length - handlersFor().length);
    expect(sizes.every((size) => size > 0)).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size, handlersFor().length)).toBe(handlers.length);
  });

  it('has no two handlers for the same method and path, so the order of the domains decides nothing', () => {
    const routes = handlers
      .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
      // The request checks and the payment clock match by a predicate, not a path.
      .filter(({ info }) => typeof info.path === 'string')
      .map(({ info }) => `${String(info.method)} ${String(info.path)}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  describe('a set of start-up and search only', () => {
    const unhandled: string[] = [];
    const server = setupServer(...handlersFor('hotel', 'search'));
    beforeAll(() =>
      server.listen({
        // As 'error' does (the request fails, and msw says why), noting which request it was.
        onUnhandledRequest: (request, print) => {
          unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
          print.error();
        },
      }),
    );
    afterAll(() => server.close());
    beforeEach(() => resetMock());

    it('answers the hotel and its rooms, and leaves a booking unhandled for the test to catch', async () => {
      const client = createStaykitClient({
        baseUrl: 'https://api.example.com',
        locale: 'en',
        credentials: { key: 'demo-widget', secret: 'demo-secret' },
        maxRetries: 0,
      });
      const init = await client.booking.getBookingWidgetInit({
        params: { path: { hotel_code: 'demo-tokyo' } },
      });
      const rooms = await client.booking.searchRooms({
        params: {
          path: { hotel_id: init.data.hotel_id },
          query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', rooms: [{ adults: 2 }] },
        },
      });
      expect(rooms.data.rooms.length).toBeGreaterThan(0);
      expect(unhandled).toEqual([]);
      // msw says so on the console as well: quiet here, where it is expected.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const receipt = await client.booking
        .getReservationReceipt({ params: { path: { hotel_id: 101, reservation_id: 'SK2612010001' } } })
        .catch((error: unknown) => error);
      quiet.mockRestore();
      expect(isStaykitError(receipt) && receipt.code).toBe('network_error');
      expect(unhandled).toEqual(['GET /hotels/101/reservations/SK2612010001/receipt']);
    });
  });
});
