import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { bookingRequests, errorCode, moveClockTo, useMockServer } from '../testing/testSetup';
import { HANAKO } from '../seed/seedMembers';
import { HANAKO_RESERVATIONS } from '../seed/seedMemberStays';

type Schemas = components['schemas'];

const client = useMockServer();
const { book } = bookingRequests(client);
const HANAKO_TOKEN = { Authorization: `Bearer ${HANAKO.userToken}` };
const list = (query = '', headers: Record<string, string> = HANAKO_TOKEN) =>
  client.send<Schemas['UserReservationListResponse']>('GET', `/user/reservations${query}`, { headers });
const numbers = async (query: string) => (await list(query)).body.data.map((row) => row.reservation_number);

describe('listUserReservations', () => {
  it('lists one tab at a time, upcoming by default, soonest first', async () => {
    expect(await numbers('')).toEqual([HANAKO_RESERVATIONS.upcoming, HANAKO_RESERVATIONS.upcomingLater]);
    expect(await numbers('?status=completed')).toEqual([
      HANAKO_RESERVATIONS.completedYesterday,
      HANAKO_RESERVATIONS.completed,
    ]);
    expect(await numbers('?status=cancelled')).toEqual([HANAKO_RESERVATIONS.cancelled]);
    expect(await numbers('?status=lottery')).toEqual([HANAKO_RESERVATIONS.lottery]);
  });

  it('answers each row as the list shows it', async () => {
    const answer = await list();
    expect(answer.body).toMatchObject({ page: 1, total_pages: 1, total_entries: 2 });
    expect(answer.body.data[0]).toMatchObject({
      hotel: { id: 101, name: 'Demo Hotel Tokyo' },
      checkin_date: '2026-12-21',
      checkout_date: '2026-12-23',
      nights: 2,
      room_count: 1,
      adults: 2,
      room_type_name: 'Deluxe Double',
      plan_name: 'Breakfast included',
      status: 'done',
      payment_type: 'on_site',
      booking_method: 'booking_widget',
      total_price: 45_000,
      currency: 'JPY',
      is_lottery: false,
    });
  });

  it('adds a booking made with the member token, and narrows by payment type and channel', async () => {
    const booked = await book({}, HANAKO_TOKEN);
    const number = booked.body.data.reservation.reservation_number;
    expect(await numbers('')).toEqual([
      number,
      HANAKO_RESERVATIONS.upcoming,
      HANAKO_RESERVATIONS.upcomingLater,
    ]);
    const byCard = await numbers(`?payment_type=${booked.body.data.reservation.payment_type}`);
    expect(byCard).toContain(number);
    expect(await numbers('?status=lottery&channel=lottery')).toEqual([HANAKO_RESERVATIONS.lottery]);
    expect(await numbers('?channel=chatbot')).toEqual([]);
  });

  it('moves a stay to completed once its check-out day has passed', async () => {
    await moveClockTo(client, '2026-12-24T09:00:00+09:00');
    expect(await numbers('?status=completed')).toContain(HANAKO_RESERVATIONS.upcoming);
  });

  it('refuses an unknown tab (1000) and a guest (401)', async () => {
    const unknown = await list('?status=past');
    expect([unknown.status, errorCode(unknown.body)]).toEqual([422, '1000']);
    expect((await list('', {})).status).toBe(401);
  });
});

describe('getCurrentUser', () => {
  it('answers the signed-in user', async () => {
    const me = await client.send<Schemas['CurrentUserResponse']>('GET', '/user/me', {
      headers: HANAKO_TOKEN,
    });
    expect(me.body.data).toMatchObject({
      id: HANAKO.id,
      first_name: 'Hanako',
      rank: 'Gold',
      point_program_enabled: true,
    });
    expect((await client.send('GET', '/user/me')).status).toBe(401);
  });
});
