import { describe, expect, it } from 'vitest';
import { hotelToday } from './hotelToday';

describe('hotelToday', () => {
  it("gives the hotel's today in its own time zone", () => {
    const instant = new Date('2026-11-30T16:30:00Z');
    expect(hotelToday('Asia/Tokyo', instant)).toBe('2026-12-01');
    expect(hotelToday('America/New_York', instant)).toBe('2026-11-30');
    expect(hotelToday('Not/AZone', instant)).toBe('2026-11-30');
  });
});
