/**
 * The calendar date (`YYYY-MM-DD`) of an instant in a time zone: the hotel's "today" (the hotel's
 * `time_zone`). The hotel's zone, not the browser's, decides which day it is at the hotel, so a guest abroad
 * sees the same same-day and fee rules as the hotel.
 *
 * @param instant - the moment (the mock clock's or the real one).
 * @param timeZone - an IANA zone such as `Asia/Tokyo`; an unknown zone throws a `RangeError`.
 * @example
 * ```ts
 * dateInTimeZone(new Date('2026-12-23T15:30:00Z'), 'Asia/Tokyo'); // '2026-12-24'
 * dateInTimeZone(new Date('2026-12-23T15:30:00Z'), 'UTC'); // '2026-12-23'
 * ```
 */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const parts = zonedParts(instant.getTime(), timeZone);
  return `${String(parts.year).padStart(4, '0')}-${pad(parts.month)}-${pad(parts.day)}`;
}

/**
 * The instant (epoch milliseconds) a calendar date starts at in a time zone: 00:00 local time, or the first
 * minute of the day where a daylight-saving change skips midnight. Cancellation-policy steps and the no-show
 * start count from it (`days_before`, `hours_after` of a `CancellationPolicy`).
 *
 * @param date - `YYYY-MM-DD`; anything else throws a `RangeError`.
 * @param timeZone - an IANA zone such as `Asia/Tokyo`.
 * @example
 * ```ts
 * new Date(startOfDayInTimeZone('2026-12-24', 'Asia/Tokyo')).toISOString(); // '2026-12-23T15:00:00.000Z'
 * ```
 */
export function startOfDayInTimeZone(date: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // The offset at the wall-clock guess, then again at the instant found, settles any DST change between.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  // A zone that skips midnight (DST at 00:00) lands the day before: move to the day's first instant.
  if (dateInTimeZone(new Date(instant), timeZone) < date) instant += 60 * 60 * 1000;
  return instant;
}

/**
 * Adds whole days to a `YYYY-MM-DD` date, as calendar days (no time zone involved).
 *
 * @example
 * ```ts
 * addCalendarDays('2026-12-24', -3); // '2026-12-21'
 * ```
 */
export function addCalendarDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return moved.toISOString().slice(0, 10);
}

interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(millis: number, timeZone: string): ZonedParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const read: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(millis))) read[part.type] = Number(part.value);
  return {
    year: read.year ?? 0,
    month: read.month ?? 1,
    day: read.day ?? 1,
    hour: read.hour ?? 0,
    minute: read.minute ?? 0,
    second: read.second ?? 0,
  };
}

// Local wall time minus UTC at an instant, in milliseconds (+9 h for Tokyo).
function offsetAt(millis: number, timeZone: string): number {
  const p = zonedParts(millis, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (millis - (((millis % 1000) + 1000) % 1000));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
