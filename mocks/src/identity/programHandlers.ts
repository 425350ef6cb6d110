/**
 * The hotel's membership programme: `getMembershipProgram` (GET /hotels/{hotel_id}/memberships/program).
 * With a user token, the programme the member is signed in to; without one, the brand's default (its
 * first). A brand without a programme, or a member whose programme was retired, gets 404 `not_found`.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import { ApiError } from '../http/errors';
import { hotelById } from '../hotel/hotels';
import { defaultProgram, programOf } from './members';
import { pathParam, route } from '../http/route';
import { optionalUserToken } from './userTokens';

type MembershipProgramResponse = components['schemas']['MembershipProgramResponse'];

/** Handlers of the membership-programme operation. */
export const programHandlers = [
  http.get(
    '*/hotels/:hotel_id/memberships/program',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const signedIn = optionalUserToken(request);
      const programId = signedIn?.token.program_id ?? null;
      const program = programId === null ? defaultProgram(hotel) : db.membershipProgram.get(programId);
      if (!program || program.retired) {
        throw new ApiError('not_found', { message: `The programme ${programId ?? ''} is no longer offered` });
      }
      const body: MembershipProgramResponse = { data: programOf(program, request, hotel.locale) };
      return HttpResponse.json(body);
    }),
  ),
];
