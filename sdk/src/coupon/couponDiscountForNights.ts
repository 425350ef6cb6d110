import { CURRENCIES, DEFAULT_CURRENCY } from '../currency/currencies';
import type { CurrencyCode } from '../currency/currencies';
import type { components } from '../generated/openapi';

/**
 * What the night discount needs from a coupon: its discount and how many nights it covers. A `DiscountCoupon`
 * of the contract fits.
 *
 * @example
 * ```ts
 * const coupon: NightlyCoupon = { discount: { discount_type: 'percentage', value: 10 }, max_discounted_nights: 1 };
 * ```
 */
export interface NightlyCoupon {
  /** A percentage (above 0, up to 100) or a fixed amount in the hotel's currency. */
  readonly discount: Pick<components['schemas']['CouponDiscount'], 'discount_type' | 'value' | 'mcp_value'>;
  /** Only the first n nights are discounted; `null` or missing means every night. */
  readonly max_discounted_nights?: number | null;
}

/**
 * What a coupon takes off a stay whose nights cost `perNightPrices` (a coupon may cover only the first n
 * nights: docs/rules.md, "Coupons"), in major units of `currency`, rounded to its decimals (0 for JPY, TWD,
 * KRW, IDR and VND, 2 for the others).
 *
 * Decisions:
 * - The discounted nights are the first `max_discounted_nights` of the stay (all when it is not set, none
 *   when it is 0), in the order given; a stay shorter than n discounts every night.
 * - `percentage` takes the percentage of the discounted nights' sum, rounded once, half away from zero (as
 *   the API's price check does), so three nights of ¥333 at 10% give ¥100, not 3 × ¥33. Values over 100
 *   count as 100.
 * - `amount` takes the amount once per stay, not per night, never more than the discounted nights cost:
 *   the contract calls it what the coupon "takes off", and the first-n-nights rule then caps it at those
 *   nights. In multi-currency mode pass the selected currency and the nights in it: the coupon's
 *   `mcp_value` is used when its currency is `currency`.
 * - A night price that is not a positive number counts as 0. Pass prices as the API shows them (with or
 *   without tax, per the price being discounted); the result is in the same terms.
 *
 * @param perNightPrices - each night's price, first night first.
 * @param coupon - the coupon, or its discount and nights limit.
 * @param currency - the prices' currency; the default currency JPY when not given.
 * @example
 * ```ts
 * const firstNight10 = { discount: { discount_type: 'percentage', value: 10 }, max_discounted_nights: 1 } as const;
 * couponDiscountForNights([12000, 15000], firstNight10, 'JPY'); // 1200
 * couponDiscountForNights([120.55, 99], firstNight10, 'USD'); // 12.06 (12.055 rounded)
 * couponDiscountForNights([8000, 8000, 8000], { discount: { discount_type: 'amount', value: 20000 }, max_discounted_nights: 2 }); // 16000
 * ```
 */
export function couponDiscountForNights(
  perNightPrices: readonly number[],
  coupon: NightlyCoupon,
  currency: CurrencyCode = DEFAULT_CURRENCY,
): number {
  const digits = CURRENCIES[currency].decimalDigits;
  const limit = coupon.max_discounted_nights;
  const nights =
    limit === null || limit === undefined ? perNightPrices.length : Math.max(0, Math.floor(limit));
  const base = perNightPrices
    .slice(0, nights)
    .reduce((sum, price) => sum + (Number.isFinite(price) && price > 0 ? price : 0), 0);
  const { discount } = coupon;
  if (discount.discount_type === 'percentage') {
    const percent = Math.min(100, Math.max(0, discount.value));
    return roundHalfAway((base * percent) / 100, digits);
  }
  if (discount.discount_type === 'amount') {
    const amount =
      discount.mcp_value && discount.mcp_value.currency === currency
        ? discount.mcp_value.cents / 10 ** digits
        : discount.value;
    return roundHalfAway(Math.min(Math.max(0, amount), base), digits);
  }
  // A discount type added by a later API version: show no discount rather than a wrong one.
  return 0;
}

// Half away from zero on the decimal value as written: toPrecision(15) removes the binary noise that would
// turn 12.055 × 100 into 1205.4999… before rounding.
function roundHalfAway(value: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}
