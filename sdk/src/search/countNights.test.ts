import { describe, expect, it } from 'vitest';
import { countNights } from './countNights';

describe('countNights', () => {
  it.each([
    ['a two-night stay', '2025-04-01', '2025-04-03', 2],
    ['a stay across a month end', '2025-01-30', '2025-02-02', 3],
    ['a stay across a leap day', '2024-02-28', '2024-03-01', 2],
    ['a stay across the year end', '2025-12-31', '2026-01-01', 1],
    ['a stay across the European DST change', '2025-03-29', '2025-04-01', 3],
    ['a stay across the US DST change back', '2025-11-01', '2025-11-03', 2],
  ])('counts %s in whole days', (_label, checkin, checkout, nights) => {
    expect(countNights({ checkin, checkout })).toBe(nights);
  });

  it('gives 0 for day use, where check-out equals check-in', () => {
    expect(countNights({ checkin: '2025-04-01', checkout: '2025-04-01' })).toBe(0);
  });

  it.each([
    ['check-out missing', { checkin: '2025-04-01' }],
    ['check-out null', { checkin: '2025-04-01', checkout: null }],
    ['check-in missing', { checkout: '2025-04-03' }],
    ['both missing', {}],
    ['an impossible date', { checkin: '2025-02-27', checkout: '2025-02-30' }],
    ['a date that is not YYYY-MM-DD', { checkin: '2025/04/01', checkout: '2025/04/03' }],
    ['check-out before check-in', { checkin: '2025-04-03', checkout: '2025-04-01' }],
  ])('gives 0 with %s', (_label, search) => {
    expect(countNights(search)).toBe(0);
  });

  it.each([
    [{ search_type: 'undated', nights: 3 }, 3],
    [{ search_type: 'undated' }, 1],
    [{ search_type: 'undated', nights: null }, 1],
    [{ search_type: 'undated', nights: 0 }, 1],
    [{ search_type: 'undated', nights: 1.5 }, 1],
  ])('uses nights for an undated search (default 1): %o gives %i', (search, nights) => {
    expect(countNights(search)).toBe(nights);
  });

  it('ignores dates in an undated search', () => {
    expect(
      countNights({ search_type: 'undated', nights: 2, checkin: '2025-04-01', checkout: '2025-04-08' }),
    ).toBe(2);
  });

  it('counts dates when the search is dated', () => {
    expect(
      countNights({ search_type: 'dated', nights: 5, checkin: '2025-04-01', checkout: '2025-04-02' }),
    ).toBe(1);
  });
});
