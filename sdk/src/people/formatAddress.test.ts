import { describe, expect, it } from 'vitest';
import { formatAddress } from './formatAddress';

const tokyo = { post_code: '100-0005', full_address: '1-1 Marunouchi, Chiyoda-ku, Tokyo', country: 'Japan' };

describe('formatAddress', () => {
  it.each([
    ['ja', '100-0005, 1-1 Marunouchi, Chiyoda-ku, Tokyo, Japan'],
    ['en', '1-1 Marunouchi, Chiyoda-ku, Tokyo, 100-0005, Japan'],
    ['ko', '1-1 Marunouchi, Chiyoda-ku, Tokyo, 100-0005, Japan'],
    ['zh_Hant', '1-1 Marunouchi, Chiyoda-ku, Tokyo, 100-0005, Japan'],
  ] as const)('in %s reads %s', (locale, expected) => {
    expect(formatAddress(tokyo, locale)).toBe(expected);
  });

  it.each([
    ['ja', { full_address: 'Tokyo', country: 'Japan' }, 'Tokyo, Japan'],
    ['en', { post_code: '100-0005', country: '' }, '100-0005'],
    ['en', { post_code: ' ', full_address: 'Taipei', country: null }, 'Taipei'],
    ['ja', {}, ''],
  ] as const)('in %s drops empty parts of %o: %s', (locale, address, expected) => {
    expect(formatAddress(address, locale)).toBe(expected);
  });
});
