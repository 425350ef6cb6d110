import type { components } from '@staykit/sdk';
import { priceBreakdownLines, type PriceBreakdownLine } from '../../components/priceBreakdownLines';
import type { MessageKey } from '../../i18n/messages';

type PriceBreakdown = components['schemas']['PriceBreakdown'];

// In the order a guest reads a bill: the stay, what comes off, what is added, the total, then its parts.
const FIELDS: readonly (readonly [keyof PriceBreakdown, MessageKey, PriceBreakdownLine['kind']])[] = [
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
// What the stay costs before anything comes off is shown even when it is 0.
const SHOWN_AT_ZERO: readonly (keyof PriceBreakdown)[] = ['original_price_with_tax'];

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
export function priceLines(price: PriceBreakdown): PriceBreakdownLine[] {
  return priceBreakdownLines(price, FIELDS, SHOWN_AT_ZERO);
}
