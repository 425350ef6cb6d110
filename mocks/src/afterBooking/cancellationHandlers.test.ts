import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { bookingRequests, errorCode, FIRST_BOOKING, moveClockTo, useMockServer } from '../testing/testSetup';
import { BOOKING_BODY, TRIGGERS } from '../triggers';

type ReservationResponse = components['schemas']['ReservationResponse'];
type Settings = components['schemas']['ReservationUpdateSettingsResponse'];
type State = { stock: { room_count: number } | null };

const client = useMockServer();
// Default clock: today is 2026-12-01 09:00 in Japan; BOOKING_BODY books STD-RO on 2026-12-10 (15,800 JPY).
const { path: PATH, byEmail: EMAIL } = FIRST_BOOKING;
const { book, bookAs } = bookingRequests(client);
const roomsLeft = async (): Promise<number | undefined> =>
  (await client.get<State>('/__staykit/state?hotel_id=101&room_type_code=STD&date=2026-12-10')).body.stock
    ?.room_count;
const cancel = (query = EMAIL, fee = 0, headers: Record<string, string> = {}) =>
  client.send<ReservationResponse>('PUT', `${PATH}/cancel?${query}`, {
    body: { reason: 'change_of_plans', details: 'Trip postponed', cancellation_fee_displayed: fee },
    headers,
  });
const settings = (query = EMAIL, headers: Record<string, string> = {}) =>
  client.send<Settings>('GET', `${PATH}/update_settings?${query}`, { headers });

describe('findReservation', () => {
  it('finds a booking by number and e-mail across the brand, with its bypass token', async () => {
    const created = await book();
    const found = await client.get<ReservationResponse>(
      '/hotel_brands/900/reservations/SK2612010001?email=Hanako@example.com',
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ reservation_number: 'SK2612010001', status: 'done' });
    expect(found.body.data.token).toBe(created.body.data.reservation.token);
  });

  it('answers reservation_not_found for a wrong e-mail, number or brand, never saying which', async () => {
    await book();
    for (const path of [
      '/hotel_brands/900/reservations/SK2612010001?email=other@example.com',
      '/hotel_brands/900/reservations/SK0000000000?email=hanako@example.com',
      '/hotel_brands/910/reservations/SK2612010001?email=hanako@example.com',
    ]) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(errorCode(response.body)).toBe('reservation_not_found');
    }
    const missing = await client.get('/hotel_brands/900/reservations/SK2612010001');
    expect(missing.status).toBe(422);
  });
});

describe('getReservationUpdateSettings', () => {
  it('allows update and cancellation before the deadline, with no fee and a full refund', async () => {
    await book();
    const { status, body } = await settings();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      can_update: true,
      can_cancel: true,
      blocked_reasons: [],
      change_deadline_at: '2026-12-09T18:00:00+09:00',
      minimum_nights: 1,
      edited_by_staff: false,
      cancellation_fee: 0,
      refund_amount: 15800,
    });
    expect(body.data.cancellation_reasons?.map((reason) => reason.code)).toContain('change_of_plans');
  });

  it('shows the policy fee once it applies (50% from 3 days before check-in)', async () => {
    await book();
    await moveClockTo(client, '2026-12-07T00:00:00+09:00');
    const { body } = await settings();
    expect(body.data).toMatchObject({ can_cancel: true, cancellation_fee: 7900, refund_amount: 7900 });
  });

  it('reports staff edits, a pending update and the same day as blocked reasons', async () => {
    await bookAs(TRIGGERS.reservationEditedByStaff.value);
    const staff = await settings();
    expect(staff.body.data).toMatchObject({
      can_update: false,
      can_cancel: false,
      edited_by_staff: true,
      updatable_fields: [],
    });
    expect(staff.body.data.blocked_reasons).toContain('edited_by_staff');
  });

  it('keeps contact details changeable while a payment is pending, but not the stay', async () => {
    await bookAs('PENDINGPAYMENT');
    const { body } = await settings();
    expect(body.data.blocked_reasons).toContain('payment_in_progress');
    expect(body.data.updatable_fields).toContain('guests');
    expect(body.data.updatable_fields).not.toContain('dates');
  });
});

describe('cancelReservation', () => {
  it('cancels, records the fee shown, returns the stock and refunds the card payment', async () => {
    const before = await roomsLeft();
    await book();
    expect(await roomsLeft()).toBe((before ?? 0) - 1);
    const { status, body } = await cancel();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'cancelled',
      change_deadline_at: null,
      cancellation: {
        reason: 'change_of_plans',
        details: 'Trip postponed',
        cancellation_fee_displayed: 0,
        fee: 0,
        refund_amount: 15800,
        cancelled_at: '2026-12-01T09:00:00+09:00',
      },
    });
    expect(await roomsLeft()).toBe(before);
    const read = await client.get<ReservationResponse>(`${PATH}?${EMAIL}`);
    expect(read.body.data.cancellation?.fee).toBe(0);
    const again = await cancel();
    expect(errorCode(again.body)).toBe('reservation_not_found');
    expect(await roomsLeft()).toBe(before);
  });

  it('refuses a displayed fee that differs from the policy fee, then accepts the new one', async () => {
    await book();
    await moveClockTo(client, '2026-12-08T12:00:00+09:00');
    const shown = await cancel(EMAIL, 0);
    expect(shown.status).toBe(409);
    expect(errorCode(shown.body)).toBe('price_changed');
    const ok = await cancel(EMAIL, 7900);
    expect(ok.body.data.cancellation).toMatchObject({ fee: 7900, refund_amount: 7900 });
  });

  it('keeps the whole payment of a non-refundable plan', async () => {
    await book({
      rooms: [{ ...BOOKING_BODY.rooms[0], room_plan_code: 'STD-NR' }],
    });
    const quote = await settings();
    expect(quote.body.data).toMatchObject({ is_non_refundable: true, refund_amount: 0 });
    const fee = quote.body.data.cancellation_fee;
    expect(fee).toBeGreaterThan(0);
    const done = await cancel(EMAIL, fee);
    expect(done.body.data.cancellation).toMatchObject({ fee, refund_amount: 0 });
  });

  it('refuses online cancellation after the deadline and on the check-in day (by phone)', async () => {
    await book();
    await moveClockTo(client, '2026-12-09T18:00:00+09:00');
    const late = await cancel(EMAIL, 15800);
    expect(errorCode(late.body)).toBe('update_deadline_passed');
    await moveClockTo(client, '2026-12-10T08:00:00+09:00');
    const sameDay = await cancel(EMAIL, 15800);
    expect(sameDay.status).toBe(409);
    expect(errorCode(sameDay.body)).toBe('cancellation_same_day');
  });

  it('refuses a staff-edited reservation, and a pending update or payment for 5 minutes', async () => {
    await bookAs(TRIGGERS.reservationEditedByStaff.value);
    expect(errorCode((await cancel()).body)).toBe('edited_by_staff');

    await bookAs(TRIGGERS.reservationUpdatePending.value);
    const second = '/hotels/101/reservations/SK2612010002/cancel?email=hanako@example.com';
    const body = { reason: 'other', cancellation_fee_displayed: 0 };
    const locked = await client.send('PUT', second, { body });
    expect(errorCode(locked.body)).toBe('3013');
    await client.send('POST', '/__staykit/clock/advance', { body: { minutes: 5 } });
    expect((await client.send('PUT', second, { body })).status).toBe(200);

    await bookAs(TRIGGERS.reservationPaymentPending.value);
    const third = '/hotels/101/reservations/SK2612010003/cancel?email=hanako@example.com';
    expect(errorCode((await client.send('PUT', third, { body })).body)).toBe('3016');
  });

  it('applies who may act: guest signed out with e-mail or link; member by its account', async () => {
    const created = await book();
    expect(errorCode((await cancel('email=other@example.com')).body)).toBe('reservation_access_denied');
    expect(errorCode((await cancel(EMAIL, 0, { Authorization: 'Bearer member' })).body)).toBe(
      'sign_out_required',
    );
    expect(errorCode((await cancel('bypass_token=bp_expired_link')).body)).toBe('1250');
    const byLink = await cancel(`bypass_token=${created.body.data.reservation.token ?? ''}`);
    expect(byLink.status).toBe(200);

    await book({}, { Authorization: 'Bearer member' });
    const member = '/hotels/101/reservations/SK2612010002/cancel';
    const body = { reason: 'other', cancellation_fee_displayed: 0 };
    const other = await client.send('PUT', `${member}?${EMAIL}`, {
      body,
      headers: { Authorization: 'Bearer someone-else' },
    });
    expect(errorCode(other.body)).toBe('reservation_access_denied');
    const signedOut = await client.send('PUT', `${member}?${EMAIL}`, { body });
    expect(errorCode(signedOut.body)).toBe('reservation_access_denied');
    const same = await client.send('PUT', member, { body, headers: { Authorization: 'Bearer member' } });
    expect(same.status).toBe(200);
  });

  it('refuses an unknown reason or a missing fee with 1000', async () => {
    await book();
    const bad = await client.send('PUT', `${PATH}/cancel?${EMAIL}`, { body: { reason: 'bored' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: { details: object }[] }).errors[0]?.details ?? {})).toEqual(
      expect.arrayContaining(['reason', 'cancellation_fee_displayed']),
    );
  });
});
