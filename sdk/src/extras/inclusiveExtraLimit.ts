import type { components } from '../generated/openapi';

/**
 * What the limit needs from a room plan of a search result: its `inclusive_extra_ids`.
 *
 * @example
 * ```ts
 * const plan: InclusiveExtrasPlan = { inclusive_extra_ids: [7, 9] };
 * ```
 */
export interface InclusiveExtrasPlan {
  /** Extras included in the plan's price. */
  readonly inclusive_extra_ids: readonly number[];
}

/**
 * How many rooms of a plan its inclusive extras allow (docs/rules.md, "Extras"), or `null` when they set no
 * limit.
 *
 * - The limit is the smallest `inventory` among the plan's `inclusive_extra_ids` in the search response's
 *   `extra_inventories`; 0 is a real limit (the plan cannot be booked).
 * - A plan without inclusive extras has no such limit (`null`), and neither does an inclusive extra the
 *   response gives no inventory for: the search lists the stock of the extras it counts, and treating an
 *   uncounted extra as sold out would hide a bookable plan. The booking itself still checks the stock
 *   (1105 extra limit insufficient).
 * - An extra listed twice counts with its smaller inventory.
 *
 * @param plan - a room plan of the results.
 * @param extraInventories - `extra_inventories` of the search response.
 * @example
 * ```ts
 * const inventories = [{ extra_id: 7, inventory: 5 }, { extra_id: 9, inventory: 2 }];
 * inclusiveExtraLimit({ inclusive_extra_ids: [7, 9] }, inventories); // 2
 * inclusiveExtraLimit({ inclusive_extra_ids: [] }, inventories); // null: no inclusive extras
 * ```
 */
export function inclusiveExtraLimit(
  plan: InclusiveExtrasPlan,
  extraInventories: readonly components['schemas']['ExtraInventory'][],
): number | null {
  const included = new Set(plan.inclusive_extra_ids);
  const inventories = extraInventories
    .filter((entry) => included.has(entry.extra_id))
    .map((entry) => entry.inventory);
  return inventories.length === 0 ? null : Math.max(0, Math.min(...inventories));
}
