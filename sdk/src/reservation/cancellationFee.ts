import { CURRENCIES, isCurrencyCode } from '../currency/currencies';
import type { components } from '../generated/openapi';
import { addCalendarDays, startOfDayInTimeZone } from './dateInTimeZone';

/**
 * What {@link cancellationFee} reads of a reservation; a contract `Reservation` fits.
 *
 * @example
 * ```ts
 * const stay: CancellationFeeReservation = {
 *   checkin_date: '2026-12-24',
 *   currency: 'JPY',
 *   price: { total_price: 48400 },
 * };
 * ```
 */
export type CancellationFeeReservation = Pick<
  components['schemas']['Reservation'],
  'checkin_date' | 'currency' | 'price' | 'cancellation_policy' | 'is_non_refundable'
>;

/**
 * The fee of cancelling now, to show before the guest confirms and to send back as
 * `cancellation_fee_displayed` (`cancelReservation`).
 *
 * @example
 * ```ts
 * const fee: CancellationFee = {
 *   percentage: 50,
 *   amount: 24200,
 *   currency: 'JPY',
 *   mcpAmount: null,
 *   step: { days_before: 3, hours_after: 0, percentage_of_cost: 50 },
 *   nonRefundable: false,
 *   noShow: false,
 * };
 * ```
 */
export interface CancellationFee {
  /** Percent of the stay's cost charged, 0 to 100. */
  readonly percentage: number;
  /** The fee in `currency`, rounded to the currency's decimals. */
  readonly amount: number;
  /** The reservation's (hotel's) currency. */
  readonly currency: components['schemas']['CurrencyCode'];
  /** The fee in the multi-currency code, when the reservation has `price.mcp_total_price`. */
  readonly mcpAmount: components['schemas']['Money'] | null;
  /** The policy step that applies; `null` when none has started, for a no-show or a non-refundable booking. */
  readonly step: components['schemas']['CancellationPolicyPart'] | null;
  /** Nothing is refunded: the whole cost is kept. */
  readonly nonRefundable: boolean;
  /** The check-in day is over: the no-show percentage applies. */
  readonly noShow: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The fee of cancelling the reservation at `now`, from its `CancellationPolicy` (docs/rules.md, "Cancellation
 * fee"):
 *
 * 1. Non-refundable (`is_non_refundable` of the policy or the reservation): 100 %, whatever the date.
 * 2. No-show: from 00:00 (hotel time) of the day after check-in, the guest did not come, so
 *    `no_show_percentage_of_cost` applies. The check-in day itself belongs to the steps (`days_before`
 *    0), as the contract's example policy charges it.
 * 3. Otherwise the steps: a step starts at 00:00 hotel time of `days_before` days before check-in, plus
 *    `hours_after` elapsed hours. The step that started last (at or before `now`: a step applies from
 *    its very instant) gives the percentage; two steps starting together give the higher. Before every
 *    step cancellation is free (0 %). `cancel_before_at` is the same boundary worked out by the API
 *    for display, so the steps alone decide here.
 *
 * The cost is the reservation's `price.total_price` (what the guest pays). The amount is rounded half
 * away from zero to the currency's decimals (0 for JPY and TWD, 2 for USD: the SDK's currency table), as
 * the coupon discount is; `mcpAmount` is the same percentage of `mcp_total_price`, in its minor unit.
 * Percentages are clamped to 0-100. No policy (neither argument nor reservation) means no fee.
 *
 * | case (check-in 2026-12-24, Tokyo; steps 3 d 50 %, 1 d 18 h 80 %, 0 d 100 %; no-show 100 %) | % |
 * | ---------------------------------------------------------------------------------------------- | - |
 * | 2026-12-20 23:59                                                                                | 0 |
 * | 2026-12-21 00:00 (exactly on the first step)                                                    | 50 |
 * | 2026-12-23 17:59                                                                                | 50 |
 * | 2026-12-23 18:00 (`hours_after` 18 on the day before)                                          | 80 |
 * | 2026-12-24 10:00 (check-in day)                                                                 | 100 |
 * | 2026-12-25 00:00 (no-show)                                                                      | 100 |
 *
 * @param policy - the policy to apply; `null` or `undefined` uses the reservation's `cancellation_policy`.
 * @param reservation - the reservation (check-in date, currency, price).
 * @param now - the current instant (the mock clock in tests).
 * @param timeZone - the hotel's IANA `time_zone`, where the days start.
 * @example
 * ```ts
 * // 50 % from 3 days before check-in, on a 48,400 yen stay, 2 days before.
 * cancellationFee(
 *   { id: 1, name: 'Standard', is_non_refundable: false, no_show_percentage_of_cost: 100,
 *     cancellation_policy_parts: [{ days_before: 3, hours_after: 0, percentage_of_cost: 50 }] },
 *   { checkin_date: '2026-12-24', currency: 'JPY', price: { total_price: 48400 } },
 *   new Date('2026-12-22T10:00:00+09:00'),
 *   'Asia/Tokyo',
 * ); // { percentage: 50, amount: 24200, currency: 'JPY', step: { days_before: 3, … }, nonRefundable: false, noShow: false, mcpAmount: null }
 * ```
 */
export function cancellationFee(
  policy: components['schemas']['CancellationPolicy'] | null | undefined,
  reservation: CancellationFeeReservation,
  now: Date,
  timeZone: string,
): CancellationFee {
  const applied = policy ?? reservation.cancellation_policy ?? null;
  const nonRefundable = Boolean(applied?.is_non_refundable || reservation.is_non_refundable);
  const noShowStart = startOfDayInTimeZone(addCalendarDays(reservation.checkin_date, 1), timeZone);
  const noShow = now.getTime() >= noShowStart;
  let step: components['schemas']['CancellationPolicyPart'] | null = null;
  let percentage = 0;
  if (nonRefundable) {
    percentage = 100;
  } else if (applied && noShow) {
    percentage = applied.no_show_percentage_of_cost;
  } else if (applied) {
    let stepStart = -Infinity;
    for (const part of applied.cancellation_policy_parts) {
      const day = addCalendarDays(reservation.checkin_date, -part.days_before);
      const start = startOfDayInTimeZone(day, timeZone) + part.hours_after * HOUR_MS;
      if (start > now.getTime()) continue;
      if (
        start > stepStart ||
        (start === stepStart && step && part.percentage_of_cost > step.percentage_of_cost)
      ) {
        step = part;
        stepStart = start;
      }
    }
    percentage = step?.percentage_of_cost ?? 0;
  }
  percentage = Math.min(100, Math.max(0, Number.isFinite(percentage) ? percentage : 0));
  const currency = reservation.currency;
  const digits = isCurrencyCode(currency) ? CURRENCIES[currency].decimalDigits : 2;
  const amount = roundHalfAway((reservation.price.total_price * percentage) / 100, digits);
  const mcp = reservation.price.mcp_total_price;
  const mcpAmount = mcp
    ? { cents: roundHalfAway((mcp.cents * percentage) / 100, 0), currency: mcp.currency }
    : null;
  return { percentage, amount, currency, mcpAmount, step, nonRefundable, noShow };
}

// Half away from zero on the decimal value as written: toPrecision(15) removes the binary noise that would
// turn 12.055 × 100 into 1205.4999… before rounding.
function roundHalfAway(value: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}
