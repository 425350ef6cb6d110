/**
 * Additional questions of a hotel (`listAdditionalQuestions`) and of a brand
 * (`listBrandAdditionalQuestions`), filtered by visibility labels, plans and channel. Display dates are
 * returned for the client to apply against the check-in date.
 */
import { http, HttpResponse } from 'msw';
import { ApiError } from '../http/errors';
import { ParamReader, PLAN_CODE_RULES } from '../http/params';
import { pathParam, route } from '../http/route';
import { brandById, hotelById, planCodesOfRoomPlans } from './hotels';
import { questionsOf, toQuestion } from './questions';

const LABEL =
  /^(place|all_users|rank_all|organization_all|target_all_facilities|membership_program_[0-9]+|membership_rank_[0-9]+|membership_organization_[0-9]+|target_facility_[0-9]+)$/;

/** Labels a signed-out guest matches when `label_filters` is not sent. */
const GUEST_LABELS: readonly string[] = ['all_users', 'place', 'target_all_facilities'];

function readLabelFilters(reader: ParamReader): readonly string[] {
  const text = reader.string('label_filters', { minLength: 2, maxLength: 4000 });
  if (text === undefined) return GUEST_LABELS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('malformed_request', {
      message: 'label_filters is not a JSON array',
      fields: { label_filters: ['is not JSON'] },
    });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length > 100 ||
    !parsed.every((label) => typeof label === 'string' && LABEL.test(label))
  ) {
    reader.fail('label_filters', 'must be a JSON array of visibility labels');
    return [];
  }
  return parsed as string[];
}

function listQuestions(
  ownableType: 'hotel' | 'hotel_brand',
  ownerId: number,
  query: URLSearchParams,
  planCodesOf: (codes: readonly string[]) => string[],
): Response {
  const reader = ParamReader.ofQuery(query);
  const roomPlanCodes = reader.strings('room_plan_codes', PLAN_CODE_RULES);
  const labels = readLabelFilters(reader);
  const bookEnabled = reader.boolean('book_enabled');
  const otaEnabled = reader.boolean('ota_enabled');
  reader.finish();
  const planCodes = planCodesOf(roomPlanCodes);
  const data = questionsOf(ownableType, ownerId)
    .filter((row) => row.labels.some((label) => labels.includes(label)))
    // Questions tied to plans apply only when one of those plans is being booked.
    .filter(
      (row) =>
        row.hotel_plan_codes.length === 0 ||
        roomPlanCodes.length === 0 ||
        row.hotel_plan_codes.some((code) => planCodes.includes(code)),
    )
    .filter((row) => bookEnabled !== true || row.book_enabled)
    .filter((row) => otaEnabled !== true || row.ota_enabled)
    .map(toQuestion);
  return HttpResponse.json({ data });
}

/** Handlers of the additional-question operations. */
export const questionHandlers = [
  http.get(
    '*/hotels/:hotel_id/additional_questions',
    route(({ params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      return listQuestions('hotel', hotel.id, query, (codes) => planCodesOfRoomPlans(hotel, codes));
    }),
  ),
  http.get(
    '*/hotel_brands/:brand_id/additional_questions',
    route(({ params, query }) => {
      const brand = brandById(pathParam(params, 'brand_id'));
      // Room plan codes of a brand are `<room type>-<plan>`: the plan code follows the last dash.
      return listQuestions('hotel_brand', brand.id, query, (codes) =>
        codes.map((code) => code.slice(code.lastIndexOf('-') + 1)),
      );
    }),
  ),
];
