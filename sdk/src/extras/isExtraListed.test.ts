import { describe, expect, it } from 'vitest';
import { isExtraListed } from './isExtraListed';
import type { ListableExtra } from './isExtraListed';

const price = (date: string | null) => ({ date, price: 5000, price_with_tax: 5500 });

const champagne: ListableExtra = {
  extra_type: 'date_based',
  booking_available_dates: ['2026-12-24', '2026-12-25'],
  prices: [price('2026-12-25'), price('2026-12-26')],
};

describe('isExtraListed', () => {
  it('lists a generic extra whatever its dates', () => {
    const towel: ListableExtra = {
      extra_type: 'generic',
      booking_available_dates: [],
      prices: [price(null)],
    };
    expect(isExtraListed(towel)).toBe(true);
    expect(isExtraListed(towel, { checkin: '2030-01-01', checkout: '2030-01-02' })).toBe(true);
  });

  it('lists a date-based extra when a booking-available date matches a price date', () => {
    expect(isExtraListed(champagne)).toBe(true);
  });

  it('does not list it when no booking-available date has a price', () => {
    expect(isExtraListed({ ...champagne, prices: [price('2026-12-23'), price('2026-12-26')] })).toBe(false);
    expect(isExtraListed({ ...champagne, prices: [] })).toBe(false);
    expect(isExtraListed({ ...champagne, booking_available_dates: [] })).toBe(false);
  });

  it.each([
    ['slashes in the available dates', ['2026/12/25'], [price('2026-12-25')]],
    ['slashes in the price dates', ['2026-12-25'], [price('2026/12/25')]],
    ['no leading zeros', ['2026/1/5'], [price('2026-01-05')]],
  ])('matches dates written with %s', (_label, available, prices) => {
    expect(isExtraListed({ extra_type: 'date_based', booking_available_dates: available, prices })).toBe(
      true,
    );
  });

  it('ignores dates it cannot read rather than matching them', () => {
    const extra: ListableExtra = {
      extra_type: 'date_based',
      booking_available_dates: ['soon', '2026-02-30'],
      prices: [price('soon'), price('2026-02-30')],
    };
    expect(isExtraListed(extra)).toBe(false);
  });

  it.each([
    ['a stay that holds the matching date', '2026-12-24', '2026-12-26', true],
    ['a stay that departs on the matching date', '2026-12-23', '2026-12-25', true],
    ['a day-use visit on the matching date', '2026-12-25', '2026-12-25', true],
    ['a stay that ends before it', '2026-12-22', '2026-12-24', false],
    ['a stay that starts after it', '2026-12-26', '2026-12-28', false],
    ['a stay written with slashes', '2026/12/25', '2026/12/26', true],
  ])('with %s (%s to %s): listed %s', (_label, checkin, checkout, listed) => {
    expect(isExtraListed(champagne, { checkin, checkout })).toBe(listed);
  });

  it('treats a stay without a readable check-in as no stay', () => {
    expect(isExtraListed(champagne, { checkin: null, checkout: null })).toBe(true);
    expect(isExtraListed(champagne, null)).toBe(true);
  });
});
