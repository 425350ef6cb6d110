/**
 * What the after-booking operations share: who may act on a reservation (M §1: a member booking by the
 * same account, a corporate booking by the same organisation, a guest booking signed out with its e-mail
 * or bypass token), what blocks a change now (staff edits, the change deadline, the check-in day, a
 * pending update or payment), the cancellation fee on the mock clock, and the reservation as answered.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, ReservationRow } from '../db/rows';
import { TRIGGERS } from '../triggers';
import { convert, roundAmount } from '../lib/currencies';
import type { CurrencyCode } from '../lib/currencies';
import { addDays, dateAtOffset, localTimeToMillis } from '../lib/dates';
import { ApiError } from '../http/errors';
import { ParamReader } from '../http/params';
import { paymentTransactions } from '../payment/reservationPayments';
import type { PriceBreakdown } from '../search/pricing';
import { editedByStaff, pendingChange } from './reservationFlags';
import { BYPASS_TOKEN_RULES, changeDeadline, reservationBody } from '../booking/reservations';
import { bearerOf } from '../identity/userTokens';

type Schemas = components['schemas'];

// Retry 3013 and 3016 after about 5 minutes (B §4).
const RETRY_SECONDS = 300;
const EMAIL_RULES = { maxLength: 255, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ } as const;

/** How a guest proves the reservation is theirs: the booking e-mail or the confirmation link's token. */
export interface GuestProof {
  readonly email: string | undefined;
  readonly bypassToken: string | undefined;
}

/**
 * Reads `email` and `bypass_token` of the query (and the other names in `also`), then finishes the
 * reader; the expired-link token answers 410 `1250` where the operation documents it
 * (`expiredLinkIsGone`), and elsewhere is a token that opens nothing.
 *
 * @example
 * ```ts
 * const { proof } = readGuestProof(query);
 * ```
 */
export function readGuestProof(
  query: URLSearchParams,
  also: (reader: ParamReader) => void = () => undefined,
  options: { expiredLinkIsGone: boolean } = { expiredLinkIsGone: true },
): GuestProof {
  const reader = ParamReader.ofQuery(query);
  const email = reader.string('email', EMAIL_RULES);
  const bypassToken = reader.string('bypass_token', BYPASS_TOKEN_RULES);
  also(reader);
  reader.finish();
  if (options.expiredLinkIsGone && bypassToken === TRIGGERS.bypassTokenExpired.value) {
    throw new ApiError('1250', {
      message: 'The confirmation link has expired: sign in, or find the reservation by number and e-mail',
    });
  }
  return { email, bypassToken };
}

/** Reads what may be done: `read` opens; `act` changes it (a guest booking needs the user signed out). */
export type ActionKind = 'read' | 'act';

function memberOfToken(bearer: string | null): { id: number; organizationId: number | null } | null {
  if (bearer === null || bearer === '') return null;
  const token = db.userToken.findFirst({ where: { token: { equals: bearer } } });
  if (!token || token.revoked || nowMillis() >= token.expires_at_ms) return null;
  const member = db.member.findFirst({ where: { id: { equals: token.member_id } } });
  return member ? { id: member.id, organizationId: member.organization_id } : null;
}

/**
 * The reservation `number` of `hotel` if the caller may read it or act on it. A member booking: the
 * user token that booked, one of the same member, or one of the same organisation (a corporate booking);
 * its bypass token opens it too (the confirmation link). A guest booking: the booking e-mail or bypass
 * token, and to act, no user token (`sign_out_required`). Anyone else: `reservation_access_denied`.
 *
 * @example
 * ```ts
 * const row = reservationFor(request, hotel, 'SK2612010001', proof, 'act');
 * ```
 */
export function reservationFor(
  request: Request,
  hotel: HotelRow,
  number: string,
  proof: GuestProof,
  kind: ActionKind,
): ReservationRow {
  const row = db.reservation.findFirst({ where: { number: { equals: number } } });
  if (!row || row.hotel_id !== hotel.id) {
    throw new ApiError('reservation_not_found', { message: `${hotel.code} has no reservation ${number}` });
  }
  const bearer = bearerOf(request);
  const byLink = proof.bypassToken !== undefined && proof.bypassToken === row.token;
  const byEmail = proof.email !== undefined && proof.email.toLowerCase() === row.email;
  const denied = new ApiError('reservation_access_denied', {
    message: 'This reservation belongs to another account, organisation or guest',
  });
  if (row.user_token === '') {
    if (bearer !== null && kind === 'act') {
      throw new ApiError('sign_out_required', {
        message: 'This is a guest booking: sign out to change it',
      });
    }
    if (byLink || byEmail) return row;
    throw denied;
  }
  if (bearer === null) {
    if (byLink) return row;
    throw denied;
  }
  if (bearer === row.user_token) return row;
  const caller = memberOfToken(bearer);
  const booker =
    row.member_id === null ? null : db.member.findFirst({ where: { id: { equals: row.member_id } } });
  if (caller && booker) {
    if (caller.id === booker.id) return row;
    if (booker.organization_id !== null && caller.organizationId === booker.organization_id) return row;
  }
  throw denied;
}

/**
 * What blocks online changes now, in the contract's words (the order is the order of refusal).
 *
 * @example
 * ```ts
 * blockedReasons(row, hotel); // ['update_deadline_passed'] after 18:00 the day before check-in
 * ```
 */
export function blockedReasons(row: ReservationRow, hotel: HotelRow): Schemas['ReservationBlockedReason'][] {
  const reasons: Schemas['ReservationBlockedReason'][] = [];
  const now = nowMillis();
  if (row.status === 'cancelled') reasons.push('cancelled');
  if (editedByStaff(row)) reasons.push('edited_by_staff');
  if (dateAtOffset(now, hotel.utc_offset_minutes) >= row.checkin_date) reasons.push('cancellation_same_day');
  if (now >= Date.parse(changeDeadline(hotel, row.checkin_date))) reasons.push('update_deadline_passed');
  const pending = pendingChange(row, now);
  if (pending === 'update') reasons.push('update_in_progress');
  if (pending === 'payment') reasons.push('payment_in_progress');
  return reasons;
}

/** What the guest wants to do: each refuses a different set of states. */
export type ChangeKind = 'update' | 'cancel' | 'guests' | 'questions';

/**
 * Refuses a change the reservation's state does not allow now, with the documented code: cancelled
 * (`reservation_not_found`), staff edited, the check-in day (cancellation only), the change deadline, a
 * pending update (3013) or payment (3016).
 *
 * @example
 * ```ts
 * checkChangeable(row, hotel, 'cancel');
 * ```
 */
export function checkChangeable(row: ReservationRow, hotel: HotelRow, kind: ChangeKind): void {
  const reasons = blockedReasons(row, hotel);
  if (reasons.includes('cancelled')) {
    throw new ApiError('reservation_not_found', { message: `${row.number} is cancelled` });
  }
  if (reasons.includes('edited_by_staff')) {
    throw new ApiError('edited_by_staff', {
      message: 'The hotel edited this reservation: contact the hotel to change it',
    });
  }
  if (kind === 'questions') return;
  if (kind === 'cancel' && reasons.includes('cancellation_same_day')) {
    throw new ApiError('cancellation_same_day', {
      message: 'On the day of check-in, cancel by phone with the hotel',
    });
  }
  if (reasons.includes('update_deadline_passed')) {
    throw new ApiError('update_deadline_passed', {
      message: 'The change deadline has passed: contact the hotel',
    });
  }
  if (reasons.includes('update_in_progress')) {
    throw new ApiError('3013', {
      message: 'An update of this reservation is in progress; retry in about 5 minutes',
      meta: { retry_after_seconds: RETRY_SECONDS },
    });
  }
  if (reasons.includes('payment_in_progress') && kind !== 'guests') {
    throw new ApiError('3016', {
      message: 'A payment of this reservation is in progress; retry in about 5 minutes',
      meta: { retry_after_seconds: RETRY_SECONDS },
    });
  }
}

/** The cancellation fee if cancelled now, and what is refunded of the amount paid online. */
export interface CancellationQuote {
  readonly fee: number;
  readonly refund: number;
  readonly mcpFee: Schemas['Money'] | undefined;
}

/**
 * The fee of cancelling at the mock clock's now: the largest `percentage_of_cost` among the policy's
 * steps that have begun (a step begins `days_before` check-in at 00:00 hotel time, plus `hours_after`
 * hours) — the whole price for a non-refundable booking — and the refund of what was paid online less
 * the fee (never for a non-refundable booking).
 *
 * @example
 * ```ts
 * cancellationQuote(row, hotel); // { fee: 7900, refund: 7900, mcpFee: undefined }
 * ```
 */
export function cancellationQuote(row: ReservationRow, hotel: HotelRow): CancellationQuote {
  const currency = row.currency as CurrencyCode;
  const total = (JSON.parse(row.price_json) as PriceBreakdown).total_price;
  const policy =
    row.cancellation_policy_id === null
      ? null
      : db.cancellationPolicy.findFirst({ where: { id: { equals: row.cancellation_policy_id } } });
  const now = nowMillis();
  let percentage = 0;
  if (policy?.is_non_refundable) percentage = 100;
  else if (policy) {
    policy.part_days_before.forEach((days, index) => {
      const begins =
        localTimeToMillis(addDays(row.checkin_date, -days), '00:00', hotel.utc_offset_minutes) +
        (policy.part_hours_after[index] ?? 0) * 3_600_000;
      if (now >= begins) percentage = Math.max(percentage, policy.part_percentage_of_cost[index] ?? 0);
    });
  }
  const fee = roundAmount((total * percentage) / 100, currency);
  const payment = db.payment.findFirst({ where: { reservation_number: { equals: row.number } } });
  const paid =
    payment && ['authorized', 'capturing', 'captured'].includes(payment.status) ? payment.amount : 0;
  const refund = policy?.is_non_refundable ? 0 : Math.max(0, roundAmount(paid - fee, currency));
  const mcp = row.mcp_currency as CurrencyCode | null;
  return { fee, refund, mcpFee: mcp ? convert(fee, currency, mcp) : undefined };
}

/**
 * The contract's `Reservation` of a row as it stands now, with its payment.
 *
 * @example
 * ```ts
 * const body: ReservationResponse = { data: reservationNow(row) };
 * ```
 */
export function reservationNow(row: ReservationRow): Schemas['Reservation'] {
  const fresh = db.reservation.findFirst({ where: { number: { equals: row.number } } }) ?? row;
  const payment = db.payment.findFirst({ where: { reservation_number: { equals: fresh.number } } });
  const hotel = db.hotel.findFirst({ where: { id: { equals: fresh.hotel_id } } });
  return reservationBody(fresh, {
    status: (payment?.status ?? null) as Schemas['PaymentStatus'] | null,
    transactions: paymentTransactions(payment, hotel?.utc_offset_minutes ?? 540),
  });
}
