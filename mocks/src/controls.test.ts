import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from './internal/testSetup';

const client = useMockServer();

describe('controls', () => {
  it('reads, sets and advances the clock', async () => {
    expect((await client.get('/__staykit/clock')).body).toEqual({
      now: '2026-12-01T09:00:00+09:00',
      today: '2026-12-01',
    });
    const set = await client.send('PUT', '/__staykit/clock', { body: { now: '2026-12-05T23:30:00+09:00' } });
    expect(set.body).toEqual({ now: '2026-12-05T23:30:00+09:00', today: '2026-12-05' });
    const advanced = await client.send('POST', '/__staykit/clock/advance', { body: { minutes: 60 } });
    expect(advanced.body).toEqual({ now: '2026-12-06T00:30:00+09:00', today: '2026-12-06' });
    const bad = await client.send('POST', '/__staykit/clock/advance', { body: { minutes: 'soon' } });
    expect([bad.status, errorCode(bad.body)]).toEqual([422, '1000']);
    const badNow = await client.send('PUT', '/__staykit/clock', { body: { now: 'tomorrow' } });
    expect([badNow.status, errorCode(badNow.body)]).toEqual([422, '1000']);
  });

  it('a clock set past a session expiry expires it; reset restores the seed and clock', async () => {
    await client.send('PUT', '/__staykit/clock', { body: { now: '2026-12-03T09:00:00+09:00' } });
    const expired = await client.get('/hotels/demo-tokyo/booking_widget/init');
    expect(errorCode(expired.body)).toBe('4000');
    const reset = await client.send('POST', '/__staykit/reset');
    expect(reset.body).toMatchObject({ reset: true, now: '2026-12-01T09:00:00+09:00' });
    // The reset dropped every session.
    const dropped = await client.get('/hotels/demo-tokyo/booking_widget/init');
    expect(errorCode(dropped.body)).toBe('client_session_invalid');
  });

  it('reset with `now` moves the seed dates with the clock', async () => {
    await client.send('POST', '/__staykit/reset', { body: { now: '2027-03-01T09:00:00+09:00' } });
    const state = await client.get<{ today: string; stock: { room_count: number } | null }>(
      '/__staykit/state?hotel_id=103&room_type_code=STD&date=2027-03-01',
    );
    expect(state.body.today).toBe('2027-03-01');
    // demo-soldout is sold out for the first 45 days from the (new) today.
    expect(state.body.stock?.room_count).toBe(0);
  });

  it('summarises the state: hotels and the stock of a room type on a date', async () => {
    const { body } = await client.get<{ hotels: { code: string }[]; stock: unknown }>(
      '/__staykit/state?hotel_id=101&room_type_code=STE&date=2026-12-24',
    );
    expect(body.hotels.map((hotel) => hotel.code)).toEqual(
      expect.arrayContaining(['demo-tokyo', 'demo-kyoto', 'demo-taipei', 'demo-seoul', 'demo-soldout']),
    );
    expect(body.stock).toEqual({ hotel_id: 101, room_type_code: 'STE', date: '2026-12-24', room_count: 0 });
    const bad = await client.get('/__staykit/state?date=2026-02-30');
    expect([bad.status, errorCode(bad.body)]).toEqual([422, '1000']);
  });
});
