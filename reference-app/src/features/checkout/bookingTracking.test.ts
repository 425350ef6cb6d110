import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '../../testing/startWidget';
import { rememberTracking } from '../../lib/rememberTracking';
import { bookingTracking } from './bookingTracking';

const at = (hours: number) => new Date(Date.UTC(2026, 11, 1, hours));

describe('the booking’s campaign tracking (docs/widget.md#checkout)', () => {
  it('carries the landing’s tracking, the contract’s fields only, within their lengths', () => {
    const storage = memoryWebStorage();
    expect(
      bookingTracking(
        { utm_source: 'mail', utm_campaign: 'winter', utm_term: 'suites', gclid: 'g'.repeat(256) },
        'google_hotel_ads',
        storage,
        at(0),
      ),
    ).toEqual({ utm_source: 'mail', utm_campaign: 'winter', metasearch_source: 'google_hotel_ads' });
  });

  it('falls back to what a landing of the last day kept, and forgets it after a day', () => {
    const storage = memoryWebStorage();
    rememberTracking(storage, { utm_source: 'newsletter', gclid: 'abc' }, at(0));
    // A later landing without tracking keeps the earlier one.
    rememberTracking(storage, {}, at(2));
    expect(bookingTracking({}, null, storage, at(23))).toEqual({ utm_source: 'newsletter', gclid: 'abc' });
    expect(bookingTracking({}, null, storage, at(24))).toBeUndefined();
    // This visit's own tracking wins over the kept one.
    expect(bookingTracking({ utm_source: 'ad' }, null, storage, at(1))).toEqual({ utm_source: 'ad' });
  });

  it('sends nothing without tracking, and ignores what it did not keep', () => {
    const storage = memoryWebStorage();
    expect(bookingTracking({}, null, storage, at(0))).toBeUndefined();
    storage.setItem('staykit.tracking', '{not json');
    expect(bookingTracking({}, null, storage, at(0))).toBeUndefined();
    storage.setItem('staykit.tracking', JSON.stringify({ at: at(0).getTime(), tracking: { utm_source: 7 } }));
    expect(bookingTracking({}, null, storage, at(1))).toBeUndefined();
  });
});
