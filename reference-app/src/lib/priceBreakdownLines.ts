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

function isMoney(value: unknown): value is Money {
  return typeof value === 'object' && value !== null && 'cents' in value && 'currency' in value;
}

/**
 * The lines of a price breakdown (B §3 Price fields) for the fields given, in their order: a field that is
 * absent does not apply; one of 0 says nothing and is left out, except the total and the fields named in
 * `shownAtZero`. Each line takes its `mcp_` twin when the breakdown was priced in another currency too.
 *
 * @param price - the breakdown.
 * @param fields - the fields a bill shows, in its order: field, label, how it counts.
 * @param shownAtZero - fields shown even at 0 (the total always is).
 * @example
 * ```ts
 * priceBreakdownLines({ total_price: 15800, coupon_discount_amount: 0 }, [
 *   ['coupon_discount_amount', 'priceCouponDiscount', 'discount'],
 *   ['total_price', 'priceTotal', 'total'],
 * ]).map((line) => line.label);
 * // ['priceTotal']
 * ```
 */
export function priceBreakdownLines(
  price: PriceBreakdown,
  fields: readonly (readonly [keyof PriceBreakdown, MessageKey, PriceBreakdownLine['kind']])[],
  shownAtZero: readonly (keyof PriceBreakdown)[] = [],
): PriceBreakdownLine[] {
  const lines: PriceBreakdownLine[] = [];
  const record = price as Record<string, unknown>;
  for (const [field, label, kind] of fields) {
    const amount = record[field];
    if (typeof amount !== 'number') continue;
    if (amount === 0 && kind !== 'total' && !shownAtZero.includes(field)) continue;
    const mcp = record[`mcp_${field}`];
    lines.push({ field, label, amount, mcp: isMoney(mcp) ? mcp : null, kind });
  }
  return lines;
}
