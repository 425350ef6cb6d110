import { describe, expect, it } from 'vitest';
import { dateFormat } from './dateFormat';

describe('dateFormat', () => {
  it('formats as Intl does, with one format kept per locale and options', () => {
    const options = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
    const format = dateFormat('en', options);
    expect(format.format(new Date('2026-12-10T00:00:00Z'))).toBe('Dec 10');
    expect(dateFormat('en', { ...options })).toBe(format);
    expect(dateFormat('ja', options)).not.toBe(format);
    expect(dateFormat('ja', options).format(new Date('2026-12-10T00:00:00Z'))).toBe('12月10日');
  });

  it('refuses an unknown time zone as Intl does, each time', () => {
    expect(() => dateFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });
});
