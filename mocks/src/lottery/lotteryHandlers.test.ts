import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, moveClockTo, useMockServer } from '../testing/testSetup';
import { TEST_CARDS } from '../payment/cards';
import { LOTTERY_SEED } from '../seed/seedLottery';
import { BOOKING_BODY } from '../triggers';
import { HANAKO, KENJI, MEMBER_PASSWORD } from '../seed/seedMembers';

type Schemas = components['schemas'];

const client = useMockServer();
const { events, entries } = LOTTERY_SEED;
const HANAKO_TOKEN = { Authorization: `Bearer ${HANAKO.userToken}` };
const KENJI_TOKEN = { Authorization: `Bearer ${KENJI.userToken}` };
const RESULTS = '/hotels/101/lottery_results';

const entry = (number: string, headers: Record<string, string> = HANAKO_TOKEN) =>
  client.send<Schemas['LotteryEntryResponse']>('GET', `${RESULTS}/${number}`, { headers });
const enter = (changes: Record<string, unknown> = {}, headers: Record<string, string> = KENJI_TOKEN) =>
  client.send<Schemas['LotteryEntryResponse']>('POST', RESULTS, {
    body: {
      event_id: events.drawn,
      checkin_date: '2026-12-24',
      checkout_date: '2026-12-26',
      room_type_code: 'STD',
      hotel_plan_code: 'RO',
      room_plan_code: 'STD-RO',
      rooms: [{ adults: 2 }],
      guest: { first_name: 'Kenji', last_name: 'Sato', email: KENJI.email, phone: '+819011112222' },
      ...changes,
    },
    headers,
  });

describe('lottery events', () => {
  it('answers an event in its phase, with its setting', async () => {
    const open = await client.send<Schemas['LotteryEventResponse']>('GET', `/lottery_events/${events.open}`);
    expect(open.body.data).toMatchObject({
      status: 'accepting_entries',
      hotel_code: 'demo-tokyo',
      stay_start_date: '2027-02-09',
      entry_deadline: '2026-12-11T23:59:59+09:00',
      setting: { min_nights: 1, max_nights: 3 },
    });
    const drawn = await client.send<Schemas['LotteryEventResponse']>(
      'GET',
      `/lottery_events/${events.drawn}`,
    );
    expect(drawn.body.data.status).toBe('results_announced');
    const setting = await client.send<Schemas['LotteryEventSettingResponse']>(
      'GET',
      `/lottery_events/${events.past}/setting`,
    );
    expect(setting.body.data).toEqual({ notification: '', min_nights: 1, max_nights: 3 });
    const unknown = await client.send('GET', '/lottery_events/00000000-0000-4000-8000-000000000000');
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'not_found']);
    // Read by a lottery link: any token is a valid link but the link triggers (3780-3783).
    const linked = await client.send(
      'GET',
      `/lottery_events/${events.open}?lottery_access_token=lat_winter_link`,
    );
    expect(linked.status).toBe(200);
    const expired = await client.send(
      'GET',
      `/lottery_events/${events.open}?lottery_access_token=lottery_link_3780`,
    );
    expect([expired.status, errorCode(expired.body)]).toEqual([410, '3780']);
    const malformed = await client.send('GET', `/lottery_events/${events.open}?lottery_access_token=%3Cb%3E`);
    expect([malformed.status, errorCode(malformed.body)]).toEqual([422, '1000']);
  });
});

describe('lottery entries', () => {
  it("lists the member's entries in every state they hold, and only to them", async () => {
    const mine = await client.send<Schemas['UserLotteryResultListResponse']>('GET', '/user/lottery_results', {
      headers: HANAKO_TOKEN,
    });
    expect(mine.body.data.map((row) => [row.entry_number, row.status]).sort()).toEqual([
      [entries.hanakoConfirmed, 'winner_reservation_confirmed'],
      [entries.hanakoRegistered, 'registered'],
      [entries.hanakoWinner, 'winner_reservation_pending'],
    ]);
    expect(
      mine.body.data.find((row) => row.entry_number === entries.hanakoConfirmed)?.reservation,
    ).toMatchObject({
      reservation_number: 'SK9006',
      status: 'done',
    });
    const foreign = await entry(entries.hanakoWinner, KENJI_TOKEN);
    expect([foreign.status, errorCode(foreign.body)]).toEqual([403, 'lottery_access_denied']);
    const byReservation = await client.send<Schemas['LotteryEntryResponse']>(
      'GET',
      '/hotels/101/reservations/SK9006/lottery_result',
      { headers: HANAKO_TOKEN },
    );
    expect(byReservation.body.data.entry_number).toBe(entries.hanakoConfirmed);
  });

  it('enters the open lottery once, within its stay period and nights', async () => {
    const open = { event_id: events.open, checkin_date: '2027-02-13', checkout_date: '2027-02-15' };
    const tooLong = await enter({ ...open, checkout_date: '2027-02-17' });
    expect([tooLong.status, errorCode(tooLong.body)]).toEqual([422, 'lottery_nights_out_of_range']);
    const outside = await enter({ ...open, checkin_date: '2027-03-01', checkout_date: '2027-03-02' });
    expect([outside.status, errorCode(outside.body)]).toEqual([422, '1000']);
    // Kenji's cancelled entry in this lottery counts: he restores it rather than entering again.
    const twice = await enter(open);
    expect([twice.status, errorCode(twice.body)]).toEqual([409, '3756']);
    const session = await client.send<Schemas['MembershipSessionResponse']>(
      'POST',
      '/hotels/101/memberships/sign_in',
      { body: { grant_type: 'password', email: 'yui.nakamura@example.com', password: MEMBER_PASSWORD } },
    );
    const yui = { Authorization: `Bearer ${session.body.data.access_token}` };
    const created = await enter(open, yui);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'registered', nights: 2, entry_number: 'LE1010008' });
    const again = await enter(open, yui);
    expect([again.status, errorCode(again.body)]).toEqual([409, '3756']);
  });

  it('refuses an entry after the deadline, and to a guest', async () => {
    const late = await enter({ event_id: events.drawn });
    expect([late.status, errorCode(late.body)]).toEqual([409, 'lottery_deadline_passed']);
    expect((await enter({}, {})).status).toBe(401);
  });

  it('updates, cancels and restores an entry until the entry deadline', async () => {
    const put = (path: string, body: unknown) =>
      client.send<Schemas['LotteryEntryResponse']>('PUT', `${RESULTS}/${path}`, {
        body,
        headers: HANAKO_TOKEN,
      });
    const updated = await put(entries.hanakoRegistered, { checkout_date: '2027-02-17', notes: 'Quiet room' });
    expect(updated.body.data).toMatchObject({ nights: 3, notes: 'Quiet room', status: 'registered' });
    const tooLong = await put(entries.hanakoRegistered, { checkout_date: '2027-02-19' });
    expect(errorCode(tooLong.body)).toBe('lottery_nights_out_of_range');
    const cancelled = await put(`${entries.hanakoRegistered}/cancel`, undefined);
    expect(cancelled.body.data.status).toBe('registration_cancelled');
    const restored = await put(entries.hanakoRegistered, { restore: true });
    expect(restored.body.data.status).toBe('registered');
    await moveClockTo(client, '2026-12-12T09:00:00+09:00');
    const late = await client.send('PUT', `${RESULTS}/${entries.hanakoRegistered}/cancel`, {
      headers: { Authorization: `Bearer ${HANAKO.userToken}` },
    });
    expect([late.status, errorCode(late.body)]).toEqual([409, 'lottery_deadline_passed']);
  });
});

describe('the draw', () => {
  it('draws on the result day of the mock clock, and a pending win lapses after its deadline', async () => {
    await moveClockTo(client, '2026-12-13T09:00:00+09:00');
    const mine = await entry(entries.hanakoRegistered);
    expect(mine.body.data.status).toBe('winner_reservation_pending');
    const lapsed = await entry(entries.hanakoWinner);
    expect(lapsed.body.data.status).toBe('winner_reservation_pending_declined');
  });

  it('draws now by the control, with the winners it names', async () => {
    const drawn = await client.send<{ entries: { entry_number: string; status: string }[] }>(
      'POST',
      `/__staykit/lottery/${events.open}/draw`,
      { body: { winners: [] } },
    );
    expect(drawn.body.entries.find((row) => row.entry_number === entries.hanakoRegistered)?.status).toBe(
      'not_winner',
    );
    expect((await entry(entries.hanakoRegistered)).body.data.status).toBe('not_winner');
    const refused = await client.send('POST', `/__staykit/lottery/${events.open}/draw`, {
      body: { winners: 'all' },
    });
    expect(refused.status).toBe(400);
  });
});

describe("the winner's booking", () => {
  const bookWin = (entryNumber: string, headers: Record<string, string> = HANAKO_TOKEN, dates = {}) =>
    client.send<Schemas['CreateReservationResponse']>('POST', '/hotels/101/reservations', {
      body: {
        ...BOOKING_BODY,
        checkin_date: '2026-12-25',
        checkout_date: '2026-12-26',
        lottery_result: { entry_number: entryNumber },
        acknowledge_overlapping_reservation: true,
        ...dates,
      },
      headers,
    });

  it('books the won stay, which confirms the entry; cancelling the booking marks the win cancelled', async () => {
    const booked = await bookWin(entries.hanakoWinner);
    expect(booked.status).toBe(201);
    const number = booked.body.data.reservation.reservation_number;
    expect((await entry(entries.hanakoWinner)).body.data).toMatchObject({
      status: 'winner_reservation_confirmed',
      reservation: { reservation_number: number, status: 'done' },
    });
    const cancelled = await client.send(
      'PUT',
      `/hotels/101/reservations/${number}/cancel?email=${BOOKING_BODY.guest.email}`,
      { body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 }, headers: HANAKO_TOKEN },
    );
    expect(cancelled.status).toBe(200);
    expect((await entry(entries.hanakoWinner)).body.data.status).toBe('winner_reservation_cancelled');
  });

  it("refuses other dates, another member's win, a loser and a lapsed win", async () => {
    const otherDates = await bookWin(entries.hanakoWinner, HANAKO_TOKEN, { checkout_date: '2026-12-27' });
    expect([otherDates.status, errorCode(otherDates.body)]).toEqual([422, '1000']);
    const foreign = await bookWin(entries.hanakoWinner, KENJI_TOKEN);
    expect([foreign.status, errorCode(foreign.body)]).toEqual([403, 'lottery_access_denied']);
    const loser = await bookWin(entries.hanakoRegistered);
    expect([loser.status, errorCode(loser.body)]).toEqual([403, 'lottery_not_winner']);
    await moveClockTo(client, '2026-12-04T09:00:00+09:00');
    const lapsed = await bookWin(entries.hanakoWinner);
    expect([lapsed.status, errorCode(lapsed.body)]).toEqual([409, 'lottery_deadline_passed']);
  });
});

describe("the winner's search", () => {
  const searchWin = (entryNumber: string, stay: string, headers: Record<string, string> = HANAKO_TOKEN) =>
    client.send<Schemas['RoomSearchResponse']>(
      'GET',
      `/hotels/101/rooms?${stay}&lottery_result_entry_number=${entryNumber}`,
      { headers },
    );

  it("searches the member's own pending win, on lottery-only nights too", async () => {
    const christmas = await searchWin(
      entries.hanakoWinner,
      'checkin_date=2026-12-25&checkout_date=2026-12-26',
    );
    expect(christmas.status).toBe(200);
    // Drawn now, Hanako's entry in the winter lottery is a win over its lottery-only nights.
    await client.send('POST', `/__staykit/lottery/${events.open}/draw`, {
      body: { winners: [entries.hanakoRegistered] },
    });
    const winter = await searchWin(
      entries.hanakoRegistered,
      'checkin_date=2027-02-14&checkout_date=2027-02-16',
    );
    expect(winter.status).toBe(200);
    expect(winter.body.data.rooms.length).toBeGreaterThan(0);
    // With the event of her Christmas win too, though that lottery no longer takes entries; not another.
    const withEvent = await searchWin(
      entries.hanakoWinner,
      `checkin_date=2026-12-25&checkout_date=2026-12-26&lottery_event_uuid=${events.drawn}`,
    );
    expect(withEvent.status).toBe(200);
    const otherEvent = await searchWin(
      entries.hanakoWinner,
      `checkin_date=2026-12-25&checkout_date=2026-12-26&lottery_event_uuid=${events.past}`,
    );
    expect([otherEvent.status, errorCode(otherEvent.body)]).toEqual([422, '3751']);
  });

  it("refuses another member's win, a loser's entry, a lapsed win and a guest", async () => {
    const stay = 'checkin_date=2026-12-25&checkout_date=2026-12-26';
    const foreign = await searchWin(entries.hanakoWinner, stay, KENJI_TOKEN);
    expect([foreign.status, errorCode(foreign.body)]).toEqual([403, 'lottery_access_denied']);
    const guest = await searchWin(entries.hanakoWinner, stay, {});
    expect([guest.status, errorCode(guest.body)]).toEqual([403, 'lottery_access_denied']);
    const loser = await searchWin(entries.hanakoRegistered, stay);
    expect([loser.status, errorCode(loser.body)]).toEqual([403, 'lottery_not_winner']);
    await moveClockTo(client, '2026-12-04T09:00:00+09:00');
    const lapsed = await searchWin(entries.hanakoWinner, stay);
    expect([lapsed.status, errorCode(lapsed.body)]).toEqual([409, 'lottery_deadline_passed']);
  });
});

describe("a winner's incomplete reservation", () => {
  const deleteIncomplete = (number: string, headers: Record<string, string> = HANAKO_TOKEN) =>
    client.send<Schemas['LotteryEntryResponse']>(
      'POST',
      `${RESULTS}/${number}/incomplete_reservation/delete`,
      { headers },
    );
  /** Books Hanako's Christmas win by a card that asks for 3-D Secure; the issuer page's address. */
  const bookWithChallenge = async () => {
    const booked = await client.send<Schemas['CreateReservationResponse']>(
      'POST',
      '/hotels/101/reservations',
      {
        body: {
          ...BOOKING_BODY,
          checkin_date: '2026-12-25',
          checkout_date: '2026-12-26',
          lottery_result: { entry_number: entries.hanakoWinner },
          acknowledge_overlapping_reservation: true,
          payment: {
            type: 'credit_card',
            card_token: `tok_test_${TEST_CARDS.threeDSecure.slice(-4)}`,
            three_d_secure_return_url: 'https://book.example.com/reservation/three-d-secure',
          },
        },
        headers: HANAKO_TOKEN,
      },
    );
    expect(booked.status).toBe(201);
    return booked.body.data;
  };

  it('keeps the win pending while 3-D Secure is open, and confirms it once approved', async () => {
    const { reservation, payment } = await bookWithChallenge();
    const pending = await entry(entries.hanakoWinner);
    expect(pending.body.data).toMatchObject({
      status: 'winner_reservation_pending',
      reservation: { reservation_number: reservation.reservation_number, status: 'payment_pending' },
    });
    // Still being paid: neither deleted nor booked a second time.
    const busy = await deleteIncomplete(entries.hanakoWinner);
    expect([busy.status, errorCode(busy.body)]).toEqual([409, '3016']);
    await fetch(payment?.three_d_secure?.url ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect((await entry(entries.hanakoWinner)).body.data.status).toBe('winner_reservation_confirmed');
    const complete = await deleteIncomplete(entries.hanakoWinner);
    expect([complete.status, errorCode(complete.body)]).toEqual([404, 'not_found']);
  });

  it('deletes a reservation whose 3-D Secure was abandoned, so the winner books again', async () => {
    await bookWithChallenge();
    // 3-D Secure runs out after 15 minutes: the reservation is cancelled, the win keeps it as incomplete.
    await moveClockTo(client, '2026-12-01T09:20:00+09:00');
    const incomplete = await entry(entries.hanakoWinner);
    expect(incomplete.body.data).toMatchObject({
      status: 'winner_reservation_pending',
      reservation: { status: 'cancelled' },
    });
    const foreign = await deleteIncomplete(entries.hanakoWinner, KENJI_TOKEN);
    expect([foreign.status, errorCode(foreign.body)]).toEqual([403, 'lottery_access_denied']);
    const loser = await deleteIncomplete(entries.hanakoRegistered);
    expect([loser.status, errorCode(loser.body)]).toEqual([403, 'lottery_not_winner']);
    const deleted = await deleteIncomplete(entries.hanakoWinner);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.status).toBe('winner_reservation_pending');
    expect(deleted.body.data.reservation).toBeUndefined();
    const again = await deleteIncomplete(entries.hanakoWinner);
    expect([again.status, errorCode(again.body)]).toEqual([404, 'not_found']);
    // Past the reservation deadline, the win has lapsed.
    await moveClockTo(client, '2026-12-04T09:00:00+09:00');
    const lapsed = await deleteIncomplete(entries.hanakoWinner);
    expect([lapsed.status, errorCode(lapsed.body)]).toEqual([409, 'lottery_deadline_passed']);
  });
});
