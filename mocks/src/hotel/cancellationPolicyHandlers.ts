/**
 * Cancellation policies: `listCancellationPolicies` (optionally of some room plans) and
 * `getCancellationPolicy` (with `checkin_date`, the end of free cancellation `cancel_before_at`).
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import { ApiError } from '../http/errors';
import { hotelById, planCodesOfRoomPlans } from './hotels';
import { ParamReader, PLAN_CODE_RULES } from '../http/params';
import { pathParam, route } from '../http/route';
import { policiesOfPlans, toPolicy } from './cancellationPolicies';

/** Handlers of the cancellation-policy operations. */
export const cancellationPolicyHandlers = [
  http.get(
    '*/hotels/:hotel_id/cancellation_policies',
    route(({ params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const reader = ParamReader.ofQuery(query);
      const roomPlanCodes = reader.strings('room_plan_codes', PLAN_CODE_RULES);
      reader.finish();
      // Of some room plans: the policies of their plans; otherwise every policy of the hotel.
      const policies =
        roomPlanCodes.length > 0
          ? policiesOfPlans(hotel, planCodesOfRoomPlans(hotel, roomPlanCodes))
          : db.cancellationPolicy.where('hotel_id', hotel.id);
      const data = policies.sort((a, b) => a.id - b.id).map((policy) => toPolicy(hotel, policy));
      return HttpResponse.json({ data });
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/cancellation_policies/:policy_id',
    route(({ params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const reader = ParamReader.ofQuery(query);
      const checkin = reader.date('checkin_date');
      reader.finish();
      const id = pathParam(params, 'policy_id');
      const policy = /^[1-9]\d{0,9}$/.test(id) ? db.cancellationPolicy.get(Number(id)) : undefined;
      if (!policy || policy.hotel_id !== hotel.id)
        throw new ApiError('not_found', { message: `The hotel has no cancellation policy ${id}` });
      return HttpResponse.json({ data: toPolicy(hotel, policy, checkin) });
    }),
  ),
];
