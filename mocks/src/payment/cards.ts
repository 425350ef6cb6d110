/**
 * Cards at the gateway boundary, in the manner of payment providers' test cards: the brand of a number,
 * the Luhn check, the expiry rules, what a test card does (refused when tokenised, declined at payment,
 * 3-D Secure with a challenge, refused by the issuer of a pay-link payment, or simply authorized), the
 * ready-made test tokens `tok_test_<last four>`, and the one way a `card_token` is resolved, for a booking
 * and for a pay link alike. The test numbers are read from the trigger registry; every other number that
 * passes the Luhn check is authorized without 3-D Secure.
 */
import type { components } from '@staykit/sdk';
import { zCardBrand, zCardTokenGateway } from '@staykit/sdk/zod';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { CardBehaviour, HotelRow, StoredCard } from '../db/rows';
import type { ErrorCode } from '../http/errorCatalogue';
import { ApiError } from '../http/errors';
import { dateAtOffset } from '../lib/dates';
import { TRIGGERS } from '../triggers';

export type { CardBehaviour } from '../db/rows';

type Schemas = components['schemas'];
/** A card brand of the contract. */
export type CardBrand = Schemas['CardBrand'];
/** A gateway that issues card tokens. */
export type CardTokenGateway = Schemas['CardTokenGateway'];

/** The card brands of the contract. */
export const CARD_BRANDS: readonly CardBrand[] = zCardBrand.options;
/** The gateways of the contract's `CardTokenGateway`. */
export const CARD_TOKEN_GATEWAYS: readonly CardTokenGateway[] = zCardTokenGateway.options;

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

/** An issuer's refusal of a pay-link payment: its `card_issue_code`, answered as the catalogue `code`. */
export interface CardIssue {
  readonly issue: Schemas['PayLinkCardIssueCode'];
  readonly code: ErrorCode;
}

/**
 * The pay-link test cards, each refused by the issuer with a `card_issue_code`, answered as the code the
 * SDK's `cardIssueProblem` maps it to. Bookings take these cards.
 */
const ISSUE_CARDS: readonly (CardIssue & { readonly number: string })[] = [
  { number: TRIGGERS.payLinkIssueParameterSyntax.value, issue: 'INVALID_PARAMETER_SYNTAX', code: '1000' },
  { number: TRIGGERS.payLinkIssueExpirationYear.value, issue: 'INVALID_EXPIRATION_YEAR', code: '3005' },
  { number: TRIGGERS.payLinkIssueCardNumber.value, issue: 'Invalid_card_number', code: '3004' },
  { number: TRIGGERS.payLinkIssueOthers.value, issue: 'Others', code: '3204' },
];

/**
 * The code the gateway refuses a number with when it is tokenised, or undefined.
 *
 * @example
 * ```ts
 * tokeniseRefusal(TRIGGERS.cardRefused3007.value); // '3007'
 * ```
 */
export function tokeniseRefusal(number: string): ErrorCode | undefined {
  return TOKENISE_REFUSALS.find((trigger) => trigger.value === number)?.code;
}

/**
 * What a number does at payment.
 *
 * @example
 * ```ts
 * behaviourOf(TEST_CARDS.threeDSecure); // 'challenge'
 * behaviourOf(TRIGGERS.useAnotherCard3204.value); // 'decline:3204'
 * ```
 */
export function behaviourOf(number: string): CardBehaviour {
  if (number === TEST_CARDS.threeDSecure) return 'challenge';
  if (number === TEST_CARDS.threeDSecureThenDecline) return 'challenge_decline';
  const decline = PAYMENT_DECLINES.find((trigger) => trigger.value === number);
  return decline ? `decline:${decline.code}` : 'approve';
}

/**
 * The code a card declines with at payment (`decline:<code>`), or undefined when it pays.
 *
 * @example
 * ```ts
 * declineOf('decline:3204'); // '3204'
 * ```
 */
export function declineOf(behaviour: CardBehaviour): ErrorCode | undefined {
  return PAYMENT_DECLINES.find((trigger) => behaviour === `decline:${trigger.code}`)?.code;
}

/**
 * Whether a number passes the Luhn check.
 *
 * @example
 * ```ts
 * luhnValid('4111111111111111'); // true
 * ```
 */
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

/** A card network: what a number's digits say, and what a brand names. */
export type CardNetwork = 'visa' | 'master' | 'amex' | 'jcb' | 'diners';

/**
 * The network of a number, or undefined when unknown.
 *
 * @example
 * ```ts
 * networkOf('5555555555554444'); // 'master'
 * ```
 */
export function networkOf(number: string): CardNetwork | undefined {
  const first4 = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || (first4 >= 2221 && first4 <= 2720)) return 'master';
  if (/^3[47]/.test(number)) return 'amex';
  if (first4 >= 3528 && first4 <= 3589) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(number)) return 'diners';
  return undefined;
}

/**
 * The network a brand names (`ponta_visa` is a Visa; `master` and `mastercard` one network).
 *
 * @example
 * ```ts
 * networkOfBrand('mastercard'); // 'master'
 * ```
 */
export function networkOfBrand(brand: CardBrand): CardNetwork {
  if (brand === 'ponta_visa') return 'visa';
  if (brand === 'mastercard') return 'master';
  return brand;
}

/**
 * Whether a brand is Visa or Mastercard (the 1,000,000 yen cap; the only brands of multi-currency).
 *
 * @example
 * ```ts
 * isVisaOrMastercard('amex'); // false
 * ```
 */
export function isVisaOrMastercard(brand: CardBrand): boolean {
  const network = networkOfBrand(brand);
  return network === 'visa' || network === 'master';
}

/**
 * The last day a card is valid: the end of its expiry month.
 *
 * @example
 * ```ts
 * lastValidDay(2, 2028); // '2028-02-29'
 * ```
 */
export function lastValidDay(month: number, year: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * Whether a card has expired on a hotel's today.
 *
 * @example
 * ```ts
 * hasExpired(12, 2020, hotel); // true
 * ```
 */
export function hasExpired(month: number, year: number, hotel: HotelRow): boolean {
  return lastValidDay(month, year) < dateAtOffset(nowMillis(), hotel.utc_offset_minutes);
}

/** A card behind a `card_token`, as a payment sees it. */
export interface TokenCard {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly behaviour: CardBehaviour;
  /** The stored token to mark used once paid; null for the ready-made test tokens (reusable). */
  readonly token: string | null;
  /** How the issuer refuses a pay-link payment with this card; null when it does not. */
  readonly issue: CardIssue | null;
}

const PREMADE = /^tok_test_([0-9]{4}|expiring)$/;

/** The issuer refusal of a Visa ending in `last4`, if it is a pay-link test card. */
function issueOf(brand: CardBrand, last4: string): CardIssue | null {
  if (brand !== 'visa') return null;
  const card = ISSUE_CARDS.find((candidate) => candidate.number.endsWith(last4));
  return card ? { issue: card.issue, code: card.code } : null;
}

/** The card of a ready-made test token `tok_test_<last four>`: every test card that tokenises has one. */
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
      issue: null,
    };
  }
  const numbers = [
    ...Object.values(TEST_CARDS),
    ...PAYMENT_DECLINES.map((trigger) => trigger.value),
    ...ISSUE_CARDS.map((card) => card.number),
  ];
  const number = numbers.find((candidate) => candidate.endsWith(match[1] ?? ''));
  if (number === undefined) return undefined;
  const brand = networkOf(number) ?? 'visa';
  return {
    brand,
    last4: number.slice(-4),
    expiryMonth: 12,
    expiryYear: 2030,
    behaviour: behaviourOf(number),
    token: null,
    issue: issueOf(brand, number.slice(-4)),
  };
}

// The card part of each gateway: PayPal variants take cards through their card gateway.
const CARD_PART = {
  gmo: 'gmo',
  gmo_paypal: 'gmo',
  tappay: 'tappay',
  paygent: 'paygent',
  paygent_paypal: 'paygent',
  adyen_gmo: 'adyen_gmo',
  adyen_gmo_paypal: 'adyen_gmo',
} as const satisfies Record<Schemas['PaymentGateway'], Schemas['PaymentGateway'] & CardTokenGateway>;

/**
 * The gateway that takes a hotel's cards: its payment gateway, PayPal variants by their card part.
 *
 * @example
 * ```ts
 * cardGatewayOf({ payment_gateway: 'gmo_paypal' }); // 'gmo'
 * ```
 */
export function cardGatewayOf(
  hotel: Pick<HotelRow, 'payment_gateway'>,
): (typeof CARD_PART)[keyof typeof CARD_PART] {
  return CARD_PART[hotel.payment_gateway];
}

/**
 * The gateways whose tokens a hotel accepts: its card gateway and `mock`.
 *
 * @example
 * ```ts
 * acceptedGateways(tokyo); // ['gmo', 'mock']
 * ```
 */
export function acceptedGateways(hotel: HotelRow): readonly CardTokenGateway[] {
  return CARD_TOKEN_GATEWAYS.filter((gateway) => gateway === cardGatewayOf(hotel) || gateway === 'mock');
}

/**
 * The card behind a `card_token`: a ready-made test token, or a token of `createCardToken` that is unused,
 * unexpired, of this hotel's gateway, this hotel and this client session. Anything else is a 422 `1000`
 * on `field` (`payment.card_token` in a booking, `card_token` in a pay-link payment).
 *
 * @example
 * ```ts
 * resolveCardToken('tok_test_1111', hotel, session, 'payment.card_token').brand; // 'visa'
 * ```
 */
export function resolveCardToken(
  value: string,
  hotel: HotelRow,
  clientSession: string,
  field: string,
): TokenCard {
  const premade = premadeCard(value);
  if (premade) return premade;
  const row = db.cardToken.get(value);
  const problem = !row
    ? 'is not a card token of the gateway'
    : row.used
      ? 'was already used: tokenise the card again'
      : nowMillis() >= row.expires_at_ms
        ? 'expired: tokenise the card again'
        : row.hotel_id !== hotel.id || row.client_session !== clientSession
          ? 'was issued to another hotel or client session'
          : !acceptedGateways(hotel).includes(row.gateway)
            ? "is not of the hotel's card gateway"
            : undefined;
  if (!row || problem !== undefined) {
    throw new ApiError('1000', {
      message: 'The card token cannot be used',
      fields: { [field]: [problem ?? 'is not valid'] },
    });
  }
  return {
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    behaviour: row.behaviour,
    token: row.token,
    issue: issueOf(row.brand, row.last4),
  };
}

/**
 * Marks a card token used once a payment took it (ready-made test tokens stay reusable).
 *
 * @example
 * ```ts
 * spendCardToken(card);
 * ```
 */
export function spendCardToken(card: TokenCard): void {
  if (card.token !== null) db.cardToken.update(card.token, { used: true });
}

/**
 * What an answer may show of a stored payment's card: brand, last four digits and expiry.
 *
 * @example
 * ```ts
 * shownCard(payment); // { brand: 'visa', last4: '1111', expiry_month: 12, expiry_year: 2030 }
 * ```
 */
export function shownCard(row: StoredCard): Schemas['PaymentCardSummary'] {
  return {
    brand: row.card_brand,
    last4: row.card_last4,
    expiry_month: row.card_expiry_month,
    expiry_year: row.card_expiry_year,
  };
}
