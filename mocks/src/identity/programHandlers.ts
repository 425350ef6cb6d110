/**
 * Membership programmes: the hotel's (`getMembershipProgram`, GET /hotels/{hotel_id}/memberships/program),
 * the signed-in one by id (`getSignedInProgram`), programmes by a list of ids (`listPrograms`), a brand's
 * (`listBrandMembershipPrograms`), and the switch of a signed-in member to another of theirs
 * (`switchMembership`), and joining a programme of the brand that members join by choice
 * (`setupMembership`: the session moves to it; 1402 for a programme the member already belongs to).
 *
 * A member belongs to the brand's programmes, and to an organization's programme only as its user
 * (`memberPrograms`). A retired programme no longer loads (`not_found`); a brand without a programme has
 * no default one. Names follow the request language (the hotel's locale, or English without a hotel).
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import type { MembershipProgramRow } from '../db/rows';
import { ApiError, invalid } from '../http/errors';
import { BodyReader } from '../http/bodyReader';
import { ParamReader } from '../http/params';
import { brandById, hotelById } from '../hotel/hotels';
import { brandPrograms, defaultProgram, memberPrograms, programOf, sessionOf } from './members';
import { idempotent } from '../http/idempotency';
import { GUEST_NAME } from '../http/fieldPatterns';
import { pathParam, readJsonBody, route } from '../http/route';
import { readMemberDetails } from './memberDetails';
import { readTrackingData } from './trackingData';
import { issueUserToken, optionalUserToken, requireUserToken, revokeUserToken } from './userTokens';

type Schemas = components['schemas'];

const IDS = /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/;
const ID = /^[1-9][0-9]{0,9}$/;

/** A programme that still loads, or undefined. */
function liveProgram(id: number): MembershipProgramRow | undefined {
  const program = db.membershipProgram.get(id);
  return program && !program.retired ? program : undefined;
}

/** Handlers of the membership-programme operations. */
export const programHandlers = [
  http.get(
    '*/hotels/:hotel_id/memberships/program',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const signedIn = optionalUserToken(request);
      const programId = signedIn?.token.program_id ?? null;
      const program = programId === null ? defaultProgram(hotel) : liveProgram(programId);
      if (!program) {
        throw new ApiError('not_found', { message: `The programme ${programId ?? ''} is no longer offered` });
      }
      const body: Schemas['MembershipProgramResponse'] = { data: programOf(program, request, hotel.locale) };
      return HttpResponse.json(body);
    }),
  ),
  // Before `*/membership_programs`, whose wildcard would also take this path.
  http.get(
    '*/hotel_brands/:brand_id/membership_programs',
    route(({ request, params }) => {
      const brand = brandById(pathParam(params, 'brand_id'));
      const body: Schemas['MembershipProgramListResponse'] = {
        data: brandPrograms(brand.id).map((program) => programOf(program, request, 'en')),
      };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/membership_programs/:program_id',
    route(({ request, params }) => {
      const value = pathParam(params, 'program_id');
      const { token } = requireUserToken(request);
      const program = ID.test(value) ? liveProgram(Number(value)) : undefined;
      if (!program || token.program_id !== program.id) {
        throw new ApiError('not_found', { message: `The user is not signed in to programme ${value}` });
      }
      const body: Schemas['MembershipProgramResponse'] = { data: programOf(program, request, 'en') };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/membership_programs',
    route(({ request, query }) => {
      // `/membership_programs/` also lands here: a programme with an empty id, which no programme has.
      if (new URL(request.url).pathname.endsWith('/')) {
        throw new ApiError('not_found', { message: 'No programme has an empty id' });
      }
      const reader = ParamReader.ofQuery(query);
      const ids = reader.string('ids', { minLength: 1, maxLength: 600, pattern: IDS });
      if (ids === undefined) reader.fail('ids', 'is required');
      reader.finish();
      const programs = (ids ?? '')
        .split(',')
        .flatMap((id) => [liveProgram(Number(id))].flatMap((program) => (program ? [program] : [])));
      const body: Schemas['MembershipProgramListResponse'] = {
        data: programs.map((program) => programOf(program, request, 'en')),
      };
      return HttpResponse.json(body);
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/memberships/switch',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { token, member } = requireUserToken(request);
      const body = BodyReader.of(await readJsonBody(request));
      const programId = body.integer('program_id', { min: 1, max: 2_147_483_647, required: true }) ?? 0;
      body.finish();
      const program = liveProgram(programId);
      if (!program || program.brand_id !== hotel.brand_id) {
        throw new ApiError('not_found', { message: `${hotel.code} has no programme ${programId}` });
      }
      if (!memberPrograms(member).some((mine) => mine.id === program.id)) {
        throw new ApiError('membership_not_registered', {
          message: `The member does not belong to programme ${programId}`,
        });
      }
      // The session moves to the other programme: a new token for it, and the old one stops working.
      const switched = issueUserToken(member, program.id);
      revokeUserToken(token);
      const answer: Schemas['MembershipSessionResponse'] = { data: sessionOf(switched, member, request) };
      return HttpResponse.json(answer);
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/memberships/setup',
    route(
      async ({ request, params }) => {
        const hotel = hotelById(pathParam(params, 'hotel_id'));
        const json = await readJsonBody(request);
        // A retry replays the first answer before the token is checked: that answer revoked it.
        return idempotent(request, 'setupMembership', json, () => {
          const { token, member } = requireUserToken(request);
          const body = BodyReader.of(json);
          const name = { maxLength: 100, pattern: GUEST_NAME };
          const names = {
            first_name: body.text('first_name', { ...name, minLength: 1 }),
            last_name: body.text('last_name', { ...name, minLength: 1 }),
            first_name_kana: body.text('first_name_kana', name),
            last_name_kana: body.text('last_name_kana', name),
          };
          const details = readMemberDetails(body);
          body.text('membership_id', { maxLength: 64, pattern: /^[A-Za-z0-9-]+$/ });
          const programId = body.integer('program_id', { min: 1, max: 2_147_483_647, required: true }) ?? 0;
          const termsAccepted = body.boolean('terms_accepted', true);
          readTrackingData(body);
          body.finish();
          if (termsAccepted !== true) throw invalid({ terms_accepted: ['must be accepted'] });
          const program = liveProgram(programId);
          if (!program || program.brand_id !== hotel.brand_id || program.organization_id !== null) {
            throw new ApiError('not_found', {
              message: `${hotel.code} offers no programme ${programId} to join`,
            });
          }
          if (memberPrograms(member).some((mine) => mine.id === program.id)) {
            throw new ApiError('1402', { message: `The member already belongs to programme ${programId}` });
          }
          // The profile fields the form gave are kept; the session moves to the programme joined.
          const filled = Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined));
          const joined =
            db.member.update(member.id, {
              ...filled,
              details: { ...member.details, ...details },
              joined_program_ids: [...member.joined_program_ids, program.id],
            }) ?? member;
          const session = issueUserToken(joined, program.id);
          revokeUserToken(token);
          const answer: Schemas['MembershipSessionResponse'] = { data: sessionOf(session, joined, request) };
          return { status: 201, body: answer };
        });
      },
      { creates: true },
    ),
  ),
];
