import { CURRENCIES } from '../currency/currencies';
import type { CurrencyCode } from '../currency/currencies';
import type { components } from '../generated/openapi';
import { normalizeExtraDate } from './normalizeExtraDate';

/**
 * An extra the guest chose, in the booking payload's shape (`createReservation`'s `extras`: extra_id, answer,
 * delivery_times, quantity). Dates may come with dashes or slashes.
 *
 * @example
 * ```ts
 * const chosen: SelectedExtra = { extra_id: 7, quantity: 2, delivery_times: [{ delivered_at: '2026/12/24', quantity: 2 }] };
 * ```
 */
export interface SelectedExtra {
  readonly extra_id: number;
  /** The total; replaced by the sum of `delivery_times` when those are given. */
  readonly quantity: number;
  /** The guest's answer to the extra's question. */
  readonly answer?: string | null;
  /** How many on which day (date-based extras). */
  readonly delivery_times?: readonly components['schemas']['ReservationExtraDeliveryTime'][] | null;
}

/**
 * What pricing needs from an extra of `listExtras`: extra_id, extra_type, prices with a date.
 *
 * @example
 * ```ts
 * const extra: PricedExtra = {
 *   extra_id: 7,
 *   extra_type: 'date_based',
 *   prices: [{ date: '2026-12-24', price: 5000, price_with_tax: 5500 }],
 * };
 * ```
 */
export interface PricedExtra {
  readonly extra_id: number;
  readonly extra_type: components['schemas']['ExtraType'];
  /** Unit prices: one with date `null` for a generic extra, one per date for a date-based one. */
  readonly prices: readonly components['schemas']['ExtraPrice'][];
}

/**
 * One priced delivery of the summary: the contract's normalised delivery (`ExtraDeliveryTime`: quantity,
 * price, price_with_tax, delivered_at) with the extra it belongs to. `price` and `price_with_tax` are the
 * delivery's price (unit price × quantity); `delivered_at` is `null` for a generic extra.
 *
 * @example
 * ```ts
 * const line: ExtrasSummaryLine = { extra_id: 7, delivered_at: '2026-12-24', quantity: 2, price: 10000, price_with_tax: 11000 };
 * ```
 */
export interface ExtrasSummaryLine {
  readonly extra_id: number;
  readonly delivered_at: string | null;
  readonly quantity: number;
  readonly price: number;
  readonly price_with_tax: number;
}

/**
 * The selected-extras summary (extras, totalPrice, totalPriceWithTax), with its priced lines.
 *
 * @example
 * ```ts
 * const summary: ExtrasSummary = { extras: [], lines: [], totalPrice: 0, totalPriceWithTax: 0, unpricedExtraIds: [] };
 * ```
 */
export interface ExtrasSummary {
  /** The booking payload's `extras`: one entry per extra ordered, quantities above 0 only. */
  readonly extras: readonly components['schemas']['ReservationExtraSelection'][];
  /** One line per extra and delivery date, in the order chosen, dates ascending within an extra. */
  readonly lines: readonly ExtrasSummaryLine[];
  /** Sum of the lines, tax excluded. */
  readonly totalPrice: number;
  /** Sum of the lines, tax included. */
  readonly totalPriceWithTax: number;
  /** Extras ordered that could not be priced (unknown id, or no price on a delivery date). */
  readonly unpricedExtraIds: readonly number[];
}

interface Delivery {
  readonly date: string | null;
  quantity: number;
}

interface Order {
  readonly extra_id: number;
  answer: string | undefined;
  readonly deliveries: Delivery[];
}

/**
 * Sums up the extras the guest chose; an extra whose total quantity is 0 is not in the summary
 * (docs/rules.md, "Extras").
 *
 * - An extra's total is the sum of its `delivery_times` when it has any, otherwise its `quantity`.
 *   Deliveries of 0 or less are dropped, and an extra whose total is 0 is left out entirely.
 * - Deliveries on the same day (dashes and slashes compare equal) are merged, and a delivery date is sent
 *   as `YYYY-MM-DD`. Two entries for the same extra are merged into one, keeping the last non-empty answer,
 *   because the booking takes each extra once.
 * - Prices: a delivery costs its date's unit price (`prices`) times its quantity, rounded to the currency's
 *   decimals (half away from zero); a generic extra costs its undated price (or its first price). A
 *   date-based extra chosen without `delivery_times` is delivered on its first price date, so the payload
 *   and the price say the same thing.
 * - An extra that is not in `extras`, or has no price on a delivery date, stays in the payload (the guest
 *   ordered it, and the API answers 1100, 1105 or 1106 if it cannot be sold) but adds nothing to the totals; its
 *   id is reported in `unpricedExtraIds` so the form can say the total is incomplete.
 * - Without a currency amounts are rounded to 2 decimals, the most any currency of the table has.
 *
 * @param selected - the extras chosen, in the order shown.
 * @param extras - the extras of `listExtras` (for their prices).
 * @param currency - the currency of the prices, for rounding.
 * @example
 * ```ts
 * const extras = [
 *   { extra_id: 7, extra_type: 'date_based', prices: [{ date: '2026-12-24', price: 5000, price_with_tax: 5500 }] },
 *   { extra_id: 8, extra_type: 'generic', prices: [{ date: null, price: 1000, price_with_tax: 1100 }] },
 * ] as const;
 * const summary = summarizeExtras(
 *   [
 *     { extra_id: 7, quantity: 2, delivery_times: [{ delivered_at: '2026/12/24', quantity: 2 }] },
 *     { extra_id: 8, quantity: 0 },
 *   ],
 *   extras,
 *   'JPY',
 * );
 * summary.extras; // [{ extra_id: 7, quantity: 2, delivery_times: [{ delivered_at: '2026-12-24', quantity: 2 }] }]
 * summary.totalPrice; // 10000
 * summary.totalPriceWithTax; // 11000
 * ```
 */
export function summarizeExtras(
  selected: readonly SelectedExtra[],
  extras: readonly PricedExtra[],
  currency?: CurrencyCode | null,
): ExtrasSummary {
  const digits = currency ? CURRENCIES[currency].decimalDigits : 2;
  const byId = new Map(extras.map((extra) => [extra.extra_id, extra]));
  const orders = mergeOrders(selected, byId);
  const payload: components['schemas']['ReservationExtraSelection'][] = [];
  const lines: ExtrasSummaryLine[] = [];
  const unpriced: number[] = [];
  for (const order of orders) {
    const quantity = order.deliveries.reduce((sum, delivery) => sum + delivery.quantity, 0);
    if (quantity <= 0) continue;
    const dated = order.deliveries.filter((delivery): delivery is Delivery & { date: string } =>
      Boolean(delivery.date),
    );
    payload.push({
      extra_id: order.extra_id,
      quantity,
      ...(order.answer ? { answer: order.answer } : {}),
      ...(dated.length > 0
        ? { delivery_times: dated.map(({ date, quantity }) => ({ delivered_at: date, quantity })) }
        : {}),
    });
    const extra = byId.get(order.extra_id);
    for (const delivery of order.deliveries) {
      const unit = extra && unitPrice(extra, delivery.date);
      if (!unit) {
        if (!unpriced.includes(order.extra_id)) unpriced.push(order.extra_id);
        continue;
      }
      lines.push({
        extra_id: order.extra_id,
        delivered_at: delivery.date,
        quantity: delivery.quantity,
        price: roundHalfAway(unit.price * delivery.quantity, digits),
        price_with_tax: roundHalfAway(unit.price_with_tax * delivery.quantity, digits),
      });
    }
  }
  return {
    extras: payload,
    lines,
    totalPrice: roundHalfAway(
      lines.reduce((sum, line) => sum + line.price, 0),
      digits,
    ),
    totalPriceWithTax: roundHalfAway(
      lines.reduce((sum, line) => sum + line.price_with_tax, 0),
      digits,
    ),
    unpricedExtraIds: unpriced,
  };
}

function mergeOrders(selected: readonly SelectedExtra[], byId: ReadonlyMap<number, PricedExtra>): Order[] {
  const orders = new Map<number, Order>();
  for (const choice of selected) {
    const order = orders.get(choice.extra_id) ?? {
      extra_id: choice.extra_id,
      answer: undefined,
      deliveries: [],
    };
    orders.set(choice.extra_id, order);
    if (choice.answer) order.answer = choice.answer;
    for (const delivery of deliveriesOf(choice, byId.get(choice.extra_id))) {
      const same = order.deliveries.find((existing) => existing.date === delivery.date);
      if (same) same.quantity += delivery.quantity;
      else order.deliveries.push(delivery);
    }
  }
  for (const order of orders.values()) {
    order.deliveries.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  }
  return [...orders.values()];
}

function deliveriesOf(choice: SelectedExtra, extra: PricedExtra | undefined): Delivery[] {
  const times = choice.delivery_times ?? [];
  if (times.length > 0) {
    return times
      .filter((time) => time.quantity > 0)
      .map((time) => ({
        date: normalizeExtraDate(time.delivered_at) ?? time.delivered_at,
        quantity: time.quantity,
      }));
  }
  if (!(choice.quantity > 0)) return [];
  const date = extra?.extra_type === 'date_based' ? firstPriceDate(extra) : null;
  return [{ date, quantity: choice.quantity }];
}

function firstPriceDate(extra: PricedExtra): string | null {
  const dates = extra.prices
    .map((price) => normalizeExtraDate(price.date))
    .filter((date): date is string => date !== null)
    .sort();
  return dates[0] ?? null;
}

function unitPrice(extra: PricedExtra, date: string | null): components['schemas']['ExtraPrice'] | undefined {
  if (extra.extra_type === 'generic') {
    return extra.prices.find((price) => price.date === null) ?? extra.prices[0];
  }
  return date === null ? undefined : extra.prices.find((price) => normalizeExtraDate(price.date) === date);
}

// Half away from zero on the decimal value as written: toPrecision(15) removes the binary noise that would
// turn 1.005 × 100 into 100.49999… before rounding.
function roundHalfAway(value: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}
