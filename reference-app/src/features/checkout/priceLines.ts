import type { components } from '@staykit/sdk';

type PriceBreakdown = components['schemas']['PriceBreakdown'];
type Money = components['schemas']['Money'];

/**
 * A field of the price breakdown the summary can show, with its catalogue key and how it counts.
 *
 * @example
 * ```ts
 * const line: PriceLine = { field: 'coupon_discount_amount', label: 'priceCouponDiscount', amount: 1200, mcp: null, kind: 'discount' };
 * ```
 */
export interface PriceLine {
  field: keyof PriceBreakdown;
  label: PriceLabel;
  amount: number;
  mcp: Money | null;
  /** `charge` adds to the total, `discount` takes off, `info` explains a part of it (tax included, deposit). */
  kind: 'charge' | 'discount' | 'info' | 'total';
}

/** The catalogue keys of the price summary. */
export type PriceLabel =
  | 'priceRoomCharge'
  | 'priceBestRateDiscount'
  | 'pricePromotionDiscount'
  | 'priceCouponDiscount'
  | 'priceVoucherDiscount'
  | 'priceSpecialDiscount'
  | 'priceRoundingDiscount'
  | 'priceExtras'
  | 'priceAccommodationTax'
  | 'pricePointsSpent'
  | 'priceTotal'
  | 'priceTaxIncluded'
  | 'priceDeposit'
  | 'priceRemain';

// In the order a guest reads a bill: the stay, what comes off, what is added, the total, then its parts.
const FIELDS: readonly [keyof PriceBreakdown, PriceLabel, PriceLine['kind']][] = [
  ['original_price_with_tax', 'priceRoomCharge', 'charge'],
  ['brr_discount_amount', 'priceBestRateDiscount', 'discount'],
  ['promotion_discount_amount', 'pricePromotionDiscount', 'discount'],
  ['coupon_discount_amount', 'priceCouponDiscount', 'discount'],
  ['voucher_coupon_discount_amount', 'priceVoucherDiscount', 'discount'],
  ['total_special_discount', 'priceSpecialDiscount', 'discount'],
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
 * The lines of a price summary (B §3 Price fields): every field the breakdown carries that applies — a
 * field that is absent does not apply, a discount or extra of 0 is left out, the room charge and the total
 * always show — each with its multi-currency twin when the breakdown has one.
 *
 * @example
 * ```ts
 * priceLines({ total_price: 28000, original_price_with_tax: 28000, tax: 2545, coupon_discount_amount: 0 }).map((line) => line.field);
 * // ['original_price_with_tax', 'total_price', 'tax']
 * ```
 */
export function priceLines(price: PriceBreakdown): PriceLine[] {
  const lines: PriceLine[] = [];
  const record = price as Record<string, unknown>;
  for (const [field, label, kind] of FIELDS) {
    const amount = record[field];
    if (typeof amount !== 'number') continue;
    if (amount === 0 && kind !== 'total' && field !== 'original_price_with_tax') continue;
    const mcp = record[`mcp_${field}`];
    lines.push({ field, label, amount, kind, mcp: isMoney(mcp) ? mcp : null });
  }
  return lines;
}

function isMoney(value: unknown): value is Money {
  return typeof value === 'object' && value !== null && 'cents' in value && 'currency' in value;
}
