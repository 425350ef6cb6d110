/**
 * Social sign-in: `signInWithLine` (the authorization code LINE returned, with the same `state` and
 * `redirect_uri`), `signInWithOpenId` (the same with the hotel's OpenID provider, and its `nonce`) and
 * `signInWithFacebook` (the user access token of Facebook's login dialog). The mock's
 * test provider (`signInProvider.ts`) issues both. The first sign-in of a new provider user creates the
 * account (provider `line` or `facebook`) in the brand's first programme; later ones sign in to it.
 *
 * - a method the hotel does not offer (`hotelSignInMethods`): `not_found`;
 * - a code or token the provider did not issue, already used or expired, or a LINE `state` or
 *   `redirect_uri` other than the authorization's: `1000` on the field;
 * - an account of another brand, or a new user where the hotel offers no sign-up: `membership_not_registered`;
 * - a locked account: `1301`.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, MemberRow, ProviderCodeRow, SignInProvider } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError, invalid } from '../http/errors';
import { pathParam, readJsonBody, route } from '../http/route';
import { hotelById, hotelSignInMethods } from '../hotel/hotels';
import { brandPrograms, NEW_MEMBER, sessionOf } from './members';
import { readTrackingData } from './trackingData';
import { issueUserToken } from './userTokens';

type Schemas = components['schemas'];

/** The names a new provider user signs up with, as the provider's profile would give them. */
const NEW_USER_NAMES: Readonly<Record<SignInProvider, readonly [string, string]>> = {
  line: ['Sakura', 'Ito'],
  facebook: ['Ren', 'Kato'],
  open_id: ['Yui', 'Hayashi'],
};

function offered(hotel: HotelRow, provider: SignInProvider): void {
  if (!hotelSignInMethods(hotel).includes(provider)) {
    throw new ApiError('not_found', { message: `${hotel.code} offers no ${provider} sign-in` });
  }
}

/** The code the provider issued, unspent and in time; `1000` on `field` otherwise. */
function usableCode(value: string, provider: SignInProvider, field: string): ProviderCodeRow {
  const code = db.providerCode.get(value);
  if (!code || code.provider !== provider || code.spent || nowMillis() >= code.expires_at_ms) {
    throw invalid({ [field]: [`was not issued by ${provider}, or was already used or expired`] });
  }
  return code;
}

/** The account of a spent code: the chosen one, or a new one the first sign-in creates. */
function accountOf(hotel: HotelRow, code: ProviderCodeRow): MemberRow {
  if (code.member_id !== null) {
    const member = db.member.get(code.member_id);
    if (!member || member.brand_id !== hotel.brand_id) {
      throw new ApiError('membership_not_registered', {
        message: `This ${code.provider} account has no membership at ${hotel.code}`,
      });
    }
    if (member.status === 'locked') throw new ApiError('1301', { message: 'This account is locked' });
    return member;
  }
  const program = brandPrograms(hotel.brand_id)[0];
  if (!program || db.brand.get(hotel.brand_id)?.custom_auth_enabled) {
    throw new ApiError('membership_not_registered', {
      message: `${hotel.code} offers no sign-up, so a new ${code.provider} user has no membership`,
    });
  }
  const id = Math.max(0, ...db.member.all().map((member) => member.id)) + 1;
  const [firstName, lastName] = NEW_USER_NAMES[code.provider];
  return db.member.insert({
    ...NEW_MEMBER,
    id,
    brand_id: hotel.brand_id,
    email: `${code.provider.replace('_', '')}.user.${id}@example.com`,
    // Signs in through the provider only: no password works.
    password: '',
    previous_passwords: [],
    status: 'active',
    // An OpenID account lives with the hotel's own provider: the product's own sign-in.
    provider: code.provider === 'open_id' ? 'staykit' : code.provider,
    first_name: firstName,
    last_name: lastName,
    first_name_kana: null,
    last_name_kana: null,
    program_id: program.id,
  });
}

function signedIn(hotel: HotelRow, code: ProviderCodeRow, request: Request): Response {
  const member = accountOf(hotel, code);
  db.providerCode.update(code.value, { spent: true });
  const body: Schemas['MembershipSessionResponse'] = {
    data: sessionOf(issueUserToken(member), member, request),
  };
  return HttpResponse.json(body);
}

/**
 * The sign-in of a provider that answers an authorization code (LINE, OpenID): the code with the
 * authorization's `redirect_uri`, its `state` (required by LINE) and, for OpenID, its `nonce`.
 */
function codeSignIn(provider: 'line' | 'open_id') {
  return route(async ({ request, params }) => {
    const hotel = hotelById(pathParam(params, 'hotel_id'));
    const body = BodyReader.of(await readJsonBody(request));
    const value = body.text('code', { minLength: 1, maxLength: 2048, required: true }) ?? '';
    const state = body.text('state', { minLength: 1, maxLength: 512, required: provider === 'line' });
    const nonce = provider === 'open_id' ? body.text('nonce', { maxLength: 512 }) : undefined;
    const redirectUri = body.url('redirect_uri', 2048) ?? '';
    if (redirectUri === '') body.fail('redirect_uri', 'is required');
    readTrackingData(body);
    body.finish();
    offered(hotel, provider);
    const code = usableCode(value, provider, 'code');
    if (state !== undefined && code.state !== state) {
      throw invalid({ state: ['is not the state of this authorization'] });
    }
    // LINE's sign-in takes no nonce (LineSignInRequest): only OpenID's must repeat one.
    if (provider === 'open_id' && code.nonce !== null && code.nonce !== nonce) {
      throw invalid({ nonce: ['is not the nonce of this authorization'] });
    }
    if (code.redirect_uri !== redirectUri) {
      throw invalid({ redirect_uri: ['is not the address the code was returned to'] });
    }
    return signedIn(hotel, code, request);
  });
}

/** Handlers of the social sign-in operations. */
export const socialSignInHandlers = [
  http.post('*/hotels/:hotel_id/memberships/line/sign_in', codeSignIn('line')),
  http.post('*/hotels/:hotel_id/memberships/open_id/sign_in', codeSignIn('open_id')),
  http.post(
    '*/hotels/:hotel_id/memberships/facebook/sign_in',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const body = BodyReader.of(await readJsonBody(request));
      const token = body.text('access_token', { minLength: 1, maxLength: 2048, required: true }) ?? '';
      readTrackingData(body);
      body.finish();
      offered(hotel, 'facebook');
      return signedIn(hotel, usableCode(token, 'facebook', 'access_token'), request);
    }),
  ),
];
