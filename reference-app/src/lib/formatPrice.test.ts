import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('writes the hotel currency with its own decimals', () => {
    expect(formatPrice(28000, 'JPY', 'en')).toBe('¥28,000');
    expect(formatPrice(3200, 'TWD', 'en')).toMatch(/3,200/);
  });

  it('prefers the multi-currency twin, in minor units of its currency', () => {
    expect(formatPrice(28000, 'JPY', 'en', { cents: 18667, currency: 'USD' })).toBe('$186.67');
    expect(formatPrice(28000, 'JPY', 'ko', { cents: 250000, currency: 'KRW' })).toMatch(/250,000/);
  });

  it('falls back to English for a locale outside the product and to the bare number for an unknown currency', () => {
    expect(formatPrice(1200, 'JPY', 'fr')).toBe('¥1,200');
    expect(formatPrice(1200, 'XXX', 'en')).toBe('1200 XXX');
  });
});
