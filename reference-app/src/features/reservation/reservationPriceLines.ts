import type { components } from '@staykit/sdk';
import { priceBreakdownLines, type PriceBreakdownLine } from '../../components/priceBreakdownLines';
import type { MessageKey } from '../../i18n/messages';

type PriceBreakdown = components['schemas']['PriceBreakdown'];

// The bill as the guest reads it: the stay, what came off, what was added, the total, then its parts.
const FIELDS: readonly (readonly [keyof PriceBreakdown, MessageKey, PriceBreakdownLine['kind']])[] = [
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
export function reservationPriceLines(price: PriceBreakdown): PriceBreakdownLine[] {
  return priceBreakdownLines(price, FIELDS);
}
