import { describe, expect, it, vi } from 'vitest';
import { createStaykitClient } from '../client/createStaykitClient';
import { memoryStorage } from '../client/storage';
import { isStaykitError } from '../errors/StaykitError';
import { challengeNavigation, createMockGateway, readContractThreeDSecureReturn } from './createMockGateway';

const TOKEN = {
  token: 'tok_mock_000001',
  gateway: 'mock',
  brand: 'visa',
  last4: '1111',
  expiry_month: 12,
  expiry_year: 2030,
  expires_at: '2026-12-01T09:30:00+09:00',
};
const CARD = {
  number: '4111111111111111',
  expiry_month: 12,
  expiry_year: 2030,
  security_code: '123',
  holder_name: 'HANAKO YAMADA',
  brand: 'visa',
} as const;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function gatewayOver(answer: () => Response) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    if (new URL(request.url).pathname === '/client_sessions')
      return json(201, { data: { client_session: 'cs_1', expires_at: '2099-01-01T00:00:00Z' } });
    seen.push(request.clone());
    return answer();
  });
  const client = createStaykitClient({
    baseUrl: 'http://api.test',
    locale: 'en',
    credentials: { key: 'k', secret: 's' },
    storage: memoryStorage(),
    fetch,
  });
  return { gateway: createMockGateway(client), seen };
}

describe('createMockGateway', () => {
  it('sends the card to createCardToken only, with the hotel and the checks, and gives the token', async () => {
    const { gateway, seen } = gatewayOver(() => json(201, { data: TOKEN }));
    const token = await gateway.tokenizeCard(CARD, {
      hotelId: 101,
      currency: 'USD',
      validUntil: '2026-12-12',
    });
    expect(token).toEqual(TOKEN);
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/payment_gateways/mock/tokens');
    expect(await seen[0]?.json()).toEqual({
      ...CARD,
      hotel_id: 101,
      currency: 'USD',
      valid_until: '2026-12-12',
    });
  });

  it('rejects with the typed error of a refused card', async () => {
    const { gateway } = gatewayOver(() =>
      json(422, {
        errors: [{ code: '3201', title: 'Card declined', details: { base: [{ code: '3201', error: 'x' }] } }],
      }),
    );
    const error: unknown = await gateway
      .tokenizeCard(CARD, { hotelId: 101 })
      .catch((caught: unknown) => caught);
    expect(isStaykitError(error) && error.code).toBe('3201');
  });

  it('turns the contract challenge into a navigation and reads the return URL', () => {
    expect(
      challengeNavigation({ url: 'https://acs.test/c', method: 'GET', form_fields: {}, expires_at: 'x' }),
    ).toEqual({ method: 'GET', url: 'https://acs.test/c' });
    expect(
      challengeNavigation({
        url: 'https://acs.test/c',
        method: 'POST',
        form_fields: { creq: 'abc' },
        expires_at: 'x',
      }),
    ).toEqual({ method: 'POST', url: 'https://acs.test/c', fields: { creq: 'abc' } });
    expect(
      readContractThreeDSecureReturn(new URLSearchParams('outcome=approved&authentication_result=r1')),
    ).toEqual({
      outcome: 'approved',
      authentication_result: 'r1',
    });
    expect(
      readContractThreeDSecureReturn(new URLSearchParams('outcome=hacked&authentication_result=r1')),
    ).toBeNull();
    // A timed-out challenge has no authentication result; the contract asks only for the outcome.
    expect(readContractThreeDSecureReturn(new URLSearchParams('outcome=timeout'))).toEqual({
      outcome: 'timeout',
    });
  });
});
