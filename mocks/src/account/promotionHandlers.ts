/**
 * The signed-in member's vouchers (`listUserVouchers`) and discount coupons (`listDiscountCoupons`,
 * `getDiscountCoupon`). The state they show (`ui_status` of a voucher, `status` of a coupon) is the
 * SDK's `voucherUiStatus` on the member's today: an unused one past its last day is expired, a coupon
 * with no use left is consumed, and one a reservation holds turns from pending to consumed once the stay has
 * checked out. `has_vouchers` is the SDK's `hasVouchers` over every voucher. Names are
 * in Japanese for a Japanese request, otherwise in English.
 *
 * `consumeDiscountCoupon` applies one of the member's coupons to one of their reservations here, with the
 * access and change rules of any change to a reservation (`reservation_access_denied`,
 * `sign_out_required`, `edited_by_staff`, the change deadline, 3013, 3016): the coupon must show as
 * available (`1501` when its uses are exhausted, `1500` otherwise), apply to the reservation's plans, and
 * the reservation hold no coupon yet (`1500`; the same code again answers the same coupon). The discount
 * is the SDK's `couponDiscountForNights` over the stay's nights; it comes off the reservation's total, and
 * the coupon becomes `pending` for it.
 */
import { couponDiscountForNights, hasVouchers, voucherUiStatus, type components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { checkChangeable, reservationFor } from '../afterBooking/access';
import { BodyReader } from '../http/bodyReader';
import { readJsonBody } from '../http/route';
import { db } from '../db/db';
import type { MemberCouponRow, VoucherRow } from '../db/rows';
import { hotelById } from '../hotel/hotels';
import { ApiError } from '../http/errors';
import { pageOf, readPaging } from '../http/paging';
import { ParamReader } from '../http/params';
import { requestLocale } from '../http/requestHeaders';
import { pathParam, route } from '../http/route';
import { daysBetween, formatInstant } from '../lib/dates';
import { requireUserToken } from '../identity/userTokens';
import { hotelToday } from '../search/searchRequest';
import { memberOffsetMinutes, memberToday } from './memberToday';
import { heldUntilStay, voucherOn } from './vouchers';

type Schemas = components['schemas'];

const STATES = ['available', 'pending', 'expired', 'consumed'] as const;

function voucherOf(row: VoucherRow, today: string, offset: number, japanese: boolean): Schemas['Voucher'] {
  return {
    number: row.number,
    name: japanese ? row.name_ja : row.name,
    amount: row.amount,
    valid_through: row.valid_through,
    ...(row.stay_period ? { stay_period: row.stay_period } : {}),
    ...(row.sale_period ? { sale_period: row.sale_period } : {}),
    ...(row.excluded_dates.length > 0 ? { excluded_dates: [...row.excluded_dates] } : {}),
    ...(row.consumed_at_ms !== null ? { consumed_at: formatInstant(row.consumed_at_ms, offset) } : {}),
    ...(row.reservation_number !== null ? { reservation_number: row.reservation_number } : {}),
    ...voucherOn(row, today),
  };
}

/**
 * A member's coupon in the contract's shape, its `status` as shown on `today`.
 *
 * @example
 * ```ts
 * couponOf(row, '2026-11-26', false).status; // 'expired' once valid_until has passed
 * ```
 */
export function couponOf(row: MemberCouponRow, today: string, japanese: boolean): Schemas['DiscountCoupon'] {
  return {
    code: row.code,
    name: japanese ? row.name_ja : row.name,
    discount: structuredClone(row.discount),
    valid_until: row.valid_until,
    ...(row.target_hotel_plan_codes ? { target_hotel_plan_codes: [...row.target_hotel_plan_codes] } : {}),
    ...(row.max_discounted_nights !== null ? { max_discounted_nights: row.max_discounted_nights } : {}),
    ...(row.usage_limit !== null ? { usage_limit: row.usage_limit } : {}),
    usage_count: row.usage_count,
    status: voucherUiStatus(
      {
        status: heldUntilStay(row, today),
        lastValidDay: row.valid_until,
        usageLimit: row.usage_limit ?? undefined,
        usageCount: row.usage_count,
      },
      today,
    ),
    ...(row.reservation_number !== null ? { reservation_number: row.reservation_number } : {}),
    ...(row.applied_discount_amount !== null ? { applied_discount_amount: row.applied_discount_amount } : {}),
  };
}

/** Handlers of the voucher and coupon lists. */
export const promotionHandlers = [
  http.get(
    '*/user/vouchers',
    route(({ request, query }) => {
      const { member } = requireUserToken(request);
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      const wanted = reader.oneOf('ui_status', STATES);
      reader.finish();
      const today = memberToday(member);
      const japanese = requestLocale(request) === 'ja';
      const vouchers = db.voucher
        .where('member_id', member.id)
        .map((row) => voucherOf(row, today, memberOffsetMinutes(member), japanese))
        .sort((a, b) => (a.valid_through < b.valid_through ? 1 : a.valid_through > b.valid_through ? -1 : 0));
      const listed = pageOf(
        vouchers.filter((voucher) => wanted === undefined || voucher.ui_status === wanted),
        page,
        perPage,
      );
      const body: Schemas['VoucherListResponse'] = { ...listed, has_vouchers: hasVouchers(vouchers) };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/memberships/discount_coupons',
    route(({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      const wanted = reader.oneOf('status', STATES);
      reader.finish();
      const today = hotelToday(hotel);
      const japanese = requestLocale(request) === 'ja';
      const coupons = db.memberCoupon
        .where('member_id', member.id)
        .map((row) => couponOf(row, today, japanese))
        .filter((coupon) => wanted === undefined || coupon.status === wanted);
      const body: Schemas['DiscountCouponListResponse'] = pageOf(coupons, page, perPage);
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/memberships/discount_coupons/:code',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const code = pathParam(params, 'code');
      const row = db.memberCoupon.get(`${member.id}:${code}`);
      if (!row) throw new ApiError('not_found', { message: `The member has no coupon ${code}` });
      const body: Schemas['DiscountCouponResponse'] = {
        data: couponOf(row, hotelToday(hotel), requestLocale(request) === 'ja'),
      };
      return HttpResponse.json(body);
    }),
  ),
  http.put(
    '*/hotels/:hotel_id/memberships/discount_coupons',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const body = BodyReader.of(await readJsonBody(request));
      const code =
        body.text('code', { minLength: 1, maxLength: 64, pattern: /^[A-Za-z0-9_-]+$/, required: true }) ?? '';
      const number =
        body.text('reservation_number', {
          minLength: 4,
          maxLength: 40,
          pattern: /^[A-Za-z0-9-]+$/,
          required: true,
        }) ?? '';
      body.finish();
      const reservation = reservationFor(
        request,
        hotel,
        number,
        { email: undefined, bypassToken: undefined },
        'act',
      );
      checkChangeable(reservation, hotel, 'update');
      const today = hotelToday(hotel);
      const japanese = requestLocale(request) === 'ja';
      const row = db.memberCoupon.get(`${member.id}:${code}`);
      if (!row) throw new ApiError('1500', { message: `The member has no coupon ${code}` });
      // The same code on the same reservation again: the coupon as applied.
      if (row.reservation_number === reservation.number) {
        const body: Schemas['DiscountCouponResponse'] = { data: couponOf(row, today, japanese) };
        return HttpResponse.json(body);
      }
      const state = couponOf(row, today, japanese).status;
      if (state === 'consumed' && row.usage_limit !== null && row.usage_count >= row.usage_limit) {
        throw new ApiError('1501', { message: `The coupon ${code} reached its usage limit` });
      }
      if (state !== 'available') throw new ApiError('1500', { message: `The coupon ${code} is ${state}` });
      const plans = reservation.rooms.map((room) => room.plan.hotel_plan_code ?? '');
      if (
        row.target_hotel_plan_codes &&
        !plans.every((plan) => row.target_hotel_plan_codes?.includes(plan))
      ) {
        throw new ApiError('1500', {
          message: `The coupon ${code} does not apply to this reservation's plans`,
        });
      }
      if (reservation.coupon_code !== null) {
        throw new ApiError('1500', {
          message: `${reservation.number} already holds the coupon ${reservation.coupon_code}`,
        });
      }
      // The stay's nights at an even share of the rooms' price.
      const nights = Math.max(1, daysBetween(reservation.checkin_date, reservation.checkout_date));
      const rooms = reservation.rooms.reduce((sum, room) => sum + (room.total_price ?? 0), 0);
      const discount = Math.min(
        reservation.price.total_price,
        couponDiscountForNights(
          Array.from({ length: nights }, () => rooms / nights),
          row,
          reservation.currency,
        ),
      );
      db.reservation.update(reservation.number, {
        coupon_code: row.code,
        price: {
          ...reservation.price,
          coupon_discount_amount: discount,
          total_price: reservation.price.total_price - discount,
        },
      });
      const applied = db.memberCoupon.update(row.key, {
        usage_count: row.usage_count + 1,
        status: 'pending',
        reservation_number: reservation.number,
        applied_discount_amount: discount,
      });
      const answer: Schemas['DiscountCouponResponse'] = { data: couponOf(applied ?? row, today, japanese) };
      return HttpResponse.json(answer);
    }),
  ),
];
