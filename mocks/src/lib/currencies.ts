/**
 * The currency table (the init's `currencies`) and the mock's fixed exchange rates. Multi-currency (`mcp_`) amounts are
 * converted through yen: amount × JPY_PER_UNIT[from] ÷ JPY_PER_UNIT[to], rounded to the target's minor
 * unit. The rates never move, so `mcp_` amounts are reproducible (150 JPY per USD, as in the contract's
 * example).
 */
import type { components } from '@staykit/sdk';
import { zCurrencyCode } from '@staykit/sdk/zod';

/** A currency code of the contract. */
export type CurrencyCode = components['schemas']['CurrencyCode'];
/** One row of the currency table. */
export type CurrencyRow = components['schemas']['Currency'];
/** An amount in a chosen currency. */
export type Money = components['schemas']['Money'];

/** Yen per unit of each currency (the mock's fixed rate table). */
export const JPY_PER_UNIT: Readonly<Record<CurrencyCode, number>> = {
  JPY: 1,
  ARS: 0.15,
  AUD: 100,
  BRL: 27,
  CAD: 110,
  CNY: 21,
  CZK: 6.5,
  DKK: 22,
  EUR: 160,
  HKD: 19,
  INR: 1.8,
  IDR: 0.0095,
  ILS: 40,
  MOP: 18.5,
  MYR: 33,
  MXN: 8.5,
  TWD: 4.7,
  NZD: 90,
  NOK: 14,
  PHP: 2.6,
  GBP: 190,
  QAR: 41,
  SAR: 40,
  SGD: 110,
  ZAR: 8.2,
  KRW: 0.11,
  LKR: 0.5,
  SEK: 14,
  CHF: 170,
  THB: 4.2,
  AED: 41,
  USD: 150,
  VND: 0.006,
  RUB: 1.6,
};

const ZERO_DECIMALS: readonly CurrencyCode[] = ['JPY', 'TWD', 'KRW', 'IDR', 'VND'];
const SYMBOLS: Partial<Record<CurrencyCode, string>> = {
  KRW: '₩',
  JPY: '¥',
  TWD: 'NT$',
  EUR: '€',
  GBP: '£',
  USD: '$',
};
const SUGGESTED: readonly CurrencyCode[] = ['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD'];

/** Every currency code, in the contract's order. */
export const CURRENCY_CODES: readonly CurrencyCode[] = zCurrencyCode.options;

/** Whether a text is a currency code of the contract. */
export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(JPY_PER_UNIT, value);
}

/** Decimal digits of a currency (0 for JPY, TWD, KRW, IDR, VND; 2 otherwise). */
export function decimalDigits(code: CurrencyCode): 0 | 2 {
  return ZERO_DECIMALS.includes(code) ? 0 : 2;
}

/** The currency table of the init response. */
export function currencyTable(): CurrencyRow[] {
  return CURRENCY_CODES.map((code) => ({
    code,
    symbol: SYMBOLS[code] ?? code,
    decimal_digits: decimalDigits(code),
    is_suggested: SUGGESTED.includes(code),
  }));
}

/** Converts an amount (major units of `from`) to `Money` in `to` (minor units). */
export function convert(amount: number, from: CurrencyCode, to: CurrencyCode): Money {
  const major = (amount * JPY_PER_UNIT[from]) / JPY_PER_UNIT[to];
  return { cents: Math.round(major * 10 ** decimalDigits(to)), currency: to };
}

/** Rounds an amount to the currency's smallest unit (whole yen, cents of a dollar). */
export function roundAmount(amount: number, code: CurrencyCode): number {
  const factor = 10 ** decimalDigits(code);
  return Math.round(amount * factor) / factor;
}

/**
 * The multi-currency code in effect: asked, enabled at the hotel, and not the hotel's own currency.
 *
 * @example
 * ```ts
 * effectiveMcp({ mcp_enabled: true, currency: 'JPY' }, 'USD'); // 'USD'
 * effectiveMcp({ mcp_enabled: true, currency: 'JPY' }, 'JPY'); // undefined
 * ```
 */
export function effectiveMcp(
  hotel: { readonly mcp_enabled: boolean; readonly currency: CurrencyCode },
  mcpCurrency: CurrencyCode | undefined,
): CurrencyCode | undefined {
  return hotel.mcp_enabled && mcpCurrency !== undefined && mcpCurrency !== hotel.currency
    ? mcpCurrency
    : undefined;
}
