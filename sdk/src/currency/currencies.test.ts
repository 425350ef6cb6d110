import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  SUGGESTED_CURRENCIES,
  isCurrencyCode,
} from './currencies';

describe('currency table', () => {
  it('offers the 33 codes of the main list plus RUB', () => {
    expect(CURRENCY_CODES).toHaveLength(34);
    expect(new Set(CURRENCY_CODES).size).toBe(34);
    expect(CURRENCY_CODES).toContain('RUB');
    expect(Object.keys(CURRENCIES)).toHaveLength(34);
  });

  it.each([
    ['KRW', '₩'],
    ['JPY', '¥'],
    ['TWD', 'NT$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['USD', '$'],
    ['AUD', 'AUD'],
    ['CHF', 'CHF'],
    ['RUB', 'RUB'],
  ] as const)('shows %s as %s', (code, symbol) => {
    expect(CURRENCIES[code].symbol).toBe(symbol);
  });

  it('has 0 decimals for exactly JPY, TWD, KRW, IDR and VND, and 2 for the rest', () => {
    const zero = CURRENCY_CODES.filter((code) => CURRENCIES[code].decimalDigits === 0);
    expect([...zero].sort()).toEqual(['IDR', 'JPY', 'KRW', 'TWD', 'VND']);
    expect(CURRENCY_CODES.filter((code) => CURRENCIES[code].decimalDigits === 2)).toHaveLength(29);
  });

  it('suggests exactly AUD, CNY, EUR, TWD, KRW and USD', () => {
    const suggested = CURRENCY_CODES.filter((code) => CURRENCIES[code].isSuggested);
    expect([...suggested].sort()).toEqual(['AUD', 'CNY', 'EUR', 'KRW', 'TWD', 'USD']);
    expect(SUGGESTED_CURRENCIES).toEqual(['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD']);
  });

  it('defaults to JPY', () => {
    expect(DEFAULT_CURRENCY).toBe('JPY');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
    expect(Object.isFrozen(CURRENCIES.JPY)).toBe(true);
  });

  it.each([
    ['USD', true],
    ['RUB', true],
    ['usd', false],
    ['XXX', false],
    [undefined, false],
  ])('isCurrencyCode(%o) is %s', (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});
