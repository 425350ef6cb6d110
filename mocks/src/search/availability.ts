/**
 * Stock as the search operations report it: `getRoomInventory` (rooms left per room type and night, and
 * each room plan's allotment and sale limit) and `getRoomAvailability` (a calendar: per date a status,
 * the rooms the search finds and its lowest price). A calendar date is `not_bookable` before today or
 * after the bookable months, `lottery_only` when the stay from it takes a lottery-only night and the
 * search names no open lottery event, `sold_out` when no room type has a room, `closed` when rooms are
 * left but no plan sells, `few_left` at 3 rooms or fewer, else `available`.
 */
import type { components } from '@staykit/sdk';
import { planStockOn, roomStockOn } from '../db/stock';
import { convert, effectiveMcp } from '../lib/currencies';
import { addDays, addMonths } from '../lib/dates';
import { extraInventories, findOffers } from './searchEngine';
import type { HotelContext } from './searchEngine';
import { hasOpenLotteryEvent, lotteryOnlyDates } from './lotteryRules';
import { stayDates } from './searchRequest';
import type { SearchRequest } from './searchRequest';

type Schemas = components['schemas'];

// Rooms left at or below this count make a date `few_left`.
const FEW_LEFT = 3;

/**
 * The inventory of a hotel for a search: room types, their nights and their room plans.
 *
 * @example
 * ```ts
 * roomInventory(context, search).rooms[0]?.room_count; // 8
 * ```
 */
export function roomInventory(
  context: HotelContext,
  search: SearchRequest,
): Schemas['RoomInventoryResponse']['data'] {
  const dates = stayDates(search.stay);
  const dated = search.stay.searchType === 'dated';
  const wanted = (codes: readonly string[], code: string): boolean =>
    codes.length === 0 || codes.includes(code);
  const rooms: Schemas['RoomInventory'][] = context.roomTypes
    .filter((roomType) => wanted(search.roomTypeCodes, roomType.code))
    .map((roomType) => {
      const perNight = dates.map((date) => ({
        date,
        room_count: roomStockOn(context.stock, roomType.code, date),
      }));
      const roomPlans = context.roomPlans
        .filter((roomPlan) => roomPlan.room_type_code === roomType.code)
        .filter((roomPlan) => wanted(search.roomPlanCodes, roomPlan.code))
        .filter((roomPlan) => wanted(search.hotelPlanCodes, roomPlan.plan_code))
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
  return { rooms, extra_inventories: extraInventories(context.hotel.id) };
}

/**
 * The availability calendar from `start` to `end` (included) of stays of `nights` nights.
 *
 * @example
 * ```ts
 * availabilityCalendar(context, search, '2026-12-01', '2026-12-31', 1)[0]?.status; // 'available'
 * ```
 */
export function availabilityCalendar(
  context: HotelContext,
  search: SearchRequest,
  start: string,
  end: string,
  nights: number,
): Schemas['AvailabilityDate'][] {
  const { hotel } = context;
  const mcp = effectiveMcp(hotel, search.mcpCurrency);
  const lastBookable = addMonths(context.today, hotel.bookable_months);
  // The search's own rule (lotteryRules.ts): lottery-only nights are open to the lottery's event only.
  const lotteryOnly = new Set(hasOpenLotteryEvent(hotel, search) ? [] : lotteryOnlyDates(hotel));
  const closedDay = (
    date: string,
    status: Schemas['AvailabilityDate']['status'],
  ): Schemas['AvailabilityDate'] => ({
    date,
    status,
    room_count: 0,
    lowest_price: null,
    mcp_lowest_price: null,
  });
  const calendar: Schemas['AvailabilityDate'][] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (date < context.today || date > lastBookable) {
      calendar.push(closedDay(date, 'not_bookable'));
      continue;
    }
    const stay = { ...search.stay, checkin: date, checkout: addDays(date, nights) };
    if (stayDates(stay).some((night) => lotteryOnly.has(night))) {
      calendar.push(closedDay(date, 'lottery_only'));
      continue;
    }
    const offers = findOffers(context, search, stay);
    if (offers.length === 0) {
      const anyStock = context.roomTypes.some(
        (roomType) => roomStockOn(context.stock, roomType.code, date) > 0,
      );
      calendar.push(closedDay(date, anyStock ? 'closed' : 'sold_out'));
      continue;
    }
    const roomCount = [
      ...new Map(offers.map((offer) => [offer.roomType.code, offer.roomCount])).values(),
    ].reduce((sum, count) => sum + count, 0);
    const lowest = Math.min(...offers.map((offer) => offer.amounts.total));
    calendar.push({
      date,
      status: roomCount <= FEW_LEFT ? 'few_left' : 'available',
      room_count: roomCount,
      lowest_price: lowest,
      mcp_lowest_price: mcp ? convert(lowest, hotel.currency, mcp) : null,
    });
  }
  return calendar;
}
