import { isRoomVisibleInTiersMode, type components } from '@staykit/sdk';

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
 * Room types with only the plans the SDK's `isRoomVisibleInTiersMode` lets through for `roomCount` rooms;
 * room types left without a plan go. Outside tiers mode the rooms come back as they are.
 *
 * @example
 * ```ts
 * visibleRooms(result.rooms, { tiersMode: true, roomCount: 3 });
 * ```
 */
export function visibleRooms(
  rooms: readonly RoomTypeResult[],
  options: { tiersMode: boolean; roomCount: number },
): RoomTypeResult[] {
  if (!options.tiersMode) return [...rooms];
  return rooms
    .map((room) => ({
      ...room,
      room_plans: room.room_plans.filter((plan) =>
        isRoomVisibleInTiersMode(
          { room_count: options.roomCount },
          {
            room_count: room.room_count,
            sale_limit: plan.sale_limit,
            plan_stock_count: plan.plan_stock_count,
          },
        ),
      ),
    }))
    .filter((room) => room.room_plans.length > 0);
}

/**
 * Plans with only their visible rooms (see `visibleRooms`); plans left without a room go.
 *
 * @example
 * ```ts
 * visiblePlans(result.plans, { tiersMode: true, roomCount: 2 });
 * ```
 */
export function visiblePlans(
  plans: readonly PlanResult[],
  options: { tiersMode: boolean; roomCount: number },
): PlanResult[] {
  if (!options.tiersMode) return [...plans];
  return plans
    .map((plan) => ({ ...plan, rooms: visibleRooms(plan.rooms, options) }))
    .filter((plan) => plan.rooms.length > 0);
}
