import type { components } from '../generated/openapi';

/**
 * What the spending check needs: the member's balance (`total_point` of `getPoints`), the hotel's
 * spending steps and minimum (`spending_rules.increment` and `spending_rules.minimum_spend` of
 * `getPoints`) and the price the points pay towards (`total_price_before_point_discount`, or
 * `total_price` of a price without points).
 *
 * @example
 * ```ts
 * const limits: PointSpendLimits = { balance: 10_000, increment: 100, minimum: 500, price: 24_200 };
 * ```
 */
export interface PointSpendLimits {
  readonly balance: number;
  readonly increment: number;
  readonly minimum: number;
  readonly price: number;
}

/**
 * Why an amount of points cannot be spent, with the catalogue code the API would answer (docs/rules.md,
 * "Points": `point_spend_invalid` for the steps, the minimum and the price, `2401` when the balance is too
 * low). `reason` says which rule was broken; the numbers let a form say what is allowed. Messages come from
 * the code, never from here.
 *
 * @example
 * ```ts
 * const problem: PointSpendProblem = { code: '2401', reason: 'above_balance', balance: 10_000 };
 * ```
 */
export type PointSpendProblem =
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], 'point_spend_invalid'>;
      /**
       * `not_whole`: negative, fractional or not a number; `below_minimum`: under the minimum spend;
       * `not_increment`: not a multiple of the increment; `above_price`: more than the price.
       */
      readonly reason: 'not_whole' | 'below_minimum' | 'not_increment' | 'above_price';
      readonly increment: number;
      readonly minimum: number;
      readonly price: number;
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '2401'>;
      readonly reason: 'above_balance';
      readonly balance: number;
    };

/**
 * Why `points` cannot be spent on a booking, or `null` when they can: points go in fixed steps, from a
 * minimum, up to the price and the balance (docs/rules.md, "Points").
 *
 * - 0 means "no points spent" and is always fine, like an extra not ordered.
 * - The rules are checked in the API's order: the minimum, the steps, the balance (`2401`), then the
 *   price, so the form shows the problem the booking would meet first.
 * - Spending exactly the price is allowed: the total payable is then 0, and card payment is not allowed
 *   (docs/rules.md, "Payment types"; the payment step's concern, not this check's).
 *
 * @param points - the points the member wants to spend.
 * @param limits - the balance, the spending rules and the price.
 * @example
 * ```ts
 * const limits = { balance: 10_000, increment: 100, minimum: 500, price: 24_200 };
 * pointSpendProblem(1_000, limits); // null
 * pointSpendProblem(450, limits); // { code: 'point_spend_invalid', reason: 'below_minimum', ... }
 * pointSpendProblem(1_050, limits); // { code: 'point_spend_invalid', reason: 'not_increment', ... }
 * pointSpendProblem(10_100, limits); // { code: '2401', reason: 'above_balance', balance: 10_000 }
 * ```
 */
export function pointSpendProblem(points: number, limits: PointSpendLimits): PointSpendProblem | null {
  const rules = { increment: limits.increment, minimum: limits.minimum, price: limits.price };
  if (!Number.isInteger(points) || points < 0) {
    return { code: 'point_spend_invalid', reason: 'not_whole', ...rules };
  }
  if (points === 0) return null;
  if (points < limits.minimum) return { code: 'point_spend_invalid', reason: 'below_minimum', ...rules };
  // An increment of 0 or less would mean "any amount": there is no step to respect.
  if (limits.increment > 0 && points % limits.increment !== 0) {
    return { code: 'point_spend_invalid', reason: 'not_increment', ...rules };
  }
  if (points > limits.balance) return { code: '2401', reason: 'above_balance', balance: limits.balance };
  if (points > limits.price) return { code: 'point_spend_invalid', reason: 'above_price', ...rules };
  return null;
}
