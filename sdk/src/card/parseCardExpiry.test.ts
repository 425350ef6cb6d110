import { describe, expect, it } from 'vitest';
import { parseCardExpiry } from './parseCardExpiry';

describe('parseCardExpiry: MM/YY', () => {
  it.each([
    ['12/29', { month: 12, year: 2029 }],
    ['01/30', { month: 1, year: 2030 }],
    ['03 / 27', { month: 3, year: 2027 }],
    [' 09/26 ', { month: 9, year: 2026 }],
    ['06/00', { month: 6, year: 2000 }],
    ['06/99', { month: 6, year: 2099 }],
  ])('reads %s', (expiry, parsed) => {
    expect(parseCardExpiry(expiry)).toEqual(parsed);
  });

  it.each([
    ['month 00', '00/29'],
    ['month 13', '13/29'],
    ['a one-digit month', '1/29'],
    ['a four-digit year', '12/2029'],
    ['no slash', '1229'],
    ['a hyphen', '12-29'],
    ['letters', 'MM/YY'],
    ['nothing', ''],
    ['missing', null],
  ])('refuses %s', (_what, expiry) => {
    expect(parseCardExpiry(expiry)).toBeNull();
  });
});
