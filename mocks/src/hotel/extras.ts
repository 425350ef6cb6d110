/**
 * Extras a hotel sells with a stay, and the one check of an order of them that the price check and the
 * booking both apply (the contract's `Extra`; docs/mock-triggers.md lists the codes): the extra exists
 * (1100) and is still sold (1106), the quantity lies within its min and max (1102) and its stock (1104),
 * a date-based extra is delivered on one of its dates within the stay (1105), and orders close at 18:00
 * hotel time the set number of days before delivery (1101). Extra 97 is the trigger whose total never
 * adds up (1103).
 */
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { ExtraRow, HotelRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { roundAmount } from '../lib/currencies';
import { addDays, localTimeToMillis } from '../lib/dates';
import { TRIGGERS } from '../triggers';

/**
 * The extras a hotel still sells, by id.
 *
 * @example
 * ```ts
 * soldExtras(101).map((extra) => extra.id); // [7, 8, 9, 10, 98]
 * ```
 */
export function soldExtras(hotelId: number): ExtraRow[] {
  return db.extra
    .where('hotel_id', hotelId)
    .filter((extra) => extra.active)
    .sort((a, b) => a.id - b.id);
}

/**
 * When orders of an extra delivered on `date` close: 18:00 hotel time, `order_deadline_days_before`
 * days before; null when the extra has no deadline.
 *
 * @example
 * ```ts
 * orderDeadline(extra10, '2026-12-10', hotel); // 2026-12-09 18:00 JST, in epoch ms
 * ```
 */
export function orderDeadline(extra: ExtraRow, date: string, hotel: HotelRow): number | null {
  if (extra.order_deadline_days_before === null) return null;
  return localTimeToMillis(
    addDays(date, -extra.order_deadline_days_before),
    '18:00',
    hotel.utc_offset_minutes,
  );
}

/** One line of an order of extras, as the price check or the booking reads it. */
export interface ExtraOrder {
  readonly extraId: number;
  readonly quantity: number;
  /** The delivery dates asked (a date-based extra's deliveries); empty: the stay's first night. */
  readonly days: readonly string[];
  /** What the deliveries add up to, when the line lists deliveries: it must be the quantity (1103). */
  readonly delivered?: number;
}

/**
 * Checks one line of an order against the hotel's extra and the stay's nights (`stay`, empty for an
 * undated stay); `field` names the line in the request (`extras.0`). Returns the extra, or undefined for
 * a line of quantity 0 (nothing ordered).
 *
 * @example
 * ```ts
 * const extra = checkExtraOrder(hotel, { extraId: 8, quantity: 2, days: [] }, ['2026-12-10'], 'extras.0');
 * ```
 */
export function checkExtraOrder(
  hotel: HotelRow,
  order: ExtraOrder,
  stay: readonly string[],
  field: string,
): ExtraRow | undefined {
  if (`extra_id=${order.extraId}` === TRIGGERS.extraTotalInvalid.value) {
    throw new ApiError('1103', {
      message: "The total of the extras does not match the server's calculation",
      fields: { [`${field}.extra_id`]: ['gives an extras total that does not add up'] },
    });
  }
  const extra = db.extra.get(order.extraId);
  if (!extra || extra.hotel_id !== hotel.id) {
    throw new ApiError('1100', {
      message: `The hotel has no extra ${order.extraId}`,
      fields: { [`${field}.extra_id`]: ['is not an extra of this hotel'] },
    });
  }
  if (!extra.active) throw new ApiError('1106', { message: `Extra ${extra.id} is no longer sold` });
  if (order.delivered !== undefined && order.delivered !== order.quantity) {
    throw new ApiError('1103', {
      message: `The deliveries of extra ${extra.id} add up to ${order.delivered}, not ${order.quantity}`,
    });
  }
  if (order.quantity === 0) return undefined;
  if (order.quantity < extra.min || order.quantity > extra.max) {
    throw new ApiError('1102', {
      message: `The quantity of extra ${extra.id} must lie between ${extra.min} and ${extra.max}`,
    });
  }
  if (extra.stock !== null && order.quantity > extra.stock) {
    throw new ApiError('1104', { message: `Only ${extra.stock} of extra ${extra.id} are left` });
  }
  const firstNight = stay[0];
  const days = order.days.length > 0 ? order.days : firstNight === undefined ? [] : [firstNight];
  if (extra.extra_type === 'date_based' && days.length === 0) {
    throw new ApiError('1105', { message: `Extra ${extra.id} is not available on the stay` });
  }
  for (const day of days) {
    const onSale = extra.booking_available_dates.includes(day) && (stay.length === 0 || stay.includes(day));
    if (extra.extra_type === 'date_based' && !onSale) {
      throw new ApiError('1105', { message: `Extra ${extra.id} is not available on ${day}` });
    }
    const deadline = orderDeadline(extra, day, hotel);
    if (deadline !== null && nowMillis() > deadline) {
      throw new ApiError('1101', { message: `Orders of extra ${extra.id} closed` });
    }
  }
  return extra;
}

/**
 * An amount of the hotel currency with the hotel's consumption tax, rounded.
 *
 * @example
 * ```ts
 * withHotelTax(hotel, 2500); // 2750 at a 10 % tax
 * ```
 */
export function withHotelTax(hotel: HotelRow, amount: number): number {
  return roundAmount(amount * (1 + hotel.tax_percent / 100), hotel.currency);
}
