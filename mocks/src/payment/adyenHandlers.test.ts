import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { bypassTokenOf } from '../lib/bypassToken';
import { errorCode, useMockServer } from '../testing/testSetup';
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
