/**
 * Passwords: `startPasswordReset` and `updateMembershipPassword`. A reset request always answers the same
 * 202, so no one can learn which e-mails have an account; when the brand has a member with that e-mail it
 * "sends" the reset link (/change-password?reset_password_token=…) to the outbox. The link works for one
 * hour on the mock clock (`1250` after, `not_found` once used or when unknown). A new password follows
 * the SDK's rule for a change (`validatePassword(…, 'change')`, with a symbol: `1300`), equals its
 * confirmation (`1000`) and is neither the current nor an earlier one (`1302`). A signed-in member
 * changes it with the current password instead (`invalid_credentials` when wrong). Either way the member's
 * other sessions end, and an account the facility registered becomes an active one.
 */
import { validatePassword, validatePasswordConfirmation, type components, type Locale } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, MemberRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError, invalid } from '../http/errors';
import { EMAIL } from '../http/fieldPatterns';
import { requestLocale } from '../http/requestHeaders';
import { pathParam, readJsonBody, route } from '../http/route';
import { checkBotToken } from '../hotel/botCheck';
import { hotelById } from '../hotel/hotels';
import { requireHotelSiteRedirect } from '../hotel/hotelSite';
import { formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { brandMemberByEmail } from './members';
import { mailAccepted, sendMail } from './outbox';
import { optionalUserToken } from './userTokens';

type Schemas = components['schemas'];

/** How long a reset link works, on the mock clock. */
export const PASSWORD_RESET_LIFETIME_MS = 3_600_000;

// Answers show instants in Japan time, the seed's main zone.
const JST = 540;
const TOKEN = /^[A-Za-z0-9_-]+$/;

function mailReset(hotel: HotelRow, member: MemberRow, locale: Locale | null): void {
  // Numbered from the db, which a reset of the mock empties: the same run gives the same tokens.
  const serial = String(db.passwordReset.inserted + 1).padStart(4, '0');
  const reset = db.passwordReset.insert({
    token: `rp_${serial}_${fingerprint(`${member.id}:${serial}:${nowMillis()}`)}`,
    member_id: member.id,
    expires_at_ms: nowMillis() + PASSWORD_RESET_LIFETIME_MS,
    used: false,
  });
  const link = new URLSearchParams({ hotel_code: hotel.code, reset_password_token: reset.token });
  sendMail(
    {
      to: member.email,
      kind: 'password_reset',
      hotel_code: hotel.code,
      subject: 'Reset your password',
      links: [`/change-password?${link.toString()}`],
    },
    locale,
  );
}

/**
 * The member a reset token may set a password for: `not_found` when unknown or used, `1250` expired. The
 * token is spent only once the new password is set.
 */
function resettingMember(token: string): MemberRow {
  const reset = db.passwordReset.get(token);
  const member = reset && !reset.used ? db.member.get(reset.member_id) : undefined;
  if (!reset || !member) throw new ApiError('not_found', { message: 'No unused reset link has this token' });
  if (nowMillis() >= reset.expires_at_ms) {
    throw new ApiError('1250', { message: 'The reset link expired: ask for a new one' });
  }
  return member;
}

/** Handlers of the password operations. */
export const passwordHandlers = [
  http.post(
    '*/hotels/:hotel_id/memberships/start_reset_password_process',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const body = BodyReader.of(await readJsonBody(request));
      const email =
        body.text('email', { minLength: 3, maxLength: 255, pattern: EMAIL, required: true }) ?? '';
      const redirectUrl = body.url('redirect_url', 2048);
      const turnstileToken = body.text('turnstile_token', { maxLength: 2048 });
      body.finish();
      checkBotToken(hotel, turnstileToken);
      requireHotelSiteRedirect(hotel, redirectUrl);
      const member = brandMemberByEmail(hotel.brand_id, email);
      if (member) mailReset(hotel, member, requestLocale(request));
      return mailAccepted();
    }),
  ),
  http.put(
    '*/hotels/:hotel_id/memberships/update_password',
    route(async ({ request, params }) => {
      hotelById(pathParam(params, 'hotel_id'));
      const signedIn = optionalUserToken(request);
      const body = BodyReader.of(await readJsonBody(request));
      const secret = { minLength: 1, maxLength: 128, required: true };
      const resetToken = signedIn
        ? undefined
        : body.text('reset_password_token', { minLength: 8, maxLength: 255, pattern: TOKEN, required: true });
      const current = signedIn ? body.text('current_password', secret) : undefined;
      const password = body.text('password', secret) ?? '';
      const confirmation = body.text('password_confirmation', secret) ?? '';
      body.finish();
      // A link that cannot work is said first: no password typed on its page can help.
      const member = signedIn ? signedIn.member : resettingMember(resetToken ?? '');
      if (validatePassword(password, 'change') !== null) {
        throw new ApiError('1300', {
          message: 'The new password needs 8 characters with upper case, lower case, a digit and a symbol',
        });
      }
      if (validatePasswordConfirmation(password, confirmation) !== null) {
        throw invalid({ password_confirmation: ['does not match the password'] });
      }
      if (signedIn && current !== signedIn.member.password) {
        throw new ApiError('invalid_credentials', { message: 'The current password is wrong' });
      }
      if (password === member.password || member.previous_passwords.includes(password)) {
        throw new ApiError('1302', { message: 'This password was used before: choose another' });
      }
      // An account the facility registered becomes the member's own once a password is set.
      const status: MemberRow['status'] = member.status === 'facility_registered' ? 'active' : member.status;
      db.member.update(member.id, {
        password,
        previous_passwords: [member.password, ...member.previous_passwords],
        status,
      });
      if (resetToken !== undefined) db.passwordReset.update(resetToken, { used: true });
      // The member's other sessions end; the one that changed it stays.
      for (const token of db.userToken.filter((row) => row.member_id === member.id)) {
        if (token.token !== signedIn?.token.token) db.userToken.update(token.token, { revoked: true });
      }
      const updated: Schemas['MemberPasswordUpdateResponse'] = {
        data: { email: member.email, password_updated_at: formatInstant(nowMillis(), JST) },
      };
      return HttpResponse.json(updated);
    }),
  ),
];
