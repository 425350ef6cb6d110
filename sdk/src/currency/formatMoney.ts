import type { Locale } from '../locale/locales';
import { CURRENCIES } from './currencies';
import type { CurrencyCode } from './currencies';

/**
 * An amount in a currency's minor unit, as every multi-currency field `mcp_<field>` carries it (the
 * contract's `Money`). For zero-decimal currencies the minor unit is the major unit: 1200 JPY is
 * `{ cents: 1200, currency: 'JPY' }`.
 *
 * @example
 * ```ts
 * const price: MinorUnitMoney = { cents: 1234, currency: 'USD' }; // 12.34 USD
 * ```
 */
export interface MinorUnitMoney {
  readonly cents: number;
  readonly currency: CurrencyCode;
}

// BCP 47 tags for Intl; the API's zh_Hans / zh_Hant use an underscore, which Intl rejects.
const BCP47: Record<Locale, string> = {
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  zh_Hans: 'zh-CN',
  zh_Hant: 'zh-TW',
  id: 'id',
  th: 'th',
  ar: 'ar',
};

// Building an Intl.NumberFormat costs far more than using one: a results page formats hundreds of prices.
const FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * Formats money for display with the currency table's symbol and decimals (docs/rules.md, "Currencies":
 * symbol overrides KRW ₩, JPY ¥, TWD NT$, EUR €, GBP £, USD $, other codes shown as the code; 0 decimals for
 * JPY, TWD, KRW, IDR and VND, 2 for the others), with digit grouping and symbol placement of `locale`.
 *
 * Rounding: an amount with more digits than the currency allows is rounded half away from zero on its
 * decimal value as written, so 1.005 USD shows $1.01, 0.5 JPY shows ¥1 and -2.5 JPY shows -¥3 (no binary
 * floating-point surprise). Minor units are whole by contract; a fractional `cents` rounds the same way.
 *
 * @param amount - `{ cents, currency }` in minor units (or, in the second form, a major-unit number).
 * @param locale - the display locale.
 * @example
 * ```ts
 * formatMoney(1200, 'en', 'JPY'); // '¥1,200'
 * formatMoney({ cents: 1234, currency: 'USD' }, 'en'); // '$12.34'
 * formatMoney(12.5, 'en', 'CHF'); // 'CHF 12.50' (the space is U+00A0)
 * ```
 */
export function formatMoney(amount: MinorUnitMoney, locale: Locale): string;
/**
 * Formats a major-unit amount of `currency`, with the same table, layout and rounding as the first form.
 *
 * @param amount - the amount in major units (1200 for ¥1,200; 12.5 for $12.50).
 * @param locale - the display locale.
 * @param currency - the currency of `amount`.
 * @example
 * ```ts
 * formatMoney(1200, 'ja', 'JPY'); // '¥1,200'
 * ```
 */
export function formatMoney(amount: number, locale: Locale, currency: CurrencyCode): string;
export function formatMoney(
  amount: number | MinorUnitMoney,
  locale: Locale,
  currency?: CurrencyCode,
): string {
  const code = typeof amount === 'number' ? currency : amount.currency;
  if (code === undefined) throw new TypeError('formatMoney: a major-unit amount needs a currency');
  const info = CURRENCIES[code];
  const value = typeof amount === 'number' ? amount : minorToMajor(amount.cents, info.decimalDigits);
  const hasOverride = info.symbol !== info.code;
  const key = `${locale} ${code}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(BCP47[locale], {
      style: 'currency',
      currency: code,
      // A narrow symbol keeps the locale's "symbol next to digits" layout for the overrides; codes keep the
      // locale's spaced layout so that "CHF 12.50" does not run together.
      currencyDisplay: hasOverride ? 'narrowSymbol' : 'code',
      minimumFractionDigits: info.decimalDigits,
      maximumFractionDigits: info.decimalDigits,
      roundingMode: 'halfExpand',
    });
    FORMATS.set(key, format);
  }
  const parts = format.formatToParts(value);
  // Intl's own symbols differ by locale (ja shows the full-width ￥, ar shows US$); the table wins.
  return parts.map((part) => (part.type === 'currency' ? info.symbol : part.value)).join('');
}

// The quotient is the double nearest to the exact decimal, and Intl formats that double's shortest decimal
// form, so 1234 cents shows 12.34 and never 12.339999.
function minorToMajor(cents: number, decimalDigits: number): number {
  return cents / 10 ** decimalDigits;
}
