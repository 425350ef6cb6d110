/**
 * Cards at the gateway boundary, in the manner of payment providers' test cards: the brand of a number,
 * the Luhn check, the expiry rules, what a test card does (refused when tokenised, declined at payment,
 * 3-D Secure with a challenge, or simply authorized), the ready-made test tokens `tok_test_<last four>`,
 * and resolving a `card_token` sent to `createReservation`. The refusing numbers are read from the trigger
 * registry; every other number that passes the Luhn check is authorized without 3-D Secure.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow } from '../db/rows';
import { TRIGGERS } from '../triggers';
import { dateAtOffset } from '../lib/dates';
import type { ErrorCode } from '../http/errorCatalogue';
import { ApiError } from '../http/errors';

/** A card brand of the contract. */
export type CardBrand = components['schemas']['CardBrand'];
/** A gateway that issues card tokens. */
export type CardTokenGateway = components['schemas']['CardTokenGateway'];

/** The gateways of the contract's `CardTokenGateway`. */
export const CARD_TOKEN_GATEWAYS: readonly CardTokenGateway[] = [
  'gmo',
  'tappay',
  'paygent',
  'adyen_gmo',
  'mock',
];

/**
 * What a tokenised card does at payment: `approve` (authorized at once), `challenge` (3-D Secure with the
 * mock's challenge page, then authorized), `challenge_decline` (3-D Secure, then declined with 3002), or
 * `decline:<code>` (refused when booking, nothing is booked).
 */
export type CardBehaviour = 'approve' | 'challenge' | 'challenge_decline' | `decline:${string}`;

/** Test cards that pay: the usual test numbers of each network, and the 3-D Secure ones. */
export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  jcb: '3530111333300000',
  amex: '378282246310005',
  diners: '36227206271667',
  /** 3-D Secure with a challenge: the mock's page decides (approve, fail, cancel). */
  threeDSecure: '4000000000003220',
  /** 3-D Secure with a challenge; once approved, the issuer declines the payment (3002). */
  threeDSecureThenDecline: '4000090000003155',
} as const;

const TOKENISE_REFUSALS = [
  TRIGGERS.cardUnusable3003,
  TRIGGERS.cardUnusable3205,
  TRIGGERS.cardNumberWrong3004,
  TRIGGERS.cardExpiryWrong3005,
  TRIGGERS.cardRefused3007,
  TRIGGERS.cardGatewayTimeout3011,
];

const PAYMENT_DECLINES = [
  TRIGGERS.paymentFailed3002,
  TRIGGERS.useAnotherCard3204,
  TRIGGERS.cardWithout3ds3252,
  TRIGGERS.threeDSecureFailed3006,
  TRIGGERS.threeDSecureFailed3250,
  TRIGGERS.threeDSecureCancelled3008,
  TRIGGERS.threeDSecureSuspended3009,
  TRIGGERS.gatewayError3203,
  TRIGGERS.gatewayError3251,
  TRIGGERS.paymentTimeout3001,
];

/** The code the gateway refuses a number with when it is tokenised, or undefined. */
export function tokeniseRefusal(number: string): ErrorCode | undefined {
  return TOKENISE_REFUSALS.find((trigger) => trigger.value === number)?.code;
}

/** What a number does at payment. */
export function behaviourOf(number: string): CardBehaviour {
  if (number === TEST_CARDS.threeDSecure) return 'challenge';
  if (number === TEST_CARDS.threeDSecureThenDecline) return 'challenge_decline';
  const decline = PAYMENT_DECLINES.find((trigger) => trigger.value === number);
  return decline ? `decline:${decline.code}` : 'approve';
}

/** Whether a number passes the Luhn check. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = number.length - 1; index >= 0; index -= 1) {
    let digit = Number(number[index]);
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The network of a number (`visa`, `master`, `amex`, `jcb`, `diners`), or undefined when unknown. */
export function networkOf(number: string): 'visa' | 'master' | 'amex' | 'jcb' | 'diners' | undefined {
  const first4 = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || (first4 >= 2221 && first4 <= 2720)) return 'master';
  if (/^3[47]/.test(number)) return 'amex';
  if (first4 >= 3528 && first4 <= 3589) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(number)) return 'diners';
  return undefined;
}

/** The network a brand names (`ponta_visa` is a Visa; `master` and `mastercard` one network). */
export function networkOfBrand(brand: CardBrand): 'visa' | 'master' | 'amex' | 'jcb' | 'diners' {
  if (brand === 'ponta_visa') return 'visa';
  if (brand === 'mastercard') return 'master';
  return brand;
}

/** Whether a brand is Visa or Mastercard (the 1,000,000 yen cap; the only brands of multi-currency). */
export function isVisaOrMastercard(brand: CardBrand): boolean {
  const network = networkOfBrand(brand);
  return network === 'visa' || network === 'master';
}

/** The last day a card is valid: the end of its expiry month. */
export function lastValidDay(month: number, year: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Whether a card has expired on a hotel's today. */
export function hasExpired(month: number, year: number, hotel: HotelRow): boolean {
  return lastValidDay(month, year) < dateAtOffset(nowMillis(), hotel.utc_offset_minutes);
}

/** A card behind a `card_token`, as the payment sees it. */
export interface TokenCard {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly behaviour: CardBehaviour;
  /** The db token to mark used once booked; null for the ready-made test tokens (reusable). */
  readonly token: string | null;
}

const PREMADE = /^tok_test_([0-9]{4}|expiring)$/;

/** The cards that have a ready-made token `tok_test_<last four>`: every card that tokenises. */
function premadeCards(): readonly { number: string; brand: CardBrand }[] {
  const brandOf = (number: string): CardBrand => networkOf(number) ?? 'visa';
  const numbers = [...Object.values(TEST_CARDS), ...PAYMENT_DECLINES.map((trigger) => trigger.value)];
  return numbers.map((number) => ({ number, brand: brandOf(number) }));
}

function premadeCard(value: string): TokenCard | undefined {
  const match = PREMADE.exec(value);
  if (!match) return undefined;
  if (match[1] === 'expiring') {
    // Expires at the end of the mock clock's month, so any stay ending in a later month is refused.
    const today = new Date(nowMillis());
    return {
      brand: 'visa',
      last4: '1111',
      expiryMonth: today.getUTCMonth() + 1,
      expiryYear: today.getUTCFullYear(),
      behaviour: 'approve',
      token: null,
    };
  }
  const card = premadeCards().find((candidate) => candidate.number.endsWith(match[1] ?? ''));
  if (!card) return undefined;
  return {
    brand: card.brand,
    last4: card.number.slice(-4),
    expiryMonth: 12,
    expiryYear: 2030,
    behaviour: behaviourOf(card.number),
    token: null,
  };
}

/** The gateways whose tokens a hotel accepts: its card gateway (PayPal variants by their card part) and `mock`. */
export function acceptedGateways(hotel: HotelRow): readonly CardTokenGateway[] {
  const card = hotel.payment_gateway.replace(/_paypal$/, '');
  return CARD_TOKEN_GATEWAYS.filter((gateway) => gateway === card || gateway === 'mock');
}

/**
 * The card behind a `payment.card_token`: a ready-made test token, or a token of `createCardToken` that is
 * unused, unexpired, of this hotel and of this client session. Anything else is a 422 `1000`.
 */
export function resolveCardToken(value: string, hotel: HotelRow, clientSession: string): TokenCard {
  const premade = premadeCard(value);
  if (premade) return premade;
  const row = db.cardToken.findFirst({ where: { token: { equals: value } } });
  const problem = !row
    ? 'is not a card token of the gateway'
    : row.used
      ? 'was already used: tokenise the card again'
      : nowMillis() >= row.expires_at_ms
        ? 'expired: tokenise the card again'
        : row.hotel_id !== hotel.id || row.client_session !== clientSession
          ? 'was issued to another hotel or client session'
          : !acceptedGateways(hotel).some((gateway) => gateway === row.gateway)
            ? "is not of the hotel's card gateway"
            : undefined;
  if (!row || problem !== undefined) {
    throw new ApiError('1000', {
      message: 'The card token cannot be used',
      fields: { 'payment.card_token': [problem ?? 'is not valid'] },
    });
  }
  return {
    brand: row.brand as CardBrand,
    last4: row.last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    behaviour: row.behaviour as CardBehaviour,
    token: row.token,
  };
}
