import type { components } from '../generated/openapi';

/**
 * The gift-point exchange's fixed terms (docs/rules.md, "Points"): points go in whole units of `unit`,
 * the gift points stay valid `validityDays` days, and the exchange is offered only by hotels in Japan.
 *
 * @example
 * ```ts
 * const options = [1, 2, 4].map((units) => units * GIFT_POINT_EXCHANGE.unit); // 500, 1000, 2000
 * ```
 */
export const GIFT_POINT_EXCHANGE = { unit: 500, validityDays: 180 } as const;

/**
 * Why `amount` points cannot be exchanged for gift points, with the catalogue code the API would answer:
 * `point_exchange_invalid` when the exchange is not offered (`not_offered`: the hotel is outside Japan or
 * the point programme is not usable) or the amount is not whole units (`not_whole_units`), `2401` when the
 * balance is lower (`above_balance`).
 *
 * @example
 * ```ts
 * const problem: PointExchangeProblem = { code: '2401', reason: 'above_balance', balance: 800 };
 * ```
 */
export type PointExchangeProblem =
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], 'point_exchange_invalid'>;
      readonly reason: 'not_offered' | 'not_whole_units';
      readonly unit: number;
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '2401'>;
      readonly reason: 'above_balance';
      readonly balance: number;
    };

/**
 * Why `amount` points cannot be exchanged for gift points, or `null` when they can. The exchange cannot
 * be reversed, so a screen checks here before it asks the member to confirm; the API checks the same
 * rules in the same order (offered, whole units, balance).
 *
 * @param amount - the points to exchange.
 * @param context - whether the hotel is in Japan (a hotel in `Asia/Tokyo` time), the member's balance
 *   (`total_point`) and whether the point programme is usable (`program_enabled`).
 *
 * @example
 * ```ts
 * pointExchangeProblem(1000, { inJapan: true, balance: 12_500, programEnabled: true }); // null
 * pointExchangeProblem(750, { inJapan: true, balance: 12_500, programEnabled: true }); // not_whole_units
 * pointExchangeProblem(1000, { inJapan: false, balance: 12_500, programEnabled: true }); // not_offered
 * ```
 */
export function pointExchangeProblem(
  amount: number,
  context: { readonly inJapan: boolean; readonly balance: number; readonly programEnabled: boolean },
): PointExchangeProblem | null {
  const { unit } = GIFT_POINT_EXCHANGE;
  if (!context.inJapan || !context.programEnabled) {
    return { code: 'point_exchange_invalid', reason: 'not_offered', unit };
  }
  if (!Number.isSafeInteger(amount) || amount < unit || amount % unit !== 0) {
    return { code: 'point_exchange_invalid', reason: 'not_whole_units', unit };
  }
  if (amount > context.balance) return { code: '2401', reason: 'above_balance', balance: context.balance };
  return null;
}
