import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { bookingsMade } from '../booking/reservations';
import { db } from '../db/db';
import { errorCode, useMockServer } from '../testing/testSetup';
import { BOOKING_BODY, TRIGGERS } from '../triggers';

type Token = components['schemas']['CardTokenResponse'];
type Created = components['schemas']['CreateReservationResponse'];

const client = useMockServer();
const NUMBER = '5555555555554444';
const SECURITY_CODE = '8642';
const card = (changes: Record<string, unknown> = {}) => ({
  hotel_id: 101,
  number: NUMBER,
  expiry_month: 11,
  expiry_year: 2029,
  security_code: SECURITY_CODE,
  holder_name: 'HANAKO YAMADA',
  brand: 'mastercard',
  ...changes,
});
const tokenise = (
  changes: Record<string, unknown> = {},
  gateway = 'mock',
  headers: Record<string, string> = {},
) => client.send<Token>('POST', `/payment_gateways/${gateway}/tokens`, { body: card(changes), headers });
const book = (cardToken: string) =>
  client.send<Created>('POST', '/hotels/101/reservations', {
    // The same guest books again in some tests: the overlap is acknowledged.
    body: {
      ...BOOKING_BODY,
      acknowledge_overlapping_reservation: true,
      payment: { type: 'credit_card', card_token: cardToken },
    },
  });

/** Everything the mock db holds, as text. */
const dbText = (): string => JSON.stringify(Object.values(db).map((table) => table.all()));

describe('createCardToken', () => {
  it('returns a one-time token with only the brand, last four digits and expiry, and stores no card data', async () => {
    const { status, body } = await tokenise();
    expect(status).toBe(201);
    expect(body.data).toEqual({
      token: expect.stringMatching(/^tok_mock_/) as string,
      gateway: 'mock',
      brand: 'mastercard',
      last4: '4444',
      expiry_month: 11,
      expiry_year: 2029,
      expires_at: '2026-12-01T09:15:00+09:00',
    });
    const booked = await book(body.data.token);
    expect(booked.status).toBe(201);
    expect(booked.body.data.reservation.transactions?.[0]).toMatchObject({
      card_brand: 'mastercard',
      card_last4: '4444',
    });
    for (const text of [JSON.stringify(body), JSON.stringify(booked.body), dbText()]) {
      expect(text).not.toContain(NUMBER);
      expect(text).not.toContain(SECURITY_CODE);
      expect(text).not.toContain('security_code');
    }
    const reused = await book(body.data.token);
    expect([reused.status, errorCode(reused.body)]).toEqual([422, '1000']);
    const envelope = reused.body as unknown as { errors: { details: object }[] };
    expect(Object.keys(envelope.errors[0]?.details ?? {})).toEqual(['base', 'payment.card_token']);
  });

  it('refuses with the gateway codes, and never repeats the number or the security code', async () => {
    const refusals: [Record<string, unknown>, string, number][] = [
      [{ number: '4111111111111112', brand: 'visa' }, '3004', 402],
      [{ expiry_year: 2020 }, '3005', 402],
      [{ brand: 'visa' }, 'card_brand_not_allowed', 422],
      [{ number: '378282246310005', brand: 'amex', currency: 'USD' }, 'card_brand_not_allowed', 422],
      [{ valid_until: '2029-12-01' }, 'card_expires_before_checkout', 422],
      [{ security_code: '12' }, '1000', 422],
      [{ holder_name: '山田花子' }, '1000', 422],
      [{ birth_date: '1990-01-01' }, '1000', 422],
      [{ pan: NUMBER }, '1000', 422],
    ];
    for (const [changes, code, status] of refusals) {
      const response = await tokenise(changes);
      expect([response.status, errorCode(response.body)], JSON.stringify(changes)).toEqual([status, code]);
      expect(JSON.stringify(response.body)).not.toContain(String(changes['number'] ?? NUMBER));
    }
    for (const trigger of [
      TRIGGERS.cardUnusable3003,
      TRIGGERS.cardUnusable3205,
      TRIGGERS.cardNumberWrong3004,
      TRIGGERS.cardExpiryWrong3005,
      TRIGGERS.cardRefused3007,
      TRIGGERS.cardGatewayTimeout3011,
    ]) {
      const response = await tokenise({ number: trigger.value, brand: 'visa' });
      expect(errorCode(response.body)).toBe(trigger.code);
      expect(JSON.stringify(response.body)).not.toContain(trigger.value);
    }
    expect(dbText()).not.toContain(SECURITY_CODE);
  });

  it("takes the hotel's own gateway or mock, and knows the hotel", async () => {
    expect((await tokenise({}, 'gmo')).status).toBe(201);
    const otherGateway = await tokenise({}, 'tappay');
    expect([otherGateway.status, errorCode(otherGateway.body)]).toEqual([422, '1000']);
    expect(errorCode((await tokenise({}, 'stripe')).body)).toBe('1000');
    expect(errorCode((await tokenise({ hotel_id: 999999 })).body)).toBe('hotel_not_found');
    const taipei = await tokenise({ hotel_id: 201 }, 'tappay');
    expect(taipei.status).toBe(201);
    // A token is the hotel's: demo-tokyo does not take it.
    expect(errorCode((await book(taipei.body.data.token)).body)).toBe('1000');
  });

  it('binds a token to its client session for 15 minutes, and replays an idempotent retry', async () => {
    const key = { 'Idempotency-Key': 'card-token-0001' };
    const first = await tokenise({}, 'mock', key);
    const retry = await tokenise({}, 'mock', key);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('Idempotency-Replayed')).toBe('true');
    expect(db.cardToken.size).toBe(1);
    await client.startSession();
    expect(errorCode((await book(first.body.data.token)).body)).toBe('1000');
    const fresh = await tokenise();
    mockClock.advanceMinutes(16);
    expect(errorCode((await book(fresh.body.data.token)).body)).toBe('1000');
  });

  it('decides at tokenisation what the card does at payment: a 3-D Secure card gives a challenge', async () => {
    const threeDs = await tokenise({ number: '4000000000003220', brand: 'visa' });
    const booked = await book(threeDs.body.data.token);
    expect(booked.body.data.payment?.status).toBe('pre_3d_secure');
    const declining = await tokenise({ number: TRIGGERS.useAnotherCard3204.value, brand: 'visa' });
    const declined = await book(declining.body.data.token);
    expect([declined.status, errorCode(declined.body)]).toEqual([402, '3204']);
    expect(bookingsMade()).toBe(1);
  });
});
