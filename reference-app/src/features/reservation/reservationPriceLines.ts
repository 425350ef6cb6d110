import type { components } from '@staykit/sdk';
import type { MessageKey } from '../../i18n/messages';

type PriceBreakdown = components['schemas']['PriceBreakdown'];
type Money = components['schemas']['Money'];

/**
 * One line of a booked reservation's bill: its label, the amount in the reservation's currency, its
 * multi-currency twin when the reservation has one, and how it counts.
 *
 * @example
 * ```ts
 * const line: ReservationPriceLine = { field: 'total_price', label: 'priceTotal', amount: 15800, mcp: null, kind: 'total' };
 * ```
 */
export interface ReservationPriceLine {
  readonly field: keyof PriceBreakdown;
  readonly label: MessageKey;
  readonly amount: number;
  readonly mcp: Money | null;
  /** `charge` adds, `discount` takes off, `total` is what the guest pays, `info` explains a part of it. */
  readonly kind: 'charge' | 'discount' | 'total' | 'info';
}

// The bill as the guest reads it: the stay, what came off, what was added, the total, then its parts.
const FIELDS: readonly (readonly [keyof PriceBreakdown, MessageKey, ReservationPriceLine['kind']])[] = [
  ['original_price_with_tax', 'priceRoomCharge', 'charge'],
  ['total_special_discount', 'priceSpecialDiscount', 'discount'],
  ['brr_discount_amount', 'priceBestRateDiscount', 'discount'],
  ['promotion_discount_amount', 'pricePromotionDiscount', 'discount'],
  ['coupon_discount_amount', 'priceCouponDiscount', 'discount'],
  ['voucher_coupon_discount_amount', 'priceVoucherDiscount', 'discount'],
  ['rounding_discount', 'priceRoundingDiscount', 'discount'],
  ['total_extra_price', 'priceExtras', 'charge'],
  ['accommodation_tax', 'priceAccommodationTax', 'charge'],
  ['spending_point_value', 'pricePointsSpent', 'discount'],
  ['total_price', 'priceTotal', 'total'],
  ['tax', 'priceTaxIncluded', 'info'],
  ['deposit_amount', 'priceDeposit', 'info'],
  ['remain_amount', 'priceRemain', 'info'],
];

/**
 * The price lines of a booked reservation (B §3 Reservation: price breakdown): the fields its breakdown
 * carries, in bill order. A field that is absent does not apply; a discount, extra or tax of 0 says
 * nothing and is left out; the total is always there. Each line takes its `mcp_` twin when the
 * reservation was booked in another currency.
 *
 * @example
 * ```ts
 * reservationPriceLines({ original_price_with_tax: 15400, accommodation_tax: 400, total_price: 15800, tax: 1400 })
 *   .map((line) => line.label);
 * // ['priceRoomCharge', 'priceAccommodationTax', 'priceTotal', 'priceTaxIncluded']
 * ```
 */
export function reservationPriceLines(price: PriceBreakdown): ReservationPriceLine[] {
  const lines: ReservationPriceLine[] = [];
  for (const [field, label, kind] of FIELDS) {
    const amount = price[field];
    if (typeof amount !== 'number') continue;
    if (amount === 0 && kind !== 'total') continue;
    const twin = price[`mcp_${field}` as keyof PriceBreakdown];
    const mcp = twin && typeof twin === 'object' && 'cents' in twin ? (twin as Money) : null;
    lines.push({ field, label, amount, mcp, kind });
  }
  return lines;
}
