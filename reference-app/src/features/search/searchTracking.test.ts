import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '../../testing/startWidget';
import { searchTracking } from './searchTracking';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('the room search’s campaign parameters', () => {
  it('takes the contract’s fields within their lengths, and the metasearch source only in its pattern', () => {
    const storage = memoryWebStorage();
    expect(
      searchTracking(
        { utm_source: 'mail', utm_term: 'suites', email_id: 'E42', keyword: 'k'.repeat(256) },
        'google_hotel_ads',
        storage,
        NOW,
      ),
    ).toEqual({ utm_source: 'mail', email_id: 'E42', metasearch_source: 'google_hotel_ads' });
    // A dot is not in the contract's pattern: the search goes without it rather than being refused.
    expect(searchTracking({}, 'trivago.de', storage, NOW)).toEqual({});
    expect(searchTracking({}, 'x'.repeat(65), storage, NOW)).toEqual({});
  });
});
