import { MOCK_PAYPAL_CLIENT_ID, type components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { BASE_URL, detailFields, errorCode, pressPageButton, useMockServer } from '../testing/testSetup';
import { BOOKING_BODY, TRIGGERS } from '../triggers';
import { TEST_CARDS } from './cards';

type Schemas = components['schemas'];

// Every exchange is checked against the contract by the test client.
const client = useMockServer();
const RETURN_URL = 'https://book.example.com/reservation/paypal?step=return';
const CANCEL_URL = 'https://book.example.com/reservation/paypal?step=cancel';

/** Puts demo-tokyo on GMO PayPal, as the settings control lets a test or a walk do. */
async function paypalAtTokyo() {
  const changed = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
    body: { payment_gateway: 'gmo_paypal' },
  });
  expect(changed.status).toBe(200);
}

/** A guest booking at demo-tokyo made to be paid through PayPal (or by `payment`), waiting for the payer. */
async function bookWaiting(
  payment: Record<string, unknown> = { type: 'credit_card', provider: 'paypal' },
  booking: Readonly<Record<string, unknown>> = BOOKING_BODY,
) {
  const { status, body } = await client.send<Schemas['CreateReservationResponse']>(
    'POST',
    '/hotels/101/reservations',
    { body: { ...booking, payment } },
  );
  expect(status).toBe(201);
  const { reservation_number: number, token } = body.data.reservation;
  return { number, bypass: `bypass_token=${token ?? ''}`, booked: body.data };
}

async function order(booked: { number: string; bypass: string }, returnUrl = RETURN_URL) {
  return client.send<Schemas['PaypalOrderResponse']>('POST', `/paypal_payments/order?${booked.bypass}`, {
    body: { hotel_id: 101, reservation_number: booked.number, return_url: returnUrl, cancel_url: CANCEL_URL },
  });
}

const validate = (booked: { number: string; bypass: string }, id: string) =>
  client.send<Schemas['PaypalCardValidationResponse']>(
    'POST',
    `/paypal_payments/validate_credit_card?${booked.bypass}`,
    { body: { hotel_id: 101, paypal_order_id: id, reservation_number: booked.number } },
  );

/** Presses a button of the approval page, as the payer's browser does; where it sends the payer. */
async function press(approveUrl: string, action: string): Promise<URL> {
  const response = await pressPageButton(approveUrl, action);
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') ?? '');
}

const paymentOf = async (booked: { number: string; bypass: string }) =>
  (
    await client.get<Schemas['ReservationPaymentResponse']>(
      `/hotels/101/reservations/${booked.number}/payment?${booked.bypass}`,
    )
  ).body.data;

describe('a booking paid through PayPal', () => {
  it('is refused at a hotel that takes no PayPal, with a card, or for a payment type without a card', async () => {
    const refusal = async (payment: Record<string, unknown>) => {
      const { status, body } = await client.send<{ errors: { details: Record<string, unknown> }[] }>(
        'POST',
        '/hotels/101/reservations',
        { body: { ...BOOKING_BODY, payment } },
      );
      return [status, errorCode(body), Object.keys(body.errors[0]?.details ?? {})];
    };
    const invalid = [422, '1000', ['base', 'payment.provider']];
    expect(await refusal({ type: 'credit_card', provider: 'paypal' })).toEqual(invalid);
    await paypalAtTokyo();
    expect(await refusal({ type: 'credit_card', provider: 'paypal', card_token: 'tok_test_1111' })).toEqual(
      invalid,
    );
    expect(await refusal({ type: 'on_site', provider: 'paypal' })).toEqual(invalid);
    // Multi-currency payment is by card only.
    const inUsd = await client.send('POST', '/hotels/101/reservations', {
      body: { ...BOOKING_BODY, mcp_currency: 'USD', payment: { type: 'credit_card', provider: 'paypal' } },
    });
    expect([inUsd.status, errorCode(inUsd.body), detailFields(inUsd.body)]).toEqual(invalid);
  });
});

describe('createPaypalClientCredential', () => {
  it('gives a PayPal hotel the public credentials for the PayPal SDK, and any other hotel not_found', async () => {
    const credential = () =>
      client.send<Schemas['PaypalClientCredentialResponse']>('POST', '/paypal_payments/client_credential', {
        body: { hotel_id: 101 },
      });
    const before = await credential();
    expect([before.status, errorCode(before.body)]).toEqual([404, 'not_found']);
    await paypalAtTokyo();
    const { status, body } = await credential();
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      client_id: MOCK_PAYPAL_CLIENT_ID,
      gateway: 'gmo_paypal',
      environment: 'sandbox',
      intent: 'authorize',
      currency: 'JPY',
      expires_at: '2026-12-01T10:00:00+09:00',
    });
    const inUsd = await client.send<Schemas['PaypalClientCredentialResponse']>(
      'POST',
      '/paypal_payments/client_credential',
      { body: { hotel_id: 101, currency: 'USD' } },
    );
    expect(inUsd.body.data.currency).toBe('USD');
    const unknown = await client.send('POST', '/paypal_payments/client_credential', {
      body: { hotel_id: 999 },
    });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'hotel_not_found']);
  });

  it('names a sandbox account once the settings control asks for sandbox keys, so apps load PayPal’s script', async () => {
    await paypalAtTokyo();
    const changed = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
      body: { payment_provider_keys: 'sandbox' },
    });
    expect(changed.status).toBe(200);
    const { body } = await client.send<Schemas['PaypalClientCredentialResponse']>(
      'POST',
      '/paypal_payments/client_credential',
      { body: { hotel_id: 101 } },
    );
    expect(body.data.client_id).toBe('sb-staykit-demo-tokyo');
    const refused = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
      body: { payment_provider_keys: 'live' },
    });
    expect([refused.status, errorCode(refused.body)]).toEqual([400, 'malformed_request']);
    expect(detailFields(refused.body)).toContain('payment_provider_keys');
  });
});

describe('a PayPal order', () => {
  it('is for the waiting payment; paying on the approval page authorizes it and returns the payer', async () => {
    await paypalAtTokyo();
    const booked = await bookWaiting();
    // The booking waits for the payer at PayPal: no card, no issuer page, the 15 minutes of 3-D Secure.
    expect(booked.booked.reservation.status).toBe('payment_pending');
    expect(booked.booked.payment).toEqual({ status: 'pre_3d_secure', three_d_secure: null });
    const waiting = await paymentOf(booked);
    expect(waiting).toMatchObject({ provider: 'paypal', expires_at: '2026-12-01T09:15:00+09:00' });
    expect(waiting).not.toHaveProperty('card');
    expect(waiting).not.toHaveProperty('three_d_secure');
    const created = await order(booked);
    expect(created.status).toBe(201);
    const { data } = created.body;
    expect(data).toMatchObject({
      status: 'created',
      reservation_number: booked.number,
      amount: 15800,
      currency: 'JPY',
    });
    const approveUrl = data.approve_url ?? '';
    expect(approveUrl.startsWith(`${BASE_URL}/__staykit/paypal/checkout/`)).toBe(true);

    const before = await validate(booked, data.id);
    expect(before.body.data).toMatchObject({ valid: false, authentication_status: 'challenge_required' });

    const html = await (await fetch(approveUrl)).text();
    for (const label of ['Pay with PayPal', 'Fail card authentication', 'Cancel and return', '15,800 JPY']) {
      expect(html).toContain(label);
    }
    const back = await press(approveUrl, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe('https://book.example.com/reservation/paypal');
    expect(back.searchParams.get('step')).toBe('return');
    expect(back.searchParams.get('token')).toBe(data.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^MOCK[0-9A-F]{8}$/);

    expect(await paymentOf(booked)).toMatchObject({
      status: 'authorized',
      card: { brand: 'visa', last4: '1111' },
    });
    const after = await validate(booked, data.id);
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual({
      paypal_order_id: data.id,
      valid: true,
      card: { brand: 'visa', last4: '1111', expiry_month: 12, expiry_year: 2030 },
      liability_shift: 'yes',
      enrollment_status: 'enrolled',
      authentication_status: 'successful',
    });
    // The payment is made: no second order, and the page says so.
    const again = await order(booked);
    expect([again.status, errorCode(again.body)]).toEqual([409, '3016']);
    expect(await (await fetch(approveUrl)).text()).toContain('You paid with PayPal');
  });

  it('leaves the payment waiting when the payer cancels, and refuses it when authentication fails', async () => {
    await paypalAtTokyo();
    const booked = await bookWaiting();
    const { data } = (await order(booked)).body;
    const cancelled = await press(data.approve_url ?? '', 'cancel');
    expect([cancelled.searchParams.get('step'), cancelled.searchParams.get('token')]).toEqual([
      'cancel',
      data.id,
    ]);
    expect((await paymentOf(booked)).status).toBe('pre_3d_secure');

    const failed = await press(data.approve_url ?? '', 'fail');
    expect(failed.searchParams.get('token')).toBe(data.id);
    expect((await paymentOf(booked)).status).toBe('failed');
    const refused = await validate(booked, data.id);
    expect([refused.status, errorCode(refused.body)]).toEqual([402, '3006']);
  });

  it('refuses an oversized or unknown answer on the approval page, and the payment still waits', async () => {
    await paypalAtTokyo();
    const booked = await bookWaiting();
    const approveUrl = (await order(booked)).body.data.approve_url ?? '';
    const huge = await fetch(approveUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `action=approve&pad=${'x'.repeat(5000)}`,
    });
    expect([huge.status, errorCode(await huge.json())]).toEqual([413, 'payload_too_large']);
    const unknown = await pressPageButton(approveUrl, 'refund');
    expect([unknown.status, errorCode(await unknown.json())]).toEqual([422, '1000']);
    expect((await paymentOf(booked)).status).toBe('pre_3d_secure');
  });

  it('refuses, on PayPal’s page, a card the booking’s rules do not take, and the card check says why', async () => {
    await paypalAtTokyo();
    // Over 1,000,000 yen: PayPal's test Visa cannot pay it online.
    const room = {
      room_type_code: 'STD',
      room_plan_code: 'STD-RO',
      adults: 2,
      guest: { first_name: 'Hanako', last_name: 'Yamada' },
    };
    const booked = await bookWaiting(
      { type: 'credit_card', provider: 'paypal' },
      {
        ...BOOKING_BODY,
        checkin_date: '2026-12-20',
        checkout_date: '2026-12-30',
        rooms: Array.from({ length: 5 }, () => room),
      },
    );
    const { data } = (await order(booked)).body;
    await press(data.approve_url ?? '', 'approve');
    expect(await paymentOf(booked)).toMatchObject({
      status: 'failed',
      failure_code: 'card_amount_limit_exceeded',
    });
    const refused = await validate(booked, data.id);
    expect([refused.status, errorCode(refused.body)]).toEqual([422, 'card_amount_limit_exceeded']);
  });

  it('is only for a booking made to be paid through PayPal', async () => {
    await paypalAtTokyo();
    const byCard = await bookWaiting({
      type: 'credit_card',
      card_token: `tok_test_${TEST_CARDS.threeDSecure.slice(-4)}`,
    });
    const refused = await order(byCard);
    expect([refused.status, errorCode(refused.body)]).toEqual([404, 'not_found']);
  });

  it('answers a retry with the same key with the first order, and is only for the reservation’s guest', async () => {
    await paypalAtTokyo();
    const booked = await bookWaiting();
    const key = { 'Idempotency-Key': 'paypal-order-0001' };
    const body = { hotel_id: 101, reservation_number: booked.number };
    const first = await client.send('POST', `/paypal_payments/order?${booked.bypass}`, {
      body,
      headers: key,
    });
    const retry = await client.send('POST', `/paypal_payments/order?${booked.bypass}`, {
      body,
      headers: key,
    });
    expect(retry.headers.get('Idempotency-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const stranger = await client.send('POST', '/paypal_payments/order', { body });
    expect([stranger.status, errorCode(stranger.body)]).toEqual([403, 'reservation_access_denied']);
    const unknownOrder = await validate(booked, 'PP0000000000000000');
    expect([unknownOrder.status, errorCode(unknownOrder.body)]).toEqual([404, 'not_found']);
  });

  it('ends with the payment when its 15 minutes pass unpaid', async () => {
    await paypalAtTokyo();
    const booked = await bookWaiting();
    const { data } = (await order(booked)).body;
    mockClock.advanceMinutes(15);
    expect(await (await fetch(data.approve_url ?? '')).text()).toContain(
      'This PayPal payment can no longer be made.',
    );
    const late = await validate(booked, data.id);
    expect([late.status, errorCode(late.body)]).toEqual([404, 'not_found']);
  });

  it.each([
    TRIGGERS.paypalProcessingError3203,
    TRIGGERS.paypalGatewayError3251,
    TRIGGERS.paypalTimeout3001,
    TRIGGERS.paypalGatewayTimeout3011,
  ])('fails as the return_url asks: $code, and makes no order', async (trigger) => {
    await paypalAtTokyo();
    const booked = await bookWaiting();
    const { status, body } = await order(booked, `${RETURN_URL}&paypal_trigger=${trigger.code}`);
    expect(errorCode(body)).toBe(trigger.code);
    expect(status).toBeGreaterThanOrEqual(502);
    expect((await order(booked)).status).toBe(201);
  });
});
