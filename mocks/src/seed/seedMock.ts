/**
 * Writes the seed into the db: brands, the scenario hotels of `scenarios.ts`, 365 nights of stock from
 * the clock's today, extras, questions, cancellation policies, notifications and payment promotions.
 * Deterministic: the same clock gives the same rows.
 */
import { nowMillis } from '../clock';
import { db } from '../db/db';
import { setStock } from '../db/stock';
import { brandLogoPath, hotelImagePath } from '../hotel/hotelImages';
import { addDays, dateAtOffset, dateRange } from '../lib/dates';
import { BRANDS, HOTELS, KIDS_TIERS, ROOM_SEARCH_FILTERS } from './scenarios';
import { seedMembers } from './seedMembers';
import { seedPayLinks } from './seedPayLinks';
import type { HotelScenario } from './scenarios';

/** Nights of stock written from today. */
export const STOCKED_DAYS = 365;

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

function seedHotel(hotel: HotelScenario, today: string): void {
  db.hotel.create({
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
      db.kidsTier.create({
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

  const days = dateRange(today, STOCKED_DAYS);
  hotel.roomTypes.forEach((roomType, index) => {
    db.roomType.create({
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
    db.plan.create({
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
      inclusive_extra_ids: [...(plan.inclusiveExtraIds ?? [])],
      recommend_rank: index,
    });
  });

  for (const [roomTypeCode, planCode, allotment] of hotel.roomPlans) {
    const code = `${roomTypeCode}-${planCode}`;
    const roomType = hotel.roomTypes.find((candidate) => candidate.code === roomTypeCode);
    const plan = hotel.plans.find((candidate) => candidate.code === planCode);
    db.roomPlan.create({
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

function seedTokyoExtras(today: string): void {
  const base = { hotel_id: 101, question: null, answer_required: false, active: true };
  db.extra.create({
    ...base,
    id: 7,
    name: 'Champagne on arrival',
    description: 'A bottle waiting in the room.',
    extra_type: 'date_based',
    booking_available_dates: [addDays(today, 23), addDays(today, 24)],
    unit_price: 5000,
    stock: 10,
    min: 0,
    max: 2,
    hotel_plan_codes: [],
    order_deadline_days_before: 2,
  });
  db.extra.create({
    ...base,
    id: 8,
    name: 'Breakfast voucher',
    description: 'One buffet breakfast.',
    extra_type: 'generic',
    booking_available_dates: [],
    unit_price: 2500,
    stock: 50,
    min: 0,
    max: 4,
    hotel_plan_codes: ['RO', 'BF'],
    order_deadline_days_before: null,
  });
  db.extra.create({
    ...base,
    id: 9,
    name: 'Airport limousine',
    description: 'From Haneda or Narita.',
    extra_type: 'generic',
    booking_available_dates: [],
    unit_price: 3200,
    stock: null,
    min: 1,
    max: 6,
    hotel_plan_codes: [],
    question: 'Your flight number?',
    answer_required: true,
    order_deadline_days_before: null,
  });
  db.extra.create({
    ...base,
    id: 10,
    name: 'Late check-out until 14:00',
    description: 'Stay longer on the last day.',
    extra_type: 'date_based',
    booking_available_dates: dateRange(today, 60),
    unit_price: 3000,
    stock: 5,
    min: 0,
    max: 1,
    hotel_plan_codes: [],
    order_deadline_days_before: 1,
  });
  db.extra.create({
    ...base,
    id: 98,
    name: 'Limited souvenir',
    description: 'Sold out.',
    extra_type: 'generic',
    booking_available_dates: [],
    unit_price: 1500,
    stock: 0,
    min: 0,
    max: 3,
    hotel_plan_codes: [],
    order_deadline_days_before: null,
  });
  db.extra.create({
    ...base,
    id: 99,
    name: 'Discontinued spa voucher',
    description: 'No longer sold.',
    extra_type: 'generic',
    booking_available_dates: [],
    unit_price: 8000,
    stock: null,
    min: 0,
    max: 2,
    hotel_plan_codes: [],
    order_deadline_days_before: null,
    active: false,
  });
}

function seedQuestions(today: string): void {
  const hotel = {
    ownable_type: 'hotel',
    owner_id: 101,
    chat_form_field_type: null,
    description: '',
    hotel_plan_codes: [],
    display_start_date: null,
    display_end_date: null,
    option_ids: [],
    option_labels: [],
    book_enabled: true,
    ota_enabled: false,
  };
  db.question.create({
    ...hotel,
    id: 31,
    question_type: 'checkin',
    answer_type: 'options',
    chat_form_field_type: 'checkin',
    title: 'Arrival time',
    description: 'Please tell us your expected arrival time.',
    required: true,
    labels: ['all_users'],
    option_ids: [1, 2, 3],
    option_labels: ['15:00-17:00', '17:00-19:00', '19:00-21:00'],
    ota_enabled: true,
  });
  db.question.create({
    ...hotel,
    id: 32,
    question_type: 'notification',
    answer_type: 'text',
    title: 'Christmas dinner',
    description: 'Our Christmas dinner needs a booking by 20 December.',
    required: false,
    labels: ['all_users'],
    display_start_date: addDays(today, 20),
    display_end_date: addDays(today, 26),
  });
  db.question.create({
    ...hotel,
    id: 33,
    question_type: 'free',
    answer_type: 'text',
    chat_form_field_type: 'free',
    title: 'Allergies',
    description: 'Tell us about food allergies for breakfast.',
    required: false,
    labels: ['all_users'],
    hotel_plan_codes: ['BF'],
  });
  db.question.create({
    ...hotel,
    id: 34,
    question_type: 'people_per_room',
    answer_type: 'text',
    chat_form_field_type: 'number_of_men_women_per_room',
    title: 'Men and women per room',
    description: 'For the yukata we prepare.',
    required: false,
    labels: ['membership_program_1', 'rank_all'],
  });
  db.question.create({
    ...hotel,
    id: 35,
    question_type: 'free',
    answer_type: 'file',
    chat_form_field_type: 'file_attachment',
    title: 'Passport copy',
    description: 'Guests without a Japanese address: attach a passport copy.',
    required: false,
    labels: ['place'],
    book_enabled: true,
    ota_enabled: true,
  });
  const brand = { ...hotel, ownable_type: 'hotel_brand', owner_id: 900 };
  db.question.create({
    ...brand,
    id: 51,
    question_type: 'notification',
    answer_type: 'text',
    title: 'Renovation notice',
    description: 'Lobbies of all facilities are being renovated.',
    required: false,
    labels: ['target_all_facilities', 'all_users'],
    display_start_date: today,
    display_end_date: addDays(today, 60),
  });
  db.question.create({
    ...brand,
    id: 52,
    question_type: 'notification',
    answer_type: 'text',
    title: 'Tokyo Station works',
    description: 'The north exit is closed.',
    required: false,
    labels: ['target_facility_101', 'all_users'],
    display_start_date: null,
    display_end_date: addDays(today, 30),
  });
  db.question.create({
    ...brand,
    id: 53,
    question_type: 'free',
    answer_type: 'text',
    chat_form_field_type: 'free',
    title: 'How did you hear about us?',
    required: false,
    labels: ['all_users'],
  });
}

function seedCancellationPolicies(): void {
  const standard = { description: '', is_non_refundable: false, no_show_percentage_of_cost: 100 };
  db.cancellationPolicy.create({
    ...standard,
    id: 12,
    hotel_id: 101,
    name: 'Standard policy',
    description: 'Free cancellation until 3 days before check-in.',
    part_days_before: [3, 0],
    part_hours_after: [0, 0],
    part_percentage_of_cost: [50, 100],
  });
  db.cancellationPolicy.create({
    ...standard,
    id: 13,
    hotel_id: 101,
    name: 'Non-refundable',
    description: 'No refund once booked.',
    part_days_before: [365],
    part_hours_after: [0],
    part_percentage_of_cost: [100],
    is_non_refundable: true,
  });
  db.cancellationPolicy.create({
    ...standard,
    id: 21,
    hotel_id: 102,
    name: 'Ryokan policy',
    description: 'Free until 7 days before check-in.',
    part_days_before: [7, 1],
    part_hours_after: [0, 0],
    part_percentage_of_cost: [30, 80],
  });
  db.cancellationPolicy.create({
    ...standard,
    id: 22,
    hotel_id: 102,
    name: 'Non-refundable',
    description: 'No refund once booked.',
    part_days_before: [365],
    part_hours_after: [0],
    part_percentage_of_cost: [100],
    is_non_refundable: true,
  });
  db.cancellationPolicy.create({
    ...standard,
    id: 31,
    hotel_id: 201,
    name: '標準取消政策 Standard',
    description: 'Free until 2 days before check-in.',
    part_days_before: [2],
    part_hours_after: [0],
    part_percentage_of_cost: [100],
  });
  db.cancellationPolicy.create({
    ...standard,
    id: 41,
    hotel_id: 301,
    name: '표준 Standard',
    description: 'Free until 1 day before check-in.',
    part_days_before: [1],
    part_hours_after: [12],
    part_percentage_of_cost: [100],
  });
}

function seedHotelSettings(today: string): void {
  for (const [id, name, nameJa] of ROOM_SEARCH_FILTERS) {
    db.roomSearchFilter.create({ id, hotel_id: 101, name, name_ja: nameJa });
  }
  db.notification.create({
    id: 1,
    hotel_id: 101,
    title: 'Card payments paused',
    body: 'Card payments are unavailable from 04:00 to 06:00 (JST) during maintenance.',
    labels: ['all_users'],
    display_start_date: today,
    display_end_date: addDays(today, 7),
  });
  db.notification.create({
    id: 2,
    hotel_id: 101,
    title: 'Members: free late check-out',
    body: 'Signed-in members check out at 13:00.',
    labels: ['membership_program_1'],
    display_start_date: null,
    display_end_date: null,
  });
  db.paymentPromotion.create({
    hotel_id: 101,
    target_mode: 'include',
    hotel_plan_codes: ['BF', 'RO'],
    description: '5% off when paying by card.',
  });
  db.paymentPromotion.create({
    hotel_id: 102,
    target_mode: 'exclude',
    hotel_plan_codes: ['NR'],
    description: '3% off when paying by card.',
  });
}

/** Writes the whole seed into the (empty) db, with dates counted from the mock clock's today. */
export function seedMock(): void {
  for (const brand of BRANDS) {
    db.brand.create({
      id: brand.id,
      code: brand.code,
      name: brand.name,
      logo_url: brandLogoPath(brand.code),
      custom_auth_enabled: false,
      hide_logout: false,
    });
  }
  for (const hotel of HOTELS) seedHotel(hotel, dateAtOffset(nowMillis(), hotel.utcOffsetMinutes));
  const tokyoToday = dateAtOffset(nowMillis(), 540);
  seedTokyoExtras(tokyoToday);
  seedQuestions(tokyoToday);
  seedCancellationPolicies();
  seedHotelSettings(tokyoToday);
  seedMembers();
  seedPayLinks();
}
