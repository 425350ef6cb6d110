import { describe, expect, it } from 'vitest';
import { resetMock } from '../seed/resetMock';
import { LOTTERY } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';
import { errorCode, useMockServer } from '../testing/testSetup';
import type { components } from '@staykit/sdk';

type Search = components['schemas']['RoomSearchResponse'];
type Inventory = components['schemas']['RoomInventoryResponse'];
type Calendar = components['schemas']['AvailabilityCalendarResponse'];

const client = useMockServer();
// Default clock: today is 2026-12-01 in Japan. 2026-12-10 is a Thursday.
const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-12';
const search = (hotel: number, query: string) => client.get<Search>(`/hotels/${hotel}/rooms?${query}`);
const planCodes = (body: Search) =>
  body.data.rooms.flatMap((room) => room.room_plans.map((plan) => plan.room_plan_code));

describe('searchRooms', () => {
  it('gives identical results after two resets (deterministic seed)', async () => {
    const first = await search(101, `${STAY}&mcp_currency=USD`);
    resetMock();
    await client.startSession();
    const second = await search(101, `${STAY}&mcp_currency=USD`);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('orders by every sort order', async () => {
    const totals = (body: Search) =>
      body.data.rooms.map((room) => Math.min(...room.room_plans.map((plan) => plan.price.total_price)));
    const low = await search(101, `${STAY}&order=price_low_to_high`);
    expect(totals(low.body)).toEqual([...totals(low.body)].sort((a, b) => a - b));
    for (const room of low.body.data.rooms) {
      const prices = room.room_plans.map((plan) => plan.price.total_price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const high = await search(101, `${STAY}&order=price_high_to_low`);
    const highest = high.body.data.rooms.map((room) =>
      Math.max(...room.room_plans.map((plan) => plan.price.total_price)),
    );
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const asc = await search(101, `${STAY}&order=asc`);
    expect(asc.body.data.rooms.map((room) => room.room_type_name)).toEqual([
      'Deluxe Double',
      'Executive Suite',
      'Family Room',
      'Standard Twin',
    ]);
    const desc = await search(101, `${STAY}&order=desc`);
    expect(desc.body.data.rooms.map((room) => room.room_type_name)).toEqual([
      'Standard Twin',
      'Family Room',
      'Executive Suite',
      'Deluxe Double',
    ]);
    const recommended = await search(101, `${STAY}&order=recommended`);
    expect(recommended.body.data.rooms.map((room) => room.room_type_code)).toEqual([
      'FAM',
      'STE',
      'DBL',
      'STD',
    ]);
  });

  it('groups by plan with type=plan', async () => {
    const { body } = await search(101, `${STAY}&type=plan&order=asc`);
    expect(body.data.rooms).toEqual([]);
    expect(body.data.plans.map((plan) => plan.hotel_plan_code)).toEqual(['BF', 'NR', 'OS', 'RO']);
    const breakfast = body.data.plans.find((plan) => plan.code === 'BF');
    expect(breakfast?.sale_limit).toBe(2);
    expect(
      breakfast?.rooms.every(
        (room) => room.room_plans.length === 1 && room.room_plans[0]?.hotel_plan_code === 'BF',
      ),
    ).toBe(true);
  });

  it('applies tiers-mode visibility: room_count within the room count and min(sale_limit, plan_stock_count)', async () => {
    const one = await search(101, STAY);
    expect(planCodes(one.body)).toContain('STD-BF');
    expect(planCodes(one.body)).toContain('STE-BF');
    // Three rooms: BF has sale_limit 2, STE has 2 rooms, DBL-BF an allotment of 3 (but sale limit 2).
    const three = await search(101, `${STAY}&room_count=3`);
    expect(planCodes(three.body)).not.toContain('STD-BF');
    expect(planCodes(three.body)).not.toContain('DBL-BF');
    expect(planCodes(three.body).some((code) => code.startsWith('STE'))).toBe(false);
    expect(planCodes(three.body)).toContain('STD-RO');
    // Including occupied rooms lifts the filter.
    const occupied = await search(101, `${STAY}&room_count=3&is_including_occupied=true`);
    expect(planCodes(occupied.body)).toContain('STE-BF');
  });

  it('hides members-only plans without a user token and plans on sale later unless bookable=skip', async () => {
    const guest = await search(101, STAY);
    expect(planCodes(guest.body)).not.toContain('STD-MEM');
    expect(planCodes(guest.body)).not.toContain('STD-EARLY');
    const member = await client.send<Search>('GET', `/hotels/101/rooms?${STAY}`, {
      headers: { Authorization: 'Bearer member' },
    });
    expect(planCodes(member.body)).toContain('STD-MEM');
    const skip = await search(101, `${STAY}&bookable=skip`);
    const early = skip.body.data.rooms
      .flatMap((room) => room.room_plans)
      .find((plan) => plan.room_plan_code === 'STD-EARLY');
    expect(early?.booking_start_date).toBe('2026-12-08');
  });

  it('filters by room search filters and codes', async () => {
    const view = await search(101, `${STAY}&room_search_filters=2`);
    expect(view.body.data.rooms.map((room) => room.room_type_code).sort()).toEqual(['DBL', 'STE']);
    const both = await search(101, `${STAY}&room_search_filters=1&room_search_filters=2`);
    expect(both.body.data.rooms.map((room) => room.room_type_code)).toEqual(['DBL']);
    const codes = await search(101, `${STAY}&room_type_codes=STD&hotel_plan_codes=BF`);
    expect(planCodes(codes.body)).toEqual(['STD-BF']);
    const plans = await search(101, `${STAY}&room_plan_codes=FAM-RO`);
    expect(planCodes(plans.body)).toEqual(['FAM-RO']);
  });

  it('searches day use with 0 nights (day-use plans only)', async () => {
    const { body } = await search(101, 'checkin_date=2026-12-10&checkout_date=2026-12-10&is_day_use=true');
    expect(planCodes(body).sort()).toEqual(['DBL-DAY', 'STD-DAY']);
    const plan = body.data.rooms.flatMap((room) => room.room_plans)[0];
    expect(plan?.price.accommodation_tax).toBe(0);
    const overnight = await search(101, STAY);
    expect(planCodes(overnight.body).some((code) => code.endsWith('-DAY'))).toBe(false);
    const mismatch = await search(101, 'checkin_date=2026-12-10&checkout_date=2026-12-11&is_day_use=true');
    expect([mismatch.status, errorCode(mismatch.body)]).toEqual([422, '1000']);
  });

  it('searches undated stays by nights (no stock limit, prices for the nights)', async () => {
    const one = await search(102, 'search_type=undated');
    const three = await search(102, 'search_type=undated&nights=3');
    const price = (body: Search) =>
      body.data.rooms.flatMap((room) => room.room_plans).find((plan) => plan.room_plan_code === 'WES-RO')
        ?.price;
    expect(price(one.body)?.original_price).toBeGreaterThan(0);
    expect(price(three.body)?.original_price).toBe((price(one.body)?.original_price ?? 0) * 3);
    expect(three.body.data.rooms.find((room) => room.room_type_code === 'WES')?.room_count).toBe(5);
  });

  it('reads multi-room searches in bracket notation, which win over the flat parameters', async () => {
    const query = `${STAY}&adults=1&rooms[0][adults]=1&rooms[0][kids_tiers][0]=A&rooms[0][kids_tiers][1]=Z&rooms[1][adults]=2`;
    const { status, body } = await search(101, query);
    expect(status).toBe(200);
    // Unknown tier Z is dropped from the echo; the client then shows the kids-changed warning.
    expect(body.data.kids_tiers).toEqual(['A']);
    const plan = body.data.rooms
      .flatMap((room) => room.room_plans)
      .find((candidate) => candidate.room_plan_code === 'STD-RO');
    const single = await search(101, `${STAY}&adults=2&room_count=1&room_plan_codes=STD-RO`);
    expect(plan?.price.total_price).toBeGreaterThan(
      single.body.data.rooms[0]?.room_plans[0]?.price.total_price ?? 0,
    );
    // Two rooms of BF (sale limit 2) are fine, three are not.
    expect(planCodes(body)).toContain('STD-BF');
  });

  it('finds the next available date at demo-soldout when asked', async () => {
    const without = await search(103, STAY);
    expect(without.body.data.rooms).toEqual([]);
    expect(without.body.data.next_available_date).toBeNull();
    const asked = await search(103, `${STAY}&search_next_available_date_if_no_result=true`);
    expect(asked.body.data.next_available_date).toBe('2027-01-15');
    const then = await search(103, 'checkin_date=2027-01-15&checkout_date=2027-01-17');
    expect(then.body.data.rooms.length).toBe(1);
  });

  it('adds mcp_ amounts at the fixed rate when mcp_currency is asked (150 JPY per USD)', async () => {
    const { body } = await search(101, `${STAY}&mcp_currency=USD`);
    expect(body.data.mcp_currency).toBe('USD');
    const price = body.data.rooms[0]?.room_plans[0]?.price;
    expect(price?.mcp_total_price).toEqual({
      cents: Math.round(((price?.total_price ?? 0) / 150) * 100),
      currency: 'USD',
    });
    const kyoto = await search(102, 'checkin_date=2026-12-10&checkout_date=2026-12-11&mcp_currency=USD');
    expect(kyoto.body.data.mcp_currency).toBeNull();
    expect(kyoto.body.data.rooms[0]?.room_plans[0]?.price.mcp_total_price).toBeUndefined();
    const same = await search(101, `${STAY}&mcp_currency=JPY`);
    expect(same.body.data.mcp_currency).toBeNull();
  });

  it('carries payment_promotion_info, extra_inventories and the hotel currency', async () => {
    const { body } = await search(101, STAY);
    expect(body.data.payment_promotion_info).toEqual({
      target_mode: 'include',
      hotel_plan_codes: ['BF', 'RO'],
      description: '5% off when paying by card.',
    });
    expect(body.data.extra_inventories).toContainEqual({ extra_id: 7, inventory: 10 });
    expect(body.data.currency).toBe('JPY');
    const taipei = await search(201, 'checkin_date=2026-12-10&checkout_date=2026-12-11');
    expect(taipei.body.data.currency).toBe('TWD');
    expect(taipei.body.data.payment_promotion_info).toBeNull();
  });

  it.each([
    ['adults=abc', 422, '1000'],
    ['checkin_date=2026-02-30&checkout_date=2026-03-01', 422, '1000'],
    ['checkin_date=2026-12-12&checkout_date=2026-12-10', 422, '1000'],
    ['checkin_date=2026-11-20&checkout_date=2026-11-21', 422, '1000'],
    ['checkin_date=20261210', 422, '1000'],
    [`${STAY}&adults=0`, 422, '1000'],
    [`${STAY}&adults=1&adults=2`, 422, '1000'],
    [`${STAY}&order=cheapest`, 422, '1000'],
    [`${STAY}&is_day_use=yes`, 422, '1000'],
    [`${STAY}&kids_tiers=A%20B`, 422, '1000'],
    [`${STAY}&rooms=2`, 400, 'malformed_request'],
    [`${STAY}&rooms[x][adults]=2`, 400, 'malformed_request'],
    [`${STAY}&rooms[0]=2`, 400, 'malformed_request'],
    [`${STAY}&rooms[0][adults=2`, 400, 'malformed_request'],
    [`${STAY}&rooms[1][adults]=2`, 400, 'malformed_request'],
    [`${STAY}&rooms[0][adults]=two`, 422, '1000'],
    [`${STAY}&rooms[0][adults][0]=2`, 422, '1000'],
    [`${STAY}&adults=21`, 422, 'too_many_guests'],
    [`${STAY}&adults=1&kids_tiers=A&kids_tiers=B&kids_tiers=C&kids_tiers=A`, 422, 'too_many_guests'],
    [`${STAY}&room_count=6`, 422, 'room_count_limit_exceeded'],
    ['checkin_date=2027-12-02&checkout_date=2027-12-03', 422, '1903'],
    ['search_type=undated&rooms[0][adults]=2&rooms[1][adults]=1', 422, 'undated_search_not_allowed'],
    ['search_type=undated&dynamic_package=wbf', 422, 'undated_search_not_allowed'],
  ])('answers %s with %i %s, never a 500', async (query, status, code) => {
    const response = await search(101, query);
    expect([response.status, errorCode(response.body)]).toEqual([status, code]);
  });

  it('answers an unknown hotel with 404 hotel_not_found', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await search(Number.isNaN(Number(id)) ? 0 : Number(id), STAY);
      expect([response.status, errorCode(response.body)]).toEqual([404, 'hotel_not_found']);
    }
    const text = await client.get(`/hotels/abc/rooms?${STAY}`);
    expect(errorCode(text.body)).toBe('hotel_not_found');
  });
});

describe('getRoomRecommendations', () => {
  it('orders recommended and keeps at most `limit` room types', async () => {
    const { body } = await client.get<Search>(`/hotels/101/rooms/recommendation?${STAY}&limit=2`);
    expect(body.data.rooms.map((room) => room.room_type_code)).toEqual(['FAM', 'STE']);
    const bad = await client.get(`/hotels/101/rooms/recommendation?${STAY}&limit=0`);
    expect([bad.status, errorCode(bad.body)]).toEqual([422, '1000']);
  });
});

describe('getRoomInventory', () => {
  it('gives the stock per room type, night and plan', async () => {
    const { status, body } = await client.get<Inventory>(
      `/hotels/101/rooms/inventory?${STAY}&room_type_codes=DBL`,
    );
    expect(status).toBe(200);
    const dbl = body.data.rooms[0];
    expect(dbl?.dates.map((night) => night.date)).toEqual(['2026-12-10', '2026-12-11']);
    expect(dbl?.room_count).toBe(Math.min(...(dbl?.dates.map((night) => night.room_count) ?? [])));
    expect(dbl?.room_plans).toContainEqual({
      room_plan_code: 'DBL-BF',
      hotel_plan_code: 'BF',
      plan_stock_count: 3,
      sale_limit: 2,
    });
  });
});

describe('getRoomAvailability', () => {
  it('gives per date a status, rooms left and the lowest price', async () => {
    const { status, body } = await client.get<Calendar>(
      '/hotels/103/rooms/availability?start_date=2026-11-30&end_date=2027-01-16',
    );
    expect(status).toBe(200);
    expect(body.data.dates[0]).toEqual({
      date: '2026-11-30',
      status: 'not_bookable',
      room_count: 0,
      lowest_price: null,
      mcp_lowest_price: null,
    });
    expect(body.data.dates.find((day) => day.date === '2026-12-10')?.status).toBe('sold_out');
    const open = body.data.dates.find((day) => day.date === '2027-01-15');
    expect(open?.status).toBe('available');
    expect(open?.lowest_price).toBeGreaterThan(0);
    const tokyo = await client.get<Calendar>(
      '/hotels/101/rooms/availability?start_date=2026-12-23&end_date=2026-12-24&mcp_currency=EUR',
    );
    expect(tokyo.body.data.dates.every((day) => day.mcp_lowest_price?.currency === 'EUR')).toBe(true);
  });

  it('marks the stays that take a lottery-only night, unless the lottery event is searched', async () => {
    const range = '/hotels/101/rooms/availability?start_date=2027-02-12&end_date=2027-02-15&nights=2';
    const statuses = (body: { data: Calendar['data'] }) => body.data.dates.map((day) => day.status);
    const plain = await client.get<Calendar>(range);
    // 2027-02-14 and 15 are the event's nights: a two-night stay from the 13th takes the 14th.
    expect(statuses(plain.body)).toEqual(['available', 'lottery_only', 'lottery_only', 'lottery_only']);
    const entered = await client.get<Calendar>(`${range}&lottery_event_uuid=${LOTTERY.eventUuid}`);
    expect(statuses(entered.body).filter((status) => status === 'lottery_only')).toEqual([]);
  });

  it('takes the parameters of a search that change what is found: rooms, codes and the lottery link', async () => {
    const base = '/hotels/101/rooms/availability?start_date=2026-12-23&end_date=2026-12-24';
    const twoRooms = await client.get<Calendar>(
      `${base}&rooms[0][adults]=2&rooms[1][adults]=1&is_including_occupied=true&voucher_coupon_code=VC1`,
    );
    expect(twoRooms.status).toBe(200);
    expect(twoRooms.body.data.dates).toHaveLength(2);
    const expiredLink = await client.get(
      `${base}&lottery_access_token=${TRIGGERS.lotteryLinkInvalid3781.value}`,
    );
    expect([expiredLink.status, errorCode(expiredLink.body)]).toEqual([410, '3781']);
    const badEntry = await client.get(`${base}&current_lottery_entry=%3F%3F`);
    expect([badEntry.status, errorCode(badEntry.body)]).toEqual([422, '1000']);
  });

  it('refuses a range over 93 days or backwards with 1000', async () => {
    for (const range of [
      'start_date=2026-12-01&end_date=2027-03-10',
      'start_date=2026-12-05&end_date=2026-12-01',
      'start_date=x&end_date=y',
    ]) {
      const response = await client.get(`/hotels/101/rooms/availability?${range}`);
      expect([response.status, errorCode(response.body)]).toEqual([422, '1000']);
    }
  });
});
