/**
 * Card payments of reservations and their 3-D Secure step, on the mock clock:
 * - `pre_3d_secure` waits for the mock's challenge page (`/__staykit/3ds/<id>`) at most 15 minutes; then
 *   the payment is `cancelled` (`three_d_secure_expired`), the reservation cancelled and its stock given
 *   back. Loading the page more than {@link CHALLENGE_VIEW_LIMIT} times suspends it (3009).
 * - The page's approve authorizes (`authorized`, reservation `done`); fail makes the payment `failed`
 *   (3006) and cancel `cancelled` (3008), both cancelling the reservation and giving its stock back. A
 *   card that declines after 3-D Secure fails with 3002 on approve.
 * - Capture rule: plans paid in advance (a deposit percentage: demo-tokyo NR, demo-taipei BF) start
 *   capturing one minute after authorization; other card payments on the check-in day (00:00 hotel
 *   time). A payment is `capturing` from then and `captured` one minute later.
 * Nothing runs in the background: {@link settlePayments} applies what the clock says, lazily, before
 * every request and every read.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { PaymentRow, ReservationRow } from '../db/rows';
import { formatInstant, localTimeToMillis } from '../lib/dates';
import type { ErrorCode } from '../http/errorCatalogue';
import { fingerprint } from '../lib/fingerprint';
import { cancelReservation } from '../booking/reservations';

type Schemas = components['schemas'];

/** How long 3-D Secure may take: 15 minutes (B §4, B §9). */
export const THREE_D_SECURE_MS = 15 * 60_000;
/** Loads of the challenge page allowed; one more suspends 3-D Secure (3009). */
export const CHALLENGE_VIEW_LIMIT = 5;
/** Time from the start of a capture to `captured`. */
const CAPTURE_MS = 60_000;

/** What the guest chose on the challenge page. */
export type ChallengeAction = 'approve' | 'fail' | 'cancel';

/** The outcome a challenge reports to the return URL. */
export type ChallengeOutcome = 'approved' | 'failed' | 'cancelled';

const isOpen = (status: string): boolean => status === 'pre_3d_secure';

function reservationOf(payment: PaymentRow): ReservationRow | null {
  return db.reservation.findFirst({ where: { number: { equals: payment.reservation_number } } });
}

function updatePayment(number: string, data: Partial<PaymentRow>): PaymentRow {
  return (
    db.payment.update({ where: { reservation_number: { equals: number } }, data }) ?? (data as PaymentRow)
  );
}

/** When capture starts for a payment authorized at `authorizedAtMs` (the capture rule above). */
export function captureStart(reservation: ReservationRow, authorizedAtMs: number): number {
  if (reservation.deposit_percentage !== null) return authorizedAtMs + CAPTURE_MS;
  const hotel = db.hotel.findFirst({ where: { id: { equals: reservation.hotel_id } } });
  const checkin = localTimeToMillis(reservation.checkin_date, '00:00', hotel?.utc_offset_minutes ?? 0);
  return Math.max(checkin, authorizedAtMs + CAPTURE_MS);
}

/** Authorizes a payment now; the reservation is then `done`. */
export function authorizePayment(payment: PaymentRow, reservation: ReservationRow): PaymentRow {
  const at = nowMillis();
  db.reservation.update({ where: { number: { equals: reservation.number } }, data: { status: 'done' } });
  return updatePayment(payment.reservation_number, {
    status: 'authorized',
    authorized_at_ms: at,
    capture_from_ms: captureStart(reservation, at),
  });
}

/**
 * Ends a payment that will not be made: `failed` (with the code why) or `cancelled`; the reservation is
 * cancelled and its stock given back.
 */
export function endPayment(
  payment: PaymentRow,
  status: 'failed' | 'cancelled',
  code: ErrorCode,
  atMs = nowMillis(),
): PaymentRow {
  const reservation = reservationOf(payment);
  if (reservation)
    cancelReservation(reservation, code === 'three_d_secure_expired' ? code : `payment_${code}`, atMs);
  return updatePayment(payment.reservation_number, {
    status,
    failure_code: code,
    ...(status === 'cancelled' ? { cancelled_at_ms: atMs } : {}),
  });
}

/** The status a started capture has reached at `now`. */
function captureStatus(payment: PaymentRow, now: number): Partial<PaymentRow> | null {
  const from = payment.capture_from_ms;
  if (from === null || now < from) return null;
  if (now >= from + CAPTURE_MS) return { status: 'captured', captured_at_ms: from + CAPTURE_MS };
  return payment.status === 'capturing' ? null : { status: 'capturing' };
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
  const open = db.payment.findMany({
    where: { status: { in: ['pre_3d_secure', 'authorized', 'capturing'] } },
  });
  for (const payment of open) {
    if (isOpen(payment.status)) {
      if (now >= payment.expires_at_ms)
        endPayment(payment, 'cancelled', 'three_d_secure_expired', payment.expires_at_ms);
      continue;
    }
    const change = captureStatus(payment, now);
    if (change) updatePayment(payment.reservation_number, change);
  }
}

/** The opaque result the challenge page hands to the return URL for an outcome. */
export function authenticationResult(payment: PaymentRow, outcome: ChallengeOutcome): string {
  return `3dsr_${fingerprint(`${payment.challenge_id}:${outcome}`)}${fingerprint(outcome)}`;
}

/**
 * Applies the guest's choice on the challenge page: approve authorizes (or, for a card that declines
 * after 3-D Secure, fails with 3002), fail fails with 3006, cancel cancels with 3008.
 */
export function applyChallenge(payment: PaymentRow, action: ChallengeAction): PaymentRow {
  const outcome: ChallengeOutcome =
    action === 'approve' ? 'approved' : action === 'fail' ? 'failed' : 'cancelled';
  const withResult = updatePayment(payment.reservation_number, {
    authentication_result: authenticationResult(payment, outcome),
  });
  const reservation = reservationOf(withResult);
  if (action === 'cancel') return endPayment(withResult, 'cancelled', '3008');
  if (action === 'fail') return endPayment(withResult, 'failed', '3006');
  if (withResult.after_challenge === 'decline' || !reservation)
    return endPayment(withResult, 'failed', '3002');
  return authorizePayment(withResult, reservation);
}

/** Counts a load of the challenge page; past the limit 3-D Secure is suspended (3009). */
export function viewChallenge(payment: PaymentRow): PaymentRow {
  const views = payment.challenge_views + 1;
  const counted = updatePayment(payment.reservation_number, { challenge_views: views });
  return views > CHALLENGE_VIEW_LIMIT ? endPayment(counted, 'failed', '3009') : counted;
}

/** The transactions a payment has made so far. */
export function paymentTransactions(
  payment: PaymentRow | null,
  offset: number,
): Schemas['ReservationTransaction'][] {
  if (!payment) return [];
  const card = { card_brand: payment.card_brand as Schemas['CardBrand'], card_last4: payment.card_last4 };
  const base = { amount: payment.amount, ...card };
  const transactions: Schemas['ReservationTransaction'][] = [];
  if (payment.authorized_at_ms !== null) {
    transactions.push({
      id: `tx_${payment.reservation_number}_auth`,
      transaction_type: 'authorization',
      status: 'authorized',
      ...base,
      created_at: formatInstant(payment.authorized_at_ms, offset),
    });
  } else if (payment.status === 'failed') {
    transactions.push({
      id: `tx_${payment.reservation_number}_auth`,
      transaction_type: 'authorization',
      status: 'failed',
      ...base,
      created_at: formatInstant(payment.started_at_ms, offset),
    });
  }
  if (payment.captured_at_ms !== null) {
    transactions.push({
      id: `tx_${payment.reservation_number}_capture`,
      transaction_type: 'capture',
      status: 'captured',
      ...base,
      created_at: formatInstant(payment.captured_at_ms, offset),
    });
  }
  return transactions;
}

/**
 * The contract's `ReservationPayment` of a row; the 3-D Secure step (the mock's challenge page under
 * `base`) only while `pre_3d_secure`.
 *
 * @example
 * ```ts
 * const body: ReservationPaymentResponse = { data: paymentBody(payment, requestBase(request)) };
 * ```
 */
export function paymentBody(payment: PaymentRow, base: string): Schemas['ReservationPayment'] {
  const hotel = db.hotel.findFirst({ where: { id: { equals: payment.hotel_id } } });
  const offset = hotel?.utc_offset_minutes ?? 540;
  const at = (ms: number | null): string | undefined => (ms === null ? undefined : formatInstant(ms, offset));
  const instants = {
    authorized_at: at(payment.authorized_at_ms),
    captured_at: at(payment.captured_at_ms),
    cancelled_at: at(payment.cancelled_at_ms),
  };
  const body: Schemas['ReservationPayment'] = {
    reservation_number: payment.reservation_number,
    hotel_id: payment.hotel_id,
    status: payment.status as Schemas['PaymentStatus'],
    payment_type: payment.payment_type as Schemas['PaymentType'],
    gateway: payment.gateway as Schemas['PaymentGateway'],
    amount: payment.amount,
    currency: payment.currency as Schemas['CurrencyCode'],
    card: {
      brand: payment.card_brand as Schemas['CardBrand'],
      last4: payment.card_last4,
      expiry_month: payment.card_expiry_month,
      expiry_year: payment.card_expiry_year,
    },
  };
  if (payment.mcp_currency !== null && payment.mcp_amount_cents !== null) {
    body.mcp_amount = {
      cents: payment.mcp_amount_cents,
      currency: payment.mcp_currency as Schemas['CurrencyCode'],
    };
  }
  if (isOpen(payment.status)) {
    body.three_d_secure = challengeOf(payment, base);
    body.expires_at = formatInstant(payment.expires_at_ms, offset);
  }
  for (const [field, value] of Object.entries(instants)) {
    if (value !== undefined) Object.assign(body, { [field]: value });
  }
  if (payment.failure_code !== null) body.failure_code = payment.failure_code as Schemas['ErrorCode'];
  return body;
}

/** The 3-D Secure step of a pending payment: the mock's own challenge page. */
export function challengeOf(payment: PaymentRow, base: string): Schemas['ThreeDSecureChallenge'] {
  const hotel = db.hotel.findFirst({ where: { id: { equals: payment.hotel_id } } });
  return {
    url: `${base}/__staykit/3ds/${payment.challenge_id}`,
    method: 'GET',
    form_fields: {},
    expires_at: formatInstant(payment.expires_at_ms, hotel?.utc_offset_minutes ?? 540),
  };
}
