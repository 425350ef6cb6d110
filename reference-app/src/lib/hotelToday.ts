import { dateFormat } from './dateFormat';

const day = (timeZone: string) =>
  dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

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
  let format: Intl.DateTimeFormat;
  try {
    format = day(timeZone);
  } catch {
    format = day('UTC');
  }
  return format.format(now).slice(0, 10);
}
