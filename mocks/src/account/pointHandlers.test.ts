import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { BOOKING_BODY } from '../triggers';
import { bookingRequests, errorCode, moveClockTo, useMockServer } from '../testing/testSetup';
import { POINTS } from '../seed/scenarios';
import { HANAKO, ICHIRO } from '../seed/seedMembers';
import { HANAKO_RESERVATIONS } from '../seed/seedMemberStays';

type Schemas = components['schemas'];
type Identity = Schemas['UserIdentityResponse'];

const client = useMockServer();
const { book } = bookingRequests(client);
const HANAKO_TOKEN = { Authorization: `Bearer ${HANAKO.userToken}` };

async function signIn(oneTimeToken: string): Promise<Record<string, string>> {
  const identity = await client.send<Identity>('GET', '/user/identity', {
    headers: { 'X-One-Time-Access-Token': oneTimeToken },
  });
  return { Authorization: `Bearer ${identity.body.data.session?.access_token ?? ''}` };
}

const points = (hotelId: number, headers: Record<string, string> = HANAKO_TOKEN) =>
  client.send<Schemas['PointBalanceResponse']>('GET', `/hotels/${hotelId}/memberships/point`, { headers });
const timeline = (query = '', headers: Record<string, string> = HANAKO_TOKEN) =>
  client.send<Schemas['PointsTimelineResponse']>('GET', `/hotels/101/memberships/points_timeline${query}`, {
    headers,
  });
const exchange = (amount: number, headers: Record<string, string> = {}, hotelId = 101) =>
  client.send<Schemas['PointExchangeResponse']>('POST', `/hotels/${hotelId}/memberships/point_exchanges`, {
    body: { amount, exchange_type: 'digico' },
    headers: { ...HANAKO_TOKEN, ...headers },
  });

describe('getPoints', () => {
  it("answers the ledger's balance, ranking and future points, the rank and the spending rules", async () => {
    const answer = await points(101, await signIn(HANAKO.oneTimeToken));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      program_enabled: true,
      total_point: 10_000,
      ranking_points_value: 9_000,
      // The stays not yet credited: yesterday's (280), two to come (450, 140) and the lottery win's (300).
      future_point: 1_170,
      rank: {
        rank_id: 3,
        rank_name: 'Gold',
        next_rank_id: 4,
        next_rank_name: 'Platinum',
        points_to_unlock_next_rank: 6_000,
        unlock_next_rank_by: '2026-12-31',
        points_to_keep_rank: 0,
        keep_rank_by: '2026-12-31',
        highest_rank_id: 3,
        highest_rank_name: 'Gold',
      },
      spending_rules: { increment: POINTS.increment, minimum_spend: POINTS.minimum },
    });
  });

  it('answers 0 points, programme off, at a hotel without points or for a member without them', async () => {
    const taipei = await points(201);
    expect(taipei.body.data).toMatchObject({ program_enabled: false, total_point: 0, future_point: 0 });
    const ichiro = await points(101, await signIn(ICHIRO.oneTimeToken));
    expect(ichiro.body.data).toMatchObject({ program_enabled: false, total_point: 0 });
  });

  it('is 401 without a user token or with an unknown one', async () => {
    const guest = await points(101, {});
    expect([guest.status, errorCode(guest.body)]).toEqual([401, 'unauthorized']);
    const unknown = await points(101, { Authorization: 'Bearer ut_unknown' });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([401, 'unauthorized']);
  });

  it('is 404 hotel_not_found for an unknown hotel', async () => {
    const answer = await points(99_999);
    expect([answer.status, errorCode(answer.body)]).toEqual([404, 'hotel_not_found']);
  });
});

describe('listPointsTimeline', () => {
  it('pages the current history newest first, 5 to a page, with the totals', async () => {
    const first = await timeline();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      page: 1,
      per_page: 5,
      total_pages: 3,
      total_entries: 11,
      total: 10_000,
    });
    expect(first.body.data.map((entry) => [entry.date, entry.amount, entry.status])).toEqual([
      ['2026-11-26', 1_000, 'refunded'],
      ['2026-11-24', 420, 'gained'],
      ['2026-11-23', -1_000, 'spent'],
      ['2026-10-07', -1_000, 'expired'],
      ['2026-10-02', 2_180, 'gained'],
    ]);
    const last = await timeline('?page=3');
    expect(last.body.data).toEqual([
      { date: '2025-10-07', description: 'Sign-up bonus', amount: 3_000, status: 'gained' },
    ]);
    const kinds = new Set<string>();
    for (const page of [1, 2, 3]) {
      for (const entry of (await timeline(`?page=${page}`)).body.data) kinds.add(entry.status);
    }
    expect([...kinds].sort()).toEqual(['expired', 'gained', 'refunded', 'spent']);
  });

  it('lists future points with their credit day, and credits them 3 days after check-out', async () => {
    const future = await timeline('?scope=future');
    expect(
      future.body.data.map((entry) => [entry.amount, entry.available_at, entry.reservation_number]),
    ).toEqual([
      [300, '2027-02-24', HANAKO_RESERVATIONS.lottery],
      [140, '2027-01-19', HANAKO_RESERVATIONS.upcomingLater],
      [450, '2026-12-26', HANAKO_RESERVATIONS.upcoming],
      [280, '2026-12-03', HANAKO_RESERVATIONS.completedYesterday],
    ]);
    await moveClockTo(client, '2026-12-03T09:00:00+09:00');
    const credited = await timeline('', HANAKO_TOKEN);
    expect(credited.body.data[0]).toMatchObject({ date: '2026-12-03', amount: 280, status: 'gained' });
    expect(credited.body.total).toBe(10_280);
    expect((await timeline('?scope=future')).body.total_entries).toBe(3);
  });

  it('is empty with the programme off at a hotel without points', async () => {
    const answer = await client.send<Schemas['PointsTimelineResponse']>(
      'GET',
      '/hotels/201/memberships/points_timeline',
      { headers: HANAKO_TOKEN },
    );
    expect(answer.body).toMatchObject({ data: [], program_enabled: false, total_entries: 0 });
  });

  it('refuses a scope it does not know (1000) and a guest (401)', async () => {
    const unknown = await timeline('?scope=past');
    expect([unknown.status, errorCode(unknown.body)]).toEqual([422, '1000']);
    expect((await timeline('', {})).status).toBe(401);
  });
});

describe('createPointExchange and listPointExchanges', () => {
  it('exchanges whole units once per Idempotency-Key, and the points leave the balance', async () => {
    const key = { 'Idempotency-Key': 'exchange-0001' };
    const first = await exchange(1_000, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      amount: 1_000,
      exchange_type: 'digico',
      valid_until: '2027-05-30',
      validity_days: 180,
    });
    expect(first.body.data.code).toMatch(/^DGC-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const again = await exchange(1_000, key);
    expect([again.status, again.body.data.code]).toEqual([201, first.body.data.code]);
    expect((await points(101)).body.data.total_point).toBe(9_000);
    const history = await timeline();
    expect(history.body.data[0]).toMatchObject({ date: '2026-12-01', amount: -1_000, status: 'spent' });
    const list = await client.send<Schemas['PointExchangeListResponse']>(
      'GET',
      '/hotels/101/memberships/point_exchanges',
      { headers: HANAKO_TOKEN },
    );
    expect(list.body.data.map((row) => row.amount)).toEqual([1_000, 1_000]);
    expect(list.body.data[1]?.code).toBe('DGC-7F3K-92QX-LM4P');
  });

  it('refuses part of a unit, a hotel outside Japan and more than the balance, spending nothing', async () => {
    const part = await exchange(750);
    expect([part.status, errorCode(part.body)]).toEqual([422, 'point_exchange_invalid']);
    const taipei = await exchange(1_000, {}, 201);
    expect([taipei.status, errorCode(taipei.body)]).toEqual([422, 'point_exchange_invalid']);
    const tooMany = await exchange(10_500);
    expect([tooMany.status, errorCode(tooMany.body)]).toEqual([422, '2401']);
    expect((await points(101)).body.data.total_point).toBe(10_000);
  });

  it('needs a signed-in member and an Idempotency-Key', async () => {
    const guest = await client.send('POST', '/hotels/101/memberships/point_exchanges', {
      body: { amount: 500 },
    });
    expect(guest.status).toBe(401);
    const noKey = await client.send('POST', '/hotels/101/memberships/point_exchanges', {
      body: { amount: 500 },
      headers: HANAKO_TOKEN,
      withoutIdempotencyKey: true,
    });
    expect([noKey.status, errorCode(noKey.body)]).toEqual([400, 'idempotency_key_missing']);
  });
});

describe('points and bookings', () => {
  it('a booking spends from the ledger and earns future points; cancelling returns them', async () => {
    const booked = await book({ points_to_spend: 2_000 }, HANAKO_TOKEN);
    expect(booked.status).toBe(201);
    const number = booked.body.data.reservation.reservation_number;
    expect((await points(101)).body.data.total_point).toBe(8_000);
    const future = await timeline('?scope=future');
    // 15,800 JPY, less the 2,000 points: 138 points, credited 3 days after the 2026-12-11 check-out.
    expect(future.body.data.find((entry) => entry.reservation_number === number)).toMatchObject({
      amount: 138,
      status: 'future',
      available_at: '2026-12-14',
    });
    const cancelled = await client.send(
      'PUT',
      `/hotels/101/reservations/${number}/cancel?email=${BOOKING_BODY.guest.email}`,
      {
        body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
        headers: HANAKO_TOKEN,
      },
    );
    expect(cancelled.status).toBe(200);
    expect((await points(101)).body.data.total_point).toBe(10_000);
    expect((await timeline()).body.data[0]).toMatchObject({
      amount: 2_000,
      status: 'refunded',
      reservation_number: number,
    });
    const after = await timeline('?scope=future');
    expect(after.body.data.some((entry) => entry.reservation_number === number)).toBe(false);
  });

  it('cancels all the same when the points cannot be returned, and answers 3504', async () => {
    const booked = await book(
      { points_to_spend: 1_000, guest: { ...BOOKING_BODY.guest, last_name: 'POINTSLOST' } },
      HANAKO_TOKEN,
    );
    const number = booked.body.data.reservation.reservation_number;
    const cancelled = await client.send('PUT', `/hotels/101/reservations/${number}/cancel`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
      headers: HANAKO_TOKEN,
    });
    expect([cancelled.status, errorCode(cancelled.body)]).toEqual([502, '3504']);
    const reservation = await client.send<Schemas['ReservationResponse']>(
      'GET',
      `/hotels/101/reservations/${number}`,
      { headers: HANAKO_TOKEN },
    );
    expect(reservation.body.data.status).toBe('cancelled');
    // The points stay spent: no refunded row, the balance as after the booking.
    expect((await points(101)).body.data.total_point).toBe(9_000);
    expect(
      (await timeline()).body.data.some(
        (entry) => entry.status === 'refunded' && entry.reservation_number === number,
      ),
    ).toBe(false);
  });
});
