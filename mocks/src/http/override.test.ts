// `override` as a developer uses it: the SDK against the mock's handlers in their own msw server.
import { createStaykitClient, StaykitError } from '@staykit/sdk';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, resetMock } from '../index';
import { override } from './override';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetMock());

const newClient = () =>
  createStaykitClient({
    baseUrl: 'https://api.example.com',
    locale: 'en',
    credentials: { key: 'demo-widget', secret: 'demo-secret' },
    // A test need not wait a second between retries.
    retryDelayMs: 1,
  });
const SEARCH = {
  params: {
    path: { hotel_id: 101 },
    query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', rooms: [{ adults: 2 }] },
  },
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => {
      if (!(error instanceof StaykitError)) throw error;
      return [error.status, error.code];
    },
  );

describe('override', () => {
  it('answers an operation with a catalogue code under its status, until the handlers are reset', async () => {
    const client = newClient();
    server.use(override('get', '/hotels/{hotel_id}/rooms').fails('sold_out'));
    expect(await failure(client.booking.searchRooms(SEARCH))).toEqual([409, 'sold_out']);
    expect(await failure(client.booking.searchRooms(SEARCH))).toEqual([409, 'sold_out']);
    server.resetHandlers();
    expect((await client.booking.searchRooms(SEARCH)).data.rooms.length).toBeGreaterThan(0);
  });

  it('carries a message and the fields a refusal names', async () => {
    server.use(
      override('get', '/hotels/{hotel_id}/rooms').fails('1000', {
        message: 'Invalid parameter: adults',
        fields: { adults: ['must be at most 20'] },
      }),
    );
    const error = await newClient()
      .booking.searchRooms(SEARCH)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StaykitError);
    expect(error).toMatchObject({
      status: 422,
      code: '1000',
      raw: { errors: [{ details: { adults: [{ code: '1000', error: 'must be at most 20' }] } }] },
    });
  });

  it('answers a body of the operation’s own shape', async () => {
    const client = newClient();
    const real = await client.booking.searchRooms(SEARCH);
    server.use(
      override('get', '/hotels/{hotel_id}/rooms').answers({ ...real, data: { ...real.data, rooms: [] } }),
    );
    expect((await client.booking.searchRooms(SEARCH)).data.rooms).toEqual([]);
  });

  it('with once, fails one request and leaves the next to the mock: the SDK’s retry recovers', async () => {
    server.use(override('post', '/client_sessions', { once: true }).networkError());
    const init = await newClient().booking.getBookingWidgetInit({
      params: { path: { hotel_code: 'demo-tokyo' } },
    });
    expect(init.data.hotel_code).toBe('demo-tokyo');
  });

  it('a dropped connection on every try ends as the SDK’s network error', async () => {
    server.use(override('get', '/hotels/{hotel_code}/booking_widget/init').networkError());
    const call = newClient().booking.getBookingWidgetInit({
      params: { path: { hotel_code: 'demo-tokyo' } },
      maxRetries: 1,
    });
    expect(await failure(call)).toEqual([0, 'network_error']);
  });
});
