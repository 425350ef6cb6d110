import type { components } from '@staykit/sdk';
import type { MessageKey } from '../i18n/messages';

type PriceBreakdown = components['schemas']['PriceBreakdown'];
type Money = components['schemas']['Money'];

/**
 * One line of a price breakdown as a bill shows it: the field, its label (a catalogue key), the amount in
 * the breakdown's currency, its multi-currency twin when the breakdown has one, and how it counts.
 *
 * @example
 * ```ts
 * const line: PriceBreakdownLine = { field: 'coupon_discount_amount', label: 'priceCouponDiscount', amount: 1200, mcp: null, kind: 'discount' };
 * ```
 */
export interface PriceBreakdownLine {
  readonly field: keyof PriceBreakdown;
  readonly label: MessageKey;
  readonly amount: number;
  readonly mcp: Money | null;
  /** `charge` adds, `discount` takes off, `total` is what the guest pays, `info` explains a part of it. */
  readonly kind: 'charge' | 'discount' | 'total' | 'info';
}

// The one bill order of the widget, before booking and after: the stay, the plan's own discount, what else
// came off, what was added, the total, then its parts. (The fields are the contract's PriceBreakdown.)
const BILL: readonly (readonly [keyof PriceBreakdown, MessageKey, PriceBreakdownLine['kind']])[] = [
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

// What the stay costs before anything comes off, and what the guest pays, show even at 0.
const SHOWN_AT_ZERO: readonly PriceBreakdownLine['field'][] = ['original_price_with_tax', 'total_price'];

function isMoney(value: unknown): value is Money {
  return typeof value === 'object' && value !== null && 'cents' in value && 'currency' in value;
}

/**
 * The lines of a price breakdown as a bill, in the widget's one bill order (the checkout's summary and a
 * booked reservation's price alike): a field that is absent does not apply; one of 0 says nothing and is
 * left out, except the room charge and the total. Each line takes its `mcp_` twin when the breakdown was
 * priced in another currency too.
 *
 * @example
 * ```ts
 * priceBreakdownLines({ original_price_with_tax: 15400, accommodation_tax: 400, total_price: 15800, tax: 1400, coupon_discount_amount: 0 })
 *   .map((line) => line.label);
 * // ['priceRoomCharge', 'priceAccommodationTax', 'priceTotal', 'priceTaxIncluded']
 * ```
 */
export function priceBreakdownLines(price: PriceBreakdown): PriceBreakdownLine[] {
  const lines: PriceBreakdownLine[] = [];
  const record = price as Record<string, unknown>;
  for (const [field, label, kind] of BILL) {
    const whole = record[field];
    if (typeof whole !== 'number') continue;
    const wholeMcp = record[`mcp_${field}`];
    // The contract's special discount sums the plans' special and rounding discounts; rounding has a line
    // of its own, so the special line is the rest (or each would count the rounding once).
    const rounding = field === 'total_special_discount' ? (price.rounding_discount ?? 0) : 0;
    const roundingMcp = price.mcp_rounding_discount;
    const amount = whole - rounding;
    if (amount === 0 && !SHOWN_AT_ZERO.includes(field)) continue;
    // Without the rounding's own twin the special line's cannot be told apart: it shows in the hotel's
    // currency only.
    const mcp = !isMoney(wholeMcp)
      ? null
      : rounding === 0
        ? wholeMcp
        : isMoney(roundingMcp)
          ? { ...wholeMcp, cents: wholeMcp.cents - roundingMcp.cents }
          : null;
    lines.push({ field, label, amount, mcp, kind });
  }
  return lines;
}
