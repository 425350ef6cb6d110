import { isRoomVisibleInTiersMode, type TiersVisibilitySearch, type components } from '@staykit/sdk';

type RoomTypeResult = components['schemas']['RoomTypeResult'];
type PlanResult = components['schemas']['PlanResult'];
type ChildrenMode = components['schemas']['ChildrenMode'];

/**
 * Whether the hotel counts children by tiers (docs/widget.md#search: the tiers modes), where a plan shows only if it has
 * room for every room asked for.
 *
 * @example
 * ```ts
 * isTiersMode('tiers_with_meal_and_bed_as_extras'); // true
 * ```
 */
export function isTiersMode(mode: ChildrenMode): boolean {
  return mode === 'tiers' || mode === 'tiers_with_meal_and_bed_as_extras';
}

/**
 * What the visibility of results depends on: whether the hotel counts children by tiers, and the search the
 * results answer (its room count, and the kinds of search the SDK's rule lets through whole: undated,
 * voucher, including occupied rooms).
 *
 * @example
 * ```ts
 * const options: VisibilityOptions = { tiersMode: true, search: { room_count: 2, search_type: 'dated' } };
 * ```
 */
export interface VisibilityOptions {
  tiersMode: boolean;
  search: TiersVisibilitySearch;
}

/**
 * Room types with only the plans the SDK's `isRoomVisibleInTiersMode` lets through for the search; room
 * types left without a plan go. Outside tiers mode the rooms come back as they are.
 *
 * @example
 * ```ts
 * visibleRooms(result.rooms, { tiersMode: true, search: { room_count: 3, search_type: 'dated' } });
 * ```
 */
export function visibleRooms(rooms: readonly RoomTypeResult[], options: VisibilityOptions): RoomTypeResult[] {
  if (!options.tiersMode) return [...rooms];
  return rooms
    .map((room) => ({
      ...room,
      room_plans: room.room_plans.filter((plan) =>
        isRoomVisibleInTiersMode(options.search, {
          room_count: room.room_count,
          sale_limit: plan.sale_limit,
          plan_stock_count: plan.plan_stock_count,
        }),
      ),
    }))
    .filter((room) => room.room_plans.length > 0);
}

/**
 * Plans with only their visible rooms (see `visibleRooms`); plans left without a room go.
 *
 * @example
 * ```ts
 * visiblePlans(result.plans, { tiersMode: true, search: { room_count: 2, search_type: 'dated' } });
 * ```
 */
export function visiblePlans(plans: readonly PlanResult[], options: VisibilityOptions): PlanResult[] {
  if (!options.tiersMode) return [...plans];
  return plans
    .map((plan) => ({ ...plan, rooms: visibleRooms(plan.rooms, options) }))
    .filter((plan) => plan.rooms.length > 0);
}
