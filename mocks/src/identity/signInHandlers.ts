/**
 * Membership sessions: `signIn` (grant type `password` or `custom_auth`), `signInOrganization` (a
 * corporate user's e-mail and password, at a hotel that offers corporate sign-in), `signInWithLoyaltyProvider`
 * (the `otid` of the external loyalty login) and `signOut`, which revokes the user token. Every sign-in
 * issues a new user token that lives 30 days on the mock clock.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import type { HotelRow, MemberRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { EMAIL } from '../http/fieldPatterns';
import { ApiError, invalid } from '../http/errors';
import { checkBotToken } from '../hotel/botCheck';
import { corporateSignInEnabled, hotelByCode, hotelById } from '../hotel/hotels';
import { brandPrograms, memberById, sessionOf, spendGrant, usableGrant } from './members';
import { pathParam, readJsonBody, route } from '../http/route';
import { issueUserToken, requireUserToken, revokeUserToken } from './userTokens';
import { TRIGGERS } from '../triggers';
import { readTrackingData } from './trackingData';

type MembershipSessionResponse = components['schemas']['MembershipSessionResponse'];

const SEGMENT = /^[A-Za-z0-9_-]+$/;
function sessionResponse(member: MemberRow, request: Request): Response {
  const body: MembershipSessionResponse = {
    data: sessionOf(issueUserToken(member), member, request),
  };
  return HttpResponse.json(body);
}

/**
 * The account an e-mail and password name, read from the body (which must hold nothing else), once the
 * hotel's bot check passed (`checkBotToken`): `invalid_credentials` for an unknown e-mail or a wrong
 * password, `1301` for a locked account.
 */
function accountOf(hotel: HotelRow, body: BodyReader): MemberRow {
  const email = body.text('email', { minLength: 3, maxLength: 255, pattern: EMAIL, required: true }) ?? '';
  const password = body.text('password', { minLength: 1, maxLength: 128, required: true }) ?? '';
  const turnstileToken = body.text('turnstile_token', { maxLength: 2048 });
  body.finish();
  checkBotToken(hotel, turnstileToken);
  const member = db.member.where('email', email.toLowerCase())[0];
  if (!member || member.password !== password) {
    throw new ApiError('invalid_credentials', { message: 'The e-mail or the password is wrong' });
  }
  if (member.status === 'locked') throw new ApiError('1301', { message: 'This account is locked' });
  return member;
}

function signInWithPassword(hotel: HotelRow, body: BodyReader, request: Request): Response {
  const member = accountOf(hotel, body);
  if (member.status === 'facility_registered') {
    throw new ApiError('1403', { message: 'The facility registered this account: reset the password first' });
  }
  if (member.status !== 'active' || member.brand_id !== hotel.brand_id) {
    throw new ApiError('membership_not_registered', {
      message: `This account has no confirmed membership at ${hotel.code}`,
    });
  }
  return sessionResponse(member, request);
}

function signInWithCustomAuth(hotel: HotelRow, body: BodyReader, request: Request): Response {
  const code = body.text('code', { minLength: 1, maxLength: 2048, required: true }) ?? '';
  body.finish();
  const brand = db.brand.get(hotel.brand_id);
  const grant = brand?.custom_auth_enabled ? usableGrant(code, 'custom_auth') : undefined;
  if (!grant || grant.brand_id !== hotel.brand_id) {
    throw new ApiError('custom_auth_failed', {
      message: brand?.custom_auth_enabled
        ? 'The brand does not accept this custom-auth code'
        : `The brand of ${hotel.code} has no custom authentication`,
    });
  }
  const member = memberById(grant.member_id);
  spendGrant(grant);
  return sessionResponse(member, request);
}

/** Handlers of the membership-session operations. */
export const signInHandlers = [
  http.post(
    '*/hotels/:hotel_id/memberships/sign_in',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const body = BodyReader.of(await readJsonBody(request));
      const grantType = body.raw('grant_type');
      if (grantType === 'password') return signInWithPassword(hotel, body, request);
      if (grantType === 'custom_auth') return signInWithCustomAuth(hotel, body, request);
      // The other fields depend on the grant type, so only the grant type is named.
      throw invalid({ grant_type: ['must be password or custom_auth'] });
    }),
  ),
  http.post(
    '*/hotels/:hotel_code/organization/sign_in',
    route(async ({ request, params }) => {
      const hotel = hotelByCode(pathParam(params, 'hotel_code'));
      const body = BodyReader.of(await readJsonBody(request));
      const organizationId = body.integer('organization_id', { min: 1, max: 2_147_483_647 }) ?? null;
      body.text('referrer_code', { maxLength: 64, pattern: SEGMENT });
      const member = accountOf(hotel, body);
      if (!corporateSignInEnabled(hotel)) {
        throw new ApiError('not_found', { message: `${hotel.code} offers no corporate sign-in` });
      }
      if (organizationId !== null && !db.member.all().some((row) => row.organization_id === organizationId)) {
        throw new ApiError('not_found', { message: `No organization has the id ${organizationId}` });
      }
      // A member without an organization, or of another one than the link's, is not a corporate user here.
      const inOrganization =
        member.organization_id !== null &&
        (organizationId === null || member.organization_id === organizationId);
      if (!inOrganization || member.status !== 'active' || member.brand_id !== hotel.brand_id) {
        throw new ApiError('invalid_credentials', {
          message: `This account is not a corporate user of this organization at ${hotel.code}`,
        });
      }
      return sessionResponse(member, request);
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/memberships/creansmaerd/sign_in',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const body = BodyReader.of(await readJsonBody(request));
      const otid = body.text('otid', { minLength: 1, maxLength: 512, required: true }) ?? '';
      readTrackingData(body);
      body.finish();
      if (brandPrograms(hotel.brand_id).length === 0) {
        throw new ApiError('not_found', { message: `${hotel.code} offers no loyalty-provider sign-in` });
      }
      if (otid === TRIGGERS.loyaltyProviderError.value) {
        throw new ApiError('3501', { message: 'The loyalty provider failed; retry later' });
      }
      if (otid === TRIGGERS.loyaltyProviderUnavailable.value) {
        throw new ApiError('3503', { message: 'The loyalty provider is unavailable; retry later' });
      }
      const grant = usableGrant(otid, 'otid');
      if (!grant)
        throw new ApiError('invalid_credentials', {
          message: 'The loyalty provider does not know this otid',
        });
      if (grant.brand_id !== hotel.brand_id) {
        throw new ApiError('membership_not_registered', {
          message: `This loyalty account has no membership at ${hotel.code}`,
        });
      }
      const member = memberById(grant.member_id);
      spendGrant(grant);
      return sessionResponse(member, request);
    }),
  ),
  http.delete(
    '*/hotels/:hotel_id/memberships/sign_out',
    route(({ request, params }) => {
      hotelById(pathParam(params, 'hotel_id'));
      const { token } = requireUserToken(request);
      revokeUserToken(token);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
