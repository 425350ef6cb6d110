import { describe, expect, it } from 'vitest';
import { readSearchValues } from './searchQuery';
import { validateSearch, type SearchLimits } from './validateSearch';

const LIMITS: SearchLimits = {
  today: '2026-12-01',
  maxGuestsPerRoom: 4,
  maxRooms: 3,
  maxChildrenPerAdult: 2,
  childrenMode: 'tiers',
};
const kinds = (query: string, limits: Partial<SearchLimits> = {}) =>
  validateSearch(readSearchValues(new URLSearchParams(query), { adults: 2, checkin: '', checkout: '' }), {
    ...LIMITS,
    ...limits,
  }).map((problem) => `${problem.field}:${problem.kind}`);

describe('validateSearch (docs/widget.md#validation)', () => {
  it('accepts a plain stay', () => {
    expect(kinds('checkin=2026-12-10&checkout=2026-12-12')).toEqual([]);
    expect(kinds('checkin=2026-12-01&is_day_use=true')).toEqual([]);
  });

  it('refuses missing, past and inverted dates and stays over 30 nights', () => {
    expect(kinds('')).toEqual(['checkin:checkinRequired']);
    expect(kinds('checkin=2026-11-30&checkout=2026-12-02')).toEqual(['checkin:checkinTooEarly']);
    expect(kinds('checkin=2026-12-10')).toEqual(['checkout:checkoutRequired']);
    expect(kinds('checkin=2026-12-10&checkout=2026-12-10')).toEqual(['checkout:checkoutNotAfterCheckin']);
    expect(kinds('checkin=2026-12-10&checkout=2027-01-10')).toEqual(['checkout:stayTooLong']);
  });

  it('caps guests per room, children per adult and rooms per search', () => {
    const dates = 'checkin=2026-12-10&checkout=2026-12-11';
    expect(kinds(`${dates}&adults=3&kids_tiers=A&kids_tiers=B`)).toEqual(['room-0:tooManyGuests']);
    expect(kinds(`${dates}&adults=1&kids_tiers=A&kids_tiers=B&kids_tiers=C`)).toEqual([
      'room-0:tooManyChildren',
    ]);
    expect(
      kinds(`${dates}&adults=1&kids_tiers=A&kids_tiers=B&kids_tiers=C`, { maxChildrenPerAdult: null }),
    ).toEqual([]);
    expect(kinds(`${dates}&room_count=4`)).toEqual(['rooms:tooManyRooms']);
    expect(kinds(`${dates}&kids_ages=3&kids_ages=4&kids_ages=5&adults=2`, { childrenMode: 'ages' })).toEqual([
      'room-0:tooManyGuests',
    ]);
  });

  it("refuses a changed reservation's stay shorter than its minimum nights (docs/widget.md#validation)", () => {
    const twoNights = 'checkin=2026-12-10&checkout=2026-12-12';
    expect(kinds(twoNights, { minimumNights: 3 })).toEqual(['checkout:stayOutsideRule']);
    expect(kinds(twoNights, { minimumNights: 2 })).toEqual([]);
    expect(kinds(twoNights, { minimumNights: null })).toEqual([]);
  });

  it("refuses a lottery entry's stay outside the event's nights (docs/widget.md#lottery)", () => {
    const nights = (checkout: string) => `checkin=2027-02-14&checkout=${checkout}`;
    const event = { minimumNights: 2, maximumNights: 3 };
    expect(kinds(nights('2027-02-15'), event)).toEqual(['checkout:stayOutsideRule']);
    expect(kinds(nights('2027-02-16'), event)).toEqual([]);
    expect(kinds(nights('2027-02-17'), event)).toEqual([]);
    expect(kinds(nights('2027-02-18'), event)).toEqual(['checkout:stayOutsideRule']);
  });

  it('refuses an undated search whose rooms differ', () => {
    expect(kinds('search_type=undated&rooms[0][adults]=2&rooms[1][adults]=1')).toEqual([
      'stay:undatedNeedsSameRooms',
    ]);
    expect(kinds('search_type=undated&room_count=2')).toEqual([]);
  });
});
