import { MOCK_ADYEN_CLIENT_KEY, type components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { bypassTokenOf } from '../lib/bypassToken';
import { BASE_URL, errorCode, pressPageButton, useMockServer } from '../testing/testSetup';
import { TRIGGERS } from '../triggers';
import { adyenBooking } from './triggers';

type Schemas = components['schemas'];

// Every exchange is checked against the contract by the test client.
const client = useMockServer();

/** A guest booking at demo-seoul (Adyen): the 3-D Secure test card leaves its payment waiting. */
async function bookAtSeoul(cardToken = 'tok_test_3220', extra: Record<string, unknown> = {}) {
  const booking = adyenBooking(cardToken);
  const { status, body } = await client.send<Schemas['CreateReservationResponse']>('POST', booking.path, {
    body: { ...booking.body, ...extra },
  });
  expect(status).toBe(201);
  return body.data.reservation;
}

const session = (number: string, token: string | null, headers: Record<string, string> = {}, hotelId = 301) =>
  client.send<Schemas['AdyenPaymentSessionResponse']>(
    'POST',
    `/hotels/${hotelId}/adyen/payment_session${token === null ? '' : `?bypass_token=${token}`}`,
    { body: { reservation_number: number, return_url: 'https://book.example.com/return' }, headers },
  );

describe('createAdyenPaymentSession', () => {
  it('opens a session for the payment waiting, in minor units, one reference per attempt', async () => {
    const reservation = await bookAtSeoul();
    const first = await session(reservation.reservation_number, reservation.token ?? '');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      client_key: expect.stringMatching(/^test_/),
      environment: 'test',
      amount: { currency: 'KRW', cents: reservation.price?.total_price },
      reference: `${reservation.reservation_number}-1`,
      return_url: 'https://book.example.com/return',
      country_code: 'KR',
      gateway: 'adyen_gmo',
      expires_at: '2026-12-01T10:00:00+09:00',
    });
    const second = await session(reservation.reservation_number, reservation.token ?? '');
    expect(second.body.data.reference).toBe(`${reservation.reservation_number}-2`);
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });

  it('answers a retry with the same key with the first session', async () => {
    const reservation = await bookAtSeoul();
    const key = { 'Idempotency-Key': 'adyen-retry-0001' };
    const first = await session(reservation.reservation_number, reservation.token ?? '', key);
    const retry = await session(reservation.reservation_number, reservation.token ?? '', key);
    expect(retry.headers.get('Idempotency-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
  });

  it('opens it only for the reservation’s guest, and only while its payment waits', async () => {
    const reservation = await bookAtSeoul();
    const refused = async (...args: Parameters<typeof session>) => {
      const { status, body } = await session(...args);
      return [status, errorCode(body)];
    };
    expect(await refused(reservation.reservation_number, null)).toEqual([403, 'reservation_access_denied']);
    expect(await refused('SK0000000000', reservation.token ?? '')).toEqual([404, 'reservation_not_found']);
    // The first booking of a fresh seed has the bypass token the trigger examples name.
    expect(reservation.token).toBe(bypassTokenOf(reservation.reservation_number));
    // Paid at once by a card that needs no 3-D Secure: nothing is left to pay through Adyen.
    const paid = await bookAtSeoul('tok_test_1111', {
      checkin_date: '2026-12-12',
      checkout_date: '2026-12-13',
    });
    expect(await refused(paid.reservation_number, paid.token ?? '')).toEqual([409, '3016']);
  });

  it.each([
    TRIGGERS.adyenProcessingError3203,
    TRIGGERS.adyenGatewayError3251,
    TRIGGERS.adyenTimeout3001,
    TRIGGERS.adyenGatewayTimeout3011,
  ])('fails as the return_url asks: $code', async (trigger) => {
    const reservation = await bookAtSeoul();
    const { status, body } = await client.send('POST', trigger.example.path, { body: trigger.example.body });
    expect(errorCode(body)).toBe(trigger.code);
    expect(status).toBeGreaterThanOrEqual(502);
    // No session was made: the next one is the first attempt.
    const next = await session(reservation.reservation_number, reservation.token ?? '');
    expect(next.body.data.reference).toBe(`${reservation.reservation_number}-1`);
  });
});

describe('a booking paid through Adyen', () => {
  /** Adyen's hosted page of a session, pressed as the payer's browser does; where it sends the payer. */
  async function press(url: string, action: string): Promise<URL> {
    const response = await pressPageButton(url, action);
    expect(response.status).toBe(303);
    return new URL(response.headers.get('Location') ?? '');
  }

  const hosted = (number: string, token: string) =>
    client.send<Schemas['AdyenPaymentSessionResponse']>(
      'POST',
      `/hotels/301/adyen/payment_session?bypass_token=${token}`,
      {
        body: {
          reservation_number: number,
          return_url: 'https://book.example.com/return?adyen=return',
          mode: 'hosted',
        },
      },
    );

  it('waits with no card, and is paid on the hosted page the session opens', async () => {
    const booked = await client.send<Schemas['CreateReservationResponse']>('POST', adyenBooking('').path, {
      body: { ...adyenBooking('').body, payment: { type: 'credit_card_international', provider: 'adyen' } },
    });
    expect(booked.status).toBe(201);
    const { reservation, payment } = booked.body.data;
    expect(payment).toEqual({ status: 'pre_3d_secure', three_d_secure: null });
    const token = reservation.token ?? '';
    const opened = await hosted(reservation.reservation_number, token);
    expect(opened.status).toBe(201);
    const url = opened.body.data.url ?? '';
    expect(url.startsWith(`${BASE_URL}/__staykit/adyen/checkout/`)).toBe(true);
    // An embedded session (Drop-in's) has no page of the mock's.
    const embedded = await session(reservation.reservation_number, token);
    expect(embedded.body.data.url).toBeUndefined();
    expect((await fetch(`${BASE_URL}/__staykit/adyen/checkout/${embedded.body.data.id}`)).status).toBe(404);

    expect(await (await fetch(url)).text()).toContain('Pay with Adyen');
    const back = await press(url, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe('https://book.example.com/return');
    expect(back.searchParams.get('adyen')).toBe('return');
    expect(back.searchParams.get('sessionId')).toBe(opened.body.data.id);
    expect(back.searchParams.get('sessionResult')).toMatch(/^mock_sr_/);
    const paid = await client.get<Schemas['ReservationPaymentResponse']>(
      `/hotels/301/reservations/${reservation.reservation_number}/payment?bypass_token=${token}`,
    );
    expect(paid.body.data).toMatchObject({
      status: 'authorized',
      provider: 'adyen',
      card: { last4: '1142' },
    });
    expect(await (await fetch(url)).text()).toContain('You paid with Adyen');
  });

  it('gives Drop-in the mock’s client key, or a sandbox key for a test that stands in for Adyen, whose payment settles on the same page', async () => {
    const booked = await client.send<Schemas['CreateReservationResponse']>('POST', adyenBooking('').path, {
      body: { ...adyenBooking('').body, payment: { type: 'credit_card_international', provider: 'adyen' } },
    });
    const { reservation } = booked.body.data;
    const token = reservation.token ?? '';
    const mockKeyed = await session(reservation.reservation_number, token);
    expect(mockKeyed.body.data.client_key).toBe(MOCK_ADYEN_CLIENT_KEY);
    await client.send('PATCH', '/__staykit/hotels/demo-seoul/settings', {
      body: { payment_provider_keys: 'sandbox' },
    });
    const embedded = await session(reservation.reservation_number, token);
    expect(embedded.body.data.client_key).toMatch(/^test_/);
    expect(embedded.body.data.client_key).not.toBe(MOCK_ADYEN_CLIENT_KEY);
    // Adyen's notification, as the test's stand-in for Adyen gives it: the page's Pay for this session.
    await press(`${BASE_URL}/__staykit/adyen/checkout/${embedded.body.data.id}`, 'approve');
    const paid = await client.get<Schemas['ReservationPaymentResponse']>(
      `/hotels/301/reservations/${reservation.reservation_number}/payment?bypass_token=${token}`,
    );
    expect(paid.body.data).toMatchObject({ status: 'authorized', provider: 'adyen' });
  });

  it('is refused at a hotel not on Adyen, and a PayPal booking gets no Adyen session', async () => {
    const atTokyo = await client.send('POST', '/hotels/101/reservations', {
      body: { ...adyenBooking('').body, payment: { type: 'credit_card', provider: 'adyen' } },
    });
    expect([atTokyo.status, errorCode(atTokyo.body)]).toEqual([422, '1000']);
    await client.send('PATCH', '/__staykit/hotels/demo-seoul/settings', {
      body: { payment_gateway: 'adyen_gmo_paypal' },
    });
    const byPaypal = await client.send<Schemas['CreateReservationResponse']>('POST', adyenBooking('').path, {
      body: { ...adyenBooking('').body, payment: { type: 'credit_card_international', provider: 'paypal' } },
    });
    expect(byPaypal.status).toBe(201);
    const { reservation_number: number, token } = byPaypal.body.data.reservation;
    const refused = await hosted(number, token ?? '');
    expect([refused.status, errorCode(refused.body)]).toEqual([404, 'not_found']);
  });
});
