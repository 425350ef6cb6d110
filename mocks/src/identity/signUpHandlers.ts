/**
 * Sign-up (`signUp`, checked beforehand by `verifySignUp`) and its confirmation (`confirmMembership`).
 * A sign-up makes a **provisional** member, who cannot sign in yet (`membership_not_registered`), and "sends" a confirmation e-mail to the outbox
 * (`outbox.ts`) with the widget's /member-confirmation link. Following the link within 24 hours on the
 * mock clock confirms the member, who can then sign in; later it is `1401`, a second time `1402`.
 * `resendConfirmation` mails a new link to a provisional member (`email_not_registered` for an unknown
 * e-mail, `1402` once confirmed); earlier links keep working until they expire.
 *
 * The rules are the contract's. The password and the e-mail confirmation follow the SDK's own rules
 * (`validatePassword`, `validateEmailConfirmation`), so the form and the mock never disagree. The
 * password's confirmation is equal, the terms accepted, names in the scripts of the contract's name
 * pattern (as for bookings: the form checks the locale's scripts), an e-mail not registered yet (`1000`
 * under `email`; an account the facility registered is `1403`), a programme of the hotel's brand. A hotel
 * whose brand has no membership programme, or signs users in by its own custom authentication, offers
 * no sign-up (`not_found`).
 */
import {
  validateEmailConfirmation,
  validatePassword,
  validatePasswordConfirmation,
  type components,
  type Locale,
} from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, MemberConfirmationRow, MemberDetails, MemberRow, OutboxMailRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError, invalid } from '../http/errors';
import { EMAIL, GUEST_NAME } from '../http/fieldPatterns';
import { idempotent } from '../http/idempotency';
import { ParamReader } from '../http/params';
import { requestLocale } from '../http/requestHeaders';
import { pathParam, readJsonBody, route } from '../http/route';
import { checkBotToken } from '../hotel/botCheck';
import { hotelById } from '../hotel/hotels';
import { isOnHotelSite, requireHotelSiteRedirect } from '../hotel/hotelSite';
import { formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { brandMemberByEmail, brandPrograms, NEW_MEMBER } from './members';
import { readMemberDetails } from './memberDetails';
import { readTrackingData } from './trackingData';
import { mailAccepted, sendMail } from './outbox';

type Schemas = components['schemas'];

/** How long a sign-up's confirmation link works, on the mock clock. */
export const SIGN_UP_CONFIRMATION_LIFETIME_MS = 24 * 3_600_000;

// Answers show instants in Japan time, the seed's main zone.
const JST = 540;
const TOKEN = /^[A-Za-z0-9_-]+$/;

/** The hotel's sign-up, or `not_found` when its brand offers none. */
function signUpHotel(hotelId: string): HotelRow {
  const hotel = hotelById(hotelId);
  const brand = db.brand.get(hotel.brand_id);
  if (brandPrograms(hotel.brand_id).length === 0 || brand?.custom_auth_enabled) {
    throw new ApiError('not_found', { message: `${hotel.code} offers no sign-up` });
  }
  return hotel;
}

interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly firstNameKana: string | null;
  readonly lastNameKana: string | null;
  readonly programId: number | null;
  readonly redirectUrl: string | null;
  readonly details: MemberDetails;
}

/** Reads and checks a `SignUpRequest`: 400 for a malformed field, `1000` or `1300` for a refused one. */
function readSignUp(hotel: HotelRow, body: BodyReader): SignUpForm {
  const email = body.text('email', { minLength: 3, maxLength: 255, pattern: EMAIL, required: true }) ?? '';
  const emailConfirmation =
    body.text('email_confirmation', { minLength: 3, maxLength: 255, pattern: EMAIL, required: true }) ?? '';
  const password = body.text('password', { minLength: 1, maxLength: 128, required: true }) ?? '';
  const passwordConfirmation =
    body.text('password_confirmation', { minLength: 1, maxLength: 128, required: true }) ?? '';
  const name = { maxLength: 100, pattern: GUEST_NAME };
  const firstName = body.text('first_name', { ...name, minLength: 1, required: true }) ?? '';
  const lastName = body.text('last_name', { ...name, minLength: 1, required: true }) ?? '';
  const firstNameKana = body.text('first_name_kana', name);
  const lastNameKana = body.text('last_name_kana', name);
  const details = readMemberDetails(body);
  body.text('membership_id', { maxLength: 64, pattern: /^[A-Za-z0-9-]+$/ });
  const programId = body.integer('program_id', { min: 1, max: 2_147_483_647 });
  const termsAccepted = body.boolean('terms_accepted', true);
  const redirectUrl = body.url('redirect_url', 2048);
  const turnstileToken = body.text('turnstile_token', { maxLength: 2048 });
  readTrackingData(body);
  body.finish();
  checkBotToken(hotel, turnstileToken);

  const passwordProblem = validatePassword(password, 'sign_up');
  if (passwordProblem === '1300') {
    throw new ApiError('1300', {
      message: 'The password needs 8 characters with upper case, lower case and a digit',
    });
  }
  const refused: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  if (validateEmailConfirmation(email, emailConfirmation) !== null) {
    refused.email_confirmation = ['does not match the e-mail'];
  }
  if (validatePasswordConfirmation(password, passwordConfirmation) !== null) {
    refused.password_confirmation = ['does not match the password'];
  }
  if (termsAccepted !== true) refused.terms_accepted = ['must be accepted'];
  if (redirectUrl !== undefined && !isOnHotelSite(hotel, redirectUrl)) {
    refused.redirect_url = ["is not a page of the hotel's site"];
  }
  const programs = brandPrograms(hotel.brand_id);
  if (programId !== undefined && !programs.some((program) => program.id === programId)) {
    refused.program_id = [`is not a membership programme of ${hotel.code}`];
  }
  const existing = db.member.where('email', email.toLowerCase())[0];
  if (existing?.status === 'facility_registered') {
    throw new ApiError('1403', {
      message: 'The facility registered this e-mail: reset the password instead',
    });
  }
  if (existing) refused.email = ['is already registered'];
  if (Object.keys(refused).length > 0) throw invalid(refused);
  return {
    email: email.toLowerCase(),
    password,
    firstName,
    lastName,
    firstNameKana: firstNameKana ?? null,
    lastNameKana: lastNameKana ?? null,
    programId: programId ?? programs[0]?.id ?? null,
    redirectUrl: redirectUrl ?? null,
    details,
  };
}

/**
 * A new confirmation link, "sent" to the outbox (its mail row answered): a provisional member's sign-up,
 * or with `newEmail` a login e-mail change, mailed to the new address.
 */
export function mailConfirmation(
  hotel: HotelRow,
  member: MemberRow,
  programId: number | null,
  redirectUrl: string | null,
  newEmail: string | null,
  locale: Locale | null,
): OutboxMailRow {
  // Numbered from the db, which a reset empties: the same run gives the same tokens.
  const serial = String(db.memberConfirmation.inserted + 1).padStart(4, '0');
  const confirmation = db.memberConfirmation.insert({
    token: `cf_${serial}_${fingerprint(`${member.id}:${serial}:${nowMillis()}`)}`,
    member_id: member.id,
    new_email: newEmail,
    program_id: programId,
    redirect_url: redirectUrl,
    expires_at_ms: nowMillis() + SIGN_UP_CONFIRMATION_LIFETIME_MS,
    used_at_ms: null,
  });
  const link = new URLSearchParams({ hotel_code: hotel.code, confirmation_token: confirmation.token });
  if (programId !== null) link.set('program_id', String(programId));
  if (redirectUrl !== null) link.set('redirect_url', redirectUrl);
  if (newEmail !== null) link.set('email_update', 'true');
  return sendMail(
    {
      to: newEmail ?? member.email,
      kind: newEmail === null ? 'sign_up_confirmation' : 'email_change',
      hotel_code: hotel.code,
      subject:
        newEmail === null
          ? 'Confirm your e-mail address to complete your membership'
          : 'Confirm your new sign-in e-mail address',
      links: [`/member-confirmation?${link.toString()}`],
    },
    locale,
  );
}

/** The provisional member, its confirmation token and the e-mail that carries the link. */
function register(hotel: HotelRow, form: SignUpForm, locale: Locale | null): Schemas['SignUpResponse'] {
  const id = Math.max(0, ...db.member.all().map((member) => member.id)) + 1;
  const member: MemberRow = db.member.insert({
    ...NEW_MEMBER,
    id,
    brand_id: hotel.brand_id,
    email: form.email,
    password: form.password,
    previous_passwords: [],
    status: 'provisional',
    first_name: form.firstName,
    last_name: form.lastName,
    first_name_kana: form.firstNameKana,
    last_name_kana: form.lastNameKana,
    program_id: form.programId,
    details: form.details,
  });
  const mail = mailConfirmation(hotel, member, form.programId, form.redirectUrl, null, locale);
  return {
    data: {
      email: member.email,
      status: 'provisional',
      confirmation_sent_at: formatInstant(mail.sent_at_ms, JST),
      program_id: form.programId,
    },
  };
}

/** A confirmation token as the link carries it: `not_found` when unknown, `1402` used, `1401` expired. */
function usableConfirmation(token: string): MemberConfirmationRow {
  const confirmation = db.memberConfirmation.get(token);
  if (!confirmation) throw new ApiError('not_found', { message: 'No sign-up has this confirmation token' });
  if (confirmation.used_at_ms !== null) {
    throw new ApiError('1402', { message: 'This sign-up is already confirmed: sign in' });
  }
  if (nowMillis() >= confirmation.expires_at_ms) {
    throw new ApiError('1401', { message: 'The confirmation link expired: sign up again or resend it' });
  }
  return confirmation;
}

/** Handlers of sign-up, its confirmation and the resent confirmation. */
export const signUpHandlers = [
  http.post(
    '*/hotels/:hotel_id/memberships/sign_up',
    route(async ({ request, params }) => {
      const hotel = signUpHotel(pathParam(params, 'hotel_id'));
      const json = await readJsonBody(request);
      // A retry with the same key replays the first answer before anything is checked again: by then
      // the e-mail is registered, by this very sign-up.
      return idempotent(request, 'signUp', json, () => ({
        status: 201,
        body: register(hotel, readSignUp(hotel, BodyReader.of(json)), requestLocale(request)),
      }));
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/memberships/sign_up/verify',
    route(async ({ request, params }) => {
      const hotel = signUpHotel(pathParam(params, 'hotel_id'));
      // The same checks as signUp, and nothing registered or mailed.
      const form = readSignUp(hotel, BodyReader.of(await readJsonBody(request)));
      const body: Schemas['SignUpVerificationResponse'] = { data: { valid: true, email: form.email } };
      return HttpResponse.json(body);
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/memberships/resend_confirmation',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const body = BodyReader.of(await readJsonBody(request));
      const email =
        body.text('email', { minLength: 3, maxLength: 255, pattern: EMAIL, required: true }) ?? '';
      const programId = body.integer('program_id', { min: 1, max: 2_147_483_647 });
      const redirectUrl = body.url('redirect_url', 2048);
      body.finish();
      requireHotelSiteRedirect(hotel, redirectUrl);
      const member = brandMemberByEmail(hotel.brand_id, email);
      if (!member) {
        throw new ApiError('email_not_registered', {
          message: `No sign-up at ${hotel.code} has this e-mail`,
        });
      }
      if (member.status !== 'provisional') {
        throw new ApiError('1402', {
          message: 'This account is already confirmed: sign in or reset the password',
        });
      }
      mailConfirmation(
        hotel,
        member,
        programId ?? member.program_id,
        redirectUrl ?? null,
        null,
        requestLocale(request),
      );
      return mailAccepted();
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/memberships/confirm',
    route(({ params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const reader = ParamReader.ofQuery(query);
      const token = reader.string('confirmation_token', { minLength: 8, maxLength: 255, pattern: TOKEN });
      if (!query.get('confirmation_token')) reader.fail('confirmation_token', 'is required');
      const emailUpdate = reader.boolean('email_update') ?? false;
      const redirectUrl = reader.string('redirect_url', { maxLength: 2048 });
      reader.integer('program_id', { min: 1, max: 2_147_483_647 });
      reader.finish();
      requireHotelSiteRedirect(hotel, redirectUrl);
      const confirmation = usableConfirmation(token ?? '');
      const member = db.member.get(confirmation.member_id);
      // A sign-up's link does not confirm an e-mail change, nor the other way round.
      if (
        !member ||
        member.brand_id !== hotel.brand_id ||
        emailUpdate !== (confirmation.new_email !== null)
      ) {
        throw new ApiError('not_found', {
          message: `No ${emailUpdate ? 'e-mail change' : 'sign-up'} at ${hotel.code} has this confirmation token`,
        });
      }
      const confirmed =
        confirmation.new_email === null
          ? db.member.update(member.id, {
              status: 'active',
              membership_id: String(member.id).padStart(10, '0'),
            })
          : db.member.update(member.id, { email: confirmation.new_email, unconfirmed_email: null });
      db.memberConfirmation.update(confirmation.token, { used_at_ms: nowMillis() });
      const body: Schemas['MembershipConfirmationResponse'] = {
        data: {
          email: confirmed?.email ?? member.email,
          email_update: emailUpdate,
          status: 'confirmed',
          program_id: confirmation.program_id,
          redirect_url: confirmation.redirect_url,
          confirmed_at: formatInstant(nowMillis(), JST),
        },
      };
      return HttpResponse.json(body);
    }),
  ),
];
