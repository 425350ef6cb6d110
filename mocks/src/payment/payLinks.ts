/**
 * Pay links and their payment attempts, on the mock clock:
 * - A link awaiting payment (`pending`, or `failed` after a refused attempt) is valid 1 hour from when
 *   the hotel sent it; then it answers 410 `pay_link_expired`. Links in a final state keep answering.
 * - A paid link reads `paid` in the client session that paid it and `already_paid` in any other (the
 *   guest's second visit); paying it again is 409 `pay_link_already_paid` (so is a `completed` one), a
 *   `cancelled` link is 3200 (cannot be updated), a `refunded` one 3201 (cannot be captured), and one whose
 *   payment record is missing (`not_found`) 404 `pay_link_not_found`.
 * - An attempt follows the card payment statuses, with the booking's 3-D Secure rules
 *   (internal/paymentState.ts): 15 minutes on the mock's challenge page, 5 loads at most; an authorized
 *   attempt starts capturing a minute later and is captured a minute on.
 * - The pay-link test cards refuse with the issuer's `card_issue_code`, answered as the catalogue code the
 *   SDK's `cardIssueProblem` maps it to: `Invalid_card_number` 3004, `INVALID_EXPIRATION_YEAR` 3005,
 *   `Others` 3204 (402) and `INVALID_PARAMETER_SYNTAX` 1000 (422, the contract's "a field is invalid").
 * Nothing runs in the background: {@link settlePayLinks} applies the clock before every read.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, PayLinkRow, PayLinkTransactionRow } from '../db/rows';
import { TRIGGERS } from '../triggers';
import type { CardBehaviour, CardBrand } from './cards';
import { resolveCardToken } from './cards';
import { formatInstant } from '../lib/dates';
import type { ErrorCode } from '../http/errorCatalogue';
import { ApiError } from '../http/errors';
import { fingerprint } from '../lib/fingerprint';
import { CHALLENGE_VIEW_LIMIT, THREE_D_SECURE_MS } from './reservationPayments';
import type { ChallengeAction } from './reservationPayments';

type Schemas = components['schemas'];

/** How long a pay link stays payable: 1 hour (B §4, B §9). */
export const PAY_LINK_VALIDITY_MS = 60 * 60_000;
/** Time from authorization to the start of capture, and from there to `captured`. */
const CAPTURE_MS = 60_000;

/** The card brands a pay link accepts. */
export const PAY_LINK_CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'jcb', 'amex', 'diners'];

/** An issuer's reason for refusing a pay-link payment. */
export type CardIssueCode = Schemas['PayLinkCardIssueCode'];

/** The pay-link test cards: the number's trigger, the issuer's reason and the code it is answered with. */
const ISSUE_CARDS: readonly { number: string; issue: CardIssueCode; code: ErrorCode }[] = [
  { number: TRIGGERS.payLinkIssueParameterSyntax.value, issue: 'INVALID_PARAMETER_SYNTAX', code: '1000' },
  { number: TRIGGERS.payLinkIssueExpirationYear.value, issue: 'INVALID_EXPIRATION_YEAR', code: '3005' },
  { number: TRIGGERS.payLinkIssueCardNumber.value, issue: 'Invalid_card_number', code: '3004' },
  { number: TRIGGERS.payLinkIssueOthers.value, issue: 'Others', code: '3204' },
];

/** The codes `createPayLinkTransaction` answers for a declined card; any other decline is 3002. */
const PAY_LINK_DECLINES: readonly ErrorCode[] = [
  '3001',
  '3002',
  '3003',
  '3004',
  '3005',
  '3006',
  '3007',
  '3011',
  '3203',
  '3204',
  '3205',
  '3251',
  '3252',
];

/** A card behind a pay-link `card_token`, and what its issuer does with a pay-link payment. */
export interface PayLinkCard {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly behaviour: CardBehaviour;
  /** The db token to mark used once paid; null for ready-made test tokens. */
  readonly token: string | null;
  readonly issue: { readonly issue: CardIssueCode; readonly code: ErrorCode } | null;
}

/**
 * The card of a `card_token` sent to `createPayLinkTransaction`: a ready-made `tok_test_<last four>` (the
 * pay-link test cards have one too) or an unused token of `createCardToken` for the link's hotel and this
 * client session. Anything else is a 422 `1000` on `card_token`.
 */
export function resolvePayLinkCard(value: string, hotel: HotelRow, clientSession: string): PayLinkCard {
  const issueOf = (brand: string, last4: string) =>
    brand === 'visa' ? (ISSUE_CARDS.find((card) => card.number.endsWith(last4)) ?? null) : null;
  const premade = ISSUE_CARDS.find((card) => value === `tok_test_${card.number.slice(-4)}`);
  if (premade) {
    return {
      brand: 'visa',
      last4: premade.number.slice(-4),
      expiryMonth: 12,
      expiryYear: 2030,
      behaviour: 'approve',
      token: null,
      issue: premade,
    };
  }
  try {
    const card = resolveCardToken(value, hotel, clientSession);
    return { ...card, issue: issueOf(card.brand, card.last4) };
  } catch (error) {
    if (error instanceof ApiError && error.code === '1000') {
      const fields = Object.values(error.options.fields ?? {}).flat();
      throw new ApiError('1000', {
        message: 'The card token cannot be used',
        fields: { card_token: fields },
      });
    }
    throw error;
  }
}

/** The code a pay-link payment answers for a card that declines with `code` at payment. */
export function payLinkDecline(code: string): ErrorCode {
  return PAY_LINK_DECLINES.find((known) => known === code) ?? '3002';
}

/** When a link stops being payable. */
export const payLinkExpiresAt = (link: PayLinkRow): number => link.issued_at_ms + PAY_LINK_VALIDITY_MS;

/** Whether a link still awaits payment (the only states that expire). */
export const isAwaitingPayment = (link: PayLinkRow): boolean =>
  link.state === 'pending' || link.state === 'failed';

/**
 * The link of a payment number, after the clock is applied: 404 `pay_link_not_found` when no link has
 * it, 410 `pay_link_expired` when it awaits payment past its hour.
 *
 * @example
 * ```ts
 * const link = openPayLink('PL1010001');
 * ```
 */
export function openPayLink(paymentNumber: string): PayLinkRow {
  settlePayLinks();
  const link = db.payLink.findFirst({ where: { payment_number: { equals: paymentNumber } } });
  if (!link)
    throw new ApiError('pay_link_not_found', { message: `No pay link has the number ${paymentNumber}` });
  if (isAwaitingPayment(link) && nowMillis() >= payLinkExpiresAt(link)) {
    throw new ApiError('pay_link_expired', {
      message: 'The pay link was not paid within an hour; reload, or ask the hotel for a new link',
    });
  }
  return link;
}

/** Refuses a payment on a link whose state takes none (already paid, closed, cancelled, refunded, missing). */
export function assertPayable(link: PayLinkRow): void {
  const refusals: Record<string, [ErrorCode, string]> = {
    paid: ['pay_link_already_paid', 'This pay link has already been paid'],
    already_paid: ['pay_link_already_paid', 'This pay link has already been paid'],
    completed: ['pay_link_already_paid', 'The hotel closed this pay link after it was paid'],
    cancelled: ['3200', 'The hotel cancelled this pay link'],
    refunded: ['3201', 'The payment of this pay link was refunded'],
    not_found: ['pay_link_not_found', 'The payment record of this pay link is missing'],
  };
  const refusal = refusals[link.state];
  if (refusal) throw new ApiError(refusal[0], { message: refusal[1] });
}

/** The state a client session reads: `paid` for the session that paid, `already_paid` for any other. */
export function stateFor(link: PayLinkRow, clientSession: string): Schemas['PayLinkState'] {
  if (link.state === 'paid') return link.paid_client_session === clientSession ? 'paid' : 'already_paid';
  return link.state as Schemas['PayLinkState'];
}

function updateTransaction(id: string, data: Partial<PayLinkTransactionRow>): PayLinkTransactionRow {
  return (
    db.payLinkTransaction.update({
      where: { id: { equals: id } },
      data: { ...data, updated_at_ms: nowMillis() },
    }) ?? (data as PayLinkTransactionRow)
  );
}

function updateLink(paymentNumber: string, data: Partial<PayLinkRow>): void {
  db.payLink.update({ where: { payment_number: { equals: paymentNumber } }, data });
}

/** Authorizes an attempt now; its link becomes paid (by the attempt's client session). */
export function authorizeTransaction(transaction: PayLinkTransactionRow): PayLinkTransactionRow {
  const at = nowMillis();
  updateLink(transaction.payment_number, {
    state: 'paid',
    paid_at_ms: at,
    paid_client_session: transaction.client_session,
  });
  return updateTransaction(transaction.id, { status: 'authorized', authorized_at_ms: at });
}

/** Ends an attempt that did not pay (`failed` or `cancelled`, with the code why); the link is `failed`. */
export function endTransaction(
  transaction: PayLinkTransactionRow,
  status: 'failed' | 'cancelled',
  code: ErrorCode,
  issue: CardIssueCode | null = null,
): PayLinkTransactionRow {
  updateLink(transaction.payment_number, { state: 'failed' });
  return updateTransaction(transaction.id, { status, error_code: code, card_issue_code: issue });
}

/**
 * Applies the mock clock to open attempts: 3-D Secure past its 15 minutes is `cancelled`
 * (`three_d_secure_expired`); authorized attempts move on to `capturing` and `captured`.
 *
 * @example
 * ```ts
 * mockClock.advanceMinutes(15);
 * settlePayLinks(); // the waiting attempt is cancelled, the link `failed`
 * ```
 */
export function settlePayLinks(): void {
  const now = nowMillis();
  const open = db.payLinkTransaction.findMany({
    where: { status: { in: ['pre_3d_secure', 'authorized', 'capturing'] } },
  });
  for (const transaction of open) {
    if (transaction.status === 'pre_3d_secure') {
      if (now >= transaction.expires_at_ms)
        endTransaction(transaction, 'cancelled', 'three_d_secure_expired');
      continue;
    }
    const from = (transaction.authorized_at_ms ?? now) + CAPTURE_MS;
    if (now >= from + CAPTURE_MS) updateTransaction(transaction.id, { status: 'captured' });
    else if (now >= from && transaction.status !== 'capturing')
      updateTransaction(transaction.id, { status: 'capturing' });
  }
}

/** The attempt waiting for 3-D Secure on a link, if any. */
export function pendingTransaction(link: PayLinkRow): PayLinkTransactionRow | null {
  return db.payLinkTransaction.findFirst({
    where: { payment_number: { equals: link.payment_number }, status: { equals: 'pre_3d_secure' } },
  });
}

/**
 * Records a new attempt on a link with a card, as the card's issuer decides: authorized at once, waiting
 * for 3-D Secure, or refused (the attempt is kept `failed` and the refusal thrown as its code).
 */
export function payLink(
  link: PayLinkRow,
  hotel: HotelRow,
  card: PayLinkCard,
  clientSession: string,
  returnUrl: string | null,
): PayLinkTransactionRow {
  const serial =
    db.payLinkTransaction.count({ where: { payment_number: { equals: link.payment_number } } }) + 1;
  const id = `plt_${link.payment_number}_${serial}`;
  const now = nowMillis();
  const challenge =
    card.issue === null && (card.behaviour === 'challenge' || card.behaviour === 'challenge_decline');
  const transaction = db.payLinkTransaction.create({
    id,
    payment_number: link.payment_number,
    hotel_id: hotel.id,
    client_session: clientSession,
    status: challenge ? 'pre_3d_secure' : 'failed',
    amount: link.amount,
    currency: hotel.currency,
    card_brand: card.brand,
    card_last4: card.last4,
    card_expiry_month: card.expiryMonth,
    card_expiry_year: card.expiryYear,
    after_challenge: card.behaviour === 'challenge_decline' ? 'decline' : 'authorize',
    challenge_id: challenge ? `pl3ds_${fingerprint(`${id}:${now}`)}` : '',
    challenge_views: 0,
    return_url: returnUrl,
    expires_at_ms: challenge ? now + THREE_D_SECURE_MS : 0,
    authorized_at_ms: null,
    error_code: null,
    card_issue_code: null,
    created_at_ms: now,
    updated_at_ms: now,
  });
  updateLink(link.payment_number, { last_transaction_id: id });
  if (card.token !== null)
    db.cardToken.update({ where: { token: { equals: card.token } }, data: { used: true } });
  if (card.issue !== null) {
    endTransaction(transaction, 'failed', card.issue.code, card.issue.issue);
    throw new ApiError(card.issue.code, {
      message: `The card issuer refused the payment (${card.issue.issue})`,
      ...(card.issue.code === '1000'
        ? { fields: { card_token: ['the issuer could not read the card data'] } }
        : {}),
    });
  }
  if (card.behaviour.startsWith('decline:')) {
    const code = payLinkDecline(card.behaviour.slice('decline:'.length));
    endTransaction(transaction, 'failed', code, code === '3204' ? 'Others' : null);
    throw new ApiError(code, { message: 'The payment was declined; nothing was charged' });
  }
  return challenge ? transaction : authorizeTransaction(transaction);
}

/**
 * Applies the guest's choice on the pay link's challenge page: approve authorizes (or, for a card that
 * declines after 3-D Secure, fails with 3002), fail fails with 3006, cancel cancels with 3008.
 */
export function applyPayLinkChallenge(
  transaction: PayLinkTransactionRow,
  action: ChallengeAction,
): PayLinkTransactionRow {
  if (action === 'cancel') return endTransaction(transaction, 'cancelled', '3008');
  if (action === 'fail') return endTransaction(transaction, 'failed', '3006');
  if (transaction.after_challenge === 'decline') return endTransaction(transaction, 'failed', '3002');
  return authorizeTransaction(transaction);
}

/** Counts a load of the challenge page; past the limit 3-D Secure is suspended (3009). */
export function viewPayLinkChallenge(transaction: PayLinkTransactionRow): PayLinkTransactionRow {
  const views = transaction.challenge_views + 1;
  const counted = updateTransaction(transaction.id, { challenge_views: views });
  return views > CHALLENGE_VIEW_LIMIT ? endTransaction(counted, 'failed', '3009') : counted;
}

function offsetOf(hotelId: number): number {
  return db.hotel.findFirst({ where: { id: { equals: hotelId } } })?.utc_offset_minutes ?? 540;
}

/**
 * The contract's `PayLinkTransaction` of a row; the 3-D Secure step (the mock's page under `base`) only
 * while `pre_3d_secure`.
 *
 * @example
 * ```ts
 * const body: PayLinkTransactionResponse = { data: payLinkTransactionBody(row, requestBase(request)) };
 * ```
 */
export function payLinkTransactionBody(
  row: PayLinkTransactionRow,
  base: string,
): Schemas['PayLinkTransaction'] {
  const offset = offsetOf(row.hotel_id);
  return {
    id: row.id,
    payment_number: row.payment_number,
    status: row.status as Schemas['PaymentStatus'],
    amount: row.amount,
    currency: row.currency as Schemas['CurrencyCode'],
    card: {
      brand: row.card_brand as CardBrand,
      last4: row.card_last4,
      expiry_month: row.card_expiry_month,
      expiry_year: row.card_expiry_year,
    },
    ...(row.status === 'pre_3d_secure'
      ? {
          three_d_secure: {
            url: `${base}/__staykit/pay_link_3ds/${row.challenge_id}`,
            method: 'GET',
            form_fields: {},
            expires_at: formatInstant(row.expires_at_ms, offset),
          },
        }
      : {}),
    ...(row.error_code === null ? {} : { error_code: row.error_code as Schemas['ErrorCode'] }),
    ...(row.card_issue_code === null ? {} : { card_issue_code: row.card_issue_code as CardIssueCode }),
    created_at: formatInstant(row.created_at_ms, offset),
    updated_at: formatInstant(row.updated_at_ms, offset),
  };
}

/**
 * The contract's `PayLink` of a row, as `clientSession` sees it.
 *
 * @example
 * ```ts
 * const body: PayLinkResponse = { data: payLinkBody(link, hotel, session) };
 * ```
 */
export function payLinkBody(link: PayLinkRow, hotel: HotelRow, clientSession: string): Schemas['PayLink'] {
  const offset = hotel.utc_offset_minutes;
  return {
    payment_number: link.payment_number,
    state: stateFor(link, clientSession),
    hotel_id: hotel.id,
    hotel_name: hotel.name,
    title: link.title,
    guest_name: link.guest_name,
    amount: link.amount,
    currency: hotel.currency as Schemas['CurrencyCode'],
    gateway: hotel.payment_gateway.replace(/_paypal$/, '') as Schemas['PaymentGateway'],
    allowed_card_brands: [...PAY_LINK_CARD_BRANDS],
    amount_updated_at: formatInstant(link.amount_updated_at_ms, offset),
    expires_at: formatInstant(payLinkExpiresAt(link), offset),
    ...(link.paid_at_ms === null ? {} : { paid_at: formatInstant(link.paid_at_ms, offset) }),
    ...(link.last_transaction_id === null ? {} : { last_transaction_id: link.last_transaction_id }),
  };
}
