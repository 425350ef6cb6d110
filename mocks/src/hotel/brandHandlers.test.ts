import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import type { components } from '@staykit/sdk';

type Hotels = components['schemas']['BrandHotelListResponse'];
type Inventory = components['schemas']['BrandInventoryResponse'];

const client = useMockServer();

describe('listBrandHotels', () => {
  it('pages the 13 facilities of demo-brand', async () => {
    const pages: number[][] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { body } = await client.get<Hotels>(`/hotel_brands/900/hotels?page=${page}`);
      expect(body).toMatchObject({ page, per_page: 5, total_pages: 3, total_entries: 13 });
      pages.push(body.data.map((hotel) => hotel.hotel_id));
    }
    expect(pages.map((ids) => ids.length)).toEqual([5, 5, 3]);
    expect(new Set(pages.flat()).size).toBe(13);
    expect(pages[0]?.slice(0, 3)).toEqual([101, 102, 103]);
    const beyond = await client.get<Hotels>('/hotel_brands/900/hotels?page=4');
    expect(beyond.body.data).toEqual([]);
    const big = await client.get<Hotels>('/hotel_brands/900/hotels?per_page=100');
    expect(big.body.data).toHaveLength(13);
  });

  it('refuses bad paging with 1000 and an unknown brand with 404 not_found', async () => {
    for (const query of ['per_page=500', 'page=0', 'page=x']) {
      const response = await client.get(`/hotel_brands/900/hotels?${query}`);
      expect([response.status, errorCode(response.body)]).toEqual([422, '1000']);
    }
    const unknown = await client.get('/hotel_brands/999/hotels');
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'not_found']);
  });
});

describe('getBrandInventory', () => {
  it('gives availability per facility; a facility that cannot host the request is unavailable', async () => {
    const { body } = await client.get<Inventory>(
      '/hotel_brands/900/inventory?checkin_date=2026-12-10&checkout_date=2026-12-11&per_page=3&mcp_currency=USD',
    );
    expect(body.total_pages).toBe(5);
    const [tokyo, kyoto, soldout] = body.data;
    expect(tokyo).toMatchObject({ hotel_code: 'demo-tokyo', available: true });
    expect(tokyo?.mcp_lowest_price?.currency).toBe('USD');
    expect(kyoto).toMatchObject({ hotel_code: 'demo-kyoto', available: true, mcp_lowest_price: null });
    expect(soldout).toMatchObject({
      hotel_code: 'demo-soldout',
      available: false,
      room_count: 0,
      lowest_price: null,
    });
    // Five adults fit demo-tokyo's family room and demo-kyoto's Japanese-style room. Seven exceed
    // demo-kyoto's 6 guests per room (a rule) and every demo-tokyo room (no room fits): both unavailable.
    const five = await client.get<Inventory>(
      '/hotel_brands/900/inventory?checkin_date=2026-12-10&checkout_date=2026-12-11&adults=5&per_page=2',
    );
    expect(five.body.data.map((hotel) => hotel.available)).toEqual([true, true]);
    const seven = await client.get<Inventory>(
      '/hotel_brands/900/inventory?checkin_date=2026-12-10&checkout_date=2026-12-11&adults=7&per_page=2',
    );
    expect(seven.body.data.map((hotel) => hotel.available)).toEqual([false, false]);
  });

  it('takes tonight when no date is given (the facilities screen before a search)', async () => {
    const { status, body } = await client.get<Inventory>('/hotel_brands/900/inventory?per_page=3');
    expect(status).toBe(200);
    expect(body.data.map((hotel) => hotel.available)).toEqual([true, true, false]);
  });

  it('refuses garbage with 1000 and undated searches with differing rooms', async () => {
    const garbage = await client.get('/hotel_brands/900/inventory?checkin_date=2026-13-01');
    expect([garbage.status, errorCode(garbage.body)]).toEqual([422, '1000']);
    const undated = await client.get(
      '/hotel_brands/900/inventory?search_type=undated&rooms[0][adults]=2&rooms[1][adults]=1',
    );
    expect([undated.status, errorCode(undated.body)]).toEqual([422, 'undated_search_not_allowed']);
  });
});
