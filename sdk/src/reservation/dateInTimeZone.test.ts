import { describe, expect, it } from 'vitest';
import { addCalendarDays, dateInTimeZone, startOfDayInTimeZone } from './dateInTimeZone';

describe('dateInTimeZone: the hotel time zone decides the day', () => {
  it.each([
    ['2026-12-23T14:59:59Z', 'Asia/Tokyo', '2026-12-23'],
    ['2026-12-23T15:00:00Z', 'Asia/Tokyo', '2026-12-24'],
    ['2026-12-23T15:30:00Z', 'UTC', '2026-12-23'],
    ['2026-12-24T03:00:00Z', 'America/New_York', '2026-12-23'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(dateInTimeZone(new Date(instant), zone)).toBe(date);
  });
});

describe('startOfDayInTimeZone', () => {
  it.each([
    ['2026-12-24', 'Asia/Tokyo', '2026-12-23T15:00:00.000Z'],
    ['2026-12-24', 'Asia/Taipei', '2026-12-23T16:00:00.000Z'],
    ['2026-07-01', 'America/New_York', '2026-07-01T04:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
  ])('%s starts in %s at %s', (date, zone, instant) => {
    expect(new Date(startOfDayInTimeZone(date, zone)).toISOString()).toBe(instant);
  });

  it('refuses what is not a date', () => {
    expect(() => startOfDayInTimeZone('24/12/2026', 'Asia/Tokyo')).toThrow(RangeError);
  });
});

describe('addCalendarDays', () => {
  it('crosses months and years', () => {
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
