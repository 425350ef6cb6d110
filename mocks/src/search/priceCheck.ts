/**
 * The price check (`getRoomPrice`): the price of the selected rooms with the search's price function, so
 * it always agrees with the search and with what a booking then charges. The selection is checked as a
 * booking is — the hotel's rules, the lottery and language rules, one plan per line, the plans put
 * together (`planRules.ts`), points, codes, stock and extras — and the answer carries the deposit, the
 * cancellation fee of cancelling now (`hotel/cancellationPolicies.ts`, as the cancellation charges it)
 * and the points spent. An `expected_total_price` or `expected_mcp_total_cents` that differs is refused.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import type { HotelRow, PlanRow, RoomPlanRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { ParamReader, readBracketList } from '../http/params';
import { cancellationFee, policiesOfPlans } from '../hotel/cancellationPolicies';
import { checkExtraOrder, withHotelTax } from '../hotel/extras';
import { checkPointSpend, spendPoints } from '../account/points';
import { applyVoucher, usableVoucher } from '../account/vouchers';
import { effectiveMcp, roundAmount } from '../lib/currencies';
import { checkLotteryAndLanguage } from './lotteryRules';
import { checkMembersPlans, commonPaymentTypes, depositOf } from './planRules';
import { priceAmounts, sumAmounts, toBreakdown, withMcp } from './pricing';
import type { ExtrasAmounts } from './pricing';
import { loadHotelContext } from './searchEngine';
import type { HotelContext } from './searchEngine';
import { checkCodes, checkHotelRules, hotelToday, readSearchRequest, stayDates } from './searchRequest';
import type { GuestMix, SearchRequest } from './searchRequest';
import { checkStock, wantedRoom } from './stockRules';
import { updateModeStock } from './updateModeStock';
import { ADULTS, HEADS, KIDS_TIER_CODES } from '../lib/guestCounts';

type PriceBreakdown = components['schemas']['PriceBreakdown'];

/** One line of `selected_rooms`. */
interface Selection {
  readonly roomPlan: RoomPlanRow;
  readonly room: GuestMix;
  readonly quantity: number;
}

const CODE = /^[A-Za-z0-9_-]+$/;

function readSelections(context: HotelContext, query: URLSearchParams, reader: ParamReader): Selection[] {
  const lines = readBracketList(query, 'selected_rooms');
  if (lines === undefined || lines.length === 0) {
    reader.fail(
      'selected_rooms',
      'is required: selected_rooms[0][room_type_code]=...&selected_rooms[0][room_plan_code]=...',
    );
    return [];
  }
  const selections: Selection[] = [];
  lines.forEach((value, index) => {
    const line = reader.child(value, `selected_rooms.${index}`);
    const roomTypeCode = line.string('room_type_code', { minLength: 1, maxLength: 64 });
    const roomPlanCode = line.string('room_plan_code', { minLength: 1, maxLength: 64 });
    const adults = line.integer('adults', ADULTS);
    const kidsTiers = line.strings('kids_tiers', KIDS_TIER_CODES);
    const children = Math.max(line.integer('children', HEADS) ?? 0, kidsTiers.length);
    const quantity = line.integer('quantity', { min: 0, max: 999 }) ?? 1;
    line.oneOf('type', ['room', 'plan'] as const);
    line.number('sale_price', { min: 0 });
    line.number('tax', { min: 0 });
    line.string('promotion_id', { maxLength: 64, pattern: CODE });
    line.string('coupon_code', { maxLength: 64 });
    line.strings('scrape_ids', { maxLength: 64, pattern: CODE, maxItems: 20 });
    if (roomTypeCode === undefined) line.fail('room_type_code', 'is required');
    if (roomPlanCode === undefined) line.fail('room_plan_code', 'is required');
    if (adults === undefined) line.fail('adults', 'is required');
    if (roomTypeCode === undefined || roomPlanCode === undefined || adults === undefined) return;
    const roomPlan = context.roomPlans.find((candidate) => candidate.code === roomPlanCode);
    if (!roomPlan || roomPlan.room_type_code !== roomTypeCode) {
      line.fail('room_plan_code', `is not a plan of room type ${roomTypeCode} at this hotel`);
      return;
    }
    // A line with quantity 0 is ignored (the selected quantity cannot go below 0).
    if (quantity === 0) return;
    selections.push({
      roomPlan,
      quantity,
      room: { adults, children, kidsTiers, kidsAges: [], adultCompanion: 0, kidTierACompanion: 0 },
    });
  });
  return selections;
}

/** The extras priced with the stay (`extras[i][extra_id|quantity|delivered_at]`), checked as a booking's. */
function readExtras(
  hotel: HotelRow,
  search: SearchRequest,
  query: URLSearchParams,
  reader: ParamReader,
): ExtrasAmounts | undefined {
  const lines = readBracketList(query, 'extras');
  if (lines === undefined) return undefined;
  if (lines.length > 100) {
    throw new ApiError('1000', {
      message: 'At most 100 extras',
      fields: { extras: ['must have at most 100 items'] },
    });
  }
  const stay = stayDates(search.stay);
  let withoutTax = 0;
  for (const [index, value] of lines.entries()) {
    const line = reader.child(value, `extras.${index}`);
    const extraId = line.integer('extra_id', { min: 1, max: 2_147_483_647 });
    const quantity = line.integer('quantity', { min: 0, max: 9999 });
    const deliveredAt = line.date('delivered_at');
    if (extraId === undefined) line.fail('extra_id', 'is required');
    if (quantity === undefined) line.fail('quantity', 'is required');
    if (extraId === undefined || quantity === undefined) continue;
    const order = { extraId, quantity, days: deliveredAt === undefined ? [] : [deliveredAt] };
    const extra = checkExtraOrder(hotel, order, stay, `extras.${index}`);
    if (extra) withoutTax += extra.unit_price * quantity;
  }
  const rounded = roundAmount(withoutTax, hotel.currency);
  return { withoutTax: rounded, withTax: withHotelTax(hotel, rounded) };
}

/** Each selection with its plan. */
function withPlans(
  context: HotelContext,
  selections: readonly Selection[],
): (Selection & { readonly plan: PlanRow })[] {
  return selections.map((selection) => {
    const plan = context.plans.find((candidate) => candidate.code === selection.roomPlan.plan_code);
    if (!plan) throw new ApiError('1000', { message: `Unknown plan ${selection.roomPlan.plan_code}` });
    return { ...selection, plan };
  });
}

/**
 * The answer of `getRoomPrice` for a request to a hotel, or the refusal it throws.
 *
 * @example
 * ```ts
 * const data = checkPrice(request, hotel, query); // { total_price: 15800, cancellation: { fee: 0 }, ... }
 * ```
 */
export function checkPrice(request: Request, hotel: HotelRow, query: URLSearchParams): PriceBreakdown {
  const search = readSearchRequest(query, request);
  const loaded = loadHotelContext(hotel);
  const context = { ...loaded, stock: updateModeStock(request, hotel, query, loaded.stock) };
  const reader = ParamReader.ofQuery(query);
  const selections = readSelections(context, query, reader);
  const spendingPoints = reader.integer('spending_points', { min: 0, max: 2_147_483_647 });
  const expectedTotal = reader.number('expected_total_price', { min: 0 });
  const expectedMcpCents = reader.integer('expected_mcp_total_cents', { min: 0, max: 2_147_483_647 });
  const voucherCode = reader.string('voucher_coupon_code', { minLength: 1, maxLength: 64 });
  reader.finish();
  // The guests of the stay rules are the selected lines' guests, one entry per room.
  const rooms = selections.flatMap((selection) =>
    Array.from({ length: selection.quantity }, () => selection.room),
  );
  checkHotelRules(hotel, { ...search, rooms: rooms.length > 0 ? rooms : search.rooms });
  checkLotteryAndLanguage(hotel, search, 'search', request);
  if (selections.length === 0) {
    throw new ApiError('1000', {
      message: 'Every selected line has quantity 0',
      fields: { selected_rooms: ['selects no room'] },
    });
  }
  const codes = selections.map((selection) => selection.roomPlan.code);
  if (new Set(codes).size !== codes.length)
    throw new ApiError('2101', { message: 'A room plan is selected twice' });
  const selected = withPlans(context, selections);
  const plans = selected.map((line) => line.plan);
  commonPaymentTypes(plans);
  checkMembersPlans(plans, search);
  const points = spendingPoints ?? 0;
  if (points > 0) checkPointSpend(search.userToken, points, 'spending_points', hotelToday(context.hotel));
  checkCodes(search);
  const dates = stayDates(search.stay);
  const dated = search.stay.searchType === 'dated';
  if (dated) {
    const wanted = selected.flatMap((line) =>
      Array.from({ length: line.quantity }, () => wantedRoom(line.roomPlan, line.plan)),
    );
    checkStock(context.stock, dates, wanted);
  }
  const extras = readExtras(hotel, search, query, reader);
  reader.finish();

  const lines = selected.map((line) => {
    const roomType = context.roomTypes.find((candidate) => candidate.code === line.roomPlan.room_type_code);
    if (!roomType) throw new ApiError('1000', { message: 'Unknown room type' });
    return priceAmounts({
      hotel,
      tiers: context.tiers,
      roomType,
      plan: line.plan,
      nights: dated ? dates : Array.from({ length: search.stay.nights }, () => null),
      dayUse: dated && search.stay.nights === 0,
      rooms: Array.from({ length: line.quantity }, () => line.room),
      promoCode: search.promoCode,
      couponCode: search.couponCode,
    });
  });
  const deposit = depositOf(plans);
  const breakdown = toBreakdown(sumAmounts(lines), {
    hotel,
    depositPercentage: deposit,
    ...(extras ? { extras } : {}),
  });
  breakdown.total_price_before_point_discount = breakdown.total_price;
  breakdown.discounts = [];
  if (voucherCode !== undefined) {
    const stay = { checkin: search.stay.checkin, checkout: search.stay.checkout };
    applyVoucher(breakdown, usableVoucher(voucherCode, search.userToken, stay, hotelToday(hotel)));
  }
  const taxDropped = spendPoints(breakdown, points, {
    field: 'spending_points',
    currency: hotel.currency,
    deposit,
  });
  // The fee of cancelling now what this price books, as the cancellation would charge it.
  const checkin = search.stay.checkin;
  breakdown.cancellation = {
    fee:
      checkin === null
        ? 0
        : cancellationFee(
            hotel,
            policiesOfPlans(
              hotel,
              plans.map((plan) => plan.code),
            ),
            checkin,
            breakdown.total_price,
            nowMillis(),
          ),
  };
  const mcp = effectiveMcp(hotel, search.mcpCurrency);
  const data = mcp ? withMcp(breakdown, hotel.currency, mcp) : breakdown;
  if (taxDropped && expectedTotal !== data.total_price) {
    throw new ApiError('accommodation_tax_changed', {
      message: `The points lower the accommodation tax: the total is now ${data.total_price} ${hotel.currency}`,
      meta: { new_total_price: data.total_price },
    });
  }
  if (expectedTotal !== undefined && expectedTotal !== data.total_price) {
    throw new ApiError('price_changed', {
      message: `The total is now ${data.total_price} ${hotel.currency}`,
      meta: { new_total_price: data.total_price },
    });
  }
  if (mcp && expectedMcpCents !== undefined && expectedMcpCents !== data.mcp_total_price?.cents) {
    throw new ApiError('exchange_rates_updated', {
      message: `The total is now ${data.mcp_total_price?.cents ?? 0} minor units of ${mcp}`,
      meta: { new_total_price: data.total_price },
    });
  }
  return data;
}
