// Calendar-date arithmetic on `YYYY-MM-DD` strings. A day is 24 hours; dates are computed in UTC
// so no local time zone or daylight saving can shift them.

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Epoch milliseconds of midnight UTC of a valid date. */
export function dateToUtcMillis(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(dateToUtcMillis(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date `months` after `date`, clamped to the month's last day (2026-01-31 + 1 month = 2026-02-28). */
export function addMonths(date: string, months: number): string {
  const start = new Date(dateToUtcMillis(date));
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToUtcMillis(to) - dateToUtcMillis(from)) / DAY_MS);
}

/** The dates from `from` (included) for `count` days. */
export function dateRange(from: string, count: number): string[] {
  // `from` read once, not once a day: the seed asks for a year of dates for every hotel at each reset.
  const start = dateToUtcMillis(from);
  return Array.from({ length: Math.max(0, count) }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Day of the week of a date, 0 = Sunday. */
export function weekday(date: string): number {
  return new Date(dateToUtcMillis(date)).getUTCDay();
}

/** The calendar date of an instant in a zone `offsetMinutes` east of UTC (the seed's zones have no DST). */
export function dateAtOffset(instantMs: number, offsetMinutes: number): string {
  return new Date(instantMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** ISO 8601 text of an instant with a fixed offset, e.g. `2026-12-01T09:00:00+09:00`. */
export function formatInstant(instantMs: number, offsetMinutes: number): string {
  const local = new Date(instantMs + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** The instant of `time` (`HH:MM`) on `date` in a zone `offsetMinutes` east of UTC. */
export function localTimeToMillis(date: string, time: string, offsetMinutes: number): number {
  return Date.parse(`${date}T${time}:00Z`) - offsetMinutes * 60_000;
}
