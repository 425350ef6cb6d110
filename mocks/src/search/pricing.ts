/**
 * The mock's rates: a pure, documented function of (room type, plan, date, guests), so prices need not
 * be stored and search, price check and calendar always agree.
 *
 * Night rate of one room, tax excluded, in the hotel currency:
 *   room part  = base_rate × date factor × occupancy (1 adult 0.8; 2 adults 1; each further adult +0.3)
 *   children   = Σ (base_rate ÷ 2) × date factor × child percent (tiers: the tier's `rate_percent`,
 *                unknown tiers 50%; ages: 6 or older 50%, younger 0%)
 *   meals      = plan.supplement_per_adult × adults
 *   date factor: Friday and Saturday nights 1.2, 20 December to 3 January 1.5 (both multiply); undated 1
 *   day use    = half the room part and children, no meals
 * Totals: tax = tax_percent of the original price (before discounts); accommodation tax per adult and
 * night; special discount = plan percent of the price with tax; rounding discount = what rounding each
 * room's rest down to the plan's `rounding_unit` takes off (demo-kyoto's WES-NR: 100); promo `PROMO10`
 * 10% of what remains;
 * coupon `WELCOME10` 10% of the first night with tax; members pay 5% less (`sign_in_discount`).
 */
import type { components } from '@staykit/sdk';
import type { HotelRow, KidsTierRow, PlanRow, RoomTypeRow } from '../db/rows';
import { COUPON, PROMOTION } from '../seed/scenarios';
import { convert, roundAmount } from '../lib/currencies';
import type { CurrencyCode, Money } from '../lib/currencies';
import type { GuestMix } from './searchRequest';

/** A price breakdown of the contract. */
export type PriceBreakdown = components['schemas']['PriceBreakdown'];
/** A discount of the contract. */
export type Discount = components['schemas']['Discount'];

/** Members' discount on the total, in percent. */
export const MEMBER_DISCOUNT_PERCENT = 5;

/** The multiplier of a night's date. */
export function dateFactor(date: string | null): number {
  if (date === null) return 1;
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay();
  const monthDay = date.slice(5);
  const weekend = weekday === 5 || weekday === 6 ? 1.2 : 1;
  const season = monthDay >= '12-20' || monthDay <= '01-03' ? 1.5 : 1;
  return weekend * season;
}

function childPercent(hotel: HotelRow, tiers: readonly KidsTierRow[], room: GuestMix, index: number): number {
  if (hotel.children_mode === 'ages') {
    const age = room.kidsAges[index];
    return age === undefined || age >= 6 ? 50 : 0;
  }
  const code = room.kidsTiers[index];
  return tiers.find((tier) => tier.code === code)?.rate_percent ?? 50;
}

/** The rate of one room for one night (or one day of day use), tax excluded, unrounded. */
export function nightRate(
  hotel: HotelRow,
  tiers: readonly KidsTierRow[],
  roomType: RoomTypeRow,
  plan: PlanRow,
  date: string | null,
  room: GuestMix,
): number {
  const factor = dateFactor(date);
  const occupancy = room.adults === 1 ? 0.8 : 1 + 0.3 * Math.max(0, room.adults - 2);
  let children = 0;
  for (let index = 0; index < room.children; index += 1) {
    children += (roomType.base_rate / 2) * factor * (childPercent(hotel, tiers, room, index) / 100);
  }
  const roomPart = roomType.base_rate * factor * occupancy;
  if (plan.is_day_use) return (roomPart + children) / 2;
  return roomPart + children + plan.supplement_per_adult * room.adults;
}

/** What a breakdown is computed from. */
export interface PriceInput {
  readonly hotel: HotelRow;
  readonly tiers: readonly KidsTierRow[];
  readonly roomType: RoomTypeRow;
  readonly plan: PlanRow;
  /** The nights' dates (one date for day use); `null` entries for undated nights. */
  readonly nights: readonly (string | null)[];
  /** Whether the stay is day use (no accommodation tax). */
  readonly dayUse: boolean;
  /** One entry per room priced. */
  readonly rooms: readonly GuestMix[];
  readonly promoCode: string | undefined;
  readonly couponCode: string | undefined;
}

/** Amounts of one priced line, before they are written as a breakdown. */
export interface PriceAmounts {
  readonly original: number;
  readonly tax: number;
  readonly accommodationTax: number;
  readonly special: number;
  /** What the plan's rounding took off (0 for a plan that does not round). */
  readonly rounding: number;
  readonly promotion: number | undefined;
  readonly coupon: number | undefined;
  readonly total: number;
}

/** Computes the amounts of a room plan for rooms and nights. */
export function priceAmounts(input: PriceInput): PriceAmounts {
  const currency = input.hotel.currency;
  const round = (amount: number): number => roundAmount(amount, currency);
  const withTax = (amount: number): number => amount * (1 + input.hotel.tax_percent / 100);
  let original = 0;
  let firstNight = 0;
  const perRoom = input.rooms.map(() => 0);
  input.nights.forEach((date, index) => {
    input.rooms.forEach((room, roomIndex) => {
      const rate = round(nightRate(input.hotel, input.tiers, input.roomType, input.plan, date, room));
      original += rate;
      perRoom[roomIndex] = (perRoom[roomIndex] ?? 0) + rate;
      if (index === 0) firstNight += rate;
    });
  });
  const tax = round((original * input.hotel.tax_percent) / 100);
  const adults = input.rooms.reduce((sum, room) => sum + room.adults, 0);
  const accommodationTax = input.dayUse
    ? 0
    : round(input.hotel.accommodation_tax_per_adult_night * adults * input.nights.length);
  const special = round(((original + tax) * input.plan.special_discount_percent) / 100);
  // Each room's price rounds on its own, so one search of several rooms, a price check of a line each and
  // the booking all take off the same.
  const unit = input.plan.rounding_unit;
  const rounding =
    unit === null
      ? 0
      : perRoom.reduce((sum, roomOriginal) => {
          const roomTax = round((roomOriginal * input.hotel.tax_percent) / 100);
          const roomSpecial = round(((roomOriginal + roomTax) * input.plan.special_discount_percent) / 100);
          return sum + round((roomOriginal + roomTax - roomSpecial) % unit);
        }, 0);
  const planPrice = original + tax - special - rounding;
  const promotion =
    input.promoCode === PROMOTION.code ? round((planPrice * PROMOTION.percent) / 100) : undefined;
  // The coupon discounts only its first nights (max_discounted_nights).
  const coupon =
    input.couponCode === COUPON.code ? round((withTax(firstNight) * COUPON.percent) / 100) : undefined;
  const total = planPrice + accommodationTax - (promotion ?? 0) - (coupon ?? 0);
  return { original, tax, accommodationTax, special, rounding, promotion, coupon, total: round(total) };
}

/** Extras added to a breakdown: price without and with tax. */
export interface ExtrasAmounts {
  readonly withoutTax: number;
  readonly withTax: number;
}

/** Writes amounts as a breakdown (fields that do not apply are left out, as the contract says). */
export function toBreakdown(
  amounts: PriceAmounts,
  options: { hotel: HotelRow; plan?: PlanRow; depositPercentage?: number | null; extras?: ExtrasAmounts },
): PriceBreakdown {
  const currency = options.hotel.currency;
  const round = (amount: number): number => roundAmount(amount, currency);
  const extras = options.extras;
  const total = round(amounts.total + (extras?.withTax ?? 0));
  const discounted =
    amounts.original +
    amounts.tax -
    amounts.special -
    amounts.rounding -
    (amounts.promotion ?? 0) -
    (amounts.coupon ?? 0);
  const breakdown: PriceBreakdown = {
    total_price: total,
    tax: amounts.tax,
    accommodation_tax: amounts.accommodationTax,
    original_price: amounts.original,
    original_price_with_tax: round(amounts.original + amounts.tax),
    discounted_price: round(discounted),
    // The contract's sum of the plans' special and rounding discounts.
    total_special_discount: amounts.special + amounts.rounding,
    total_price_without_tax: round(
      total - amounts.tax - amounts.accommodationTax - ((extras?.withTax ?? 0) - (extras?.withoutTax ?? 0)),
    ),
    sign_in_discount: { total_price_after_discount: round(total - (total * MEMBER_DISCOUNT_PERCENT) / 100) },
    non_sign_in_discount: { total_price_after_discount: total },
  };
  if (amounts.rounding > 0) breakdown.rounding_discount = amounts.rounding;
  if (amounts.promotion !== undefined) breakdown.promotion_discount_amount = amounts.promotion;
  if (amounts.coupon !== undefined) breakdown.coupon_discount_amount = amounts.coupon;
  if (extras) {
    breakdown.extra_price_without_tax = extras.withoutTax;
    breakdown.total_extra_price = extras.withTax;
  }
  const deposit = options.depositPercentage;
  if (deposit !== null && deposit !== undefined) {
    breakdown.deposit_amount = round((total * deposit) / 100);
    breakdown.remain_amount = round(total - breakdown.deposit_amount);
  }
  return breakdown;
}

/** The special and rounding discounts of a plan line (`discounts` of a room plan result). */
export function planDiscounts(amounts: PriceAmounts): Discount[] {
  const discounts: Discount[] = [];
  if (amounts.special > 0) discounts.push({ discount_type: 'special', discount_amount: amounts.special });
  if (amounts.rounding > 0) discounts.push({ discount_type: 'rounding', discount_amount: amounts.rounding });
  return discounts;
}

const MCP_FIELDS = [
  'total_price',
  'tax',
  'accommodation_tax',
  'original_price',
  'original_price_with_tax',
  'discounted_price',
  'brr_discount_amount',
  'coupon_discount_amount',
  'voucher_coupon_discount_amount',
  'promotion_discount_amount',
  'deposit_amount',
  'remain_amount',
  'extra_price_without_tax',
  'total_extra_price',
  'total_special_discount',
  'spending_point_value',
  'total_price_before_point_discount',
  'total_price_without_tax',
  'rounding_discount',
] as const;

type McpField = `mcp_${(typeof MCP_FIELDS)[number]}`;

/** Adds the `mcp_` twin of every amount present (multi-currency mode). */
export function withMcp(breakdown: PriceBreakdown, from: CurrencyCode, to: CurrencyCode): PriceBreakdown {
  const result: PriceBreakdown = { ...breakdown, mcp_currency: to };
  const twins: Partial<Record<McpField, Money>> = {};
  for (const field of MCP_FIELDS) {
    const amount = breakdown[field];
    if (amount !== undefined) twins[`mcp_${field}`] = convert(amount, from, to);
  }
  Object.assign(result, twins);
  if (breakdown.cancellation) {
    result.cancellation = {
      ...breakdown.cancellation,
      mcp_fee: convert(breakdown.cancellation.fee, from, to),
    };
  }
  for (const key of ['sign_in_discount', 'non_sign_in_discount'] as const) {
    const offer = breakdown[key];
    if (offer) {
      result[key] = {
        ...offer,
        mcp_total_price_after_discount: convert(offer.total_price_after_discount, from, to),
      };
    }
  }
  if (breakdown.discounts) {
    result.discounts = breakdown.discounts.map((discount) => ({
      ...discount,
      mcp_discount_amount: convert(discount.discount_amount, from, to),
    }));
  }
  return result;
}

/** Discounts with their `mcp_` twins. */
export function discountsWithMcp(
  discounts: readonly Discount[],
  from: CurrencyCode,
  to: CurrencyCode | undefined,
): Discount[] {
  return discounts.map((discount) =>
    to ? { ...discount, mcp_discount_amount: convert(discount.discount_amount, from, to) } : { ...discount },
  );
}

/** Sums the amounts of several lines (a price of several rooms); a discount absent from every line stays absent. */
export function sumAmounts(lines: readonly PriceAmounts[]): PriceAmounts {
  const sum = (pick: (amounts: PriceAmounts) => number | undefined): number =>
    lines.reduce((total, line) => total + (pick(line) ?? 0), 0);
  const optional = (pick: (amounts: PriceAmounts) => number | undefined): number | undefined =>
    lines.some((line) => pick(line) !== undefined) ? sum(pick) : undefined;
  return {
    original: sum((line) => line.original),
    tax: sum((line) => line.tax),
    accommodationTax: sum((line) => line.accommodationTax),
    special: sum((line) => line.special),
    rounding: sum((line) => line.rounding),
    promotion: optional((line) => line.promotion),
    coupon: optional((line) => line.coupon),
    total: sum((line) => line.total),
  };
}
