/**
 * The card of a booking and the card payment it starts (the contract's `createReservation` payment
 * types): a card payment type needs a card token (`payment.card_token`) or a member's saved card; the
 * card must be the brand it says, not expired, valid until check-out, Visa or Mastercard for
 * multi-currency, and Visa and Mastercard pay at most 1,000,000 yen online. `on_site_credit_card_required`
 * takes a card as a guarantee and charges nothing. The test card decides what the payment does
 * (`cards.ts`): authorized at once, 3-D Secure on the issuer page, or declined before anything is booked.
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import type { HotelRow, PaymentRow, ReservationRow } from '../db/rows';
import { ApiError, invalid } from '../http/errors';
import { convert } from '../lib/currencies';
import type { CurrencyCode } from '../lib/currencies';
import { fingerprint } from '../lib/fingerprint';
import { TRIGGERS } from '../triggers';
import {
  declineOf,
  hasExpired,
  isVisaOrMastercard,
  lastValidDay,
  networkOfBrand,
  resolveCardToken,
  spendCardToken,
} from './cards';
import type { CardBrand, TokenCard } from './cards';
import { takesProvider } from './providerPayments';
import { captureStart } from './reservationPayments';
import { THREE_D_SECURE_MS } from './threeDSecure';

type PaymentType = components['schemas']['PaymentType'];

/** Payment types paid with a card online; `on_site_credit_card_required` only guarantees with one. */
const CARD_PAYMENTS: readonly PaymentType[] = [
  'credit_card',
  'credit_card_international',
  'twd_credit_card',
  'twd_credit_card_deposit',
];
/** The payment type that takes a card as a guarantee only. */
export const CARD_GUARANTEE: PaymentType = 'on_site_credit_card_required';
/** Online Visa and Mastercard payments are capped at this many yen. */
const CARD_YEN_LIMIT = 1_000_000;

/** How a booking pays, as its request says. */
export interface BookingPaymentInput {
  readonly type: PaymentType;
  readonly cardToken: string | undefined;
  readonly creditCardId: number | undefined;
  readonly cardBrand: CardBrand | undefined;
  /** Paid through a provider after the booking instead of a card. */
  readonly provider: components['schemas']['PaymentProvider'] | undefined;
}

/** What the card check knows of the booking. */
export interface CardCheck {
  readonly hotel: HotelRow;
  /** The booker's user token, or null for a guest. */
  readonly userToken: string | null;
  readonly clientSession: string;
  /** What is paid online now (the deposit, or the total). */
  readonly amount: number;
  readonly mcp: CurrencyCode | undefined;
  readonly checkout: string;
}

/**
 * The signed-in member's saved card `id` (`payment.credit_card_id`) as the gateway knows it: its brand,
 * last digits, expiry and test behaviour, never a number. 401 for a guest; `saved_card_invalid` for a card
 * saved before the card-system change; another member's card or an unknown id is `1000`. The trigger ids
 * 9001 and 9002 answer `saved_card_invalid` and `saved_cards_disabled` to any member.
 */
function savedCard(id: number, userToken: string | null): TokenCard {
  if (userToken === null)
    throw new ApiError('unauthorized', { message: 'A saved card needs a signed-in member' });
  const named = `credit_card_id ${id}`;
  if (named === TRIGGERS.bookingSavedCardInvalid.value) {
    throw new ApiError('saved_card_invalid', {
      message: 'This saved card is no longer valid: enter the card again',
    });
  }
  if (named === TRIGGERS.bookingSavedCardsDisabled.value) {
    throw new ApiError('saved_cards_disabled', {
      message: 'Saved cards cannot be used for now: enter the card',
    });
  }
  const memberId = db.userToken.get(userToken)?.member_id;
  const row = db.savedCard.get(id);
  if (!row || row.member_id !== memberId) {
    throw invalid({ 'payment.credit_card_id': ['is not a saved card of this member'] });
  }
  if (!row.is_valid) {
    throw new ApiError('saved_card_invalid', {
      message: 'This saved card is no longer valid: enter the card again',
    });
  }
  return {
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    behaviour: row.behaviour,
    token: null,
    issue: null,
  };
}

/** The card of a `card_token`, which every card payment without a saved card needs. */
function tokenCard(cardToken: string | undefined, type: PaymentType, check: CardCheck): TokenCard {
  if (cardToken === undefined) {
    throw invalid({
      'payment.card_token': [`is required for ${type}: tokenise the card with createCardToken`],
    });
  }
  return resolveCardToken(cardToken, check.hotel, check.clientSession, 'payment.card_token');
}

/**
 * The card of a booking, checked; undefined when the payment type takes no card.
 *
 * @example
 * ```ts
 * const card = checkBookingCard(input.payment, { hotel, userToken: null, clientSession, amount: 15800, mcp: undefined, checkout });
 * ```
 */
export function checkBookingCard(payment: BookingPaymentInput, check: CardCheck): TokenCard | undefined {
  if (payment.provider !== undefined) {
    checkProviderPayment({ ...payment, provider: payment.provider }, check);
    return undefined;
  }
  const carded = CARD_PAYMENTS.includes(payment.type) || payment.type === CARD_GUARANTEE;
  if (!carded) {
    if (payment.cardToken !== undefined || payment.creditCardId !== undefined) {
      throw invalid({ payment: [`${payment.type} takes no card: leave out card_token and credit_card_id`] });
    }
    return undefined;
  }
  const card =
    payment.creditCardId !== undefined
      ? savedCard(payment.creditCardId, check.userToken)
      : tokenCard(payment.cardToken, payment.type, check);
  if (payment.cardBrand !== undefined && networkOfBrand(payment.cardBrand) !== networkOfBrand(card.brand)) {
    throw new ApiError('card_brand_not_allowed', { message: 'card_brand is not the brand of the card' });
  }
  if (payment.type === CARD_GUARANTEE) return card;
  checkCardForPayment(card, check);
  const declined = declineOf(card.behaviour);
  if (declined !== undefined) {
    throw new ApiError(declined, { message: 'The card payment was declined; nothing was booked' });
  }
  return card;
}

/** A booking paid through a provider: a card payment type, no card, and a hotel that takes the provider. */
function checkProviderPayment(
  payment: BookingPaymentInput & { provider: components['schemas']['PaymentProvider'] },
  check: CardCheck,
): void {
  const problems: string[] = [];
  if (!CARD_PAYMENTS.includes(payment.type)) problems.push(`is for a card payment type, not ${payment.type}`);
  if (payment.cardToken !== undefined || payment.creditCardId !== undefined) {
    problems.push('takes no card: leave out card_token and credit_card_id');
  }
  if (!takesProvider(check.hotel, payment.provider)) {
    problems.push(`${check.hotel.code} takes no payment through ${payment.provider}`);
  }
  // Multi-currency payment takes cards only (Visa and Mastercard), not a provider's own methods.
  if (check.mcp !== undefined)
    problems.push('is not taken with mcp_currency: multi-currency payment is by card');
  if (problems.length > 0) throw invalid({ 'payment.provider': problems });
  if (check.amount <= 0)
    throw new ApiError('card_payment_not_allowed', {
      message: 'Nothing is payable: card payment is not allowed',
    });
}

/**
 * The rules a card must meet to pay `check.amount` online, at booking and when a provider checks the card
 * it took (`validatePaypalCreditCard`): something to pay, not expired, valid until check-out, Visa or
 * Mastercard for multi-currency, and Visa and Mastercard at most 1,000,000 yen.
 *
 * @example
 * ```ts
 * checkCardForPayment({ brand: 'amex', expiryMonth: 12, expiryYear: 2030 }, { ...check, mcp: 'USD' }); // throws card_brand_not_allowed
 * ```
 */
export function checkCardForPayment(
  card: Pick<TokenCard, 'brand' | 'expiryMonth' | 'expiryYear'>,
  check: Pick<CardCheck, 'hotel' | 'amount' | 'mcp' | 'checkout'>,
): void {
  const { hotel } = check;
  if (check.amount <= 0)
    throw new ApiError('card_payment_not_allowed', {
      message: 'Nothing is payable: card payment is not allowed',
    });
  if (hasExpired(card.expiryMonth, card.expiryYear, hotel))
    throw new ApiError('3005', { message: 'The card has expired' });
  if (lastValidDay(card.expiryMonth, card.expiryYear) < check.checkout) {
    throw new ApiError('card_expires_before_checkout', { message: 'The card must be valid until check-out' });
  }
  if (check.mcp !== undefined && !isVisaOrMastercard(card.brand)) {
    throw new ApiError('card_brand_not_allowed', {
      message: 'Multi-currency payment accepts Visa and Mastercard only',
    });
  }
  const yen = convert(check.amount, hotel.currency, 'JPY').cents;
  if (isVisaOrMastercard(card.brand) && yen > CARD_YEN_LIMIT) {
    throw new ApiError('card_amount_limit_exceeded', {
      message: 'Visa and Mastercard cannot pay more than 1,000,000 yen online',
    });
  }
}

/**
 * Whether a booking's card payment waits for 3-D Secure on the issuer page.
 *
 * @example
 * ```ts
 * needsChallenge(card, 'credit_card'); // true for the 3-D Secure test card
 * ```
 */
export function needsChallenge(card: TokenCard | undefined, type: PaymentType): boolean {
  return card !== undefined && type !== CARD_GUARANTEE && card.behaviour !== 'approve';
}

/** What a booked reservation's card payment is made of. */
export interface CardPaymentStart {
  readonly hotel: HotelRow;
  readonly reservation: ReservationRow;
  readonly card: TokenCard | undefined;
  readonly type: PaymentType;
  readonly amount: number;
  readonly mcp: CurrencyCode | undefined;
  readonly returnUrl: string | undefined;
  readonly nowMs: number;
  /** The provider the payer pays through after the booking, instead of `card`. */
  readonly provider: components['schemas']['PaymentProvider'] | undefined;
}

/**
 * Starts the card payment of a booked reservation — authorized, waiting for 3-D Secure, or waiting for
 * the payer at the provider — and spends its card token; none for a booking that pays no card online.
 *
 * @example
 * ```ts
 * const payment = startCardPayment({ hotel, reservation, card, type: 'credit_card', amount: 15800, mcp: undefined, returnUrl: undefined, nowMs });
 * ```
 */
export function startCardPayment(start: CardPaymentStart): PaymentRow | undefined {
  const { reservation, card, nowMs } = start;
  if (card) spendCardToken(card);
  if (start.type === CARD_GUARANTEE) return undefined;
  if (card === undefined) {
    return start.provider === undefined ? undefined : startProviderPayment(start, start.provider);
  }
  const challenge = needsChallenge(card, start.type);
  const number = reservation.number;
  return db.payment.insert({
    ...paymentAmounts(start),
    reservation_number: number,
    hotel_id: reservation.hotel_id,
    status: challenge ? 'pre_3d_secure' : 'authorized',
    card: {
      card_brand: card.brand,
      card_last4: card.last4,
      card_expiry_month: card.expiryMonth,
      card_expiry_year: card.expiryYear,
    },
    provider: null,
    after_challenge: card.behaviour === 'challenge_decline' ? 'decline' : 'authorize',
    challenge_id: challenge ? `3ds_${number}_${fingerprint(`${number}:${nowMs}:challenge`)}` : '',
    expires_at_ms: challenge ? nowMs + THREE_D_SECURE_MS : 0,
    authorized_at_ms: challenge ? null : nowMs,
    capture_from_ms: challenge ? null : captureStart(reservation, nowMs),
  });
}

/** What every payment of a booking starts with: who, how, and how much (in the display currency too). */
function paymentAmounts(start: CardPaymentStart) {
  const from = start.reservation.currency;
  return {
    reservation_number: start.reservation.number,
    hotel_id: start.reservation.hotel_id,
    payment_type: start.type,
    gateway: start.hotel.payment_gateway,
    amount: start.amount,
    currency: from,
    mcp_currency: start.mcp ?? null,
    mcp_amount_cents: start.mcp ? convert(start.amount, from, start.mcp).cents : null,
    return_url: start.returnUrl ?? null,
    started_at_ms: start.nowMs,
    challenge_views: 0,
    authentication_result: null,
    captured_at_ms: null,
    cancelled_at_ms: null,
    failure_code: null,
  } as const;
}

/**
 * A payment the payer makes through a provider after the booking: waiting, with no card yet, until the
 * payer pays there or the 3-D Secure deadline passes (the contract's `PaymentProvider`).
 */
function startProviderPayment(
  start: CardPaymentStart,
  provider: components['schemas']['PaymentProvider'],
): PaymentRow {
  return db.payment.insert({
    ...paymentAmounts(start),
    status: 'pre_3d_secure',
    card: null,
    provider,
    after_challenge: 'authorize',
    // No issuer page: the provider's page is where the payer answers.
    challenge_id: '',
    expires_at_ms: start.nowMs + THREE_D_SECURE_MS,
    authorized_at_ms: null,
    capture_from_ms: null,
  });
}
