/**
 * The card payment of a reservation and its 3-D Secure step, on the mock clock, by the rules of
 * `threeDSecure.ts`:
 * - `pre_3d_secure` waits for the issuer page (`/__staykit/3ds/<id>`) at most 15 minutes; then the
 *   payment is `cancelled` (`three_d_secure_expired`), the reservation cancelled and its stock given back.
 * - The page's approve authorizes (`authorized`, reservation `done`, a lottery win it books confirmed); fail (3006), cancel (3008), a card
 *   that declines after 3-D Secure (3002) and a suspended page (3009) end it, cancelling the reservation
 *   and giving its stock back.
 * - Capture rule: plans paid in advance (a deposit percentage: demo-tokyo NR, demo-taipei BF) start
 *   capturing one minute after authorization; other card payments on the check-in day (00:00 hotel
 *   time). A payment is `capturing` from then and `captured` one minute later.
 * Nothing runs in the background: {@link settlePayments} applies what the clock says before every
 * request.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { PaymentRow, ReservationRow } from '../db/rows';
import { cancelReservation } from '../booking/reservations';
import { confirmWin } from '../lottery/lotteryEntries';
import type { ErrorCode } from '../http/errorCatalogue';
import { formatInstant, localTimeToMillis } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { shownCard } from './cards';
import type { ChallengedPayment } from './issuerPage';
import {
  CAPTURE_MS,
  captureStatus,
  challengeOutcome,
  challengeVerdict,
  suspendsChallenge,
} from './threeDSecure';
import type { ChallengeAction } from './threeDSecure';

type Schemas = components['schemas'];

/** Where the issuer page of a reservation's payment lies. */
const PAGE_PATH = '/__staykit/3ds';

/** The statuses a payment may still leave on the clock alone. */
const OPEN_STATUSES: readonly Schemas['PaymentStatus'][] = ['pre_3d_secure', 'authorized', 'capturing'];

function updatePayment(payment: PaymentRow, patch: Partial<PaymentRow>): PaymentRow {
  return db.payment.update(payment.reservation_number, patch) ?? payment;
}

/**
 * When capture starts for a payment authorized at `authorizedAtMs` (the capture rule above).
 *
 * @example
 * ```ts
 * captureStart(reservation, nowMillis()); // 00:00 hotel time of the check-in day, or a minute on
 * ```
 */
export function captureStart(reservation: ReservationRow, authorizedAtMs: number): number {
  if (reservation.deposit_percentage !== null) return authorizedAtMs + CAPTURE_MS;
  const offset = db.hotel.get(reservation.hotel_id)?.utc_offset_minutes ?? 0;
  return Math.max(localTimeToMillis(reservation.checkin_date, '00:00', offset), authorizedAtMs + CAPTURE_MS);
}

/** Authorizes a payment now; the reservation is then `done`. */
function authorizePayment(payment: PaymentRow, reservation: ReservationRow): PaymentRow {
  const at = nowMillis();
  db.reservation.update(reservation.number, { status: 'done' });
  confirmWin(reservation.number);
  return updatePayment(payment, {
    status: 'authorized',
    authorized_at_ms: at,
    capture_from_ms: captureStart(reservation, at),
  });
}

/**
 * Ends a payment that will not be made: `failed` (with the code why) or `cancelled`; the reservation is
 * cancelled and its stock given back.
 *
 * @example
 * ```ts
 * endPayment(payment, 'cancelled', '3008'); // the guest closed the 3-D Secure window
 * ```
 */
export function endPayment(
  payment: PaymentRow,
  status: 'failed' | 'cancelled',
  code: ErrorCode,
  atMs = nowMillis(),
): PaymentRow {
  const reservation = db.reservation.get(payment.reservation_number);
  if (reservation)
    cancelReservation(reservation, code === 'three_d_secure_expired' ? code : `payment_${code}`, atMs);
  return updatePayment(payment, {
    status,
    failure_code: code,
    ...(status === 'cancelled' ? { cancelled_at_ms: atMs } : {}),
  });
}

/**
 * Applies the mock clock to every open payment: expires 3-D Secure past its 15 minutes (cancelling the
 * reservation and returning its stock) and moves captures on. Cheap when nothing is open.
 *
 * @example
 * ```ts
 * mockClock.advanceMinutes(15);
 * settlePayments(); // the pending reservation is cancelled, its room is back on sale
 * ```
 */
export function settlePayments(): void {
  const now = nowMillis();
  for (const payment of OPEN_STATUSES.flatMap((status) => db.payment.where('status', status))) {
    if (payment.status === 'pre_3d_secure') {
      if (now >= payment.expires_at_ms)
        endPayment(payment, 'cancelled', 'three_d_secure_expired', payment.expires_at_ms);
      continue;
    }
    if (payment.capture_from_ms === null) continue;
    const status = captureStatus(payment.capture_from_ms, now);
    if (status === 'captured') {
      updatePayment(payment, { status, captured_at_ms: payment.capture_from_ms + CAPTURE_MS });
    } else if (status !== payment.status) {
      updatePayment(payment, { status });
    }
  }
}

/**
 * The opaque result the issuer page hands to the return URL for an outcome, checked by
 * `completeThreeDSecure`.
 *
 * @example
 * ```ts
 * authenticationResult(payment, 'approved'); // '3dsr_…'
 * ```
 */
export function authenticationResult(payment: PaymentRow, outcome: Schemas['ThreeDSecureOutcome']): string {
  return `3dsr_${fingerprint(`${payment.challenge_id}:${outcome}`)}${fingerprint(outcome)}`;
}

const ACTION_OUTCOMES: Readonly<Record<ChallengeAction, Schemas['ThreeDSecureOutcome']>> = {
  approve: 'approved',
  fail: 'failed',
  cancel: 'cancelled',
};

/** Applies the guest's choice on the issuer page. */
function applyChallenge(payment: PaymentRow, action: ChallengeAction): PaymentRow {
  const answered = updatePayment(payment, {
    authentication_result: authenticationResult(payment, ACTION_OUTCOMES[action]),
  });
  const verdict = challengeVerdict(action, answered.after_challenge);
  const reservation = db.reservation.get(answered.reservation_number);
  if (verdict.status === 'authorized') {
    return reservation ? authorizePayment(answered, reservation) : endPayment(answered, 'failed', '3002');
  }
  return endPayment(answered, verdict.status, verdict.code);
}

/** The return URL with the challenge's outcome, or null when the client gave none. */
function returnTarget(payment: PaymentRow): string | null {
  if (payment.return_url === null) return null;
  const outcome = challengeOutcome(payment.failure_code);
  const url = new URL(payment.return_url);
  url.searchParams.set('reservation_number', payment.reservation_number);
  url.searchParams.set('outcome', outcome);
  const result =
    payment.authentication_result ?? (outcome === 'timeout' ? null : authenticationResult(payment, outcome));
  if (result) url.searchParams.set('authentication_result', result);
  return url.toString();
}

const offsetOf = (payment: PaymentRow): number => db.hotel.get(payment.hotel_id)?.utc_offset_minutes ?? 540;

/**
 * A reservation's card payment as the issuer page sees it.
 *
 * @example
 * ```ts
 * const handlers = issuerPageHandlers(reservationChallenges);
 * ```
 */
export const reservationChallenges: ChallengedPayment<PaymentRow> = {
  path: PAGE_PATH,
  consequence: 'The reservation was cancelled.',
  returnLabel: 'Return to the booking',
  find(challengeId) {
    settlePayments();
    return db.payment.where('challenge_id', challengeId)[0];
  },
  isWaiting: (payment) => payment.status === 'pre_3d_secure',
  view(payment) {
    const views = payment.challenge_views + 1;
    const counted = updatePayment(payment, { challenge_views: views });
    return suspendsChallenge(views) ? endPayment(counted, 'failed', '3009') : counted;
  },
  answer: applyChallenge,
  endCode: (payment) => payment.failure_code,
  summary(payment) {
    const hotel = db.hotel.get(payment.hotel_id);
    const amount = `${payment.amount.toLocaleString('en')} ${payment.currency}`;
    const card =
      payment.card === null ? '' : `, ${payment.card.card_brand} ending ${payment.card.card_last4}`;
    return `${hotel?.name ?? ''}: ${amount}${card}.`;
  },
  deadline: (payment) => formatInstant(payment.expires_at_ms, offsetOf(payment)),
  returnTarget,
};

/**
 * The 3-D Secure step of a pending payment: the mock issuer's page under the request's `base`.
 *
 * @example
 * ```ts
 * challengeOf(payment, requestBase(request)).url; // 'http://127.0.0.1:4010/__staykit/3ds/3ds_…'
 * ```
 */
export function challengeOf(payment: PaymentRow, base: string): Schemas['ThreeDSecureChallenge'] {
  return {
    url: `${base}${PAGE_PATH}/${payment.challenge_id}`,
    method: 'GET',
    form_fields: {},
    expires_at: formatInstant(payment.expires_at_ms, offsetOf(payment)),
  };
}

/**
 * The transactions a payment has made so far.
 *
 * @example
 * ```ts
 * paymentTransactions(payment, 540); // [{ id: 'tx_SK2612010001_auth', transaction_type: 'authorization', ... }]
 * ```
 */
export function paymentTransactions(
  payment: PaymentRow | undefined,
  offset: number,
): Schemas['ReservationTransaction'][] {
  if (!payment) return [];
  const base = {
    amount: payment.amount,
    ...(payment.card === null
      ? {}
      : { card_brand: payment.card.card_brand, card_last4: payment.card.card_last4 }),
  };
  const transaction = (
    kind: 'auth' | 'capture',
    status: Schemas['ReservationTransaction']['status'],
    atMs: number,
  ): Schemas['ReservationTransaction'] => ({
    id: `tx_${payment.reservation_number}_${kind}`,
    transaction_type: kind === 'auth' ? 'authorization' : 'capture',
    status,
    ...base,
    created_at: formatInstant(atMs, offset),
  });
  const transactions: Schemas['ReservationTransaction'][] = [];
  if (payment.authorized_at_ms !== null) {
    transactions.push(transaction('auth', 'authorized', payment.authorized_at_ms));
  } else if (payment.status === 'failed') {
    transactions.push(transaction('auth', 'failed', payment.started_at_ms));
  }
  if (payment.captured_at_ms !== null) {
    transactions.push(transaction('capture', 'captured', payment.captured_at_ms));
  }
  return transactions;
}

/**
 * The contract's `ReservationPayment` of a row; the 3-D Secure step (the issuer page under `base`) only
 * while `pre_3d_secure`.
 *
 * @example
 * ```ts
 * const body: ReservationPaymentResponse = { data: paymentBody(payment, requestBase(request)) };
 * ```
 */
export function paymentBody(payment: PaymentRow, base: string): Schemas['ReservationPayment'] {
  const offset = offsetOf(payment);
  const at = (ms: number | null): string | undefined => (ms === null ? undefined : formatInstant(ms, offset));
  const body: Schemas['ReservationPayment'] = {
    reservation_number: payment.reservation_number,
    hotel_id: payment.hotel_id,
    status: payment.status,
    payment_type: payment.payment_type,
    gateway: payment.gateway,
    amount: payment.amount,
    currency: payment.currency,
    ...(payment.provider === null ? {} : { provider: payment.provider }),
    ...(payment.card === null ? {} : { card: shownCard(payment.card) }),
  };
  if (payment.mcp_currency !== null && payment.mcp_amount_cents !== null) {
    body.mcp_amount = { cents: payment.mcp_amount_cents, currency: payment.mcp_currency };
  }
  if (payment.status === 'pre_3d_secure') {
    // A provider's payer answers on the provider's page, not the issuer's.
    if (payment.challenge_id !== '') body.three_d_secure = challengeOf(payment, base);
    body.expires_at = formatInstant(payment.expires_at_ms, offset);
  }
  const instants = {
    authorized_at: at(payment.authorized_at_ms),
    captured_at: at(payment.captured_at_ms),
    cancelled_at: at(payment.cancelled_at_ms),
  };
  for (const [field, value] of Object.entries(instants)) {
    if (value !== undefined) Object.assign(body, { [field]: value });
  }
  if (payment.failure_code !== null) body.failure_code = payment.failure_code;
  return body;
}
