import { formatMoney, isCurrencyCode, isLocale } from '@staykit/sdk';

/**
 * A price in the currency of the search results, written for the UI locale with the SDK's `formatMoney`
 * (English formatting for a locale outside the product's; the bare number for an unknown currency).
 *
 * @example
 * ```ts
 * formatPrice(28000, 'JPY', 'en'); // '¥28,000'
 * ```
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  if (!isCurrencyCode(currency)) return `${amount} ${currency}`;
  return formatMoney(amount, isLocale(locale) ? locale : 'en', currency);
}
