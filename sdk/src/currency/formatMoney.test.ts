import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

// Intl separates a code from the digits with a no-break space; spell it out so the cases read plainly.
const nbsp = '\u00a0';

describe('formatMoney: symbols and decimals', () => {
  it.each([
    [1200, 'en', 'JPY', '¥1,200'],
    [1200, 'ja', 'JPY', '¥1,200'],
    [1234.5, 'en', 'USD', '$1,234.50'],
    [1234.5, 'ja', 'USD', '$1,234.50'],
    [50000, 'ko', 'KRW', '₩50,000'],
    [3000, 'zh_Hant', 'TWD', 'NT$3,000'],
    [99.9, 'en', 'EUR', '€99.90'],
    [10, 'en', 'GBP', '£10.00'],
    [12.5, 'en', 'CHF', `CHF${nbsp}12.50`],
    [12.5, 'en', 'AUD', `AUD${nbsp}12.50`],
    [150000, 'id', 'IDR', `IDR${nbsp}150.000`],
    [150000, 'en', 'VND', `VND${nbsp}150,000`],
  ] as const)('%d in %s and %s shows %s', (amount, locale, currency, expected) => {
    expect(formatMoney(amount, locale, currency)).toBe(expected);
  });

  it.each([
    [{ cents: 1234, currency: 'USD' }, '$12.34'],
    [{ cents: 5, currency: 'USD' }, '$0.05'],
    [{ cents: 1200, currency: 'JPY' }, '¥1,200'],
    [{ cents: 3000, currency: 'TWD' }, 'NT$3,000'],
    [{ cents: -1999, currency: 'EUR' }, '-€19.99'],
  ] as const)('reads minor units: %o shows %s', (money, expected) => {
    expect(formatMoney(money, 'en')).toBe(expected);
  });

  it.each([
    [1.005, 'USD', '$1.01'],
    [1.045, 'USD', '$1.05'],
    [0.5, 'JPY', '¥1'],
    [2.5, 'JPY', '¥3'],
    [-2.5, 'JPY', '-¥3'],
    [1199.49, 'JPY', '¥1,199'],
  ] as const)(
    'rounds half away from zero on the written value: %d %s shows %s',
    (amount, currency, expected) => {
      expect(formatMoney(amount, 'en', currency)).toBe(expected);
    },
  );

  it('uses the table symbol where Intl would not (full-width yen in ja, US$ in ar)', () => {
    expect(formatMoney(1200, 'ja', 'JPY')).not.toContain('￥');
    expect(formatMoney(10, 'ar', 'USD')).toContain('$');
    expect(formatMoney(10, 'ar', 'USD')).not.toContain('US$');
  });

  it('groups digits by locale, including the mapped Chinese locales', () => {
    expect(formatMoney(1234567.5, 'zh_Hans', 'CNY')).toBe(`CNY${nbsp}1,234,567.50`);
    expect(formatMoney(1234567, 'th', 'JPY')).toBe('¥1,234,567');
  });

  it('refuses a major-unit amount without a currency', () => {
    // @ts-expect-error the overloads demand a currency for a plain number
    expect(() => formatMoney(10, 'en')).toThrow(TypeError);
  });
});
