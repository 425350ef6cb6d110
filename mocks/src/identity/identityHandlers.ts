/**
 * Who is signed in at start-up: `getUserIdentity` (GET /user/identity). A one-time access token in
 * `X-One-Time-Access-Token` is spent once and signs its member in with a new user token; without one the
 * stored user token (`Authorization: Bearer`) is resolved; without either nobody is signed in. Token
 * problems are errors (3401 unknown, 3402 another brand, 3403 already spent), never the legacy 200 with
 * `meta.reset_code`.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import { ApiError } from '../http/errors';
import { memberById, sessionOf, spendGrant, userOf } from './members';
import { route } from '../http/route';
import { issueUserToken, optionalUserToken } from './userTokens';
import { TRIGGERS } from '../triggers';

type UserIdentityResponse = components['schemas']['UserIdentityResponse'];

// The contract's form of a one-time token; anything else cannot have been issued.
const ONE_TIME_TOKEN = /^[A-Za-z0-9._~-]{8,2048}$/;

const NOBODY: UserIdentityResponse = { data: { session: null, user: null }, meta: { reset_code: null } };

function signInWithOneTimeToken(value: string, request: Request): UserIdentityResponse {
  if (value === TRIGGERS.oneTimeTokenOtherBrand.value) {
    throw new ApiError('3402', { message: 'This one-time token was issued by another hotel brand' });
  }
  const grant = ONE_TIME_TOKEN.test(value) ? db.signInGrant.get(value) : undefined;
  if (!grant || grant.kind !== 'one_time')
    throw new ApiError('3401', { message: 'No one-time token matches the one provided' });
  if (grant.spent) {
    throw new ApiError('3403', { message: 'This one-time token was already spent; call again without it' });
  }
  const member = memberById(grant.member_id);
  spendGrant(grant);
  const session = sessionOf(issueUserToken(member), member, request);
  return { data: { session, user: session.user }, meta: { reset_code: null } };
}

/** Handlers of the identity operation. */
export const identityHandlers = [
  http.get(
    '*/user/identity',
    route(({ request }) => {
      const oneTime = request.headers.get('X-One-Time-Access-Token');
      if (oneTime !== null) return HttpResponse.json(signInWithOneTimeToken(oneTime.trim(), request));
      const signedIn = optionalUserToken(request);
      if (!signedIn) return HttpResponse.json(NOBODY);
      const body: UserIdentityResponse = {
        data: {
          session: sessionOf(signedIn.token, signedIn.member, request),
          user: userOf(signedIn.member, request),
        },
        meta: { reset_code: null },
      };
      return HttpResponse.json(body);
    }),
  ),
];
