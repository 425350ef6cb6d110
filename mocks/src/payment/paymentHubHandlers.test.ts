import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import { UNSUBSCRIBE_TOKENS } from '../seed/seedPayLinks';
import { BOOKING_BODY } from '../triggers';

type Created = components['schemas']['CreateReservationResponse'];
type Hub = components['schemas']['PaymentHubTransactionResponse'];
type Status = components['schemas']['MarketingEmailSubscriptionStatusResponse'];

const client = useMockServer();

/** Books demo-tokyo (hub `default`) and returns the hub transaction's path with the bypass token. */
async function hubPath(): Promise<{ path: string; number: string }> {
  const booked = await client.send<Created>('POST', '/hotels/101/reservations', { body: BOOKING_BODY });
  expect(booked.status).toBe(201);
  const { reservation_number: number, token } = booked.body.data.reservation;
  return {
    number,
    path: `/hotels/101/reservations/${number}/payment_hub/transactions/pht_${number}?bypass_token=${token ?? ''}`,
  };
}

describe('updatePaymentHubTransaction', () => {
  it('authorizes on a verified success, repeats it unchanged, refuses another result with 3014', async () => {
    const { path, number } = await hubPath();
    const body = { result: 'succeeded', result_token: 'hub_succeeded', hub_transaction_reference: 'HUB-1' };
    const first = await client.send<Hub>('PATCH', path, { body });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: `pht_${number}`,
      reservation_number: number,
      hub_config: 'default',
      status: 'authorized',
      amount: 15800,
      hub_transaction_reference: 'HUB-1',
    });
    expect((await client.send<Hub>('PATCH', path, { body })).body).toEqual(first.body);
    const other = await client.send('PATCH', path, {
      body: { result: 'cancelled', result_token: 'hub_cancelled' },
    });
    expect(errorCode(other.body)).toBe('3014');
  });

  it('answers the hub failure codes and refuses a token that does not verify', async () => {
    const { path } = await hubPath();
    const send = (result: string, token: string) =>
      client.send('PATCH', path, { body: { result, result_token: token } });
    expect(errorCode((await send('succeeded', 'hub_failed')).body)).toBe('1000');
    expect(errorCode((await send('succeeded', 'forged')).body)).toBe('1000');
    for (const [token, code] of [
      ['hub_error_3203', '3203'],
      ['hub_error_3251', '3251'],
      ['hub_timeout_3001', '3001'],
      ['hub_timeout_3011', '3011'],
      ['hub_processing', '3016'],
    ] as const) {
      expect(errorCode((await send('succeeded', token)).body)).toBe(code);
    }
    const declined = await send('failed', 'hub_declined');
    expect(declined.status).toBe(402);
    expect(errorCode(declined.body)).toBe('3204');
  });

  it('refuses strangers and unknown transactions', async () => {
    const { number, path } = await hubPath();
    const stranger = await client.send(
      'PATCH',
      `/hotels/101/reservations/${number}/payment_hub/transactions/pht_${number}`,
      {
        body: { result: 'succeeded', result_token: 'hub_succeeded' },
      },
    );
    expect(errorCode(stranger.body)).toBe('reservation_access_denied');
    const unknown = await client.send('PATCH', path.replace(/pht_[A-Z0-9]+/, 'pht_other'), {
      body: { result: 'succeeded', result_token: 'hub_succeeded' },
    });
    expect(errorCode(unknown.body)).toBe('not_found');
  });
});

describe('marketing e-mail', () => {
  it('reports the masked address, unsubscribes once and again without change', async () => {
    const status = await client.get<Status>(
      `/marketing_emails/subscription_status?token=${UNSUBSCRIBE_TOKENS.subscribed}`,
    );
    expect(status.body.data).toEqual({
      email: 'h***o@example.com',
      subscribed: true,
      hotel_brand_name: 'Demo Hotels',
    });
    for (let i = 0; i < 2; i += 1) {
      const done = await client.send<Status>('POST', '/marketing_emails/unsubscribe', {
        body: { token: UNSUBSCRIBE_TOKENS.subscribed, reason: 'Too many e-mails.' },
      });
      expect(done.status).toBe(200);
      expect(done.body.data.subscribed).toBe(false);
    }
    const after = await client.get<Status>(
      `/marketing_emails/subscription_status?token=${UNSUBSCRIBE_TOKENS.subscribed}`,
    );
    expect(after.body.data.subscribed).toBe(false);
  });

  it('refuses expired, unknown and malformed tokens', async () => {
    for (const token of [UNSUBSCRIBE_TOKENS.expired, 'ue_never_sent']) {
      expect(errorCode((await client.get(`/marketing_emails/subscription_status?token=${token}`)).body)).toBe(
        'unsubscribe_failed',
      );
    }
    expect(errorCode((await client.get('/marketing_emails/subscription_status')).body)).toBe('1000');
    expect(
      errorCode(
        (await client.send('POST', '/marketing_emails/unsubscribe', { body: { token: 'a b' } })).body,
      ),
    ).toBe('1000');
  });
});
