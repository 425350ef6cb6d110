import type { components } from '../generated/openapi';

/**
 * The card data a guest types, as the gateway boundary takes it (the contract's `CardTokenRequest`
 * without the hotel, which the gateway knows). It exists only between the card form and
 * {@link PaymentGateway.tokenizeCard}: never store it, log it or send it anywhere else.
 *
 * @example
 * ```ts
 * const card: CardDetails = { number: '4111111111111111', expiry_month: 12, expiry_year: 2030, security_code: '123', holder_name: 'HANAKO YAMADA', brand: 'visa' };
 * ```
 */
export type CardDetails = Omit<components['schemas']['CardTokenRequest'], 'hotel_id'>;

/**
 * A card token: what the booking sends instead of the card (brand, last four digits and expiry only).
 *
 * @example
 * ```ts
 * const token: CardTokenResult = { token: 'tok_mock_4f9a2c7e1b3d', gateway: 'mock', brand: 'visa', last4: '1111', expiry_month: 12, expiry_year: 2030, expires_at: '2026-12-01T09:30:00+09:00' };
 * ```
 */
export type CardTokenResult = components['schemas']['CardToken'];

/**
 * How to send the guest's browser to a 3-D Secure page: open `url` (GET), or submit a form of `fields` to
 * it (POST). The SDK decides; the app (which owns the DOM) performs it.
 *
 * @example
 * ```ts
 * const step: ThreeDSecureNavigation = { method: 'POST', url: 'https://acs.example/challenge', fields: { creq: '…' } };
 * ```
 */
export type ThreeDSecureNavigation =
  { method: 'GET'; url: string } | { method: 'POST'; url: string; fields: Record<string, string> };

/**
 * What the 3-D Secure page reported on the return URL, ready for `completeThreeDSecure`.
 *
 * @example
 * ```ts
 * const report: ThreeDSecureReport = { outcome: 'approved', authentication_result: 'cres-…' };
 * ```
 */
export type ThreeDSecureReport = components['schemas']['ThreeDSecureCompletionRequest'];

/**
 * The payment gateway boundary: the one place card data goes (DESIGN: a hosted-fields style boundary).
 * A gateway tokenises a card, says how to run a 3-D Secure challenge, and reads the challenge's outcome
 * from the return URL. The widget sends card data only through this interface and never stores it.
 *
 * Adding a real card gateway (GMO, TapPay, Paygent) means implementing these three members over
 * that gateway's browser library: `tokenizeCard` with its tokenisation call (the card data then goes to the
 * gateway, not to Staykit), `threeDSecureNavigation` from the challenge the booking returned (most use
 * the contract's `ThreeDSecureChallenge` as is), and `readThreeDSecureReturn` from the parameters the
 * gateway puts on the return URL. See docs/sdk.md "Payment gateways". PayPal and Adyen take the card
 * themselves after the booking instead (the contract's `PaymentProvider`; `paymentProvidersOf`).
 *
 * @example
 * ```ts
 * const gateway: PaymentGateway = createMockGateway(client);
 * const { token } = await gateway.tokenizeCard(card, { hotelId: 101, validUntil: '2026-12-12' });
 * ```
 */
export interface PaymentGateway {
  /** The gateway's name as the contract knows it (`CardTokenGateway`). */
  readonly name: components['schemas']['CardTokenGateway'];
  /** Turns card data into a single-use token. Rejects with a `StaykitError` (card issue codes). */
  tokenizeCard(card: CardDetails, context: CardTokenContext): Promise<CardTokenResult>;
  /** How to open the challenge the booking returned. */
  threeDSecureNavigation(challenge: components['schemas']['ThreeDSecureChallenge']): ThreeDSecureNavigation;
  /** The outcome the challenge put on the return URL, or null when the URL carries none. */
  readThreeDSecureReturn(query: URLSearchParams): ThreeDSecureReport | null;
}

/**
 * What a gateway checks a card against early (the contract's `currency` and `valid_until`).
 *
 * @example
 * ```ts
 * const context: CardTokenContext = { hotelId: 101, currency: 'USD', validUntil: '2026-12-12' };
 * ```
 */
export interface CardTokenContext {
  hotelId: number;
  /** The currency of the payment (multi-currency payment takes Visa and Mastercard only). */
  currency?: components['schemas']['CurrencyCode'];
  /** The stay's check-out: the card must be valid until then. */
  validUntil?: string;
}
