/**
 * The mock clock. Every handler reads the time here instead of `Date.now()`, so tests can travel in
 * time (client sessions expire after 0.75 day, pay links after an hour) without waiting.
 */

/** The default "now": 2026-12-01 09:00 in Japan. */
export const DEFAULT_NOW = '2026-12-01T09:00:00+09:00';

const DEFAULT_NOW_MS = Date.parse(DEFAULT_NOW);

/**
 * The instants the clock takes: from 2000-01-01 to the end of 9998 (UTC), so that every date the seed
 * and the searches count from it (a year of stock and calendars ahead) keeps a four-digit year.
 */
export const CLOCK_RANGE = {
  minMs: Date.UTC(2000, 0, 1),
  maxMs: Date.UTC(9998, 11, 31, 23, 59, 59, 999),
  /** The longest move of one {@link advanceMinutes}, either way: 100 years. */
  maxAdvanceMinutes: 100 * 366 * 24 * 60,
} as const;

/** Throws a `RangeError` unless `ms` is an instant within {@link CLOCK_RANGE}. */
function checkInstant(ms: number, what: string): void {
  if (!Number.isFinite(ms) || ms < CLOCK_RANGE.minMs || ms > CLOCK_RANGE.maxMs) {
    throw new RangeError(`${what} is not an instant from 2000-01-01 to 9998-12-31`);
  }
}

// Where a reset puts the clock: DEFAULT_NOW unless the server was started at another instant.
let startMs = DEFAULT_NOW_MS;
let nowMs = DEFAULT_NOW_MS;

/** The mock's current instant in milliseconds since the epoch. */
export function nowMillis(): number {
  return nowMs;
}

/** The mock's current instant. */
export function now(): Date {
  return new Date(nowMs);
}

/**
 * Sets the clock to an instant (ISO 8601 text with offset, a `Date` or epoch milliseconds).
 * Throws a `RangeError` when the value is not a valid instant from 2000 to 9998.
 */
export function setNow(value: string | Date | number): void {
  const ms =
    typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();
  checkInstant(ms, `The instant ${String(value).slice(0, 64)}`);
  nowMs = ms;
}

/**
 * Moves the clock forward (or back, with a negative value) by whole or fractional minutes. Throws a
 * `RangeError` for a move over 100 years or one that leaves 2000 to 9998; the clock then stays.
 */
export function advanceMinutes(minutes: number): void {
  if (!Number.isFinite(minutes) || Math.abs(minutes) > CLOCK_RANGE.maxAdvanceMinutes) {
    throw new RangeError(`Not a number of minutes within ±${CLOCK_RANGE.maxAdvanceMinutes}`);
  }
  const next = nowMs + Math.round(minutes * 60_000);
  checkInstant(next, 'The clock moved that far');
  nowMs = next;
}

/**
 * Makes `value` the instant a reset returns to, and sets the clock to it: `staykit-mock --now` uses it so
 * that a demo runs on today's date while tests keep {@link DEFAULT_NOW}. Throws a `RangeError` like
 * {@link setNow}.
 */
export function setStartNow(value: string | Date | number): void {
  setNow(value);
  startMs = nowMs;
}

/** Puts the clock back to its start: `DEFAULT_NOW`, or the instant `staykit-mock --now` gave. */
export function resetClock(): void {
  nowMs = startMs;
}

/** The clock functions as one object, for callers that prefer `mockClock.advanceMinutes(60)`. */
export const mockClock = {
  /** The mock's current instant, as a `Date`. */
  now,
  /** The mock's current instant, in milliseconds since the epoch. */
  nowMillis,
  /** Moves the clock to an instant (ISO 8601 with its offset, a `Date` or milliseconds). */
  setNow,
  /** Moves the clock forward by minutes (a fraction is fine). */
  advanceMinutes,
  /** Puts the clock back to its start (`DEFAULT_NOW`, or the start the command was given). */
  reset: resetClock,
} as const;
