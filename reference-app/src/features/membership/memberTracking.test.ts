import { describe, expect, it } from 'vitest';
import { rememberTracking } from '../../lib/rememberTracking';
import { memoryWebStorage } from '../../testing/startWidget';
import { memberTracking } from './memberTracking';

const NOW = new Date('2026-12-01T09:00:00+09:00');
const none = { tracking: {}, metasearchSource: null, segmentIds: [], iconMessageId: null };

describe('memberTracking', () => {
  it('is nothing for a visit with no campaign and no segment', () => {
    expect(memberTracking(none, memoryWebStorage(), NOW)).toBeUndefined();
  });

  it('takes a campaign kept from a landing earlier that day, and the segment of this one', () => {
    const storage = memoryWebStorage();
    rememberTracking(storage, { utm_source: 'mail', google_promo_code: 'WINTER' }, NOW);
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(
      memberTracking({ ...none, segmentIds: ['vip'], metasearchSource: 'trivago' }, storage, later),
    ).toEqual({
      utm_source: 'mail',
      metasearch_source: 'trivago',
      customer_segment: { segment_ids: ['vip'] },
    });
  });
});
