/**
 * Pay links and their payment attempts, on the mock clock:
 * - A link awaiting payment (`pending`, or `failed` after a refused attempt) is valid 1 hour from when
 *   the hotel sent it; then it answers 410 `pay_link_expired`. Links in a final state keep answering.
 * - A paid link reads `paid` in the client session that paid it and `already_paid` in any other (the
 *   guest's second visit); paying it again is 409 `pay_link_already_paid` (so is a `completed` one), a
 *   `cancelled` link is 3200 (cannot be updated), a `refunded` one 3201 (cannot be captured), and one whose
 *   payment record is missing (`not_found`) 404 `pay_link_not_found`.
 * - An attempt follows the booking's 3-D Secure and capture rules (`threeDSecure.ts`) on its own issuer
 *   page, `/__staykit/pay_link_3ds/<id>`; an authorized attempt starts capturing a minute later.
 * - The pay-link test cards (`cards.ts`) are refused by the issuer with their `card_issue_code`.
 * Nothing runs in the background: {@link settlePayLinks} applies the clock before every read.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, PayLinkRow, PayLinkTransactionRow } from '../db/rows';
import type { ErrorCode } from '../http/errorCatalogue';
import { ApiError } from '../http/errors';
import { formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { cardGatewayOf, declineOf, shownCard, spendCardToken } from './cards';
import type { CardBrand, TokenCard } from './cards';
import type { ChallengedPayment } from './issuerPage';
import {
  CAPTURE_MS,
  captureStatus,
  challengeOutcome,
  challengeVerdict,
  suspendsChallenge,
  THREE_D_SECURE_MS,
} from './threeDSecure';
import type { ChallengeAction } from './threeDSecure';

type Schemas = components['schemas'];

/** How long a pay link stays payable: 1 hour (the contract's `PayLink.expires_at`). */
export const PAY_LINK_VALIDITY_MS = 60 * 60_000;

/** Where the issuer page of a pay-link payment lies. */
const PAGE_PATH = '/__staykit/pay_link_3ds';

/** The card brands a pay link accepts. */
export const PAY_LINK_CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'jcb', 'amex', 'diners'];

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

/** The statuses an attempt may still leave on the clock alone. */
const OPEN_STATUSES: readonly Schemas['PaymentStatus'][] = ['pre_3d_secure', 'authorized', 'capturing'];

/**
 * When a link stops being payable.
 *
 * @example
 * ```ts
 * payLinkExpiresAt(link); // an hour after the hotel sent it
 * ```
 */
export const payLinkExpiresAt = (link: PayLinkRow): number => link.issued_at_ms + PAY_LINK_VALIDITY_MS;

/** Whether a link still awaits payment (the only states that expire). */
const isAwaitingPayment = (link: PayLinkRow): boolean => link.state === 'pending' || link.state === 'failed';

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
  const link = db.payLink.get(paymentNumber);
  if (!link)
    throw new ApiError('pay_link_not_found', { message: `No pay link has the number ${paymentNumber}` });
  if (isAwaitingPayment(link) && nowMillis() >= payLinkExpiresAt(link)) {
    throw new ApiError('pay_link_expired', {
      message: 'The pay link was not paid within an hour; reload, or ask the hotel for a new link',
    });
  }
  return link;
}

const REFUSALS: Partial<Record<Schemas['PayLinkState'], readonly [ErrorCode, string]>> = {
  paid: ['pay_link_already_paid', 'This pay link has already been paid'],
  already_paid: ['pay_link_already_paid', 'This pay link has already been paid'],
  completed: ['pay_link_already_paid', 'The hotel closed this pay link after it was paid'],
  cancelled: ['3200', 'The hotel cancelled this pay link'],
  refunded: ['3201', 'The payment of this pay link was refunded'],
  not_found: ['pay_link_not_found', 'The payment record of this pay link is missing'],
};

/**
 * Refuses a payment on a link whose state takes none (already paid, closed, cancelled, refunded, missing).
 *
 * @example
 * ```ts
 * assertPayable(db.payLink.get('PL1010007')); // throws 409 3200
 * ```
 */
export function assertPayable(link: PayLinkRow): void {
  const refusal = REFUSALS[link.state];
  if (refusal) throw new ApiError(refusal[0], { message: refusal[1] });
}

/** The state a client session reads: `paid` for the session that paid, `already_paid` for any other. */
function stateFor(link: PayLinkRow, clientSession: string): Schemas['PayLinkState'] {
  if (link.state === 'paid') return link.paid_client_session === clientSession ? 'paid' : 'already_paid';
  return link.state;
}

function updateTransaction(
  transaction: PayLinkTransactionRow,
  patch: Partial<PayLinkTransactionRow>,
): PayLinkTransactionRow {
  return (
    db.payLinkTransaction.update(transaction.id, { ...patch, updated_at_ms: nowMillis() }) ?? transaction
  );
}

/** Authorizes an attempt now; its link becomes paid (by the attempt's client session). */
function authorizeTransaction(transaction: PayLinkTransactionRow): PayLinkTransactionRow {
  const at = nowMillis();
  db.payLink.update(transaction.payment_number, {
    state: 'paid',
    paid_at_ms: at,
    paid_client_session: transaction.client_session,
  });
  return updateTransaction(transaction, { status: 'authorized', authorized_at_ms: at });
}

/** Ends an attempt that did not pay (`failed` or `cancelled`, with the code why); the link is `failed`. */
function endTransaction(
  transaction: PayLinkTransactionRow,
  status: 'failed' | 'cancelled',
  code: ErrorCode,
  issue: Schemas['PayLinkCardIssueCode'] | null = null,
): PayLinkTransactionRow {
  db.payLink.update(transaction.payment_number, { state: 'failed' });
  return updateTransaction(transaction, { status, error_code: code, card_issue_code: issue });
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
  for (const transaction of OPEN_STATUSES.flatMap((status) =>
    db.payLinkTransaction.where('status', status),
  )) {
    if (transaction.status === 'pre_3d_secure') {
      if (now >= transaction.expires_at_ms)
        endTransaction(transaction, 'cancelled', 'three_d_secure_expired');
      continue;
    }
    const status = captureStatus((transaction.authorized_at_ms ?? now) + CAPTURE_MS, now);
    if (status !== transaction.status) updateTransaction(transaction, { status });
  }
}

/**
 * The attempt waiting for 3-D Secure on a link, if any.
 *
 * @example
 * ```ts
 * if (pendingTransaction(link)) throw new ApiError('3016');
 * ```
 */
export function pendingTransaction(link: PayLinkRow): PayLinkTransactionRow | undefined {
  return db.payLinkTransaction
    .where('payment_number', link.payment_number)
    .find((transaction) => transaction.status === 'pre_3d_secure');
}

/**
 * Records a new attempt on a link with a card, as the card's issuer decides: authorized at once, waiting
 * for 3-D Secure, or refused (the attempt is kept `failed` and the refusal thrown as its code).
 *
 * @example
 * ```ts
 * const transaction = payLink(link, hotel, resolveCardToken(token, hotel, session, 'card_token'), session, null);
 * ```
 */
export function payLink(
  link: PayLinkRow,
  hotel: HotelRow,
  card: TokenCard,
  clientSession: string,
  returnUrl: string | null,
): PayLinkTransactionRow {
  const serial = db.payLinkTransaction.where('payment_number', link.payment_number).length + 1;
  const id = `plt_${link.payment_number}_${serial}`;
  const now = nowMillis();
  const challenge =
    card.issue === null && (card.behaviour === 'challenge' || card.behaviour === 'challenge_decline');
  const transaction = db.payLinkTransaction.insert({
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
  db.payLink.update(link.payment_number, { last_transaction_id: id });
  spendCardToken(card);
  if (card.issue !== null) {
    endTransaction(transaction, 'failed', card.issue.code, card.issue.issue);
    throw new ApiError(card.issue.code, {
      message: `The card issuer refused the payment (${card.issue.issue})`,
      ...(card.issue.code === '1000'
        ? { fields: { card_token: ['the issuer could not read the card data'] } }
        : {}),
    });
  }
  const declined = declineOf(card.behaviour);
  if (declined !== undefined) {
    const code = PAY_LINK_DECLINES.includes(declined) ? declined : '3002';
    endTransaction(transaction, 'failed', code, code === '3204' ? 'Others' : null);
    throw new ApiError(code, { message: 'The payment was declined; nothing was charged' });
  }
  return challenge ? transaction : authorizeTransaction(transaction);
}

/** Applies the guest's choice on the issuer page. */
function applyChallenge(transaction: PayLinkTransactionRow, action: ChallengeAction): PayLinkTransactionRow {
  const verdict = challengeVerdict(action, transaction.after_challenge);
  return verdict.status === 'authorized'
    ? authorizeTransaction(transaction)
    : endTransaction(transaction, verdict.status, verdict.code);
}

/** The return URL with the payment number, the attempt and the outcome, or null when none was given. */
function returnTarget(transaction: PayLinkTransactionRow): string | null {
  if (transaction.return_url === null) return null;
  const url = new URL(transaction.return_url);
  url.searchParams.set('payment_number', transaction.payment_number);
  url.searchParams.set('transaction_id', transaction.id);
  url.searchParams.set('outcome', challengeOutcome(transaction.error_code));
  return url.toString();
}

/**
 * A pay-link payment as the issuer page sees it.
 *
 * @example
 * ```ts
 * const handlers = issuerPageHandlers(payLinkChallenges);
 * ```
 */
export const payLinkChallenges: ChallengedPayment<PayLinkTransactionRow> = {
  path: PAGE_PATH,
  consequence: 'Nothing was charged.',
  returnLabel: 'Return to the payment page',
  find(challengeId) {
    settlePayLinks();
    return db.payLinkTransaction.where('challenge_id', challengeId)[0];
  },
  isWaiting: (transaction) => transaction.status === 'pre_3d_secure',
  view(transaction) {
    const views = transaction.challenge_views + 1;
    const counted = updateTransaction(transaction, { challenge_views: views });
    return suspendsChallenge(views) ? endTransaction(counted, 'failed', '3009') : counted;
  },
  answer: applyChallenge,
  endCode: (transaction) => transaction.error_code,
  summary: (transaction) =>
    `${transaction.payment_number}: ${transaction.amount.toLocaleString('en')} ${transaction.currency}, ${transaction.card_brand} ending ${transaction.card_last4}.`,
  deadline: () => undefined,
  returnTarget,
};

const offsetOf = (hotelId: number): number => db.hotel.get(hotelId)?.utc_offset_minutes ?? 540;

/**
 * The contract's `PayLinkTransaction` of a row; the 3-D Secure step (the issuer page under `base`) only
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
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    card: shownCard(row),
    ...(row.status === 'pre_3d_secure'
      ? {
          three_d_secure: {
            url: `${base}${PAGE_PATH}/${row.challenge_id}`,
            method: 'GET',
            form_fields: {},
            expires_at: formatInstant(row.expires_at_ms, offset),
          },
        }
      : {}),
    ...(row.error_code === null ? {} : { error_code: row.error_code }),
    ...(row.card_issue_code === null ? {} : { card_issue_code: row.card_issue_code }),
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
    currency: hotel.currency,
    gateway: cardGatewayOf(hotel),
    allowed_card_brands: [...PAY_LINK_CARD_BRANDS],
    amount_updated_at: formatInstant(link.amount_updated_at_ms, offset),
    expires_at: formatInstant(payLinkExpiresAt(link), offset),
    ...(link.paid_at_ms === null ? {} : { paid_at: formatInstant(link.paid_at_ms, offset) }),
    ...(link.last_transaction_id === null ? {} : { last_transaction_id: link.last_transaction_id }),
  };
}
