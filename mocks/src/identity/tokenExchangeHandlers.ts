/**
 * Membership token exchange: `exchangeToken` (POST /hotels/{hotel_id}/memberships/tokens) trades the
 * `refresh_token` and `code` the widget received in its URL for a new membership session. A refresh
 * token is spent by its first exchange and lives 10 minutes on the mock clock; a retry with the same
 * Idempotency-Key replays the first answer and issues no second user token.
 */
import type { components } from '@staykit/sdk';
import { http } from 'msw';
import { BodyReader } from '../http/bodyReader';
import { ApiError } from '../http/errors';
import { hotelById } from '../hotel/hotels';
import { idempotent } from '../http/idempotency';
import { memberById, sessionOf, spendGrant, usableGrant } from './members';
import { pathParam, readJsonBody, route } from '../http/route';
import { issueUserToken } from './userTokens';

type MembershipSessionResponse = components['schemas']['MembershipSessionResponse'];

/** Handlers of the token-exchange operation. */
export const tokenExchangeHandlers = [
  http.post(
    '*/hotels/:hotel_id/memberships/tokens',
    route(
      async ({ request, params }) => {
        const hotel = hotelById(pathParam(params, 'hotel_id'));
        const body = await readJsonBody(request);
        return idempotent(request, 'exchangeToken', body, () => {
          const fields = BodyReader.of(body);
          const refreshToken = fields.text('refresh_token', {
            minLength: 1,
            maxLength: 2048,
            required: true,
          });
          const code = fields.text('code', { minLength: 1, maxLength: 2048, required: true });
          fields.finish();
          const grant = usableGrant(refreshToken ?? '', 'refresh');
          // One answer for every failure, so the answer does not tell which half was wrong.
          if (!grant || grant.code !== code || grant.brand_id !== hotel.brand_id) {
            throw new ApiError('unauthorized', {
              message: 'The refresh token or the code is invalid, spent or expired',
            });
          }
          const member = memberById(grant.member_id);
          spendGrant(grant);
          const answer: MembershipSessionResponse = {
            data: sessionOf(issueUserToken(member), member, request),
          };
          return { status: 201, body: answer };
        });
      },
      { creates: true },
    ),
  ),
];
