import type { components } from '../generated/openapi';
import { normalizeExtraDate } from './normalizeExtraDate';

/**
 * What listing needs from an extra of `listExtras`: extra_type, booking_available_dates, prices with a date.
 *
 * @example
 * ```ts
 * const extra: ListableExtra = {
 *   extra_type: 'date_based',
 *   booking_available_dates: ['2026/12/24'],
 *   prices: [{ date: '2026-12-24', price: 5000, price_with_tax: 5500 }],
 * };
 * ```
 */
export interface ListableExtra {
  /** `generic` extras are sold for the whole stay and always listed. */
  readonly extra_type: components['schemas']['ExtraType'];
  /** Days the extra can be ordered for, with dashes or slashes. */
  readonly booking_available_dates: readonly string[];
  /** Unit prices; only their dates matter here. */
  readonly prices: readonly Pick<components['schemas']['ExtraPrice'], 'date'>[];
}

/**
 * The stay an extra would be delivered in: the search's check-in and check-out, `YYYY-MM-DD` (slashes are
 * read too).
 *
 * @example
 * ```ts
 * const stay: ExtraStay = { checkin: '2026-12-24', checkout: '2026-12-26' };
 * ```
 */
export interface ExtraStay {
  /** First day of the stay. */
  readonly checkin?: string | null;
  /** Departure day; equal to `checkin` (or missing) for day use. */
  readonly checkout?: string | null;
}

/**
 * Whether an extra is listed for a stay: a generic extra always is, another only when one of its
 * booking-available dates is also one of its price dates (docs/rules.md, "Extras"). Dates written with dashes
 * and with slashes compare equal.
 *
 * - A `generic` extra is always listed.
 * - Any other extra is listed when one of its `booking_available_dates` equals one of its price dates,
 *   after both are normalised with {@link normalizeExtraDate} (dashes and slashes compare equal; dates
 *   that cannot be read match nothing).
 * - With a stay, the matching date must also fall within it, from check-in to check-out inclusive: a
 *   price list may come from another search, and an extra cannot be delivered outside the stay. The
 *   departure day counts, since a morning extra (breakfast) is delivered on it. Without a stay (an
 *   undated search) any match lists the extra. A stay whose dates cannot be read is treated as no stay.
 *
 * @param extra - the extra from `listExtras`.
 * @param stay - the searched stay, if dated.
 * @example
 * ```ts
 * const champagne = {
 *   extra_type: 'date_based',
 *   booking_available_dates: ['2026-12-24', '2026-12-25'],
 *   prices: [{ date: '2026/12/25', price: 5000, price_with_tax: 5500 }],
 * } as const;
 * isExtraListed(champagne, { checkin: '2026-12-24', checkout: '2026-12-26' }); // true: 25 December matches
 * isExtraListed(champagne, { checkin: '2026-12-26', checkout: '2026-12-27' }); // false: outside the stay
 * isExtraListed({ extra_type: 'generic', booking_available_dates: [], prices: [] }); // true
 * ```
 */
export function isExtraListed(extra: ListableExtra, stay?: ExtraStay | null): boolean {
  if (extra.extra_type === 'generic') return true;
  const priceDates = new Set(extra.prices.map((price) => normalizeExtraDate(price.date)).filter(isDate));
  const within = stayWindow(stay);
  return extra.booking_available_dates
    .map((date) => normalizeExtraDate(date))
    .filter(isDate)
    .some((date) => priceDates.has(date) && (!within || (within.first <= date && date <= within.last)));
}

// Normalised YYYY-MM-DD strings sort as the days they name, so the window compares as text.
function stayWindow(stay: ExtraStay | null | undefined): { first: string; last: string } | null {
  const first = normalizeExtraDate(stay?.checkin);
  if (first === null) return null;
  const checkout = normalizeExtraDate(stay?.checkout);
  return { first, last: checkout !== null && checkout > first ? checkout : first };
}

function isDate(date: string | null): date is string {
  return date !== null;
}
