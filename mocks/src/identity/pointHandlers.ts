/**
 * The signed-in member's points: `getPoints` (GET /hotels/{hotel_id}/memberships/point). Every member
 * whose programme has points holds the seeded `POINTS` balance and spending rules, the same ones the
 * price and booking calls check; without a valid user token the answer is 401 `unauthorized`. Points are
 * usable only at hotels whose point programme is on (`point_program_setting.enabled` of the init, the
 * Japanese hotels) and for members with `point_program_enabled`; otherwise `program_enabled` is false and
 * the totals are 0, as the contract says.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { hotelById } from '../hotel/hotels';
import { pathParam, route } from '../http/route';
import { requireUserToken } from './userTokens';
import { POINTS } from '../seed/scenarios';

type PointBalanceResponse = components['schemas']['PointBalanceResponse'];

/** Handlers of the point-balance operation. */
export const pointHandlers = [
  http.get(
    '*/hotels/:hotel_id/memberships/point',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      // The same condition as the init's `point_program_setting.enabled`.
      const enabled = hotel.locale === 'ja' && member.point_program_enabled;
      const body: PointBalanceResponse = {
        data: {
          program_enabled: enabled,
          total_point: enabled ? POINTS.balance : 0,
          ranking_points_value: enabled ? POINTS.balance : 0,
          future_point: 0,
          spending_rules: { increment: POINTS.increment, minimum_spend: POINTS.minimum },
        },
      };
      return HttpResponse.json(body);
    }),
  ),
];
