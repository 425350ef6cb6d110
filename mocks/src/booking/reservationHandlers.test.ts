import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { bookingsMade } from './reservations';
import { errorCode, useMockServer } from '../testing/testSetup';
import { revokeUserToken, issueUserToken } from '../identity/userTokens';
import { resetMock } from '../seed/resetMock';
import { HANAKO } from '../seed/seedMembers';
import { BOOKING_BODY } from '../triggers';

type Created = components['schemas']['CreateReservationResponse'];
type ReservationResponse = components['schemas']['ReservationResponse'];
type Price = components['schemas']['RoomPriceResponse'];
type Envelope = {
  errors: { code: string; details: Record<string, unknown>; meta?: Record<string, unknown> }[];
};
type State = { stock: { room_count: number } | null };

const client = useMockServer();
// Default clock: today is 2026-12-01 in Japan; BOOKING_BODY books STD-RO on 2026-12-10.
const NIGHT = '2026-12-10';
const book = (changes: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  client.send<Created & Envelope>('POST', '/hotels/101/reservations', {
    body: { ...BOOKING_BODY, ...changes },
    headers,
  });
const roomsLeft = async (roomType: string, date = NIGHT): Promise<number | undefined> =>
  (await client.get<State>(`/__staykit/state?hotel_id=101&room_type_code=${roomType}&date=${date}`)).body
    .stock?.room_count;
const room = (roomPlanCode: string, adults = 2) => ({
  room_type_code: roomPlanCode.split('-')[0],
  room_plan_code: roomPlanCode,
  adults,
  guest: { first_name: 'Taro', last_name: 'Yamada' },
});
const guest = (changes: Record<string, unknown>) => ({ guest: { ...BOOKING_BODY.guest, ...changes } });
const details = (body: unknown) => Object.keys((body as Envelope).errors[0]?.details ?? {});

describe('createReservation', () => {
  it('books a card stay: done, authorized, one room fewer, and readable by e-mail or bypass token only', async () => {
    const before = await roomsLeft('STD');
    const { status, body } = await book();
    expect(status).toBe(201);
    const { reservation, payment } = body.data;
    expect(reservation).toMatchObject({
      reservation_number: 'SK2612010001',
      status: 'done',
      payment_type: 'credit_card',
      payment_status: 'authorized',
      checkin_date: NIGHT,
      nights: 1,
      adults: 2,
      currency: 'JPY',
      price: { total_price: 15800 },
      rooms: [{ room_type: { code: 'STD' }, plan: { room_plan_code: 'STD-RO' }, total_price: 15800 }],
    });
    expect(reservation.additional_questions?.[0]).toMatchObject({ id: 31, answer: { option_ids: [2] } });
    expect(payment).toEqual({ status: 'authorized', three_d_secure: null });
    expect(await roomsLeft('STD')).toBe((before ?? 0) - 1);

    const path = `/hotels/101/reservations/${reservation.reservation_number}`;
    const byEmail = await client.get<ReservationResponse>(`${path}?email=HANAKO@example.com`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({ status: 'done', payment_status: 'authorized' });
    // The bypass token goes to the booker only.
    expect(byEmail.body.data.token).toBeUndefined();
    expect((await client.get(`${path}?bypass_token=${reservation.token ?? ''}`)).status).toBe(200);
    const stranger = await client.get(`${path}?email=someone@example.com`);
    expect([stranger.status, errorCode(stranger.body)]).toEqual([403, 'reservation_access_denied']);
    expect(errorCode((await client.get(path)).body)).toBe('reservation_access_denied');
    expect(errorCode((await client.get(`/hotels/102${path.slice(11)}?email=hanako@example.com`)).body)).toBe(
      'reservation_not_found',
    );
  });

  it('numbers reservations in order, from 0001 again after a reset', async () => {
    expect((await book()).body.data.reservation.reservation_number).toBe('SK2612010001');
    expect((await book(guest({ email: 'b@example.com' }))).body.data.reservation.reservation_number).toBe(
      'SK2612010002',
    );
    resetMock();
    await client.startSession();
    expect((await book()).body.data.reservation.reservation_number).toBe('SK2612010001');
  });

  it('books on site with no online payment', async () => {
    const { status, body } = await book({ payment: { type: 'on_site' } });
    expect(status).toBe(201);
    expect(body.data.payment).toBeNull();
    expect(body.data.reservation).toMatchObject({ status: 'done', payment_status: null });
    const cardGiven = await book({
      payment: { type: 'on_site', card_token: 'tok_test_1111' },
      ...guest({ email: 'card@example.com' }),
    });
    expect(details(cardGiven.body)).toEqual(['base', 'payment']);
  });

  it("asks demo-nagoya's bookings for the bot check's token, and the init says so", async () => {
    const init = await client.get<{ data: components['schemas']['BookingWidgetInit'] }>(
      '/hotels/demo-nagoya/booking_widget/init',
    );
    expect(init.body.data.turnstile_enabled).toBe(true);
    expect(init.body.data.integrations.turnstile_site_key).toBe('mock-turnstile');
    const nagoya = (changes: Record<string, unknown>) =>
      client.send<Created & Envelope>('POST', '/hotels/105/reservations', {
        body: {
          ...BOOKING_BODY,
          rooms: [room('STD-RO')],
          additional_question_answers: [],
          payment: { type: 'on_site' },
          ...changes,
        },
      });
    const without = await nagoya({});
    expect([without.status, errorCode(without.body)]).toEqual([422, 'bot_check_failed']);
    const refused = await nagoya({ turnstile_token: 'turnstile-fail' });
    expect([refused.status, errorCode(refused.body)]).toEqual([422, 'bot_check_failed']);
    expect((await nagoya({ turnstile_token: 'turnstile-mock-pass' })).status).toBe(201);
    // A hotel without the check books without a token.
    expect((await book({ payment: { type: 'on_site' } })).status).toBe(201);
  });

  it('charges what the price check showed, in the hotel currency and in the multi-currency', async () => {
    const rooms = [room('STD-BF'), room('STD-BF')];
    const query =
      'checkin_date=2026-12-10&checkout_date=2026-12-12&coupon_code=WELCOME10&mcp_currency=USD' +
      '&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-BF&selected_rooms[0][adults]=2&selected_rooms[0][quantity]=2';
    const price = await client.get<Price>(`/hotels/101/rooms/price?${query}`);
    expect(price.status).toBe(200);
    const stay = { checkin_date: '2026-12-10', checkout_date: '2026-12-12', rooms, coupon_code: 'WELCOME10' };
    const yen = await book({ ...stay, price_displayed_total: price.body.data.total_price });
    expect(yen.status).toBe(201);
    expect(yen.body.data.reservation.price.total_price).toBe(price.body.data.total_price);
    const usd = (price.body.data.mcp_total_price?.cents ?? 0) / 100;
    const inUsd = await book({
      ...stay,
      ...guest({ email: 'usd@example.com' }),
      mcp_currency: 'USD',
      price_displayed_total: usd,
    });
    expect(inUsd.status).toBe(201);
    expect(inUsd.body.data.reservation).toMatchObject({
      mcp_currency: 'USD',
      price: { mcp_total_price: { cents: Math.round(usd * 100) } },
    });
    const stale = await book({ ...stay, ...guest({ email: 'c@example.com' }), price_displayed_total: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({
      code: 'price_changed',
      meta: { new_total_price: price.body.data.total_price },
    });
  });

  it('takes payment in another currency than the hotel’s by card online only', async () => {
    const atHotel = await book({
      ...guest({ email: 'usd.desk@example.com' }),
      mcp_currency: 'USD',
      payment: { type: 'on_site' },
    });
    expect(atHotel.status).toBe(422);
    expect(details(atHotel.body)).toContain('payment.type');
    const inYen = await book({ ...guest({ email: 'yen.desk@example.com' }), payment: { type: 'on_site' } });
    expect(inYen.status).toBe(201);
  });

  it('refuses bad guest details with 1000 naming each field, and books nothing', async () => {
    const before = await roomsLeft('STD');
    const { status, body } = await book({
      guest: {
        first_name: 'Hanako2',
        last_name: 'Yamada',
        email: 'not-mail',
        phone: '090-abc',
        postal_code: '100-0001',
      },
      rooms: [{ ...room('STD-RO'), guest: { first_name: 'Taro', last_name: '' } }],
      terms_accepted: false,
      favourite_colour: 'blue',
    });
    expect([status, errorCode(body)]).toEqual([422, '1000']);
    expect(details(body).sort()).toEqual(
      [
        'base',
        'favourite_colour',
        'guest.email',
        'guest.first_name',
        'guest.phone',
        'guest.postal_code',
        'rooms.0.guest.last_name',
        'terms_accepted',
      ].sort(),
    );
    expect(await roomsLeft('STD')).toBe(before);
    expect(bookingsMade()).toBe(0);
  });

  it('takes romanised, kana, kanji and hangul names, and refuses other scripts', async () => {
    const names = {
      first_name: 'はなこ',
      last_name: '山田',
      first_name_kana: 'ハナコ',
      last_name_kana: 'ヤマダ',
    };
    expect((await book(guest(names))).status).toBe(201);
    expect((await book(guest({ first_name: '민준', last_name: 'Kim', email: 'k@example.com' }))).status).toBe(
      201,
    );
    const thai = await book(guest({ first_name: 'สมชาย', email: 't@example.com' }));
    expect(details(thai.body)).toEqual(['base', 'guest.first_name']);
  });

  it('needs an answer to every required question that applies (demo-tokyo 31)', async () => {
    const { body } = await book({ additional_question_answers: [] });
    expect(errorCode(body)).toBe('1000');
    expect(details(body)).toEqual(['base', 'additional_question_answers']);
    const wrongOption = await book({
      additional_question_answers: [{ additional_question_id: 31, answer: { option_ids: [9] } }],
    });
    expect(details(wrongOption.body)).toEqual(['base', 'additional_question_answers.0.answer.option_ids']);
  });

  it('takes answers only to the questions this booking is asked, each as its question takes it', async () => {
    const arrival = { additional_question_id: 31, answer: { option_ids: [2] } };
    const refused = await book({
      additional_question_answers: [
        arrival,
        // The brand's renovation notice takes no answer; allergies are asked for breakfast plans only.
        { additional_question_id: 51, answer: { text: 'ok' } },
        { additional_question_id: 33, answer: { text: 'no nuts' } },
        { additional_question_id: 35, answer: { remote_attachments_urls: ['https://example.com/a.png'] } },
        { additional_question_id: 53, answer: { option_ids: [1] } },
        arrival,
      ],
    });
    expect(errorCode(refused.body)).toBe('1000');
    expect(details(refused.body)).toEqual([
      'base',
      'additional_question_answers.1.additional_question_id',
      'additional_question_answers.2.additional_question_id',
      'additional_question_answers.3.answer.remote_attachments_urls.0',
      'additional_question_answers.4.answer.option_ids',
      'additional_question_answers.5.additional_question_id',
    ]);
    // Men and women per room is asked of members only.
    const perRoom = {
      additional_question_id: 34,
      answer: { rooms: [{ reservation_hotel_room_id: 1, men_count: 1, women_count: 1 }] },
    };
    const guestAnswer = await book({ additional_question_answers: [arrival, perRoom] });
    expect(details(guestAnswer.body)).toEqual([
      'base',
      'additional_question_answers.1.additional_question_id',
    ]);
    // Rooms get their ids with the booking: a per-room value is checked for its kind, not for its room.
    const member = await book(
      { additional_question_answers: [arrival, perRoom] },
      { Authorization: 'Bearer member' },
    );
    expect(member.status).toBe(201);
  });

  it('answers a body that is not JSON with 400 and one that is not an object with 1000', async () => {
    const garbage = await client.send('POST', '/hotels/101/reservations', { body: '{"checkin_date":' });
    expect([garbage.status, errorCode(garbage.body)]).toEqual([400, 'malformed_request']);
    const list = await client.send('POST', '/hotels/101/reservations', { body: [1, 2] });
    expect([list.status, errorCode(list.body)]).toEqual([422, '1000']);
    const unknownHotel = await client.send('POST', '/hotels/999999/reservations', { body: BOOKING_BODY });
    expect(errorCode(unknownHotel.body)).toBe('hotel_not_found');
  });

  it("takes the plan's allotment and the room count, never below zero", async () => {
    // On 2026-12-10 demo-tokyo has 1 STE (its plan STE-BF sells 1 a night), 2 DBL and 3 FAM left.
    expect([await roomsLeft('STE'), await roomsLeft('DBL'), await roomsLeft('FAM')]).toEqual([1, 2, 3]);
    expect((await book({ rooms: [room('STE-BF')] })).status).toBe(201);
    const suite = await book({ rooms: [room('STE-BF')], ...guest({ email: 'b@example.com' }) });
    expect([suite.status, errorCode(suite.body)]).toEqual([409, 'sold_out']);
    expect(await roomsLeft('STE')).toBe(0);
    const tooMany = await book({ rooms: [room('DBL-RO'), room('DBL-RO'), room('DBL-RO')] });
    expect([tooMany.status, errorCode(tooMany.body)]).toEqual([409, 'no_rooms_available']);
    expect(await roomsLeft('DBL')).toBe(2);
    const both = await book({
      rooms: [room('DBL-RO'), room('DBL-RO')],
      ...guest({ email: 'c@example.com' }),
    });
    expect(both.status).toBe(201);
    const none = await book({ rooms: [room('DBL-RO')], ...guest({ email: 'd@example.com' }) });
    expect(errorCode(none.body)).toBe('sold_out');
    expect(await roomsLeft('DBL')).toBe(0);
    // The plan's sale limit per booking: BF sells at most 2 rooms at once.
    const overLimit = await book({
      rooms: [room('FAM-BF'), room('FAM-BF'), room('FAM-BF')],
      ...guest({ email: 'f@example.com' }),
    });
    expect(errorCode(overLimit.body)).toBe('no_rooms_available');
    expect(await roomsLeft('FAM')).toBe(3);
  });

  it('gives the last room to exactly one of twenty concurrent bookings', async () => {
    expect((await book({ rooms: [room('DBL-RO')] })).status).toBe(201);
    expect(await roomsLeft('DBL')).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(
          { rooms: [room('DBL-RO')], ...guest({ email: `guest${index}@example.com` }) },
          { 'Idempotency-Key': `last-room-${index}-0000` },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => errorCode(answer.body) === 'sold_out')).toHaveLength(19);
    expect(await roomsLeft('DBL')).toBe(0);
    expect(bookingsMade()).toBe(2);
  });

  it('replays a retry with the same Idempotency-Key and books nothing new', async () => {
    const key = { 'Idempotency-Key': 'booking-retry-0001' };
    const before = await roomsLeft('STD');
    const first = await book({}, key);
    const retry = await book({}, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotency-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await roomsLeft('STD')).toBe((before ?? 0) - 1);
    expect(bookingsMade()).toBe(1);
    const otherBody = await book(guest({ email: 'other@example.com' }), key);
    expect([otherBody.status, errorCode(otherBody.body)]).toEqual([422, 'idempotency_key_reused']);
  });

  it('answers 3016 to a retry sent while the first request with its key runs, and books once', async () => {
    const key = { 'Idempotency-Key': 'booking-racing-0001' };
    const answers = await Promise.all([book({}, key), book({}, key), book({}, key)]);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.data.reservation.reservation_number)).size).toBe(1);
    for (const answer of answers.filter((item) => item.status !== 201))
      expect(errorCode(answer.body)).toBe('3016');
    expect(bookingsMade()).toBe(1);
  });

  it('warns of an overlapping stay by the same e-mail, and books it once acknowledged', async () => {
    const first = await book();
    const again = await book({ checkin_date: NIGHT, checkout_date: '2026-12-12' });
    expect([again.status, errorCode(again.body)]).toEqual([409, 'overlapping_reservation']);
    expect(again.body.errors[0]?.meta).toEqual({
      conflicting_reservation_number: first.body.data.reservation.reservation_number,
    });
    const acknowledged = await book({
      checkout_date: '2026-12-12',
      acknowledge_overlapping_reservation: true,
    });
    expect(acknowledged.status).toBe(201);
    expect((await book({ checkin_date: '2026-12-11', checkout_date: '2026-12-13' })).status).toBe(409);
    expect((await book({ checkin_date: '2026-12-14', checkout_date: '2026-12-15' })).status).toBe(201);
  });

  it('lets a member book the members-only plan and read it with the user token', async () => {
    const member = { Authorization: 'Bearer member' };
    const guestTry = await book({ rooms: [room('STD-MEM')] });
    expect(errorCode(guestTry.body)).toBe('2304');
    const { status, body } = await book({ rooms: [room('STD-MEM')] }, member);
    expect(status).toBe(201);
    const path = `/hotels/101/reservations/${body.data.reservation.reservation_number}`;
    expect((await client.send('GET', path, { headers: member })).status).toBe(200);
    const other = await client.send('GET', path, { headers: { Authorization: 'Bearer someone-else' } });
    expect(errorCode(other.body)).toBe('reservation_access_denied');
    const revoked = await book({}, { Authorization: 'Bearer ut_revoked_0000_trigger' });
    expect([revoked.status, errorCode(revoked.body)]).toEqual([401, 'unauthorized']);
  });

  it("opens a member's reservation with the token that booked it until that token is signed out", async () => {
    const hanako = db.member.where('email', HANAKO.email)[0];
    if (!hanako) throw new Error('The seed has no Hanako');
    const token = issueUserToken(hanako);
    const signedIn = { Authorization: `Bearer ${token.token}` };
    const { body } = await book({}, signedIn);
    const path = `/hotels/101/reservations/${body.data.reservation.reservation_number}`;
    expect((await client.send('GET', path, { headers: signedIn })).status).toBe(200);
    // Signed out: the token no longer opens anything, the reservations it booked included.
    revokeUserToken(token);
    const afterSignOut = await client.send('GET', path, { headers: signedIn });
    expect([afterSignOut.status, errorCode(afterSignOut.body)]).toEqual([401, 'unauthorized']);
    // The booking's e-mail still opens it, without a token.
    expect((await client.get(`${path}?email=hanako@example.com`)).status).toBe(200);
  });

  it('books extras, charges them and takes their stock', async () => {
    const stock = () => db.extra.get(8)?.stock;
    const before = stock();
    const { status, body } = await book({
      extras: [
        { extra_id: 8, quantity: 2 },
        { extra_id: 10, quantity: 0 },
      ],
    });
    expect(status).toBe(201);
    // 2 breakfast vouchers of 2,500 JPY, tax 10%.
    expect(body.data.reservation.price).toMatchObject({ total_extra_price: 5500, total_price: 15800 + 5500 });
    expect(body.data.reservation.extras).toEqual([
      { extra_id: 8, name: 'Breakfast voucher', quantity: 2, total_price: 5500 },
    ]);
    expect(stock()).toBe((before ?? 0) - 2);
    const noAnswer = await book({
      extras: [{ extra_id: 9, quantity: 1 }],
      ...guest({ email: 'x@example.com' }),
    });
    expect(details(noAnswer.body)).toEqual(['base', 'extras.0.answer']);
  });

  it('applies the card rules: deposit, total payable 0 on site, and the brand the gateway took', async () => {
    const deposit = await book({ rooms: [room('STD-NR')] });
    expect(deposit.status).toBe(201);
    expect(deposit.body.data.reservation).toMatchObject({
      deposit_percentage: 100,
      price: { deposit_amount: expect.any(Number) },
    });
    const free = await book({
      voucher_coupon_code: 'VOUCHER-FULL-STAY',
      payment: { type: 'on_site' },
      ...guest({ email: 'v@example.com' }),
    });
    expect(free.status).toBe(201);
    expect(free.body.data.reservation.price.total_price).toBe(0);
    const wrongBrand = await book({
      payment: { type: 'credit_card', card_token: 'tok_test_1111', card_brand: 'jcb' },
      ...guest({ email: 'w@example.com' }),
    });
    expect(errorCode(wrongBrand.body)).toBe('card_brand_not_allowed');
    const noCard = await book({ payment: { type: 'credit_card' }, ...guest({ email: 'n@example.com' }) });
    expect(details(noCard.body)).toEqual(['base', 'payment.card_token']);
    const planRefuses = await book({ rooms: [room('STD-OS')], ...guest({ email: 'o@example.com' }) });
    expect(details(planRefuses.body)).toEqual(['base', 'payment.type']);
  });
});
