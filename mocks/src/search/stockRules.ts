/**
 * Whether the stock holds the rooms a price check selects or a booking takes (the contract's `sold_out`
 * and `no_rooms_available`): a night with nothing left of a room type, or of a room plan's own allotment,
 * is `sold_out`; fewer left than wanted, or more rooms of a plan than its `sale_limit` allows one booking,
 * is `no_rooms_available`.
 */
import type { PlanRow, RoomPlanRow } from '../db/rows';
import { planStockOn, roomStockOn } from '../db/stock';
import type { StockIndex } from '../db/stock';
import { ApiError } from '../http/errors';

/** A room wanted: its room type and room plan, and what limits them. */
export interface WantedRoom {
  readonly roomTypeCode: string;
  readonly roomPlanCode: string;
  readonly hasAllotment: boolean;
  readonly planCode: string;
  readonly saleLimit: number | null;
}

/**
 * The room a room plan of a plan stands for.
 *
 * @example
 * ```ts
 * wantedRoom(roomPlan, plan); // { roomTypeCode: 'STD', roomPlanCode: 'STD-BF', planCode: 'BF', ... }
 * ```
 */
export function wantedRoom(roomPlan: RoomPlanRow, plan: PlanRow): WantedRoom {
  return {
    roomTypeCode: roomPlan.room_type_code,
    roomPlanCode: roomPlan.code,
    hasAllotment: roomPlan.allotment !== null,
    planCode: plan.code,
    saleLimit: plan.sale_limit,
  };
}

/**
 * How many times each key comes.
 *
 * @example
 * ```ts
 * countBy(['STD', 'STD', 'DBL']); // Map { 'STD' => 2, 'DBL' => 1 }
 * ```
 */
export function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * Checks that the stock holds the wanted rooms on every night (one entry per room); throws the first
 * refusal.
 *
 * @example
 * ```ts
 * checkStock(loadStock(101), ['2026-12-24'], [wantedRoom(steBf, bf)]); // throws sold_out
 * ```
 */
export function checkStock(stock: StockIndex, dates: readonly string[], wanted: readonly WantedRoom[]): void {
  const check = (label: string, count: number, left: (date: string) => number): void => {
    const least = Math.min(...dates.map(left));
    if (least <= 0)
      throw new ApiError('sold_out', { message: `${label} is sold out on a night of the stay` });
    if (least < count)
      throw new ApiError('no_rooms_available', { message: `Only ${least} of ${label} left` });
  };
  for (const [code, count] of countBy(wanted.map((room) => room.roomTypeCode))) {
    check(`room type ${code}`, count, (date) => roomStockOn(stock, code, date));
  }
  const allotted = wanted.filter((room) => room.hasAllotment).map((room) => room.roomPlanCode);
  for (const [code, count] of countBy(allotted)) {
    check(`room plan ${code}`, count, (date) => planStockOn(stock, code, date));
  }
  for (const [code, count] of countBy(wanted.map((room) => room.planCode))) {
    const limit = wanted.find((room) => room.planCode === code)?.saleLimit ?? null;
    if (limit !== null && count > limit) {
      throw new ApiError('no_rooms_available', {
        message: `At most ${limit} rooms of plan ${code} per booking`,
      });
    }
  }
}
