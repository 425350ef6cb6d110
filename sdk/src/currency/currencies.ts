/**
 * The currency codes offered (docs/rules.md, "Currencies"): the 33 codes of the main list plus RUB, 34 in
 * all, in a fixed order.
 *
 * @example
 * ```ts
 * CURRENCY_CODES.length; // 34
 * ```
 */
export const CURRENCY_CODES = [
  'JPY',
  'ARS',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'INR',
  'IDR',
  'ILS',
  'MOP',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'GBP',
  'QAR',
  'SAR',
  'SGD',
  'ZAR',
  'KRW',
  'LKR',
  'SEK',
  'CHF',
  'THB',
  'AED',
  'USD',
  'VND',
  'RUB',
] as const;

/**
 * An ISO 4217 code among the currencies offered.
 *
 * @example
 * ```ts
 * const currency: CurrencyCode = 'TWD';
 * ```
 */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/**
 * One row of the currency table: the symbol and decimal digits of a code, and whether the selector suggests
 * it.
 *
 * @example
 * ```ts
 * const yen: CurrencyInfo = { code: 'JPY', symbol: '¥', decimalDigits: 0, isSuggested: false };
 * ```
 */
export interface CurrencyInfo {
  /** The ISO 4217 code. */
  readonly code: CurrencyCode;
  /** What prices show: the symbol of KRW, JPY, TWD, EUR, GBP and USD, otherwise the code. */
  readonly symbol: string;
  /** Digits after the decimal mark: 0 for JPY, TWD, KRW, IDR and VND, 2 for the others. */
  readonly decimalDigits: 0 | 2;
  /** Listed first in the currency selector (AUD, CNY, EUR, TWD, KRW, USD). */
  readonly isSuggested: boolean;
}

/**
 * The currency used when nothing else is known.
 *
 * @example
 * ```ts
 * DEFAULT_CURRENCY; // 'JPY'
 * ```
 */
export const DEFAULT_CURRENCY: CurrencyCode = 'JPY';

// The symbols shown instead of the code; every other code is shown as its own code, which is unambiguous
// where a bare "$" would not be (AUD, CAD, HKD, NZD and SGD all use one).
const SYMBOL_OVERRIDES: Partial<Record<CurrencyCode, string>> = {
  KRW: '₩',
  JPY: '¥',
  TWD: 'NT$',
  EUR: '€',
  GBP: '£',
  USD: '$',
};

const ZERO_DECIMAL: readonly CurrencyCode[] = ['JPY', 'TWD', 'KRW', 'IDR', 'VND'];

/**
 * The suggested currencies, in a fixed order.
 *
 * @example
 * ```ts
 * SUGGESTED_CURRENCIES.includes('EUR'); // true
 * ```
 */
export const SUGGESTED_CURRENCIES: readonly CurrencyCode[] = ['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD'];

/**
 * The currency table keyed by code (docs/rules.md, "Currencies"): symbol overrides KRW ₩, JPY ¥, TWD NT$, EUR
 * €, GBP £, USD $ (other codes show the code); 0 decimals for JPY, TWD, KRW, IDR and VND, 2 for the others;
 * AUD, CNY, EUR, TWD, KRW and USD suggested.
 *
 * @example
 * ```ts
 * CURRENCIES.TWD; // { code: 'TWD', symbol: 'NT$', decimalDigits: 0, isSuggested: true }
 * CURRENCIES.CHF.symbol; // 'CHF'
 * ```
 */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = Object.freeze(
  Object.fromEntries(
    CURRENCY_CODES.map((code): [CurrencyCode, CurrencyInfo] => [
      code,
      Object.freeze({
        code,
        symbol: SYMBOL_OVERRIDES[code] ?? code,
        decimalDigits: ZERO_DECIMAL.includes(code) ? 0 : 2,
        isSuggested: SUGGESTED_CURRENCIES.includes(code),
      }),
    ]),
  ) as Record<CurrencyCode, CurrencyInfo>,
);

/**
 * Whether a value is one of the offered currency codes; exact, upper case.
 *
 * @example
 * ```ts
 * isCurrencyCode('USD'); // true
 * isCurrencyCode('usd'); // false
 * ```
 */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}
