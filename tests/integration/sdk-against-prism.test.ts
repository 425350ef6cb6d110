// The SDK against the contract mock over real HTTP. Prism refuses any request that breaks the contract,
// so these calls prove the SDK's requests (headers, sessions, bracket-notation queries, idempotency keys)
// are valid, and that its errors read the contract's envelope.
import { describe, expect, inject, it } from 'vitest';
import { createStaykitClient, isStaykitError } from '@staykit/sdk';
import { startUpCalls } from './startUpCalls';

const baseUrl = inject('prismUrl');
const client = createStaykitClient({
  baseUrl,
  locale: 'ja',
  credentials: { key: 'demo-widget', secret: 'demo-secret' },
});
const hotel = { params: { path: { hotel_id: 101 } } };

describe('SDK against the Prism contract mock', () => {
  it('starts a session, loads the hotel and searches rooms', async () => {
    const init = await client.booking.getBookingWidgetInit({
      params: { path: { hotel_code: 'demo-tokyo' } },
    });
    expect(init.data.hotel_id).toBeTypeOf('number');
    const rooms = await client.booking.searchRooms({
      params: {
        path: { hotel_id: init.data.hotel_id },
        query: {
          checkin_date: '2026-12-24',
          checkout_date: '2026-12-26',
          adults: 2,
          order: 'price_low_to_high',
          rooms: [{ adults: 2, kids_tiers: ['A'], children: 1 }, { adults: 1 }],
        },
      },
    });
    expect(rooms.data).toBeDefined();
  });

  it.each([
    ...startUpCalls(client),
    ['getRoomRecommendations', () => client.booking.getRoomRecommendations(hotel)],
    ['getRoomInventory', () => client.booking.getRoomInventory(hotel)],
    [
      'getCancellationPolicy',
      () => client.booking.getCancellationPolicy({ params: { path: { hotel_id: 101, policy_id: 12 } } }),
    ],
  ])('%s answers through the SDK', async (_name, run) => {
    await expect(run()).resolves.toBeDefined();
  });

  it('prices a selection sent in bracket notation', async () => {
    const price = await client.booking.getRoomPrice({
      params: {
        path: { hotel_id: 101 },
        query: {
          checkin_date: '2026-12-24',
          checkout_date: '2026-12-26',
          selected_rooms: [{ room_type_code: 'DBL', room_plan_code: 'DBL-BF', adults: 2, quantity: 1 }],
        },
      },
    });
    expect(price.data.total_price).toBeTypeOf('number');
  });

  it('asks for availability over a date range', async () => {
    const calendar = await client.booking.getRoomAvailability({
      params: { path: { hotel_id: 101 }, query: { start_date: '2026-12-01', end_date: '2026-12-31' } },
    });
    expect(calendar.data).toBeDefined();
  });

  it('throws a typed error with the contract code', async () => {
    const error = await client.booking
      .getBookingWidgetInit({
        params: { path: { hotel_code: 'demo-tokyo' } },
        headers: { Prefer: 'code=404, example=code_hotel_not_found' },
      })
      .catch((caught: unknown) => caught);
    expect(isStaykitError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, code: 'hotel_not_found' });
  });
});
