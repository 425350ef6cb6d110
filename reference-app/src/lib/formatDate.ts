import { dateLocale, isLocale } from '@staykit/sdk';
import { dateFormat } from './dateFormat';

/**
 * A `YYYY-MM-DD` date written long in the guest's locale (zh variants as the SDK's `dateLocale` maps them;
 * English for a locale outside the product's), without time-zone drift.
 *
 * @example
 * ```ts
 * formatDate('2027-01-15', 'en'); // 'January 15, 2027'
 * ```
 */
export function formatDate(date: string, locale: string): string {
  return dateFormat(dateLocale(isLocale(locale) ? locale : 'en'), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
