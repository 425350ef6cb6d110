import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import { BOOKING_BODY, TRIGGERS } from '../triggers';

type ReservationResponse = components['schemas']['ReservationResponse'];
type State = { stock: { room_count: number } | null };
type Envelope = { errors: { meta?: { new_total_price?: number } }[] };

const client = useMockServer();
// Default clock: today is 2026-12-01 09:00 in Japan; BOOKING_BODY books STD-RO on 2026-12-10 (15,800 JPY).
const PATH = '/hotels/101/reservations/SK2612010001?email=hanako@example.com';
const book = (lastName = 'Yamada') =>
  client.send('POST', '/hotels/101/reservations', {
    body: { ...BOOKING_BODY, guest: { ...BOOKING_BODY.guest, last_name: lastName } },
  });
const left = async (type: string, date: string): Promise<number | undefined> =>
  (await client.get<State>(`/__staykit/state?hotel_id=101&room_type_code=${type}&date=${date}`)).body.stock
    ?.room_count;
const room = (code: string) => ({
  reservation_hotel_room_id: 1001,
  room_type_code: code.split('-')[0],
  room_plan_code: code,
  adults: 2,
});
const update = (body: Record<string, unknown>, path = PATH) =>
  client.send<ReservationResponse & Envelope>('PUT', path, {
    body: { checkin_date: '2026-12-10', checkout_date: '2026-12-11', rooms: [room('STD-RO')], ...body },
  });
/** The new total the mock quotes for a body (its price_changed meta). */
const quote = async (body: Record<string, unknown>): Promise<number | undefined> =>
  (await update({ ...body, price_displayed_total: 0 })).body.errors[0]?.meta?.new_total_price;

describe('updateReservation', () => {
  it('moves the stay to new nights: re-priced, old nights given back, new ones taken', async () => {
    await book();
    const before = {
      d10: await left('STD', '2026-12-10'),
      d12: await left('STD', '2026-12-12'),
      d13: await left('STD', '2026-12-13'),
    };
    const body = { checkin_date: '2026-12-12', checkout_date: '2026-12-14' };
    const total = await quote(body);
    expect(total).toBeGreaterThan(15800);
    const { status, body: answer } = await update({ ...body, price_displayed_total: total });
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({
      checkin_date: '2026-12-12',
      checkout_date: '2026-12-14',
      nights: 2,
      price: { total_price: total },
      rooms: [{ id: 1001, plan: { room_plan_code: 'STD-RO' } }],
      change_deadline_at: '2026-12-11T18:00:00+09:00',
    });
    expect(await left('STD', '2026-12-10')).toBe((before.d10 ?? 0) + 1);
    expect(await left('STD', '2026-12-12')).toBe((before.d12 ?? 0) - 1);
    expect(await left('STD', '2026-12-13')).toBe((before.d13 ?? 0) - 1);
  });

  it('changes the room type within the plan', async () => {
    await book();
    const body = { rooms: [room('DBL-RO')] };
    const total = await quote(body);
    const moved = await update({ ...body, price_displayed_total: total });
    expect(moved.body.data.rooms[0]?.room_type.code).toBe('DBL');
  });

  it('changes nothing when the new nights are sold out (never below zero)', async () => {
    // The Executive Suite sells Breakfast only, and is sold out on 2026-12-24.
    await client.send('POST', '/hotels/101/reservations', {
      body: { ...BOOKING_BODY, rooms: [{ ...BOOKING_BODY.rooms[0], room_plan_code: 'STD-BF' }] },
    });
    const body = { checkin_date: '2026-12-24', checkout_date: '2026-12-25', rooms: [room('STE-BF')] };
    const before = await left('STD', '2026-12-10');
    const refused = await update(body);
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toBe('sold_out');
    expect(await left('STD', '2026-12-10')).toBe(before);
    expect(await left('STE', '2026-12-24')).toBe(0);
  });

  it('refuses a changed total, too few nights and another plan', async () => {
    await book();
    expect(errorCode((await update({ price_displayed_total: 1 })).body)).toBe('price_changed');
    expect(errorCode((await update({ checkout_date: '2026-12-10' })).body)).toBe('minimum_nights_not_met');
    expect(errorCode((await update({ rooms: [room('STD-BF')] })).body)).toBe('plan_change_not_allowed');
    expect((await update({ checkin_date: 'soon' })).status).toBe(422);
  });

  it('refuses after the change deadline', async () => {
    await book();
    await client.send('PUT', '/__staykit/clock', { body: { now: '2026-12-09T18:00:00+09:00' } });
    await client.startSession();
    expect(errorCode((await update({})).body)).toBe('update_deadline_passed');
  });

  it('refuses staff edits, a changed original, and a pending update until 5 minutes pass', async () => {
    await book(TRIGGERS.reservationUpdatePending.value);
    const locked = await update({ price_displayed_total: 15800 });
    expect(locked.status).toBe(409);
    expect(errorCode(locked.body)).toBe('3013');
    await client.send('POST', '/__staykit/clock/advance', { body: { minutes: 5 } });
    expect((await update({ price_displayed_total: 15800 })).status).toBe(200);
  });
});
