/**
 * The seed's brands and hotels (`scenarios.ts`): each hotel with its kids tiers, room types, plans and
 * room plans, and 365 nights of stock from its today. Deterministic: the same clock gives the same rows.
 */
import { db } from '../db/db';
import { setStock } from '../db/stock';
import { hotelImagePath } from '../hotel/hotelImages';
import { addDays, dateRange } from '../lib/dates';
import { KIDS_TIERS } from './scenarios';
import type { HotelScenario } from './scenarios';

/** Nights of stock written from today. */
export const STOCKED_DAYS = 365;

// The year of dates a hotel is stocked for is the same list for every hotel with the same today, and for
// every reset on the same day: made once (a reset, before each test of the mock's users, wrote it once a
// hotel, the largest part of its time). A few days' lists are kept; a clock moved further starts afresh.
const stockedDaysByToday = new Map<string, readonly string[]>();
function stockedDays(today: string): readonly string[] {
  let days = stockedDaysByToday.get(today);
  if (!days) {
    if (stockedDaysByToday.size >= 8) stockedDaysByToday.clear();
    days = Object.freeze(dateRange(today, STOCKED_DAYS));
    stockedDaysByToday.set(today, days);
  }
  return days;
}

/** demo-tokyo's Executive Suite is sold out on this night (offset from today: 2026-12-24 by default). */
export const TOKYO_SUITE_SOLD_OUT_DAY = 23;

/**
 * Rooms of a room type left on a night, before any booking: the total less 0, 1 or 2 rooms in a
 * repeating pattern (so stock differs by night and room type) but never below 1, and 0 only on the
 * scenario's sold-out nights.
 */
export function seededRoomStock(
  hotel: HotelScenario,
  roomTypeIndex: number,
  day: number,
  totalRooms: number,
): number {
  if (hotel.soldOutDays && day >= hotel.soldOutDays.from && day <= hotel.soldOutDays.to) return 0;
  if (hotel.code === 'demo-tokyo' && roomTypeIndex === 2 && day === TOKYO_SUITE_SOLD_OUT_DAY) return 0;
  return Math.max(1, totalRooms - ((day + 2 * roomTypeIndex) % 3));
}

/** Writes a scenario hotel and its rooms, plans and stock, counted from `today`. */
export function seedHotel(hotel: HotelScenario, today: string): void {
  db.hotel.insert({
    id: hotel.id,
    code: hotel.code,
    name: hotel.name,
    brand_id: hotel.brandId,
    sort_index: hotel.id,
    currency: hotel.currency,
    locale: hotel.locale,
    time_zone: hotel.timeZone,
    utc_offset_minutes: hotel.utcOffsetMinutes,
    book_languages: [...hotel.bookLanguages],
    children_mode: hotel.childrenMode,
    max_children_per_adult: hotel.maxChildrenPerAdult,
    search_type: hotel.searchType,
    max_guests_per_room: hotel.maxGuestsPerRoom,
    multi_rooms_search_limit: hotel.multiRoomsSearchLimit,
    bookable_months: hotel.bookableMonths,
    mcp_enabled: hotel.mcpEnabled,
    bot_check: hotel.botCheck ?? false,
    tax_percent: hotel.taxPercent,
    accommodation_tax_per_adult_night: hotel.accommodationTaxPerAdultNight,
    payment_gateway: hotel.paymentGateway,
    payment_options: [...hotel.paymentOptions],
    taiwan_receipts: hotel.taiwanReceipts,
    button_colour: hotel.colours[0],
    header_colour: hotel.colours[1],
    description: hotel.description,
    image_url: hotelImagePath(hotel.code, 'main'),
    post_code: hotel.address[0],
    full_address: hotel.address[1],
    country: hotel.address[2],
    phone: hotel.phone,
    email: `stay@${hotel.code}.example.com`,
    url: `https://${hotel.code}.example.com/`,
  });

  if (hotel.childrenMode !== 'ages') {
    KIDS_TIERS.forEach(([code, name, minAge, maxAge, isCompanion, ratePercent], index) => {
      db.kidsTier.insert({
        id: `${hotel.id}:${code}`,
        hotel_id: hotel.id,
        code,
        name,
        min_age: minAge,
        max_age: maxAge,
        meal_options: isCompanion ? ['meal_yes_bedding'] : code === 'B' ? ['meal_no_bedding'] : ['meal_no'],
        is_companion: isCompanion,
        rate_percent: ratePercent,
        sort_index: index,
      });
    });
  }

  const days = stockedDays(today);
  hotel.roomTypes.forEach((roomType, index) => {
    db.roomType.insert({
      id: `${hotel.id}:${roomType.code}`,
      hotel_id: hotel.id,
      code: roomType.code,
      name: roomType.name,
      description: `${roomType.name}, up to ${roomType.maxGuests} guests.`,
      image_url: hotelImagePath(hotel.code, roomType.code),
      total_rooms: roomType.totalRooms,
      max_guests: roomType.maxGuests,
      filter_ids: [...roomType.filterIds],
      base_rate: roomType.baseRate,
      recommend_rank: hotel.roomTypes.length - index,
    });
    days.forEach((date, day) => {
      setStock(
        hotel.id,
        'rooms',
        roomType.code,
        date,
        seededRoomStock(hotel, index, day, roomType.totalRooms),
      );
    });
  });

  hotel.plans.forEach((plan, index) => {
    db.plan.insert({
      id: `${hotel.id}:${plan.code}`,
      hotel_id: hotel.id,
      code: plan.code,
      name: plan.name,
      description: plan.description,
      supplement_per_adult: plan.supplementPerAdult,
      sale_limit: plan.saleLimit,
      members_only: plan.membersOnly ?? false,
      credit_card_payment: plan.paymentMethods.some((method) => method.includes('credit_card')),
      payment_methods: [...plan.paymentMethods],
      deposit_percentage: plan.depositPercentage ?? null,
      cancellation_policy_id: plan.cancellationPolicyId,
      booking_start_date: plan.onSaleInDays === undefined ? null : addDays(today, plan.onSaleInDays),
      is_day_use: plan.isDayUse ?? false,
      special_discount_percent: plan.specialDiscountPercent ?? 0,
      rounding_unit: plan.roundingUnit ?? null,
      inclusive_extra_ids: [...(plan.inclusiveExtraIds ?? [])],
      recommend_rank: index,
    });
  });

  for (const [roomTypeCode, planCode, allotment] of hotel.roomPlans) {
    const code = `${roomTypeCode}-${planCode}`;
    const roomType = hotel.roomTypes.find((candidate) => candidate.code === roomTypeCode);
    const plan = hotel.plans.find((candidate) => candidate.code === planCode);
    db.roomPlan.insert({
      id: `${hotel.id}:${code}`,
      hotel_id: hotel.id,
      code,
      name: `${roomType?.name ?? roomTypeCode} - ${plan?.name ?? planCode}`,
      room_type_code: roomTypeCode,
      plan_code: planCode,
      allotment,
    });
    if (allotment !== null) {
      days.forEach((date, day) => {
        const soldOut = hotel.soldOutDays && day >= hotel.soldOutDays.from && day <= hotel.soldOutDays.to;
        setStock(hotel.id, 'plans', code, date, soldOut ? 0 : allotment);
      });
    }
  }
}
