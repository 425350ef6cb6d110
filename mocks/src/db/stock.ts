/**
 * Stock per room type and night (and per room plan allotment and night). Reads load a hotel's rows in
 * one query into maps, because @mswjs/data scans a model on every query; writes change one row.
 */
import { db } from './db';

/** Stock of one hotel: room-type code (or room-plan code) → date → rooms left. */
export interface StockIndex {
  readonly rooms: ReadonlyMap<string, ReadonlyMap<string, number>>;
  readonly plans: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

function group(rows: { code: string; date: string; count: number }[]): Map<string, Map<string, number>> {
  const byCode = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let byDate = byCode.get(row.code);
    if (!byDate) byCode.set(row.code, (byDate = new Map()));
    byDate.set(row.date, row.count);
  }
  return byCode;
}

/** Loads the stock of a hotel (every night of the seed's 365 days). */
export function loadStock(hotelId: number): StockIndex {
  const rooms = db.roomStock
    .findMany({ where: { hotel_id: { equals: hotelId } } })
    .map((row) => ({ code: row.room_type_code, date: row.date, count: row.count }));
  const plans = db.planStock
    .findMany({ where: { hotel_id: { equals: hotelId } } })
    .map((row) => ({ code: row.room_plan_code, date: row.date, count: row.count }));
  return { rooms: group(rooms), plans: group(plans) };
}

/** Rooms of a type left on a night; 0 outside the stocked days. */
export function roomStockOn(index: StockIndex, roomTypeCode: string, date: string): number {
  return index.rooms.get(roomTypeCode)?.get(date) ?? 0;
}

/** Rooms left in a room plan's allotment on a night; 0 outside the stocked days. */
export function planStockOn(index: StockIndex, roomPlanCode: string, date: string): number {
  return index.plans.get(roomPlanCode)?.get(date) ?? 0;
}

/** The id of the stock row of a room type on a night. */
export function roomStockId(hotelId: number, roomTypeCode: string, date: string): string {
  return `${hotelId}:${roomTypeCode}:${date}`;
}

/** The id of the allotment row of a room plan on a night. */
export function planStockId(hotelId: number, roomPlanCode: string, date: string): string {
  return `${hotelId}:${roomPlanCode}:${date}`;
}

/**
 * Changes the rooms left of a room type on a night by `delta` (negative for a booking). Returns the new
 * count, or `undefined` when the night is not stocked or the change would go below 0 (nothing changes).
 */
export function changeRoomStock(
  hotelId: number,
  roomTypeCode: string,
  date: string,
  delta: number,
): number | undefined {
  const id = roomStockId(hotelId, roomTypeCode, date);
  const row = db.roomStock.findFirst({ where: { id: { equals: id } } });
  if (!row || row.count + delta < 0) return undefined;
  db.roomStock.update({ where: { id: { equals: id } }, data: { count: row.count + delta } });
  return row.count + delta;
}

/** Like {@link changeRoomStock} for a room plan's allotment. */
export function changePlanStock(
  hotelId: number,
  roomPlanCode: string,
  date: string,
  delta: number,
): number | undefined {
  const id = planStockId(hotelId, roomPlanCode, date);
  const row = db.planStock.findFirst({ where: { id: { equals: id } } });
  if (!row || row.count + delta < 0) return undefined;
  db.planStock.update({ where: { id: { equals: id } }, data: { count: row.count + delta } });
  return row.count + delta;
}
