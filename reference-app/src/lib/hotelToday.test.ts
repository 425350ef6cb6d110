import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, hotelToday } from './hotelDates';

describe('hotel dates', () => {
  it("gives the hotel's today in its own time zone", () => {
    const instant = new Date('2026-11-30T16:30:00Z');
    expect(hotelToday('Asia/Tokyo', instant)).toBe('2026-12-01');
    expect(hotelToday('America/New_York', instant)).toBe('2026-11-30');
    expect(hotelToday('Not/AZone', instant)).toBe('2026-11-30');
  });

  it('moves across months, years and leap days and counts days between', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-10', '2026-12-12')).toBe(2);
    expect(daysBetween('2026-12-12', '2026-12-10')).toBe(-2);
  });
});
