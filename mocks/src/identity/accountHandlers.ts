/**
 * The member's account page: `getMembership` (the profile of the signed-in member), `updateMembership`
 * (the profile's names and personal information, for a member `canUpdateProfile` allows: an SNS account
 * of a programme with `update_member_profile_enabled`; otherwise 403 `profile_update_not_allowed`),
 * `updateMembershipEmail` (a login e-mail change, pending until the link mailed to the new address is
 * followed), `resendConfirmEmail` (that link mailed again; 1402 when no change is pending) and
 * `getChatbotSession` (the signed-in member's session for a chatbot user, the same for the same sign-in and
 * user) and `cancelMembership` (removal with reasons: the account and its tokens are gone, and a confirmation is
 * mailed to the outbox).
 * A corporate-only sign-in has no profile and no account to remove (`not_found`).
 */
import { validateEmailConfirmation, validateGuestName, type components, type Locale } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { MemberRow } from '../db/rows';
import { ApiError, invalid } from '../http/errors';
import { BodyReader } from '../http/bodyReader';
import { hotelById } from '../hotel/hotels';
import { requireHotelSiteRedirect } from '../hotel/hotelSite';
import { EMAIL } from '../http/fieldPatterns';
import { formatInstant } from '../lib/dates';
import { pathParam, readJsonBody, route } from '../http/route';
import { requestLocale } from '../http/requestHeaders';
import { brandMemberByEmail, brandPrograms, encryptedMembershipId, mayUpdateProfile } from './members';
import { readMemberDetails } from './memberDetails';
import { mailAccepted, sendMail } from './outbox';
import { mailConfirmation } from './signUpHandlers';
import { requireUserToken } from './userTokens';
import { fingerprint } from '../lib/fingerprint';
import { ParamReader } from '../http/params';

type Schemas = components['schemas'];

const JST = 540;

const REASONS: readonly Schemas['MembershipCancellationReason'][] = [
  'no_longer_staying',
  'too_many_emails',
  'privacy_concerns',
  'using_another_account',
  'hard_to_use',
  'other',
];
const REASON = new RegExp(`^(${REASONS.join('|')})$`);

/** The signed-in member of a request that has a member profile (`not_found` for a corporate-only user). */
function profileMember(request: Request): MemberRow {
  const { member } = requireUserToken(request);
  if (member.corporate_only)
    throw new ApiError('not_found', { message: 'A corporate-only user has no member profile' });
  return member;
}

function profileOf(member: MemberRow): Schemas['MemberProfile'] {
  return {
    id: member.id,
    email: member.email,
    unconfirmed_email: member.unconfirmed_email,
    provider: member.provider,
    encrypted_membership_id: encryptedMembershipId(member),
    profile_update_allowed: mayUpdateProfile(member),
    first_name: member.first_name,
    last_name: member.last_name,
    ...(member.first_name_kana === null ? {} : { first_name_kana: member.first_name_kana }),
    ...(member.last_name_kana === null ? {} : { last_name_kana: member.last_name_kana }),
    ...(member.membership_id === null ? {} : { membership_id: member.membership_id }),
    ...(member.program_id === null ? {} : { program_id: member.program_id }),
    ...member.details,
  };
}

/**
 * Reads a `MemberProfileUpdateRequest` into the member's new row fields. Names follow the scripts of the
 * request language (the hotel's locale without one), by the SDK's own `validateGuestName`, so the form and
 * the mock never disagree: another script is `1000` on the field.
 */
function readProfileUpdate(
  body: BodyReader,
  member: MemberRow,
  locale: Locale,
): Partial<Omit<MemberRow, 'id'>> {
  const name = { minLength: 1, maxLength: 100 };
  const names = {
    first_name: body.text('first_name', name),
    last_name: body.text('last_name', name),
    first_name_kana: body.text('first_name_kana', { maxLength: 100 }),
    last_name_kana: body.text('last_name_kana', { maxLength: 100 }),
  };
  const details = readMemberDetails(body);
  const membershipId = body.text('membership_id', { maxLength: 64, pattern: /^[A-Za-z0-9-]+$/ });
  const programId = body.integer('program_id', { min: 1, max: 2_147_483_647 });
  body.finish();
  const refused: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [field, value] of Object.entries(names)) {
    const kana = field === 'first_name_kana' || field === 'last_name_kana';
    if (value === undefined || (kana && value === '')) continue;
    const problem = validateGuestName(value, locale, kana ? field : 'last_name');
    if (problem !== null) refused[field] = [`is not a name in the scripts of ${locale} (${problem})`];
  }
  if (programId !== undefined && !brandPrograms(member.brand_id).some((p) => p.id === programId)) {
    refused.program_id = ['is not a membership programme of this brand'];
  }
  if (Object.keys(refused).length > 0) throw invalid(refused);
  // An emptied kana field clears the reading.
  const kanaOf = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  const firstKana = kanaOf(names.first_name_kana);
  const lastKana = kanaOf(names.last_name_kana);
  return {
    ...(names.first_name === undefined ? {} : { first_name: names.first_name.trim() }),
    ...(names.last_name === undefined ? {} : { last_name: names.last_name.trim() }),
    ...(firstKana === undefined ? {} : { first_name_kana: firstKana }),
    ...(lastKana === undefined ? {} : { last_name_kana: lastKana }),
    ...(membershipId === undefined ? {} : { membership_id: membershipId }),
    ...(programId === undefined ? {} : { program_id: programId }),
    details: { ...member.details, ...details },
  };
}

/** Handlers of the account operations. */
export const accountHandlers = [
  http.get(
    '*/hotels/:hotel_id/memberships/show',
    route(({ request, params }) => {
      hotelById(pathParam(params, 'hotel_id'));
      const body: Schemas['MemberProfileResponse'] = { data: profileOf(profileMember(request)) };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/memberships/chatbot_session',
    route(({ request, params, query }) => {
      hotelById(pathParam(params, 'hotel_id'));
      const { token, member } = requireUserToken(request);
      const reader = ParamReader.ofQuery(query);
      const userId = reader.string('user_id', {
        minLength: 1,
        maxLength: 255,
        pattern: /^[A-Za-z0-9_:.-]+$/,
      });
      if (userId === undefined && query.getAll('user_id').length === 0) reader.fail('user_id', 'is required');
      const message = reader.string('auth_auto_message_id', {
        minLength: 1,
        maxLength: 255,
        pattern: /^[A-Za-z0-9_-]+$/,
      });
      reader.finish();
      // The same sign-in and chatbot user give the same session: a retry hands the chatbot nothing new.
      const body: Schemas['ChatbotSessionResponse'] = {
        data: {
          session: `cbs_${fingerprint(`${member.id}:${token.token}:${userId ?? ''}`)}${fingerprint(userId ?? '')}`,
          user_id: userId ?? '',
          auth_auto_message_id: message ?? null,
        },
      };
      return HttpResponse.json(body);
    }),
  ),
  http.put(
    '*/hotels/:hotel_id/memberships/update',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const member = profileMember(request);
      const json = await readJsonBody(request);
      if (!mayUpdateProfile(member)) {
        throw new ApiError('profile_update_not_allowed', {
          message: 'This account cannot change its profile here',
        });
      }
      const locale = requestLocale(request) ?? hotel.locale;
      const patch = readProfileUpdate(BodyReader.of(json), member, locale);
      const updated = db.member.update(member.id, patch) ?? member;
      const body: Schemas['MemberProfileResponse'] = { data: profileOf(updated) };
      return HttpResponse.json(body);
    }),
  ),
  http.put(
    '*/hotels/:hotel_id/memberships/update_email',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const member = profileMember(request);
      const body = BodyReader.of(await readJsonBody(request));
      const email =
        body.text('email', { minLength: 3, maxLength: 255, pattern: EMAIL, required: true }) ?? '';
      const confirmation = body.text('email_confirmation', { maxLength: 255, required: true }) ?? '';
      const password = body.text('current_password', { minLength: 1, maxLength: 128 });
      const redirectUrl = body.url('redirect_url', 2048);
      body.finish();
      requireHotelSiteRedirect(hotel, redirectUrl);
      if (password === undefined || password !== member.password) {
        throw new ApiError('invalid_credentials', { message: 'The current password is wrong' });
      }
      if (validateEmailConfirmation(email, confirmation) !== null) {
        throw invalid({ email_confirmation: ['must repeat the e-mail'] });
      }
      const owner = brandMemberByEmail(member.brand_id, email);
      if (owner)
        throw invalid({ email: [owner.id === member.id ? 'is already the sign-in e-mail' : 'is taken'] });
      const pending = db.member.update(member.id, { unconfirmed_email: email.toLowerCase() }) ?? member;
      const mail = mailConfirmation(
        hotel,
        pending,
        member.program_id,
        redirectUrl ?? null,
        email.toLowerCase(),
        requestLocale(request),
      );
      const answer: Schemas['MemberEmailChangeResponse'] = {
        data: {
          email: member.email,
          unconfirmed_email: email.toLowerCase(),
          confirmation_sent_at: formatInstant(mail.sent_at_ms, JST),
        },
      };
      return HttpResponse.json(answer);
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/memberships/resend_confirm_email',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const member = profileMember(request);
      const raw = await readJsonBody(request);
      const body = BodyReader.of(raw ?? {});
      const redirectUrl = body.url('redirect_url', 2048);
      body.finish();
      requireHotelSiteRedirect(hotel, redirectUrl);
      if (member.unconfirmed_email === null) {
        throw new ApiError('1402', {
          message: 'No e-mail change is pending: the sign-in e-mail is confirmed',
        });
      }
      mailConfirmation(
        hotel,
        member,
        member.program_id,
        redirectUrl ?? null,
        member.unconfirmed_email,
        requestLocale(request),
      );
      return mailAccepted();
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/memberships/cancel',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const member = profileMember(request);
      const body = BodyReader.of(await readJsonBody(request));
      const reasons = body.texts('reasons', {
        minItems: 1,
        maxItems: 6,
        maxLength: 32,
        pattern: REASON,
        required: true,
      });
      body.text('comment', { maxLength: 1000 });
      body.finish();
      if (new Set(reasons).size !== reasons.length) {
        throw invalid({ reasons: ['must not repeat a reason'] });
      }
      // Irreversible: the account goes, and with it every token it signed in with.
      for (const token of db.userToken.filter((row) => row.member_id === member.id))
        db.userToken.delete(token.token);
      db.member.delete(member.id);
      sendMail({
        to: member.email,
        kind: 'account_removal',
        hotel_code: hotel.code,
        subject: 'Your membership account was removed',
        links: [],
      });
      const answer: Schemas['MembershipCancellationResponse'] = {
        data: { email: member.email, deleted_at: formatInstant(nowMillis(), JST) },
      };
      return HttpResponse.json(answer);
    }),
  ),
];
