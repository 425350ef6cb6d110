/**
 * The price of a booking, by the search's price function (`search/pricing.ts`) so that it is what the
 * search and the price check showed: rooms with the same plan and guests priced together as one
 * `getRoomPrice` line, then the extras, a voucher (`account/vouchers.ts`), the points spent and the
 * deposit; a `price_displayed_total` that differs is refused (`price_changed`, in a multi-currency
 * booking `exchange_rates_updated`).
 */
import type { components } from '@staykit/sdk';
import { ApiError } from '../http/errors';
import { checkPointSpend, spendPoints } from '../account/points';
import { applyVoucher, type VoucherValue } from '../account/vouchers';
import { decimalDigits, effectiveMcp, roundAmount } from '../lib/currencies';
import type { CurrencyCode } from '../lib/currencies';
import { depositOf } from '../search/planRules';
import { hotelToday } from '../search/searchRequest';
import { priceAmounts, sumAmounts, toBreakdown, withMcp } from '../search/pricing';
import type { ExtrasAmounts, PriceAmounts } from '../search/pricing';
import type { HotelContext } from '../search/searchEngine';
import type { Booker } from './bookerOf';
import type { ResolvedRoom } from './bookingChecks';
import type { ReservationInput } from './reservationRequest';

type PriceBreakdown = components['schemas']['PriceBreakdown'];

/** The key of rooms priced together: the same plan and the same guests (a price check's line). */
const lineKey = (room: ResolvedRoom): string => {
  const mix = room.input.mix;
  return [
    room.roomPlanCode,
    mix.adults,
    mix.children,
    mix.kidsTiers.join(','),
    mix.kidsAges.join(','),
    mix.adultCompanion,
    mix.kidTierACompanion,
  ].join('|');
};

/** The nights of a booking (the check-in date alone for day use) and how many nights it lasts. */
export interface BookedStay {
  readonly dates: readonly string[];
  readonly nights: number;
  /** The voucher that pays part of it (`usableVoucher`), if any. */
  readonly voucher?: VoucherValue | undefined;
}

/** The price of the rooms, per line of equal rooms; and each room's share (the last takes the rounding). */
function priceRooms(
  context: HotelContext,
  input: ReservationInput,
  rooms: readonly ResolvedRoom[],
  stay: BookedStay,
): { amounts: PriceAmounts; shares: number[] } {
  const lines = new Map<string, ResolvedRoom[]>();
  for (const room of rooms) lines.set(lineKey(room), [...(lines.get(lineKey(room)) ?? []), room]);
  const shares = new Map<ResolvedRoom, number>();
  const amounts = [...lines.values()].map((line) => {
    const [first] = line;
    const roomType = context.roomTypes.find((candidate) => candidate.code === first?.wanted.roomTypeCode);
    if (!first || !roomType) throw new ApiError('1000', { message: 'Unknown room type' });
    const priced = priceAmounts({
      hotel: context.hotel,
      tiers: context.tiers,
      roomType,
      plan: first.plan,
      nights: stay.dates,
      dayUse: stay.nights === 0,
      rooms: line.map((room) => room.input.mix),
      promoCode: input.promoCode,
      couponCode: input.couponCode,
    });
    const each = roundAmount(priced.total / line.length, context.hotel.currency);
    line.forEach((room, index) =>
      shares.set(room, index === line.length - 1 ? priced.total - each * (line.length - 1) : each),
    );
    return priced;
  });
  return { amounts: sumAmounts(amounts), shares: rooms.map((room) => shares.get(room) ?? 0) };
}

/** A booking's price: the breakdown (with `mcp_` twins when asked), each room's share, the currency. */
export interface BookingPrice {
  readonly price: PriceBreakdown;
  readonly shares: number[];
  readonly mcp: CurrencyCode | undefined;
}

/**
 * The total of a booking — rooms, extras, a voucher, points, deposit — checked against the
 * price the guest was shown.
 *
 * @example
 * ```ts
 * const { price } = priceBooking(context, input, booker, rooms, { dates: ['2026-12-10'], nights: 1 }, undefined);
 * ```
 */
export function priceBooking(
  context: HotelContext,
  input: ReservationInput,
  booker: Booker,
  rooms: readonly ResolvedRoom[],
  stay: BookedStay,
  extras: ExtrasAmounts | undefined,
): BookingPrice {
  const { hotel } = context;
  const { amounts, shares } = priceRooms(context, input, rooms, stay);
  const deposit = depositOf(rooms.map((room) => room.plan));
  const price = toBreakdown(amounts, { hotel, depositPercentage: deposit, ...(extras ? { extras } : {}) });
  price.total_price_before_point_discount = price.total_price;
  price.discounts = [];
  if (stay.voucher) applyVoucher(price, stay.voucher);
  const points = input.pointsToSpend;
  if (points > 0) checkPointSpend(booker.userToken, points, 'points_to_spend', hotelToday(hotel));
  const taxDropped = spendPoints(price, points, {
    field: 'points_to_spend',
    currency: hotel.currency,
    deposit,
  });
  const mcp = effectiveMcp(hotel, input.mcpCurrency);
  const data = mcp ? withMcp(price, hotel.currency, mcp) : price;
  const shown = input.priceDisplayedTotal;
  if (shown !== undefined) {
    const meta = { new_total_price: data.total_price };
    if (mcp) {
      const cents = data.mcp_total_price?.cents ?? 0;
      if (Math.round(shown * 10 ** decimalDigits(mcp)) !== cents) {
        throw new ApiError('exchange_rates_updated', {
          message: `The total is now ${cents / 10 ** decimalDigits(mcp)} ${mcp}`,
          meta,
        });
      }
    } else if (shown !== data.total_price) {
      throw new ApiError(taxDropped ? 'accommodation_tax_changed' : 'price_changed', {
        message: `The total is now ${data.total_price} ${hotel.currency}`,
        meta,
      });
    }
  }
  return { price: data, shares, mcp };
}
