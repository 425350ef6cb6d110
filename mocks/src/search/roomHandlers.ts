/**
 * The search operations of a hotel: `searchRooms`, `getRoomRecommendations`, `getRoomPrice`,
 * `getRoomInventory` and `getRoomAvailability`. They share the reading and the rules of a search
 * (`searchRequest.ts`, `lotteryRules.ts`) and the search itself (`searchEngine.ts`), so a price check
 * (`priceCheck.ts`) always agrees with the search.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { ParamReader } from '../http/params';
import { requestBase } from '../http/requestBase';
import { requestLanguage, userTokenOf } from '../http/requestHeaders';
import { pathParam, route } from '../http/route';
import type { RouteContext } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { checkLotteryLink } from '../lottery/lotteryLink';
import { effectiveMcp, isCurrencyCode } from '../lib/currencies';
import { daysBetween } from '../lib/dates';
import { availabilityCalendar, roomInventory } from './availability';
import { checkLotteryAndLanguage } from './lotteryRules';
import type { LotteryRuleScope } from './lotteryRules';
import { checkPrice } from './priceCheck';
import { loadHotelContext, searchResult } from './searchEngine';
import type { HotelContext } from './searchEngine';
import { checkHotelRules, readLottery, readRooms, readSearchRequest } from './searchRequest';
import type { SearchRequest } from './searchRequest';
import { updateModeStock } from './updateModeStock';

type Schemas = components['schemas'];

const CODE = /^[A-Za-z0-9_-]+$/;

/** Reads and checks a search of the hotel in the path, and loads what it searches (update mode aside). */
function searchContext(
  { params, query, request }: RouteContext,
  defaults: { order?: SearchRequest['order'] } = {},
  scope: LotteryRuleScope = 'search',
): { context: HotelContext; search: SearchRequest } {
  const hotel = hotelById(pathParam(params, 'hotel_id'));
  const search = readSearchRequest(query, request, defaults);
  checkHotelRules(hotel, search);
  checkLotteryAndLanguage(hotel, search, scope, request);
  const context = loadHotelContext(hotel);
  return { context: { ...context, stock: updateModeStock(request, hotel, query, context.stock) }, search };
}

/** The search of an availability calendar: the guests, codes and prices of a stay from each date. */
function readCalendarRequest({ query, request }: RouteContext): {
  search: SearchRequest;
  start: string;
  end: string;
  nights: number;
} {
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
  const userToken = userTokenOf(request);
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
    includingOccupied: reader.boolean('is_including_occupied') ?? false,
    voucherMode: reader.oneOf('mode', ['voucher'] as const) === 'voucher',
    bookable: undefined,
    nextAvailable: false,
    promoCode: reader.string('promo_code', { minLength: 1, maxLength: 64 }),
    couponCode: reader.string('coupon_code', { minLength: 1, maxLength: 64 }),
    mcpCurrency: mcpText !== undefined && isCurrencyCode(mcpText) ? mcpText : undefined,
    dynamicPackage: reader.oneOf('dynamic_package', ['wbf'] as const) === 'wbf',
    signedIn: userToken !== null,
    userToken,
    language: requestLanguage(request),
    lottery: readLottery(reader),
  };
  // Checked for their form only: the mock prices no voucher or Google promotion in a calendar, and
  // update mode (`reservation_no`, `bypass_token`) reaches the stock through the handler.
  reader.string('voucher_coupon_code', { minLength: 1, maxLength: 64 });
  reader.string('google_promo_code', { maxLength: 64 });
  reader.string('current_lottery_entry', { minLength: 4, maxLength: 40, pattern: /^[A-Za-z0-9-]+$/ });
  reader.finish();
  return { search, start: start ?? '', end: end ?? '', nights };
}

/** Handlers of the search operations. */
export const roomHandlers = [
  http.get(
    '*/hotels/:hotel_id/rooms',
    route((routeContext) => {
      const { context, search } = searchContext(routeContext);
      const base = requestBase(routeContext.request);
      return HttpResponse.json({
        data: searchResult(context, search, routeContext.query, { base }),
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
      const base = requestBase(routeContext.request);
      return HttpResponse.json({
        data: searchResult(context, search, routeContext.query, { base, limit }),
      } satisfies Schemas['RoomSearchResponse']);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/rooms/price',
    route(({ params, query, request }) => {
      const data = checkPrice(request, hotelById(pathParam(params, 'hotel_id')), query);
      return HttpResponse.json({ data } satisfies Schemas['RoomPriceResponse']);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/rooms/inventory',
    route((routeContext) => {
      const { context, search } = searchContext(routeContext, {}, 'inventory');
      return HttpResponse.json({
        data: roomInventory(context, search),
      } satisfies Schemas['RoomInventoryResponse']);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/rooms/availability',
    route((routeContext) => {
      const hotel = hotelById(pathParam(routeContext.params, 'hotel_id'));
      const { search, start, end, nights } = readCalendarRequest(routeContext);
      // Past dates and dates beyond the bookable months are `not_bookable` here, not errors: skip those rules.
      checkHotelRules(hotel, { ...search, stay: { ...search.stay, checkin: null } });
      checkLotteryLink(search.lottery.accessToken);
      const loaded = loadHotelContext(hotel);
      // In update mode the stay's own rooms count as free, as in the search.
      const stock = updateModeStock(routeContext.request, hotel, routeContext.query, loaded.stock);
      const context = { ...loaded, stock };
      const mcp = effectiveMcp(hotel, search.mcpCurrency);
      return HttpResponse.json({
        data: {
          start_date: start,
          end_date: end,
          nights,
          currency: hotel.currency,
          mcp_currency: mcp ?? null,
          dates: availabilityCalendar(context, search, start, end, nights),
        },
      } satisfies Schemas['AvailabilityCalendarResponse']);
    }),
  ),
];
