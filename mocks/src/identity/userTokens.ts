/**
 * User (bearer) tokens: issued by a sign-in or a token exchange, kept in the db with an expiry on the mock
 * clock, revoked by sign-out. `requireUserToken` is the check of every operation that needs a signed-in
 * user; `optionalUserToken` of those that also serve guests. Tokens are numbered per reset, so runs are
 * reproducible.
 */
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { MemberRow, UserTokenRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { bearerOf } from '../http/requestHeaders';
import { fingerprint } from '../lib/fingerprint';

/** How long a user token lives: 30 days on the mock clock. */
export const USER_TOKEN_LIFETIME_MS = 30 * 86_400_000;

/** Issues a new user token for a member, signed in to `programId` (the member's own programme by default). */
export function issueUserToken(member: MemberRow, programId = member.program_id): UserTokenRow {
  // Numbered from the db, which a reset empties: the same run gives the same tokens. Counted by inserts,
  // not by rows: a removed account's tokens are deleted, and a serial must not come round again.
  const serial = String(db.userToken.inserted + 1).padStart(6, '0');
  const token = `ut_${serial}_${fingerprint(`${member.id}:${serial}:${nowMillis()}`)}${fingerprint(serial)}`;
  return db.userToken.insert({
    token,
    member_id: member.id,
    brand_id: member.brand_id,
    program_id: programId,
    issued_at_ms: nowMillis(),
    expires_at_ms: nowMillis() + USER_TOKEN_LIFETIME_MS,
    revoked: false,
  });
}

/** A valid user token and its member. */
export interface SignedIn {
  readonly token: UserTokenRow;
  readonly member: MemberRow;
}

/**
 * The signed-in member of the request: a missing, unknown, revoked or expired user token (or one whose
 * member is gone) is a 401 `unauthorized`.
 */
export function requireUserToken(request: Request): SignedIn {
  const value = bearerOf(request);
  if (value === null)
    throw new ApiError('unauthorized', { message: 'Sign in first: no user token was sent' });
  const token = value === '' ? null : db.userToken.get(value);
  if (!token || token.revoked) {
    throw new ApiError('unauthorized', { message: 'The user token is not valid; sign in again' });
  }
  if (nowMillis() >= token.expires_at_ms) {
    throw new ApiError('unauthorized', { message: 'The user token expired; sign in again' });
  }
  const member = db.member.get(token.member_id);
  if (!member) throw new ApiError('unauthorized', { message: 'The account of this token no longer exists' });
  return { token, member };
}

/** Like {@link requireUserToken} for operations that also serve guests: null when no token was sent. */
export function optionalUserToken(request: Request): SignedIn | null {
  return bearerOf(request) === null ? null : requireUserToken(request);
}

/** Revokes a user token: it no longer works anywhere. */
export function revokeUserToken(token: UserTokenRow): void {
  db.userToken.update(token.token, { revoked: true });
}
