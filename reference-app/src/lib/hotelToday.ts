/**
 * The date (`YYYY-MM-DD`) it is at the hotel at `now`, in the hotel's IANA time zone (B §3 Hotel settings:
 * time_zone; dates are in this zone). An unknown zone falls back to UTC rather than failing the search.
 *
 * @example
 * ```ts
 * hotelToday('Asia/Tokyo', new Date('2026-11-30T16:00:00Z')); // '2026-12-01'
 * ```
 */
export function hotelToday(timeZone: string, now: Date): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(now)
      .slice(0, 10);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * `date` moved by `days` (negative goes back), on the calendar, without time-zone drift.
 *
 * @example
 * ```ts
 * addDays('2026-12-31', 1); // '2027-01-01'
 * ```
 */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 *
 * @example
 * ```ts
 * daysBetween('2026-12-10', '2026-12-12'); // 2
 * ```
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
