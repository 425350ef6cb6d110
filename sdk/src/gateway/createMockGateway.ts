import type { StaykitClient } from '../client/createStaykitClient';
import type { CardTokenContext, CardDetails, PaymentGateway, ThreeDSecureReport } from './PaymentGateway';
import type { components } from '../generated/openapi';

type Outcome = components['schemas']['ThreeDSecureOutcome'];
const OUTCOMES: readonly Outcome[] = ['approved', 'failed', 'cancelled', 'timeout', 'error'];

/**
 * The contract's challenge as a navigation: GET opens the URL, POST submits `form_fields` to it.
 *
 * @example
 * ```ts
 * challengeNavigation({ url: 'https://acs.example/c', method: 'GET', form_fields: {}, expires_at: '…' });
 * // { method: 'GET', url: 'https://acs.example/c' }
 * ```
 */
export function challengeNavigation(
  challenge: components['schemas']['ThreeDSecureChallenge'],
): { method: 'GET'; url: string } | { method: 'POST'; url: string; fields: Record<string, string> } {
  if (challenge.method === 'POST')
    return { method: 'POST', url: challenge.url, fields: { ...challenge.form_fields } };
  return { method: 'GET', url: challenge.url };
}

/**
 * The challenge's report as the contract carries it on the return URL (`outcome`, `authentication_result`),
 * or null when the URL has none or an outcome the contract does not know.
 *
 * @example
 * ```ts
 * readContractThreeDSecureReturn(new URLSearchParams('outcome=approved&authentication_result=abc'));
 * // { outcome: 'approved', authentication_result: 'abc' }
 * ```
 */
export function readContractThreeDSecureReturn(query: URLSearchParams): ThreeDSecureReport | null {
  const outcome = OUTCOMES.find((known) => known === query.get('outcome'));
  const result = query.get('authentication_result');
  if (outcome === undefined) return null;
  // The contract requires only the outcome: a timed-out challenge returns none (the server verifies the rest).
  return result === null || result === '' ? { outcome } : { outcome, authentication_result: result };
}

/**
 * The test gateway of the Staykit mock (`mock`): tokenises through `createCardToken` on the API the
 * client talks to, and uses the contract's challenge and return shapes as they are. It never charges;
 * its test card numbers are listed in docs/mock-triggers.md.
 *
 * @example
 * ```ts
 * const gateway = createMockGateway(client);
 * const token = await gateway.tokenizeCard(card, { hotelId: 101, validUntil: '2026-12-12' });
 * await client.booking.createReservation({ params: { path: { hotel_id: 101 } }, body: { ...booking, payment: { type: 'credit_card', card_token: token.token } } });
 * ```
 */
export function createMockGateway(client: Pick<StaykitClient, 'payment'>): PaymentGateway {
  return {
    name: 'mock',
    async tokenizeCard(card: CardDetails, context: CardTokenContext) {
      const { data } = await client.payment.createCardToken({
        params: { path: { gateway: 'mock' } },
        body: {
          ...card,
          hotel_id: context.hotelId,
          ...(context.currency === undefined ? {} : { currency: context.currency }),
          ...(context.validUntil === undefined ? {} : { valid_until: context.validUntil }),
        },
      });
      return data;
    },
    threeDSecureNavigation: challengeNavigation,
    readThreeDSecureReturn: readContractThreeDSecureReturn,
  };
}
