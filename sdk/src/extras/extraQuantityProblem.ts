import type { components } from '../generated/openapi';

/**
 * What the quantity check needs from an extra of `listExtras`: min, max, stock.
 *
 * @example
 * ```ts
 * const limits: ExtraQuantityLimits = { min: 1, max: 4, stock: 3 };
 * ```
 */
export type ExtraQuantityLimits = Pick<components['schemas']['Extra'], 'min' | 'max' | 'stock'>;

/**
 * Why a quantity of an extra cannot be ordered, with the catalogue code the API would answer (`1102` extra
 * quantity invalid, `1104` extra limit exceeded; docs/errors.md). `reason` says which bound was crossed; the
 * numbers let a form say what is allowed. Messages come from the code, never from here.
 *
 * @example
 * ```ts
 * const problem: ExtraQuantityProblem = { code: '1102', reason: 'above_max', min: 0, max: 2 };
 * ```
 */
export type ExtraQuantityProblem =
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '1102'>;
      /** `not_whole`: negative, fractional or not a number; `below_min` / `above_max`: outside min and max. */
      readonly reason: 'not_whole' | 'below_min' | 'above_max';
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '1104'>;
      /** More than the units left. */
      readonly reason: 'above_stock';
      readonly stock: number;
    };

/**
 * Why a quantity of an extra cannot be ordered, or `null` when it can: it lies between the extra's min and
 * max and within its `stock` (docs/rules.md, "Extras").
 *
 * - `quantity` is the extra's total: for a date-based extra, the sum over its delivery dates (the `quantity`
 *   of the booking payload's extra), since the limits bound the extra's total quantity.
 * - 0 means "not ordered" and is always fine, even when `min` is above 0: the extra is then left out of
 *   the booking (see {@link summarizeExtras}); `min` applies to an extra that is ordered.
 * - Bounds are inclusive. `stock` `null` means unlimited; a stock of 0 refuses any order.
 * - When both the max and the stock are crossed, the max is reported, because it holds whatever the stock.
 *
 * @param quantity - the total quantity chosen.
 * @param extra - the extra from `listExtras`.
 * @example
 * ```ts
 * extraQuantityProblem(2, { min: 1, max: 4, stock: 3 }); // null
 * extraQuantityProblem(5, { min: 1, max: 4, stock: 3 }); // { code: '1102', reason: 'above_max', min: 1, max: 4 }
 * extraQuantityProblem(4, { min: 1, max: 4, stock: 3 }); // { code: '1104', reason: 'above_stock', stock: 3 }
 * extraQuantityProblem(0, { min: 1, max: 4, stock: 3 }); // null: not ordered
 * ```
 */
export function extraQuantityProblem(
  quantity: number,
  extra: ExtraQuantityLimits,
): ExtraQuantityProblem | null {
  const bounds = { min: extra.min, max: extra.max };
  if (!Number.isInteger(quantity) || quantity < 0) return { code: '1102', reason: 'not_whole', ...bounds };
  if (quantity === 0) return null;
  if (quantity < extra.min) return { code: '1102', reason: 'below_min', ...bounds };
  if (quantity > extra.max) return { code: '1102', reason: 'above_max', ...bounds };
  if (extra.stock !== null && quantity > extra.stock) {
    return { code: '1104', reason: 'above_stock', stock: extra.stock };
  }
  return null;
}
