/**
 * The member's card as a QR code (`getQrCode`, `/qr_codes/{membership_id}`): the encrypted membership id
 * (`encryptedMembershipId`) encoded as a QR code, drawn as an SVG path, valid 5 minutes on the mock clock.
 * Only for the signed-in member's own number, and only when their programme encrypts it; otherwise 404.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import qrcode from 'qrcode-generator';
import { nowMillis } from '../clock';
import { ApiError } from '../http/errors';
import { pathParam, route } from '../http/route';
import { formatInstant } from '../lib/dates';
import { encryptedMembershipId } from '../identity/members';
import { requireUserToken } from '../identity/userTokens';
import { memberOffsetMinutes } from './memberToday';

/** How long a QR code is good for before the client asks again. */
const QR_LIFETIME_MS = 5 * 60_000;

/**
 * An SVG of `text` as a QR code (error correction M), one unit per module and a quiet zone of 4: dark
 * modules are one path, so the document holds nothing but shapes.
 *
 * @example
 * ```ts
 * qrCodeSvg('enc_1a2b3c4d5e6f7a8b'); // '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33">…</svg>'
 * ```
 */
export function qrCodeSvg(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const size = count + 8;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) path += `M${column + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** Handlers of the membership QR code. */
export const qrCodeHandlers = [
  http.get(
    '*/qr_codes/:membership_id',
    route(({ request, params }) => {
      const { member } = requireUserToken(request);
      const id = pathParam(params, 'membership_id');
      const encrypted = encryptedMembershipId(member);
      if (member.membership_id !== id || encrypted === null) {
        throw new ApiError('not_found', { message: `No QR code of yours for ${id}` });
      }
      const body: components['schemas']['MembershipQrCodeResponse'] = {
        data: {
          membership_id: id,
          encrypted_membership_id: encrypted,
          qr_code_svg: qrCodeSvg(encrypted),
          expires_at: formatInstant(nowMillis() + QR_LIFETIME_MS, memberOffsetMinutes(member)),
        },
      };
      return HttpResponse.json(body);
    }),
  ),
];
