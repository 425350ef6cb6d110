const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What the night count needs from a search: checkin, checkout, search_type, nights.
 *
 * @example
 * ```ts
 * const stay: NightCountInput = { checkin: '2025-04-01', checkout: '2025-04-03' };
 * ```
 */
export interface NightCountInput {
  /** Check-in date, `YYYY-MM-DD`. */
  readonly checkin?: string | null;
  /** Check-out date, `YYYY-MM-DD`; equal to `checkin` for day use. */
  readonly checkout?: string | null;
  /** `undated` counts `nights` instead of dates; anything else (default `dated`) counts dates. */
  readonly search_type?: string | null;
  /** Nights of an undated search (default 1). */
  readonly nights?: number | null;
}

/**
 * The number of nights of a search (docs/rules.md, "Search and results"): an undated search uses `nights`
 * (default 1); otherwise check-out minus check-in in 24-hour days, and 0 when check-out equals check-in (day
 * use) or either date is missing.
 *
 * Dates are read as UTC calendar dates, so a daylight-saving change inside the stay cannot turn 2 nights
 * into 1.96. A malformed or impossible date (`2025-02-30`) counts as missing, and a check-out before
 * check-in gives 0, so no caller ever sees a negative or fractional stay. An undated `nights` that is not
 * a whole number of at least 1 falls back to the default 1.
 *
 * @example
 * ```ts
 * countNights({ checkin: '2025-03-29', checkout: '2025-04-01' }); // 3
 * countNights({ checkin: '2025-04-01', checkout: '2025-04-01' }); // 0 (day use)
 * countNights({ search_type: 'undated', nights: 2 }); // 2
 * countNights({ search_type: 'undated' }); // 1
 * ```
 */
export function countNights(search: NightCountInput): number {
  if (search.search_type === 'undated') {
    const nights = search.nights;
    return typeof nights === 'number' && Number.isInteger(nights) && nights >= 1 ? nights : 1;
  }
  const checkin = parseDate(search.checkin);
  const checkout = parseDate(search.checkout);
  if (checkin === null || checkout === null) return 0;
  return Math.max(0, Math.round((checkout - checkin) / DAY_MS));
}

// Date.UTC rolls 2025-02-30 over to March; comparing the parts back rejects such dates.
function parseDate(value: string | null | undefined): number | null {
  const match = value ? DATE_PATTERN.exec(value) : null;
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return time;
}
