/**
 * Cancellation policies: `listCancellationPolicies` (optionally of some room plans) and
 * `getCancellationPolicy` (with `checkin_date`, the end of free cancellation `cancel_before_at`).
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import type { CancellationPolicyRow, HotelRow } from '../db/rows';
import { addDays, formatInstant, localTimeToMillis } from '../lib/dates';
import { ApiError } from '../http/errors';
import { hotelById } from './hotels';
import { ParamReader, PLAN_CODE_RULES } from '../http/params';
import { pathParam, route } from '../http/route';

type Schemas = components['schemas'];

/**
 * Free cancellation ends at 00:00 (hotel time) of the first day a fee applies: check-in less the largest
 * `days_before` of a step with a fee. Non-refundable policies have no free period (null).
 */
function cancelBeforeAt(
  hotel: HotelRow,
  policy: CancellationPolicyRow,
  checkin: string | undefined,
): string | null {
  if (checkin === undefined || policy.is_non_refundable) return null;
  const charging = policy.part_days_before.filter(
    (_, index) => (policy.part_percentage_of_cost[index] ?? 0) > 0,
  );
  const days = charging.length > 0 ? Math.max(...charging) : 0;
  return formatInstant(
    localTimeToMillis(addDays(checkin, -days), '00:00', hotel.utc_offset_minutes),
    hotel.utc_offset_minutes,
  );
}

/** The contract's policy of a row; with a check-in date, the end of free cancellation. */
export function toPolicy(
  hotel: HotelRow,
  policy: CancellationPolicyRow,
  checkin?: string,
): Schemas['CancellationPolicy'] {
  return {
    id: policy.id,
    name: policy.name,
    description: policy.description,
    cancel_before_at: cancelBeforeAt(hotel, policy, checkin),
    cancellation_policy_parts: policy.part_days_before.map((days, index) => ({
      days_before: days,
      hours_after: policy.part_hours_after[index] ?? 0,
      percentage_of_cost: policy.part_percentage_of_cost[index] ?? 0,
    })),
    no_show_percentage_of_cost: policy.no_show_percentage_of_cost,
    is_non_refundable: policy.is_non_refundable,
  };
}

/** Handlers of the cancellation-policy operations. */
export const cancellationPolicyHandlers = [
  http.get(
    '*/hotels/:hotel_id/cancellation_policies',
    route(({ params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const reader = ParamReader.ofQuery(query);
      const roomPlanCodes = reader.strings('room_plan_codes', PLAN_CODE_RULES);
      reader.finish();
      let ids: number[] | undefined;
      if (roomPlanCodes.length > 0) {
        const planCodes = db.roomPlan
          .findMany({ where: { hotel_id: { equals: hotel.id } } })
          .filter((roomPlan) => roomPlanCodes.includes(roomPlan.code))
          .map((roomPlan) => roomPlan.plan_code);
        ids = db.plan
          .findMany({ where: { hotel_id: { equals: hotel.id } } })
          .filter((plan) => planCodes.includes(plan.code))
          .map((plan) => plan.cancellation_policy_id)
          .filter((id): id is number => id !== null);
      }
      const data = db.cancellationPolicy
        .findMany({ where: { hotel_id: { equals: hotel.id } }, orderBy: { id: 'asc' } })
        .filter((policy) => ids === undefined || ids.includes(policy.id))
        .map((policy) => toPolicy(hotel, policy));
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
      const policy = /^[1-9]\d{0,9}$/.test(id)
        ? db.cancellationPolicy.findFirst({
            where: { id: { equals: Number(id) }, hotel_id: { equals: hotel.id } },
          })
        : null;
      if (!policy) throw new ApiError('not_found', { message: `The hotel has no cancellation policy ${id}` });
      return HttpResponse.json({ data: toPolicy(hotel, policy, checkin) });
    }),
  ),
];
