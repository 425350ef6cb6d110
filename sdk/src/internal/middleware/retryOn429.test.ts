import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retryOn429';

const NOW = Date.parse('2026-12-01T00:00:00Z');

describe('retryDelayMs', () => {
  it.each([
    ['no Retry-After: the seeds\u2019 1 second', null, 1000],
    ['an empty header', ' ', 1000],
    ['seconds', '3', 3000],
    ['zero seconds', '0', 0],
    ['an HTTP date 5 s ahead', new Date(NOW + 5000).toUTCString(), 5000],
    ['an HTTP date in the past', new Date(NOW - 5000).toUTCString(), 0],
    ['garbage', 'soon', 1000],
  ])('%s', (_case, header, expected) => {
    expect(retryDelayMs(header, 1000, NOW)).toBe(expected);
  });
});
