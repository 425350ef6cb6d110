/**
 * Stock per room type and night, and per room plan allotment and night: the rows every search, price
 * check and booking reads, kept as maps by hotel, code and date so that a read costs a lookup rather than
 * a scan of the year of rows every room type has. Bookings change one count at a time and never below
 * zero; a reset empties the store before the seed writes it again.
 */

/** Rooms left of each code on each date: code → date → count. */
export type StockByCode = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Stock of one hotel: room types, and room plans with an allotment of their own. */
export interface StockIndex {
  readonly rooms: StockByCode;
  readonly plans: StockByCode;
}

/** What a count belongs to: a room type's rooms or a room plan's allotment. */
export type StockKind = keyof StockIndex;

interface HotelStock {
  readonly rooms: Map<string, Map<string, number>>;
  readonly plans: Map<string, Map<string, number>>;
}

const EMPTY: StockIndex = { rooms: new Map(), plans: new Map() };
const store = new Map<number, HotelStock>();

/**
 * Empties the store (a reset, before the seed writes it again).
 *
 * @example
 * ```ts
 * clearStock();
 * ```
 */
export function clearStock(): void {
  store.clear();
}

function byDate(hotelId: number, kind: StockKind, code: string): Map<string, number> {
  let hotel = store.get(hotelId);
  if (!hotel) store.set(hotelId, (hotel = { rooms: new Map(), plans: new Map() }));
  let dates = hotel[kind].get(code);
  if (!dates) hotel[kind].set(code, (dates = new Map()));
  return dates;
}

/**
 * Writes the count of a night (the seed).
 *
 * @example
 * ```ts
 * setStock(101, 'rooms', 'STD', '2026-12-10', 10);
 * ```
 */
export function setStock(hotelId: number, kind: StockKind, code: string, date: string, count: number): void {
  byDate(hotelId, kind, code).set(date, count);
}

/**
 * The stock of a hotel as it is now (every stocked night); a read-only view that later bookings change.
 *
 * @example
 * ```ts
 * roomStockOn(loadStock(101), 'STD', '2026-12-10'); // 10
 * ```
 */
export function loadStock(hotelId: number): StockIndex {
  return store.get(hotelId) ?? EMPTY;
}

/**
 * Rooms of a type left on a night; 0 outside the stocked days.
 *
 * @example
 * ```ts
 * roomStockOn(loadStock(101), 'STE', '2026-12-24'); // 0
 * ```
 */
export function roomStockOn(index: StockIndex, roomTypeCode: string, date: string): number {
  return index.rooms.get(roomTypeCode)?.get(date) ?? 0;
}

/**
 * Rooms left in a room plan's allotment on a night; 0 outside the stocked days.
 *
 * @example
 * ```ts
 * planStockOn(loadStock(101), 'STE-BF', '2026-12-10'); // 1
 * ```
 */
export function planStockOn(index: StockIndex, roomPlanCode: string, date: string): number {
  return index.plans.get(roomPlanCode)?.get(date) ?? 0;
}

/**
 * The count of one night, or `undefined` when the night is not stocked (the state control).
 *
 * @example
 * ```ts
 * stockCount(101, 'rooms', 'STD', '2026-12-10'); // 10
 * ```
 */
export function stockCount(hotelId: number, kind: StockKind, code: string, date: string): number | undefined {
  return store.get(hotelId)?.[kind].get(code)?.get(date);
}

/**
 * Changes the count of a night by `delta` (negative for a booking). Returns the new count, or `undefined`
 * when the night is not stocked or the change would go below 0 (nothing changes).
 *
 * @example
 * ```ts
 * changeStock(101, 'rooms', 'STD', '2026-12-10', -1); // 9
 * ```
 */
export function changeStock(
  hotelId: number,
  kind: StockKind,
  code: string,
  date: string,
  delta: number,
): number | undefined {
  const dates = store.get(hotelId)?.[kind].get(code);
  const count = dates?.get(date);
  if (dates === undefined || count === undefined || count + delta < 0) return undefined;
  dates.set(date, count + delta);
  return count + delta;
}
