import {
  extraQuantityProblem,
  isExtraListed,
  normalizeExtraDate,
  summarizeExtras,
  type components,
  type ExtraQuantityProblem,
  type SelectedExtra,
} from '@staykit/sdk';
import type { CheckoutUrl } from './readCheckoutUrl';

type Schemas = components['schemas'];
type Extra = Schemas['Extra'];

/**
 * What the guest chose of one extra: a quantity for a generic extra, a quantity per delivery date for a
 * date-based one, and the answer to the extra's question. A quantity the guest is still typing (an empty
 * field) is `NaN` and counts as none.
 *
 * @example
 * ```ts
 * const breakfast: ExtraChoice = { quantity: 2 };
 * const lateCheckout: ExtraChoice = { byDate: { '2026-12-11': 1 } };
 * ```
 */
export interface ExtraChoice {
  readonly quantity?: number;
  readonly byDate?: Readonly<Record<string, number>>;
  readonly answer?: string;
}

/**
 * The guest's choices, by extra id.
 *
 * @example
 * ```ts
 * const choices: ExtraChoices = { 8: { quantity: 1 }, 10: { byDate: { '2026-12-11': 1 } } };
 * ```
 */
export type ExtraChoices = Readonly<Record<number, ExtraChoice>>;

/**
 * An extra the checkout offers, with what can be ordered of it.
 *
 * @example
 * ```ts
 * const offer: OfferedExtra = { extra, dates: ['2026-12-10', '2026-12-11'], upper: 1, soldOut: false };
 * ```
 */
export interface OfferedExtra {
  readonly extra: Extra;
  /**
   * The days it can be delivered on (`YYYY-MM-DD`, ascending): booking-available dates that have a price
   * and lie inside the stay. Empty for a generic extra.
   */
  readonly dates: readonly string[];
  /** The most that can be ordered in all: `max`, within `stock`. */
  readonly upper: number;
  /** Nothing can be ordered: no stock left, or less than the minimum. */
  readonly soldOut: boolean;
}

/**
 * Why an extra cannot be booked as chosen: a quantity problem from the SDK (1102, 1104), or an answer the
 * extra requires and the guest has not given.
 *
 * @example
 * ```ts
 * const problem: ExtraProblem = { code: 'answer_required' };
 * ```
 */
export type ExtraProblem = ExtraQuantityProblem | { readonly code: 'answer_required' };

/**
 * The chosen extras, ready for the price query and the booking.
 *
 * @example
 * ```ts
 * const selection: ExtrasSelection = extrasSelection(offered, { 8: { quantity: 1 } }, 'JPY');
 * ```
 */
export interface ExtrasSelection {
  /** The booking body's `extras`: ordered extras only (quantity above 0), dates as `YYYY-MM-DD`. */
  readonly booking: readonly Schemas['ReservationExtraSelection'][];
  /** `getRoomPrice`'s `extras`: one line per extra, or per extra and delivery date. */
  readonly price: readonly Schemas['ExtraSelection'][];
  /** Problems by extra id; an extra with a quantity problem is left out of the price and the booking. */
  readonly problems: Readonly<Record<number, ExtraProblem>>;
}

/**
 * The `listExtras` query of a checkout: the room plans booked, the stay, the display currency.
 *
 * @example
 * ```ts
 * useExtras({ params: { path: { hotel_id: 101 }, query: extrasListQuery(checkout, undefined) } });
 * ```
 */
export function extrasListQuery(
  checkout: Pick<CheckoutUrl, 'stay' | 'lines'> | null,
  mcpCurrency: Schemas['CurrencyCode'] | undefined,
) {
  const stay = checkout?.stay;
  return {
    room_plan_codes: [...new Set((checkout?.lines ?? []).map((line) => line.room_plan_code))],
    ...(stay?.kind === 'dated' ? { checkin_date: stay.checkin, checkout_date: stay.checkout } : {}),
    ...(mcpCurrency === undefined ? {} : { mcp_currency: mcpCurrency }),
  };
}

/**
 * The extras a checkout offers (docs/widget.md#checkout): those `isExtraListed` lists for the stay, sold with a
 * plan booked (when the URL names the plans), each with its delivery dates inside the stay and how many can
 * be ordered. A date-based extra without a date to deliver on is not offered; one out of stock is offered
 * as sold out, so the guest knows it exists.
 *
 * @example
 * ```ts
 * offeredExtras(extras.data.data, checkout).map((offer) => offer.extra.name); // ['Breakfast voucher', …]
 * ```
 */
export function offeredExtras(
  extras: readonly Extra[],
  checkout: Pick<CheckoutUrl, 'stay' | 'hotelPlanCodes'> | null,
): OfferedExtra[] {
  const stay =
    checkout?.stay.kind === 'dated'
      ? { checkin: checkout.stay.checkin, checkout: checkout.stay.checkout }
      : null;
  const plans = checkout?.hotelPlanCodes ?? [];
  const offers: OfferedExtra[] = [];
  for (const extra of extras) {
    if (!isExtraListed(extra, stay)) continue;
    // The API filters by plan already; a URL that names its plans lets the checkout make sure.
    const soldWith = extra.hotel_plan_codes.length === 0 || plans.length === 0;
    if (!soldWith && !extra.hotel_plan_codes.some((code) => plans.includes(code))) continue;
    const dates = extra.extra_type === 'generic' ? [] : deliveryDates(extra, stay);
    if (extra.extra_type !== 'generic' && dates.length === 0) continue;
    const upper = extra.stock === null ? extra.max : Math.min(extra.max, extra.stock);
    offers.push({ extra, dates, upper, soldOut: upper < Math.max(1, extra.min) });
  }
  return offers;
}

// Days the extra is sold and priced, inside the stay (check-out day included, as isExtraListed counts it).
function deliveryDates(extra: Extra, stay: { checkin: string; checkout: string } | null): string[] {
  const priced = new Set(extra.prices.map((price) => normalizeExtraDate(price.date)));
  const first = normalizeExtraDate(stay?.checkin);
  const last = normalizeExtraDate(stay?.checkout) ?? first;
  const dates = extra.booking_available_dates
    .map((date) => normalizeExtraDate(date))
    .filter((date): date is string => date !== null && priced.has(date))
    .filter((date) => first === null || last === null || (first <= date && date <= last));
  return [...new Set(dates)].sort();
}

/** A quantity as ordered: a number still being typed (`NaN`) counts as none. */
function counted(quantity: number | undefined): number {
  return quantity === undefined || Number.isNaN(quantity) ? 0 : quantity;
}

/**
 * How many of an extra the guest chose in all: its quantity, or the sum over its delivery dates.
 *
 * @example
 * ```ts
 * extraTotal({ byDate: { '2026-12-10': 1, '2026-12-11': 2 } }); // 3
 * ```
 */
export function extraTotal(choice: ExtraChoice | undefined): number {
  if (choice?.byDate) return Object.values(choice.byDate).reduce((sum, value) => sum + counted(value), 0);
  return counted(choice?.quantity);
}

/**
 * The quantity a stepper button gives. One more adds one, or goes straight to the minimum when the extra
 * is not ordered yet (1 of an extra sold by 2 or more is never right); one fewer removes one, or goes back
 * to none from the minimum. Neither passes what can be ordered in all (`upper`), counting the other
 * delivery dates of the extra (`others`).
 *
 * @example
 * ```ts
 * stepExtraQuantity(0, 1, { min: 2, upper: 6 }); // 2
 * stepExtraQuantity(2, -1, { min: 2, upper: 6 }); // 0
 * stepExtraQuantity(1, 1, { min: 0, upper: 2 }, 1); // 1: 2 already ordered over the stay
 * ```
 */
export function stepExtraQuantity(
  current: number,
  direction: 1 | -1,
  limits: { readonly min: number; readonly upper: number },
  others = 0,
): number {
  const now = Math.max(0, Math.floor(counted(current)));
  const total = now + others;
  if (direction === 1) {
    const next = now + Math.max(1, limits.min - total);
    return next + others > limits.upper ? now : next;
  }
  if (now === 0) return 0;
  // Below the minimum is not an order: back to none, unless other dates already hold some.
  return others === 0 && now - 1 < limits.min ? 0 : now - 1;
}

/**
 * The chosen extras for the price and the booking (docs/widget.md#checkout, #validation): each total checked
 * with `extraQuantityProblem` (min, max, stock), a required answer checked, and the valid ones summed up by
 * `summarizeExtras`, which leaves out extras of quantity 0, merges dates and writes them as `YYYY-MM-DD`.
 * Extras with a quantity problem stay out of the price and the booking until the guest fixes them, so one
 * wrong number does not break the price of the whole stay.
 *
 * @example
 * ```ts
 * const selection = extrasSelection(offered, { 8: { quantity: 2 } }, 'JPY');
 * selection.booking; // [{ extra_id: 8, quantity: 2 }]
 * selection.price; // [{ extra_id: 8, quantity: 2 }]
 * ```
 */
export function extrasSelection(
  offered: readonly OfferedExtra[],
  choices: ExtraChoices,
  currency: Schemas['CurrencyCode'] | null,
): ExtrasSelection {
  const problems: Record<number, ExtraProblem> = {};
  const selected: SelectedExtra[] = [];
  for (const { extra, dates } of offered) {
    const choice = choices[extra.extra_id];
    if (!choice) continue;
    const total = extraTotal(choice);
    const values = dates.length > 0 ? dates.map((date) => choice.byDate?.[date]) : [choice.quantity];
    // A fraction or a negative number on one day could add up to a valid total: each day is checked too.
    const typed = values.find((value) => counted(value) < 0 || !Number.isInteger(counted(value)));
    const problem = extraQuantityProblem(typed ?? total, extra);
    if (problem) {
      problems[extra.extra_id] = problem;
      continue;
    }
    if (total === 0) continue;
    const answer = choice.answer?.trim() ?? '';
    if (extra.answer_required === true && extra.question && answer === '') {
      problems[extra.extra_id] = { code: 'answer_required' };
    }
    selected.push({
      extra_id: extra.extra_id,
      quantity: total,
      ...(answer === '' ? {} : { answer }),
      ...(dates.length > 0
        ? {
            delivery_times: dates.map((date) => ({
              delivered_at: date,
              quantity: counted(choice.byDate?.[date]),
            })),
          }
        : {}),
    });
  }
  const summary = summarizeExtras(
    selected,
    offered.map((offer) => offer.extra),
    currency,
  );
  const price = summary.extras.flatMap((chosen): Schemas['ExtraSelection'][] =>
    chosen.delivery_times && chosen.delivery_times.length > 0
      ? chosen.delivery_times.map((time) => ({
          extra_id: chosen.extra_id,
          quantity: time.quantity,
          delivered_at: time.delivered_at,
        }))
      : [{ extra_id: chosen.extra_id, quantity: chosen.quantity }],
  );
  return { booking: summary.extras, price, problems };
}
