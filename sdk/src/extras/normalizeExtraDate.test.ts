import { describe, expect, it } from 'vitest';
import { normalizeExtraDate } from './normalizeExtraDate';

describe('normalizeExtraDate: dashes and slashes compare equal', () => {
  it.each([
    ['2026-12-24', '2026-12-24'],
    ['2026/12/24', '2026-12-24'],
    ['2026/1/5', '2026-01-05'],
    ['2026-1-05', '2026-01-05'],
    [' 2026/12/24 ', '2026-12-24'],
    ['2028/02/29', '2028-02-29'],
  ])('reads %s as %s', (value, date) => {
    expect(normalizeExtraDate(value)).toBe(date);
  });

  it.each([
    ['mixed separators', '2026/12-24'],
    ['an impossible day', '2026-02-30'],
    ['29 February of a common year', '2027/02/29'],
    ['month 13', '2026-13-01'],
    ['a date-time', '2026-12-24T00:00:00+09:00'],
    ['day first', '24/12/2026'],
    ['empty text', ''],
  ])('gives null for %s', (_label, value) => {
    expect(normalizeExtraDate(value)).toBeNull();
  });

  it('gives null for a missing date', () => {
    expect(normalizeExtraDate(null)).toBeNull();
    expect(normalizeExtraDate(undefined)).toBeNull();
  });
});
