import { formatMoney, isCurrencyCode, isLocale, type components } from '@staykit/sdk';

type Money = components['schemas']['Money'];

/**
 * A price as the results show it: in the display currency when multi-currency mode gave a `mcp_` twin
 * (docs/widget.md#page-shell: every price then comes in the chosen currency too), else in the currency of the results, written
 * for the UI locale with the SDK's `formatMoney` (its decimals and symbols table; English formatting for a
 * locale outside the product's; the bare number for an unknown currency).
 *
 * @example
 * ```ts
 * formatPrice(28000, 'JPY', 'en'); // '¥28,000'
 * formatPrice(28000, 'JPY', 'en', { cents: 18667, currency: 'USD' }); // '$186.67'
 * ```
 */
export function formatPrice(amount: number, currency: string, locale: string, mcp?: Money | null): string {
  const displayLocale = isLocale(locale) ? locale : 'en';
  if (mcp) return formatMoney(mcp, displayLocale);
  if (!isCurrencyCode(currency)) return `${amount} ${currency}`;
  return formatMoney(amount, displayLocale, currency);
}
