/**
 * Who books, or opens a booking: the user token of the request, read the same way by the booking and by
 * every operation on a reservation.
 */
import { db } from '../db/db';
import { ApiError } from '../http/errors';
import { bearerOf } from '../http/requestHeaders';
import { requireUserToken } from '../identity/userTokens';

/**
 * Who books: signed in (a user token) or a guest.
 *
 * @example
 * ```ts
 * const booker: Booker = { userToken: null, memberId: null };
 * ```
 */
export interface Booker {
  readonly userToken: string | null;
  readonly memberId: number | null;
}

/**
 * The user token of a booking: none for a guest; a token the store issued must be valid (401 otherwise);
 * the mock's test tokens (`member`, `user_token_rank_mismatch`...) stand for a member, as in the search
 * operations, except the revoked-token trigger.
 *
 * @example
 * ```ts
 * bookerOf(request); // { userToken: null, memberId: null } for a guest
 * ```
 */
export function bookerOf(request: Request): Booker {
  const bearer = bearerOf(request);
  if (bearer === null) return { userToken: null, memberId: null };
  if (bearer === '')
    throw new ApiError('unauthorized', { message: 'The user token is not valid; sign in again' });
  // The revoked-token trigger is a seeded, revoked token: requireUserToken refuses it.
  if (db.userToken.get(bearer)) return { userToken: bearer, memberId: requireUserToken(request).member.id };
  return { userToken: bearer, memberId: null };
}
