/**
 * `upsertLiffUser` (`POST /liff/upsert`): the LINE user who opened the widget inside LINE, created (201)
 * or updated (200) at the hotel the body names, once LINE vouched for its ID token (`liffIdToken.ts`: the
 * mock plays LINE), and linked to the chatbot user sent and, with a user token, to the member. A retry
 * with the same Idempotency-Key answers what the first call did.
 */
import { http } from 'msw';
import { BodyReader } from '../http/bodyReader';
import { idempotent } from '../http/idempotency';
import { readJsonBody, route } from '../http/route';
import { hotelByCode } from '../hotel/hotels';
import { verifyLiffIdToken } from './liffIdToken';
import { upsertLiffUser } from './liffUsers';
import { optionalUserToken } from './userTokens';

const HOTEL_CODE = { minLength: 1, maxLength: 64, pattern: /^[A-Za-z0-9_-]+$/, required: true } as const;

/** Handlers of the LINE (LIFF) user operation. */
export const liffHandlers = [
  http.post(
    '*/liff/upsert',
    route(async ({ request }) => {
      const json = await readJsonBody(request);
      return idempotent(request, 'upsertLiffUser', json, () => {
        const body = BodyReader.of(json);
        const hotelCode = body.text('hotel_code', HOTEL_CODE) ?? '';
        const idToken = body.text('id_token', { minLength: 16, maxLength: 4096, required: true }) ?? '';
        const input = {
          chatbotUserId: body.text('chatbot_user_id', { maxLength: 255 }),
          displayName: body.text('display_name', { maxLength: 255 }),
          pictureUrl: body.url('picture_url', 2048),
        };
        body.finish();
        const hotel = hotelByCode(hotelCode);
        const signedIn = optionalUserToken(request);
        // Only a member of the hotel's brand is linked; another brand's account is not this hotel's member.
        const member = signedIn?.member.brand_id === hotel.brand_id ? signedIn.member : null;
        const data = upsertLiffUser(hotel, verifyLiffIdToken(idToken), input, member);
        return { status: data.created ? 201 : 200, body: { data } };
      });
    }),
  ),
];
