import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { TEST_CARDS } from './cards';
import { BASE_URL, errorCode, pressPageButton, useMockServer } from '../testing/testSetup';
import { BOOKING_BODY } from '../triggers';

type Created = components['schemas']['CreateReservationResponse'];
type Payment = components['schemas']['ReservationPaymentResponse'];
type ReservationResponse = components['schemas']['ReservationResponse'];
type State = { stock: { room_count: number } | null };

const client = useMockServer();
const RETURN_URL = 'https://book.example.com/reservation/payment?step=3ds';
const THREE_DS_TOKEN = `tok_test_${TEST_CARDS.threeDSecure.slice(-4)}`;

/** Books one night by a card that needs 3-D Secure; returns the reservation's paths and challenge. */
async function bookWithChallenge(token = THREE_DS_TOKEN) {
  const { status, body } = await client.send<Created>('POST', '/hotels/101/reservations', {
    body: {
      ...BOOKING_BODY,
      payment: { type: 'credit_card', card_token: token, three_d_secure_return_url: RETURN_URL },
    },
  });
  expect(status).toBe(201);
  const { reservation, payment } = body.data;
  const path = `/hotels/101/reservations/${reservation.reservation_number}`;
  const bypass = `bypass_token=${reservation.token ?? ''}`;
  return {
    reservation,
    payment,
    challengeUrl: payment?.three_d_secure?.url ?? '',
    paymentPath: `${path}/payment?${bypass}`,
    completePath: `${path}/payment/three_d_secure?${bypass}`,
    reservationPath: `${path}?${bypass}`,
  };
}

const roomsLeft = async (): Promise<number | undefined> =>
  (await client.get<State>('/__staykit/state?hotel_id=101&room_type_code=STD&date=2026-12-10')).body.stock
    ?.room_count;

/** Presses a button of the challenge page, as the guest's browser does. */
async function press(challengeUrl: string, action: string): Promise<Response> {
  return pressPageButton(challengeUrl, action);
}

function returnedTo(response: Response): URLSearchParams {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('Location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe('https://book.example.com/reservation/payment');
  return location.searchParams;
}

describe('3-D Secure', () => {
  it('holds the room while pending; approve authorizes, completeThreeDSecure confirms, capture follows the rule', async () => {
    const before = await roomsLeft();
    const booked = await bookWithChallenge();
    expect(booked.reservation).toMatchObject({ status: 'payment_pending', payment_status: 'pre_3d_secure' });
    expect(booked.payment).toMatchObject({
      status: 'pre_3d_secure',
      three_d_secure: { method: 'GET', form_fields: {}, expires_at: '2026-12-01T09:15:00+09:00' },
    });
    expect(booked.challengeUrl.startsWith(`${BASE_URL}/__staykit/3ds/`)).toBe(true);
    expect(await roomsLeft()).toBe((before ?? 0) - 1);

    const page = await fetch(booked.challengeUrl);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const html = await page.text();
    for (const label of ['Approve', 'Fail authentication', 'Cancel']) expect(html).toContain(label);
    expect(html).toContain('15,800 JPY');

    const pending = await client.get<Payment>(booked.paymentPath);
    expect(pending.body.data).toMatchObject({
      status: 'pre_3d_secure',
      expires_at: '2026-12-01T09:15:00+09:00',
    });
    const early = await client.send('POST', booked.completePath, {
      body: { outcome: 'approved', authentication_result: 'x' },
    });
    expect([early.status, errorCode(early.body)]).toEqual([409, '3016']);

    const outcome = returnedTo(await press(booked.challengeUrl, 'approve'));
    expect(outcome.get('outcome')).toBe('approved');
    expect(outcome.get('reservation_number')).toBe(booked.reservation.reservation_number);
    const result = outcome.get('authentication_result') ?? '';
    const wrong = await client.send('POST', booked.completePath, {
      body: { outcome: 'approved', authentication_result: 'forged-result' },
    });
    expect([wrong.status, errorCode(wrong.body)]).toEqual([422, '1000']);
    const completed = await client.send<Payment>('POST', booked.completePath, {
      body: { outcome: 'approved', authentication_result: result },
    });
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({
      status: 'authorized',
      card: { brand: 'visa', last4: '3220' },
    });
    expect(completed.body.data.three_d_secure).toBeUndefined();
    // Sending it again charges nothing twice.
    const again = await client.send<Payment>('POST', booked.completePath, {
      body: { outcome: 'approved', authentication_result: result },
    });
    expect(again.body.data.status).toBe('authorized');
    const reservation = await client.get<ReservationResponse>(booked.reservationPath);
    expect(reservation.body.data).toMatchObject({ status: 'done', payment_status: 'authorized' });
    expect(await roomsLeft()).toBe((before ?? 0) - 1);

    // STD-RO is paid later: capture starts on the check-in day (2026-12-10 00:00 JST), captured a minute on.
    mockClock.setNow('2026-12-10T00:00:30+09:00');
    await client.startSession(); // the first one expired on the way
    expect((await client.get<Payment>(booked.paymentPath)).body.data.status).toBe('capturing');
    mockClock.advanceMinutes(1);
    const captured = await client.get<Payment>(booked.paymentPath);
    expect(captured.body.data).toMatchObject({
      status: 'captured',
      captured_at: '2026-12-10T00:01:00+09:00',
    });
    const withTransactions = await client.get<ReservationResponse>(booked.reservationPath);
    expect(withTransactions.body.data.transactions?.map((item) => item.transaction_type)).toEqual([
      'authorization',
      'capture',
    ]);
  });

  it('captures a prepaid plan a minute after authorization', async () => {
    const { body } = await client.send<Created>('POST', '/hotels/101/reservations', {
      body: { ...BOOKING_BODY, rooms: [{ ...BOOKING_BODY.rooms[0], room_plan_code: 'STD-NR' }] },
    });
    const path = `/hotels/101/reservations/${body.data.reservation.reservation_number}/payment?bypass_token=${body.data.reservation.token ?? ''}`;
    expect((await client.get<Payment>(path)).body.data.status).toBe('authorized');
    mockClock.advanceMinutes(1);
    expect((await client.get<Payment>(path)).body.data.status).toBe('capturing');
    mockClock.advanceMinutes(1);
    expect((await client.get<Payment>(path)).body.data.status).toBe('captured');
  });

  it('fail: the payment fails with 3006, the reservation is cancelled and the room is back', async () => {
    const before = await roomsLeft();
    const booked = await bookWithChallenge();
    const outcome = returnedTo(await press(booked.challengeUrl, 'fail'));
    expect(outcome.get('outcome')).toBe('failed');
    const payment = await client.get<Payment>(booked.paymentPath);
    expect(payment.body.data).toMatchObject({ status: 'failed', failure_code: '3006' });
    const reported = await client.send('POST', booked.completePath, {
      body: { outcome: 'failed', authentication_result: outcome.get('authentication_result') },
    });
    expect([reported.status, errorCode(reported.body)]).toEqual([402, '3006']);
    const reservation = await client.get<ReservationResponse>(booked.reservationPath);
    expect(reservation.body.data).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(reservation.body.data.cancellation?.cancelled_at).toBe('2026-12-01T09:00:00+09:00');
    expect(await roomsLeft()).toBe(before);
  });

  it('cancel: the payment and the reservation are cancelled (3008) and the room is back', async () => {
    const before = await roomsLeft();
    const booked = await bookWithChallenge();
    expect(returnedTo(await press(booked.challengeUrl, 'cancel')).get('outcome')).toBe('cancelled');
    expect((await client.get<Payment>(booked.paymentPath)).body.data).toMatchObject({
      status: 'cancelled',
      failure_code: '3008',
      cancelled_at: '2026-12-01T09:00:00+09:00',
    });
    const reported = await client.send('POST', booked.completePath, { body: { outcome: 'cancelled' } });
    expect([reported.status, errorCode(reported.body)]).toEqual([402, '3008']);
    expect((await client.get<ReservationResponse>(booked.reservationPath)).body.data.status).toBe(
      'cancelled',
    );
    expect(await roomsLeft()).toBe(before);
  });

  it('cancels an unfinished challenge after 15 minutes on the mock clock and puts the room back on sale', async () => {
    const before = await roomsLeft();
    const booked = await bookWithChallenge();
    mockClock.advanceMinutes(14);
    expect((await client.get<Payment>(booked.paymentPath)).body.data.status).toBe('pre_3d_secure');
    expect(await roomsLeft()).toBe((before ?? 0) - 1);
    mockClock.advanceMinutes(1);
    // The next request of any kind sees it: the room is back before the payment is read.
    expect(await roomsLeft()).toBe(before);
    expect((await client.get<Payment>(booked.paymentPath)).body.data).toMatchObject({
      status: 'cancelled',
      failure_code: 'three_d_secure_expired',
      cancelled_at: '2026-12-01T09:15:00+09:00',
    });
    const late = await client.send('POST', booked.completePath, {
      body: { outcome: 'approved', authentication_result: 'x' },
    });
    expect([late.status, errorCode(late.body)]).toEqual([410, 'three_d_secure_expired']);
    expect(await (await fetch(booked.challengeUrl)).text()).toContain(
      '15 minutes for 3-D Secure have passed',
    );
    const approveLate = returnedTo(await press(booked.challengeUrl, 'approve'));
    expect(approveLate.get('outcome')).toBe('timeout');
    expect((await client.get<ReservationResponse>(booked.reservationPath)).body.data).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'three_d_secure_expired' },
    });
  });

  it('suspends 3-D Secure after the challenge is requested more than 5 times (3009)', async () => {
    const before = await roomsLeft();
    const booked = await bookWithChallenge();
    for (let view = 1; view <= 5; view += 1) {
      expect(await (await fetch(booked.challengeUrl)).text()).toContain(`opened ${view} of 5`);
    }
    expect(await (await fetch(booked.challengeUrl)).text()).toContain('suspended after repeated requests');
    expect((await client.get<Payment>(booked.paymentPath)).body.data).toMatchObject({
      status: 'failed',
      failure_code: '3009',
    });
    const reported = await client.send('POST', booked.completePath, { body: { outcome: 'failed' } });
    expect([reported.status, errorCode(reported.body)]).toEqual([402, '3009']);
    expect(await roomsLeft()).toBe(before);
  });

  it('declines a card after an approved challenge (3002) and reports client-side outcomes', async () => {
    const declining = await bookWithChallenge(`tok_test_${TEST_CARDS.threeDSecureThenDecline.slice(-4)}`);
    const outcome = returnedTo(await press(declining.challengeUrl, 'approve'));
    const reported = await client.send('POST', declining.completePath, {
      body: { outcome: 'approved', authentication_result: outcome.get('authentication_result') },
    });
    expect([reported.status, errorCode(reported.body)]).toEqual([402, '3002']);

    const timedOut = await bookWithChallenge();
    const timeout = await client.send('POST', timedOut.completePath, { body: { outcome: 'timeout' } });
    expect([timeout.status, errorCode(timeout.body)]).toEqual([504, '3001']);
    const errored = await bookWithChallenge();
    const error = await client.send('POST', errored.completePath, { body: { outcome: 'error' } });
    expect([error.status, errorCode(error.body)]).toEqual([502, '3251']);
    expect((await client.get<Payment>(errored.paymentPath)).body.data.status).toBe('pre_3d_secure');
    const missing = await client.send('POST', errored.completePath, { body: { outcome: 'approved' } });
    expect([missing.status, errorCode(missing.body)]).toEqual([422, '1000']);
  });

  it('shows the payment only to whoever may open the reservation; on-site bookings have none', async () => {
    const booked = await bookWithChallenge();
    const path = `/hotels/101/reservations/${booked.reservation.reservation_number}/payment`;
    expect(errorCode((await client.get(path)).body)).toBe('reservation_access_denied');
    expect(errorCode((await client.get(`${path}?bypass_token=bp_wrong_token`)).body)).toBe(
      'reservation_access_denied',
    );
    const onSite = await client.send<Created>('POST', '/hotels/101/reservations', {
      body: {
        ...BOOKING_BODY,
        guest: { ...BOOKING_BODY.guest, email: 'site@example.com' },
        payment: { type: 'on_site' },
      },
    });
    const reservation = onSite.body.data.reservation;
    const none = await client.get(
      `/hotels/101/reservations/${reservation.reservation_number}/payment?bypass_token=${reservation.token ?? ''}`,
    );
    expect([none.status, errorCode(none.body)]).toEqual([404, 'not_found']);
    const unknown = await fetch(`${BASE_URL}/__staykit/3ds/3ds_unknown`);
    expect(unknown.status).toBe(404);
  });
});
