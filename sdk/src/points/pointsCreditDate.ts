/** Days between check-out and the day a stay's points are credited (docs/rules.md, "Points"). */
export const POINTS_CREDIT_DELAY_DAYS = 3;

/**
 * The day a stay's points are credited and become usable: 3 days after check-out. Until then they are
 * `future` points, an estimate recalculated at check-out.
 *
 * @param checkout - the stay's check-out day, `YYYY-MM-DD`.
 * @returns the credit day, `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * pointsCreditDate('2026-12-30'); // '2027-01-02'
 * ```
 */
export function pointsCreditDate(checkout: string): string {
  const day = new Date(`${checkout}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + POINTS_CREDIT_DELAY_DAYS);
  return day.toISOString().slice(0, 10);
}
