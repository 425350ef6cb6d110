const OFFSET = /(?:([+-])(\d{2}):?(\d{2})|Z)$/;

/**
 * The hotel's date (`YYYY-MM-DD`) at `now`, for the card's expiry check. A pay link names no time zone,
 * but its instants are written in the hotel's offset (`expires_at`: `…+09:00`); an instant without one
 * counts as UTC.
 *
 * @param instant - an instant of the link, such as `expires_at`.
 * @param now - the current instant.
 * @example
 * ```ts
 * payLinkToday('2026-12-01T10:00:00+09:00', new Date('2026-11-30T16:00:00Z')); // '2026-12-01'
 * ```
 */
export function payLinkToday(instant: string, now: Date): string {
  const match = OFFSET.exec(instant);
  const sign = match?.[1] === '-' ? -1 : 1;
  const minutes = match?.[1] ? sign * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 10);
}
