/**
 * The date (`YYYY-MM-DD`) it is at the hotel at `now`, in the hotel's IANA time zone (the init's `time_zone`: the
 * hotel's dates are in this zone). An unknown zone falls back to UTC rather than failing the search.
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
