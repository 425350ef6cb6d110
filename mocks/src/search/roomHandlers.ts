/**
 * Search operations of a hotel: `searchRooms`, `getRoomRecommendations`, `getRoomPrice`,
 * `getRoomInventory` and `getRoomAvailability`. They share parsing and rules (internal/searchRequest)
 * and the search itself (internal/searchEngine), so a price check always agrees with the search.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { ExtraRow, RoomPlanRow } from '../db/rows';
import { planStockOn, roomStockOn } from '../db/stock';
import { requestBase } from '../http/requestBase';
import { convert, isCurrencyCode, roundAmount } from '../lib/currencies';
import type { CurrencyCode } from '../lib/currencies';
import { addDays, addMonths, daysBetween, localTimeToMillis } from '../lib/dates';
import { ApiError } from '../http/errors';
import { hotelById } from '../hotel/hotels';
import { ParamReader, readBracketList } from '../http/params';
import { priceAmounts, sumAmounts, toBreakdown, withMcp } from './pricing';
import type { ExtrasAmounts } from './pricing';
import { pathParam, route } from '../http/route';
import type { RouteContext } from '../http/route';
import {
  effectiveMcp,
  extraInventories,
  findOffers,
  loadHotelContext,
  membersPlansFit,
  searchResult,
} from './searchEngine';
import type { HotelContext } from './searchEngine';
import {
  checkCodes,
  checkHotelRules,
  readRooms,
  readSearchRequest,
  requestLanguage,
  stayDates,
  userTokenOf,
} from './searchRequest';
import type { GuestMix, SearchRequest } from './searchRequest';
import { updateModeStock } from './updateModeStock';
import { checkSearchTriggers } from './lotteryRules';
import type { SearchTriggerScope } from './lotteryRules';
import { POINTS } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';

type Schemas = components['schemas'];

function searchContext(
  { params, query, request }: RouteContext,
  defaults: { order?: SearchRequest['order'] } = {},
  scope: SearchTriggerScope = 'search',
): {
  context: HotelContext;
  search: SearchRequest;
} {
  const hotel = hotelById(pathParam(params, 'hotel_id'));
  const search = readSearchRequest(query, request, defaults);
  checkHotelRules(hotel, search);
  checkSearchTriggers(hotel, search, scope);
  const context = loadHotelContext(hotel);
  return { context: { ...context, stock: updateModeStock(request, hotel, query, context.stock) }, search };
}

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
    const adults = line.integer('adults', { min: 1, max: 99 });
    const kidsTiers = line.strings('kids_tiers', {
      minLength: 1,
      maxLength: 16,
      pattern: /^[A-Za-z0-9_]+$/,
      maxItems: 99,
    });
    const children = Math.max(line.integer('children', { min: 0, max: 99 }) ?? 0, kidsTiers.length);
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

/** The stock checks of a price check: sold out (a night with none left) or not enough rooms. */
function checkSelectionStock(
  context: HotelContext,
  search: SearchRequest,
  selections: readonly Selection[],
): void {
  const dates = stayDates(search.stay);
  if (search.stay.searchType === 'undated') return;
  const perType = new Map<string, number>();
  for (const selection of selections) {
    perType.set(
      selection.roomPlan.room_type_code,
      (perType.get(selection.roomPlan.room_type_code) ?? 0) + selection.quantity,
    );
  }
  for (const [code, wanted] of perType) {
    const left = Math.min(...dates.map((date) => roomStockOn(context.stock, code, date)));
    if (left === 0)
      throw new ApiError('sold_out', { message: `Room type ${code} is sold out on a night of the stay` });
    if (left < wanted)
      throw new ApiError('no_rooms_available', { message: `Only ${left} rooms of ${code} are left` });
  }
  for (const selection of selections) {
    const plan = context.plans.find((candidate) => candidate.code === selection.roomPlan.plan_code);
    const wanted = selections
      .filter((other) => other.roomPlan.code === selection.roomPlan.code)
      .reduce((sum, other) => sum + other.quantity, 0);
    if (selection.roomPlan.allotment !== null) {
      const left = Math.min(
        ...dates.map((date) => planStockOn(context.stock, selection.roomPlan.code, date)),
      );
      if (left === 0)
        throw new ApiError('sold_out', { message: `Plan ${selection.roomPlan.code} is sold out` });
      if (left < wanted)
        throw new ApiError('no_rooms_available', {
          message: `Only ${left} rooms of ${selection.roomPlan.code} are left`,
        });
    }
    if (plan?.sale_limit !== null && plan?.sale_limit !== undefined && wanted > plan.sale_limit) {
      throw new ApiError('no_rooms_available', {
        message: `At most ${plan.sale_limit} rooms of plan ${plan.code} per booking`,
      });
    }
  }
}

/** The deadline to order an extra delivered on a date: N days before, 18:00 hotel time. */
function extraDeadline(extra: ExtraRow, date: string, offsetMinutes: number): number | null {
  if (extra.order_deadline_days_before === null) return null;
  return localTimeToMillis(addDays(date, -extra.order_deadline_days_before), '18:00', offsetMinutes);
}

function readExtras(
  context: HotelContext,
  search: SearchRequest,
  query: URLSearchParams,
  reader: ParamReader,
): ExtrasAmounts | undefined {
  const lines = readBracketList(query, 'extras');
  if (lines === undefined) return undefined;
  if (lines.length > 100)
    throw new ApiError('1000', {
      message: 'At most 100 extras',
      fields: { extras: ['must have at most 100 items'] },
    });
  const stayDays = stayDates(search.stay);
  const currency = context.hotel.currency as CurrencyCode;
  let withoutTax = 0;
  for (const [index, value] of lines.entries()) {
    const line = reader.child(value, `extras.${index}`);
    const extraId = line.integer('extra_id', { min: 1, max: 2_147_483_647 });
    const quantity = line.integer('quantity', { min: 0, max: 9999 });
    const deliveredAt = line.date('delivered_at');
    if (extraId === undefined) line.fail('extra_id', 'is required');
    if (quantity === undefined) line.fail('quantity', 'is required');
    if (extraId === undefined || quantity === undefined) continue;
    if (`extra_id=${extraId}` === TRIGGERS.extraTotalInvalid.value) {
      throw new ApiError('1103', {
        message: "The total of the extras does not match the server's calculation",
        fields: { [`extras.${index}.extra_id`]: ['gives an extras total that does not add up'] },
      });
    }
    const extra = db.extra.findFirst({
      where: { id: { equals: extraId }, hotel_id: { equals: context.hotel.id } },
    });
    if (!extra)
      throw new ApiError('1100', {
        message: `The hotel has no extra ${extraId}`,
        fields: { [`extras.${index}.extra_id`]: ['is not an extra of this hotel'] },
      });
    if (!extra.active) throw new ApiError('1106', { message: `Extra ${extraId} is no longer sold` });
    if (quantity === 0) continue;
    if (quantity < extra.min || quantity > extra.max) {
      throw new ApiError('1102', {
        message: `The quantity of extra ${extraId} must lie between ${extra.min} and ${extra.max}`,
      });
    }
    if (extra.stock !== null && quantity > extra.stock) {
      throw new ApiError('1104', { message: `Only ${extra.stock} of extra ${extraId} are left` });
    }
    const firstNight = stayDays[0] ?? null;
    if (extra.extra_type === 'date_based') {
      const onDate = deliveredAt ?? firstNight;
      if (
        onDate === null ||
        !extra.booking_available_dates.includes(onDate) ||
        (stayDays.length > 0 && !stayDays.includes(onDate))
      ) {
        throw new ApiError('1105', {
          message: `Extra ${extraId} is not available on ${onDate ?? 'the stay'}`,
        });
      }
    }
    const deadlineDate = deliveredAt ?? firstNight;
    const deadline =
      deadlineDate === null ? null : extraDeadline(extra, deadlineDate, context.hotel.utc_offset_minutes);
    if (deadline !== null && nowMillis() > deadline) {
      throw new ApiError('1101', { message: `Orders of extra ${extraId} closed` });
    }
    withoutTax += extra.unit_price * quantity;
  }
  const rounded = roundAmount(withoutTax, currency);
  return {
    withoutTax: rounded,
    withTax: roundAmount(rounded * (1 + context.hotel.tax_percent / 100), currency),
  };
}

/**
 * The point rules that need no price: a signed-in member (401), a readable balance (3202, 3502 for the
 * trigger tokens), the spending steps and minimum (`point_spend_invalid`) and the balance (2401).
 */
function checkPoints(search: SearchRequest, points: number): void {
  if (!search.signedIn) {
    throw new ApiError('unauthorized', { message: 'Spending points needs a signed-in member' });
  }
  if (search.userToken === TRIGGERS.pointBalanceUnavailable.value)
    throw new ApiError('3202', { message: 'The point balance cannot be read now' });
  if (search.userToken === TRIGGERS.loyaltyBalanceUnavailable.value)
    throw new ApiError('3502', { message: 'The loyalty provider cannot give the point balance now' });
  if (points < POINTS.minimum || points % POINTS.increment !== 0) {
    throw new ApiError('point_spend_invalid', {
      message: `Points are spent in steps of ${POINTS.increment}, at least ${POINTS.minimum}`,
      fields: { spending_points: [`must be a multiple of ${POINTS.increment}, at least ${POINTS.minimum}`] },
    });
  }
  if (points > POINTS.balance) {
    throw new ApiError('2401', {
      message: `The balance is ${POINTS.balance} points`,
      fields: { spending_points: [`must be at most the balance, ${POINTS.balance}`] },
    });
  }
}

/** The cancellation fee if cancelled now: the percentage of the step that applies today. */
function cancellationFee(
  context: HotelContext,
  policyIds: readonly (number | null)[],
  checkin: string | null,
  total: number,
): number {
  if (checkin === null) return 0;
  const daysBefore = daysBetween(context.today, checkin);
  let percent = 0;
  for (const id of policyIds) {
    if (id === null) continue;
    const policy = db.cancellationPolicy.findFirst({ where: { id: { equals: id } } });
    if (!policy) continue;
    if (policy.is_non_refundable) percent = Math.max(percent, 100);
    policy.part_days_before.forEach((days, index) => {
      if (daysBefore <= days) percent = Math.max(percent, policy.part_percentage_of_cost[index] ?? 0);
    });
  }
  return roundAmount((total * percent) / 100, context.hotel.currency as CurrencyCode);
}

function roomPrice(routeContext: RouteContext): Response {
  const { params, query, request } = routeContext;
  const hotel = hotelById(pathParam(params, 'hotel_id'));
  const search = readSearchRequest(query, request);
  const loaded = loadHotelContext(hotel);
  const context = { ...loaded, stock: updateModeStock(request, hotel, query, loaded.stock) };
  const reader = ParamReader.ofQuery(query);
  const selections = readSelections(context, query, reader);
  const spendingPoints = reader.integer('spending_points', { min: 0, max: 2_147_483_647 });
  const expectedTotal = reader.number('expected_total_price', { min: 0 });
  const expectedMcpCents = reader.integer('expected_mcp_total_cents', { min: 0, max: 2_147_483_647 });
  reader.finish();
  // The guests of the stay rules are the selected lines' guests, one entry per room.
  const rooms = selections.flatMap((selection) =>
    Array.from({ length: selection.quantity }, () => selection.room),
  );
  checkHotelRules(hotel, { ...search, rooms: rooms.length > 0 ? rooms : search.rooms });
  checkSearchTriggers(hotel, search);
  if (selections.length === 0)
    throw new ApiError('1000', {
      message: 'Every selected line has quantity 0',
      fields: { selected_rooms: ['selects no room'] },
    });
  const codes = selections.map((selection) => selection.roomPlan.code);
  if (new Set(codes).size !== codes.length)
    throw new ApiError('2101', { message: 'A room plan is selected twice' });
  const plans = selections.map((selection) => {
    const plan = context.plans.find((candidate) => candidate.code === selection.roomPlan.plan_code);
    if (!plan) throw new ApiError('1000', { message: `Unknown plan ${selection.roomPlan.plan_code}` });
    return plan;
  });
  const common = plans.reduce<string[]>(
    (shared, plan) => shared.filter((method) => plan.payment_methods.includes(method)),
    [...(plans[0]?.payment_methods ?? [])],
  );
  if (common.length === 0)
    throw new ApiError('payment_types_conflict', {
      message: 'The selected plans have no payment type in common',
    });
  // One payment method applies to all rooms: a prepaid plan (with a deposit) and one paid later do not mix.
  const prepaid = plans.map((plan) => plan.deposit_percentage !== null);
  if (prepaid.some(Boolean) && !prepaid.every(Boolean))
    throw new ApiError('mixed_payment_methods', {
      message:
        'A prepaid plan cannot be booked with a plan paid later: one payment method applies to all rooms',
    });
  const membersPlan = plans.find((plan) => plan.members_only);
  if (membersPlan && !membersPlansFit(search)) {
    throw new ApiError('2304', {
      message: search.signedIn
        ? `The plan ${membersPlan.code} does not admit this member's rank`
        : `The plan ${membersPlan.code} is for signed-in members`,
    });
  }
  const points = spendingPoints ?? 0;
  if (points > 0) checkPoints(search, points);
  checkCodes(search);
  checkSelectionStock(context, search, selections);
  const extras = readExtras(context, search, query, reader);
  reader.finish();

  const dates = stayDates(search.stay);
  const dated = search.stay.searchType === 'dated';
  const lines = selections.map((selection, index) => {
    const roomType = context.roomTypes.find(
      (candidate) => candidate.code === selection.roomPlan.room_type_code,
    );
    const plan = plans[index];
    if (!roomType || !plan) throw new ApiError('1000', { message: 'Unknown room type' });
    return priceAmounts({
      hotel,
      tiers: context.tiers,
      roomType,
      plan,
      nights: dated ? dates : Array.from({ length: search.stay.nights }, () => null),
      dayUse: dated && search.stay.nights === 0,
      rooms: Array.from({ length: selection.quantity }, () => selection.room),
      promoCode: search.promoCode,
      couponCode: search.couponCode,
    });
  });
  const amounts = sumAmounts(lines);
  // The deposit applies when every selected plan asks one (mixing is refused): the smallest percentage.
  const deposits = plans.map((plan) => plan.deposit_percentage);
  const deposit = deposits.every((value) => value !== null) ? Math.min(...(deposits as number[])) : null;
  const breakdown = toBreakdown(amounts, {
    hotel,
    depositPercentage: deposit,
    ...(extras ? { extras } : {}),
  });
  breakdown.cancellation = {
    fee: cancellationFee(
      context,
      plans.map((plan) => plan.cancellation_policy_id),
      search.stay.checkin,
      breakdown.total_price,
    ),
  };
  breakdown.total_price_before_point_discount = breakdown.total_price;
  breakdown.discounts = [];
  const from = hotel.currency as CurrencyCode;
  // The accommodation-tax trigger: this redemption drops the accommodation tax to 0.
  const accommodationTax = breakdown.accommodation_tax ?? 0;
  const taxDropped =
    points > 0 &&
    `spending_points=${points}` === TRIGGERS.accommodationTaxChanged.value &&
    accommodationTax > 0;
  if (taxDropped) {
    breakdown.total_price = roundAmount(breakdown.total_price - accommodationTax, from);
    breakdown.accommodation_tax = 0;
    breakdown.total_price_before_point_discount = breakdown.total_price;
  }
  if (points > 0) {
    if (points > breakdown.total_price) {
      throw new ApiError('point_spend_invalid', {
        message: `At most ${breakdown.total_price} points can be spent on this price`,
        fields: { spending_points: [`must be at most the total price, ${breakdown.total_price}`] },
      });
    }
    breakdown.spending_point_value = points;
    breakdown.total_price = roundAmount(breakdown.total_price - points, from);
    if (deposit !== null) {
      breakdown.deposit_amount = roundAmount((breakdown.total_price * deposit) / 100, from);
      breakdown.remain_amount = roundAmount(breakdown.total_price - breakdown.deposit_amount, from);
    }
  }
  const mcp = effectiveMcp(hotel, search.mcpCurrency);
  const data = mcp ? withMcp(breakdown, from, mcp) : breakdown;
  if (taxDropped && expectedTotal !== data.total_price) {
    throw new ApiError('accommodation_tax_changed', {
      message: `The points lower the accommodation tax: the total is now ${data.total_price} ${from}`,
      meta: { new_total_price: data.total_price },
    });
  }
  if (expectedTotal !== undefined && expectedTotal !== data.total_price) {
    throw new ApiError('price_changed', {
      message: `The total is now ${data.total_price} ${from}`,
      meta: { new_total_price: data.total_price },
    });
  }
  if (mcp && expectedMcpCents !== undefined && expectedMcpCents !== data.mcp_total_price?.cents) {
    throw new ApiError('exchange_rates_updated', {
      message: `The total is now ${data.mcp_total_price?.cents ?? 0} minor units of ${mcp}`,
      meta: { new_total_price: data.total_price },
    });
  }
  return HttpResponse.json({ data } satisfies Schemas['RoomPriceResponse']);
}

function roomInventory(routeContext: RouteContext): Response {
  const { context, search } = searchContext(routeContext, {}, 'inventory');
  const dates = stayDates(search.stay);
  const dated = search.stay.searchType === 'dated';
  const rooms: Schemas['RoomInventory'][] = context.roomTypes
    .filter((roomType) => search.roomTypeCodes.length === 0 || search.roomTypeCodes.includes(roomType.code))
    .map((roomType) => {
      const perNight = dates.map((date) => ({
        date,
        room_count: roomStockOn(context.stock, roomType.code, date),
      }));
      const roomPlans = context.roomPlans
        .filter((roomPlan) => roomPlan.room_type_code === roomType.code)
        .filter(
          (roomPlan) => search.roomPlanCodes.length === 0 || search.roomPlanCodes.includes(roomPlan.code),
        )
        .filter(
          (roomPlan) =>
            search.hotelPlanCodes.length === 0 || search.hotelPlanCodes.includes(roomPlan.plan_code),
        )
        .map((roomPlan) => {
          const plan = context.plans.find((candidate) => candidate.code === roomPlan.plan_code);
          const planStock =
            roomPlan.allotment === null
              ? null
              : dated
                ? Math.min(...dates.map((date) => planStockOn(context.stock, roomPlan.code, date)))
                : roomPlan.allotment;
          return {
            room_plan_code: roomPlan.code,
            hotel_plan_code: roomPlan.plan_code,
            plan_stock_count: planStock,
            sale_limit: plan?.sale_limit ?? null,
          };
        });
      return {
        room_type_code: roomType.code,
        room_count: dated ? Math.min(...perNight.map((night) => night.room_count)) : roomType.total_rooms,
        dates: perNight,
        room_plans: roomPlans,
      };
    });
  return HttpResponse.json({
    data: { rooms, extra_inventories: extraInventories(context.hotel.id) },
  } satisfies Schemas['RoomInventoryResponse']);
}

// Rooms left at or below this count make a date `few_left`.
const FEW_LEFT = 3;

function roomAvailability({ params, query, request }: RouteContext): Response {
  const hotel = hotelById(pathParam(params, 'hotel_id'));
  const reader = ParamReader.ofQuery(query);
  const start = reader.date('start_date');
  const end = reader.date('end_date');
  if (start === undefined && !reader.failed) reader.fail('start_date', 'is required');
  if (end === undefined && !reader.failed) reader.fail('end_date', 'is required');
  const isDayUse = reader.boolean('is_day_use') ?? false;
  const nights = isDayUse ? 0 : (reader.integer('nights', { min: 0, max: 365 }) ?? 1);
  const { rooms } = readRooms(reader, query);
  const codes = { minLength: 1, maxLength: 64, pattern: CODE, maxItems: 100 };
  const mcpText = reader.string('mcp_currency');
  if (mcpText !== undefined && !isCurrencyCode(mcpText))
    reader.fail('mcp_currency', 'must be a currency code');
  reader.string('currency');
  if (start !== undefined && end !== undefined) {
    const span = daysBetween(start, end);
    if (span < 0) reader.fail('end_date', 'must not be before start_date');
    else if (span > 93) reader.fail('end_date', 'must be at most 93 days after start_date');
  }
  const search: SearchRequest = {
    stay: {
      searchType: 'dated',
      checkin: start ?? null,
      checkout: start ?? null,
      nights,
      isDayUse: nights === 0,
    },
    rooms,
    bracketRooms: false,
    order: 'price_low_to_high',
    type: 'room',
    filterIds: [],
    roomTypeCodes: reader.strings('room_type_codes', codes),
    roomPlanCodes: reader.strings('room_plan_codes', codes),
    hotelPlanCodes: reader.strings('hotel_plan_codes', codes),
    includingOccupied: false,
    voucherMode: reader.oneOf('mode', ['voucher'] as const) === 'voucher',
    bookable: undefined,
    nextAvailable: false,
    promoCode: reader.string('promo_code', { minLength: 1, maxLength: 64 }),
    couponCode: reader.string('coupon_code', { minLength: 1, maxLength: 64 }),
    mcpCurrency: mcpText !== undefined && isCurrencyCode(mcpText) ? mcpText : undefined,
    dynamicPackage: false,
    signedIn: (request.headers.get('Authorization') ?? '').startsWith('Bearer '),
    userToken: userTokenOf(request),
    language: requestLanguage(request),
    lottery: {},
  };
  reader.finish();
  // Past dates and dates beyond the bookable months are `not_bookable` here, not errors: skip those rules.
  checkHotelRules(hotel, { ...search, stay: { ...search.stay, checkin: null } });
  const mcp = effectiveMcp(hotel, search.mcpCurrency);
  const context = loadHotelContext(hotel);
  const lastBookable = addMonths(context.today, hotel.bookable_months);
  const from = hotel.currency as CurrencyCode;
  const calendar: Schemas['AvailabilityDate'][] = [];
  for (let date = start ?? ''; date <= (end ?? ''); date = addDays(date, 1)) {
    if (date < context.today || date > lastBookable) {
      calendar.push({
        date,
        status: 'not_bookable',
        room_count: 0,
        lowest_price: null,
        mcp_lowest_price: null,
      });
      continue;
    }
    const offers = findOffers(context, search, {
      ...search.stay,
      checkin: date,
      checkout: addDays(date, nights),
    });
    const roomCount = [
      ...new Map(offers.map((offer) => [offer.roomType.code, offer.roomCount])).values(),
    ].reduce((sum, count) => sum + count, 0);
    if (offers.length === 0) {
      const anyStock = context.roomTypes.some(
        (roomType) => roomStockOn(context.stock, roomType.code, date) > 0,
      );
      calendar.push({
        date,
        status: anyStock ? 'closed' : 'sold_out',
        room_count: 0,
        lowest_price: null,
        mcp_lowest_price: null,
      });
      continue;
    }
    const lowest = Math.min(...offers.map((offer) => offer.amounts.total));
    calendar.push({
      date,
      status: roomCount <= FEW_LEFT ? 'few_left' : 'available',
      room_count: roomCount,
      lowest_price: lowest,
      mcp_lowest_price: mcp ? convert(lowest, from, mcp) : null,
    });
  }
  return HttpResponse.json({
    data: {
      start_date: start ?? '',
      end_date: end ?? '',
      nights,
      currency: from,
      mcp_currency: mcp ?? null,
      dates: calendar,
    },
  } satisfies Schemas['AvailabilityCalendarResponse']);
}

/** Handlers of the search operations. */
export const roomHandlers = [
  http.get(
    '*/hotels/:hotel_id/rooms',
    route((routeContext) => {
      const { context, search } = searchContext(routeContext);
      return HttpResponse.json({
        data: searchResult(context, search, routeContext.query, {
          base: requestBase(routeContext.request),
        }),
      } satisfies Schemas['RoomSearchResponse']);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/rooms/recommendation',
    route((routeContext) => {
      const reader = ParamReader.ofQuery(routeContext.query);
      const limit = reader.integer('limit', { min: 1, max: 50 }) ?? 6;
      reader.finish();
      const { context, search } = searchContext(routeContext, { order: 'recommended' });
      return HttpResponse.json({
        data: searchResult(context, search, routeContext.query, {
          base: requestBase(routeContext.request),
          limit,
        }),
      } satisfies Schemas['RoomSearchResponse']);
    }),
  ),
  http.get('*/hotels/:hotel_id/rooms/price', route(roomPrice)),
  http.get('*/hotels/:hotel_id/rooms/inventory', route(roomInventory)),
  http.get('*/hotels/:hotel_id/rooms/availability', route(roomAvailability)),
];
