/**
 * What the after-booking operations share: how a guest proves the reservation is theirs (the query's
 * `email` and `bypass_token`), who may read it or act on it (a member booking by the same account, a
 * corporate booking by the same organisation, a guest booking signed out with its e-mail or bypass token:
 * the contract's `getReservationUpdateSettings`), and what blocks a change now (staff edits, the change
 * deadline, the check-in day, a pending update or payment).
 */
import type { components } from '@staykit/sdk';
import { BYPASS_TOKEN_RULES, reservationOf } from '../booking/reservations';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, ReservationRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { EMAIL_RULES } from '../http/fieldPatterns';
import { ParamReader } from '../http/params';
import { bearerOf } from '../http/requestHeaders';
import { addDays, dateAtOffset, formatInstant, localTimeToMillis } from '../lib/dates';
import { TRIGGERS } from '../triggers';
import { editedByStaff, pendingChange } from './reservationFlags';

type Schemas = components['schemas'];

// Retry 3013 and 3016 after about 5 minutes (the contract's `meta.retry_after_seconds` of both).
const RETRY_SECONDS = 300;

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

/**
 * Reads `email` and `bypass_token` for the operations whose contract documents no 410 (reading what may
 * change, changing the stay, the guest details and the answers): there the expired confirmation link
 * (`bp_expired_link`) is only a token that opens nothing (403 from {@link reservationFor}).
 *
 * @example
 * ```ts
 * const row = reservationFor(request, hotel, number, readReservationProof(query), 'act');
 * ```
 */
export function readReservationProof(query: URLSearchParams): GuestProof {
  return readGuestProof(query, undefined, { expiredLinkIsGone: false });
}

/**
 * Online update and cancellation end at 18:00 (hotel time) the day before check-in.
 *
 * @example
 * ```ts
 * changeDeadline(tokyo, '2026-12-10'); // '2026-12-09T18:00:00+09:00'
 * ```
 */
export function changeDeadline(hotel: HotelRow, checkin: string): string {
  return formatInstant(
    localTimeToMillis(addDays(checkin, -1), '18:00', hotel.utc_offset_minutes),
    hotel.utc_offset_minutes,
  );
}

/** Reads what may be done: `read` opens; `act` changes it (a guest booking needs the user signed out). */
export type ActionKind = 'read' | 'act';

function memberOfToken(bearer: string | null): { id: number; organizationId: number | null } | null {
  if (bearer === null || bearer === '') return null;
  const token = db.userToken.get(bearer);
  if (!token || token.revoked || nowMillis() >= token.expires_at_ms) return null;
  const member = db.member.get(token.member_id);
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
  const row = reservationOf(hotel, number);
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
  const booker = row.member_id === null ? null : db.member.get(row.member_id);
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
