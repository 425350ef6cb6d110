const DATE_PATTERN = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;

/**
 * An extra's date as the contract writes dates, `YYYY-MM-DD`. Extras' `booking_available_dates` and price
 * dates may come with dashes or slashes; this turns both into one form so that they compare as text.
 *
 * It returns the dash form, the one the contract and the booking payload use; comparing in the slash form
 * would give the same answers. One separator per date (`2026/12-24` is not a date), month and day may lack
 * their leading zero, surrounding spaces are ignored, and an impossible date (`2026-02-30`) or anything else
 * (a date-time, `''`, `null`) gives `null`, which matches nothing.
 *
 * @param value - a date with dashes or slashes.
 * @example
 * ```ts
 * normalizeExtraDate('2026/12/24'); // '2026-12-24'
 * normalizeExtraDate('2026-1-5'); // '2026-01-05'
 * normalizeExtraDate('2026-02-30'); // null
 * ```
 */
export function normalizeExtraDate(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[3]);
  const day = Number(match[4]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March; a date that does not come back unchanged does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
