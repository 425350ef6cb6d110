/**
 * The search itself, shared by the search, recommendation, price, inventory, availability and brand
 * handlers: which room plans a search finds (the visibility rules of the contract's `searchRooms`), their
 * stock and their prices, the result order, and the next available date.
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import type { HotelRow, KidsTierRow, PlanRow, RoomPlanRow, RoomTypeRow } from '../db/rows';
import { loadStock, planStockOn, roomStockOn } from '../db/stock';
import type { StockIndex } from '../db/stock';
import { soldExtras } from '../hotel/extras';
import { kidsTiersOf } from '../hotel/hotels';
import { effectiveMcp } from '../lib/currencies';
import { addDays, addMonths } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { membersPlansFit } from './planRules';
import { discountsWithMcp, planDiscounts, priceAmounts, toBreakdown, withMcp } from './pricing';
import type { PriceAmounts } from './pricing';
import { hotelToday, moveStay, stayDates } from './searchRequest';
import type { SearchRequest, Stay } from './searchRequest';

type Schemas = components['schemas'];

/** Everything about a hotel a search reads, loaded once per request. */
export interface HotelContext {
  readonly hotel: HotelRow;
  readonly tiers: readonly KidsTierRow[];
  readonly roomTypes: readonly RoomTypeRow[];
  readonly plans: readonly PlanRow[];
  readonly roomPlans: readonly RoomPlanRow[];
  readonly stock: StockIndex;
  readonly today: string;
}

/**
 * Loads a hotel's rows and stock.
 *
 * @example
 * ```ts
 * const context = loadHotelContext(hotelById('101'));
 * ```
 */
export function loadHotelContext(hotel: HotelRow): HotelContext {
  return {
    hotel,
    tiers: kidsTiersOf(hotel.id),
    roomTypes: db.roomType.where('hotel_id', hotel.id),
    plans: db.plan.where('hotel_id', hotel.id),
    roomPlans: db.roomPlan.where('hotel_id', hotel.id),
    stock: loadStock(hotel.id),
    today: hotelToday(hotel),
  };
}

/** One room plan a search found, with its stock and price. */
export interface Offer {
  readonly roomType: RoomTypeRow;
  readonly plan: PlanRow;
  readonly roomPlan: RoomPlanRow;
  /** Rooms of the type left over the whole stay. */
  readonly roomCount: number;
  /** Rooms left in the plan's allotment over the stay; null when it has none. */
  readonly planStockCount: number | null;
  readonly amounts: PriceAmounts;
}

/** The counted kids tiers (known codes only, each room once), echoed as `kids_tiers`. */
export function countedTiers(
  context: HotelContext,
  search: Pick<SearchRequest, 'rooms' | 'bracketRooms'>,
): string[] {
  if (context.hotel.children_mode === 'ages') return [];
  const known = new Set(context.tiers.map((tier) => tier.code));
  const rooms = search.bracketRooms ? search.rooms : search.rooms.slice(0, 1);
  return rooms.flatMap((room) => room.kidsTiers.filter((code) => known.has(code)));
}

function minOver(dates: readonly string[], read: (date: string) => number): number {
  return dates.length === 0 ? 0 : Math.min(...dates.map(read));
}

/** Whether a plan sells in this stay and to this caller (before stock). */
function planSells(context: HotelContext, search: SearchRequest, stay: Stay, plan: PlanRow): boolean {
  if (search.hotelPlanCodes.length > 0 && !search.hotelPlanCodes.includes(plan.code)) return false;
  if (plan.members_only && !membersPlansFit(search)) return false;
  // A plan on sale later is shown only when the bookability check is skipped.
  if (
    plan.booking_start_date !== null &&
    plan.booking_start_date > context.today &&
    search.bookable !== 'skip'
  )
    return false;
  const dayUse = stay.searchType === 'dated' && stay.nights === 0;
  return plan.is_day_use === dayUse;
}

/**
 * The room plans a search finds for a stay. Stock and visibility: without `is_including_occupied`, a
 * dated search shows a room plan only when stock remains — in tiers mode (unless voucher mode) only if
 * the rooms requested fit the room's count and min(`sale_limit`, `plan_stock_count`) where a limit
 * exists (the contract's `plan_stock_count` and `sale_limit`); in other modes when at least one room (and
 * one in the plan's allotment) is left.
 * Undated searches are not limited by stock.
 */
export function findOffers(context: HotelContext, search: SearchRequest, stay: Stay = search.stay): Offer[] {
  const dates = stayDates(stay);
  const dated = stay.searchType === 'dated';
  const requested = search.rooms.length;
  const tiersMode = context.hotel.children_mode !== 'ages';
  const offers: Offer[] = [];
  for (const roomType of context.roomTypes) {
    if (search.roomTypeCodes.length > 0 && !search.roomTypeCodes.includes(roomType.code)) continue;
    if (!search.filterIds.every((id) => roomType.filter_ids.includes(id))) continue;
    if (search.rooms.some((room) => room.adults + room.children > roomType.max_guests)) continue;
    const roomCount = dated
      ? minOver(dates, (date) => roomStockOn(context.stock, roomType.code, date))
      : roomType.total_rooms;
    for (const roomPlan of context.roomPlans) {
      if (roomPlan.room_type_code !== roomType.code) continue;
      if (search.roomPlanCodes.length > 0 && !search.roomPlanCodes.includes(roomPlan.code)) continue;
      const plan = context.plans.find((candidate) => candidate.code === roomPlan.plan_code);
      if (!plan || !planSells(context, search, stay, plan)) continue;
      const planStockCount =
        roomPlan.allotment === null
          ? null
          : dated
            ? minOver(dates, (date) => planStockOn(context.stock, roomPlan.code, date))
            : roomPlan.allotment;
      if (dated && !search.includingOccupied) {
        if (tiersMode && !search.voucherMode) {
          const limits = [plan.sale_limit, planStockCount].filter((limit): limit is number => limit !== null);
          if (requested > roomCount || (limits.length > 0 && requested > Math.min(...limits))) continue;
        } else if (roomCount < 1 || (planStockCount !== null && planStockCount < 1)) {
          continue;
        }
      }
      const amounts = priceAmounts({
        hotel: context.hotel,
        tiers: context.tiers,
        roomType,
        plan,
        nights: dated ? dates : Array.from({ length: stay.nights }, () => null),
        dayUse: dated && stay.nights === 0,
        rooms: search.rooms,
        promoCode: search.promoCode,
        couponCode: search.couponCode,
      });
      offers.push({ roomType, plan, roomPlan, roomCount, planStockCount, amounts });
    }
  }
  return offers;
}

const byName = (a: string, b: string): number => a.localeCompare(b, 'en');

/** Sorts offers, and the groups built from them, by the search's order. */
function compareOffers(order: SearchRequest['order']): (a: Offer, b: Offer) => number {
  switch (order) {
    case 'price_high_to_low':
      return (a, b) => b.amounts.total - a.amounts.total || byName(a.roomPlan.code, b.roomPlan.code);
    case 'recommended':
      return (a, b) =>
        a.roomType.recommend_rank - b.roomType.recommend_rank ||
        a.plan.recommend_rank - b.plan.recommend_rank ||
        byName(a.roomPlan.code, b.roomPlan.code);
    case 'asc':
      return (a, b) => byName(a.roomPlan.name, b.roomPlan.name);
    case 'desc':
      return (a, b) => byName(b.roomPlan.name, a.roomPlan.name);
    default:
      return (a, b) => a.amounts.total - b.amounts.total || byName(a.roomPlan.code, b.roomPlan.code);
  }
}

/** Orders groups (room types or plans) by their best offer, or by name for `asc` and `desc`. */
function compareGroups(
  order: SearchRequest['order'],
): (a: { name: string; offers: Offer[] }, b: { name: string; offers: Offer[] }) => number {
  const cheapest = (group: { offers: Offer[] }): number =>
    Math.min(...group.offers.map((offer) => offer.amounts.total));
  const dearest = (group: { offers: Offer[] }): number =>
    Math.max(...group.offers.map((offer) => offer.amounts.total));
  switch (order) {
    case 'asc':
      return (a, b) => byName(a.name, b.name);
    case 'desc':
      return (a, b) => byName(b.name, a.name);
    case 'price_high_to_low':
      return (a, b) => dearest(b) - dearest(a) || byName(a.name, b.name);
    case 'recommended': {
      const compare = compareOffers('recommended');
      return (a, b) => {
        const [first, other] = [a.offers[0], b.offers[0]];
        return first && other ? compare(first, other) : 0;
      };
    }
    default:
      return (a, b) => cheapest(a) - cheapest(b) || byName(a.name, b.name);
  }
}

function roomPlanResult(
  context: HotelContext,
  search: SearchRequest,
  offer: Offer,
): Schemas['RoomPlanResult'] {
  const from = context.hotel.currency;
  const mcp = effectiveMcp(context.hotel, search.mcpCurrency);
  const breakdown = toBreakdown(offer.amounts, { hotel: context.hotel });
  const first = search.rooms[0];
  return {
    room_plan_code: offer.roomPlan.code,
    room_plan_name: offer.roomPlan.name,
    hotel_plan_code: offer.plan.code,
    hotel_plan_name: offer.plan.name,
    description: offer.plan.description,
    plan_stock_count: offer.planStockCount,
    sale_limit: offer.plan.sale_limit,
    inclusive_extra_ids: [...offer.plan.inclusive_extra_ids],
    matched_search_criteria: {
      adults_count: first?.adults ?? 0,
      adults_with_companion: first?.adultCompanion ?? 0,
      children_count: first?.children ?? 0,
      children_with_kid_tier_A_companion: first?.kidTierACompanion ?? 0,
    },
    credit_card_payment: offer.plan.credit_card_payment,
    payment_method: [...offer.plan.payment_methods],
    deposit_percentage: offer.plan.deposit_percentage,
    cancellation_policy_id: offer.plan.cancellation_policy_id,
    members_only: offer.plan.members_only,
    max_discounted_nights: search.couponCode === undefined ? null : 1,
    booking_start_date: offer.plan.booking_start_date,
    price: mcp ? withMcp(breakdown, from, mcp) : breakdown,
    discounts: discountsWithMcp(planDiscounts(offer.amounts), from, mcp),
  };
}

/** How a search answer is written: the request's base for its pictures, at most `limit` groups. */
export interface ResultOptions {
  /** The base URL the request came to (`requestBase`), before the pictures' paths. */
  readonly base: string;
  readonly limit?: number;
}

function roomTypeResult(
  context: HotelContext,
  search: SearchRequest,
  roomType: RoomTypeRow,
  offers: readonly Offer[],
  base: string,
): Schemas['RoomTypeResult'] {
  return {
    room_type_code: roomType.code,
    room_type_name: roomType.name,
    description: roomType.description,
    image_urls: [`${base}${roomType.image_url}`],
    room_count: offers[0]?.roomCount ?? 0,
    max_guests: roomType.max_guests,
    room_search_filter_ids: [...roomType.filter_ids],
    room_plans: offers.map((offer) => roomPlanResult(context, search, offer)),
  };
}

/** Groups offers by room type (`type=room`), ordered, at most `limit` groups. */
export function roomResults(
  context: HotelContext,
  search: SearchRequest,
  offers: readonly Offer[],
  { base, limit = Infinity }: ResultOptions,
): Schemas['RoomTypeResult'][] {
  const groups = new Map<string, { name: string; roomType: RoomTypeRow; offers: Offer[] }>();
  for (const offer of [...offers].sort(compareOffers(search.order))) {
    const group = groups.get(offer.roomType.code) ?? {
      name: offer.roomType.name,
      roomType: offer.roomType,
      offers: [],
    };
    group.offers.push(offer);
    groups.set(offer.roomType.code, group);
  }
  return [...groups.values()]
    .sort(compareGroups(search.order))
    .slice(0, limit)
    .map((group) => roomTypeResult(context, search, group.roomType, group.offers, base));
}

/** Groups offers by hotel plan (`type=plan`), ordered, at most `limit` groups. */
export function planResults(
  context: HotelContext,
  search: SearchRequest,
  offers: readonly Offer[],
  { base, limit = Infinity }: ResultOptions,
): Schemas['PlanResult'][] {
  const groups = new Map<string, { name: string; plan: PlanRow; offers: Offer[] }>();
  for (const offer of [...offers].sort(compareOffers(search.order))) {
    const group = groups.get(offer.plan.code) ?? { name: offer.plan.name, plan: offer.plan, offers: [] };
    group.offers.push(offer);
    groups.set(offer.plan.code, group);
  }
  return [...groups.values()]
    .sort(compareGroups(search.order))
    .slice(0, limit)
    .map((group) => ({
      hotel_plan_code: group.plan.code,
      code: group.plan.code,
      name: group.plan.name,
      description: group.plan.description,
      booking_start_date: group.plan.booking_start_date,
      sale_limit: group.plan.sale_limit,
      rooms: group.offers.map((offer) => roomTypeResult(context, search, offer.roomType, [offer], base)),
    }));
}

/** The first later check-in date (same nights) with results, or null; searched up to the bookable limit. */
export function nextAvailableDate(context: HotelContext, search: SearchRequest): string | null {
  const { stay } = search;
  if (stay.searchType !== 'dated' || stay.checkin === null) return null;
  const last = addMonths(context.today, context.hotel.bookable_months);
  for (let checkin = addDays(stay.checkin, 1); checkin <= last; checkin = addDays(checkin, 1)) {
    if (findOffers(context, search, moveStay(stay, checkin)).length > 0) return checkin;
  }
  return null;
}

/** Stock of the hotel's extras (`extra_inventories`): extras with a limited stock. */
export function extraInventories(hotelId: number): Schemas['ExtraInventory'][] {
  return soldExtras(hotelId)
    .filter((extra) => extra.stock !== null)
    .map((extra) => ({ extra_id: extra.id, inventory: extra.stock ?? 0 }));
}

/** The payment promotion of the hotel, if any. */
export function paymentPromotionInfo(hotelId: number): Schemas['PaymentPromotionInfo'] | null {
  const promotion = db.paymentPromotion.get(hotelId);
  if (!promotion) return null;
  return {
    target_mode: promotion.target_mode,
    hotel_plan_codes: [...promotion.hotel_plan_codes],
    description: promotion.description,
  };
}

/** The whole search result of `searchRooms` and `getRoomRecommendations`. */
export function searchResult(
  context: HotelContext,
  search: SearchRequest,
  query: URLSearchParams,
  options: ResultOptions,
): Schemas['RoomSearchResult'] {
  const offers = findOffers(context, search);
  const mcp = effectiveMcp(context.hotel, search.mcpCurrency);
  return {
    // Derived from the query, so the same search gives the same id on every run.
    search_id: `srch_${fingerprint(`${context.hotel.id}?${query.toString()}`)}`,
    type: search.type,
    rooms: search.type === 'room' ? roomResults(context, search, offers, options) : [],
    plans: search.type === 'plan' ? planResults(context, search, offers, options) : [],
    kids_tiers: countedTiers(context, search),
    next_available_date:
      offers.length === 0 && search.nextAvailable ? nextAvailableDate(context, search) : null,
    payment_promotion_info: paymentPromotionInfo(context.hotel.id),
    extra_inventories: extraInventories(context.hotel.id),
    currency: context.hotel.currency,
    mcp_currency: mcp ?? null,
  };
}
