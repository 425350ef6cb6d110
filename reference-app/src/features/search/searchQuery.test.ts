import { describe, expect, it } from 'vitest';
import {
  readSearchValues,
  roomsAreUniform,
  toRoomSearchQuery,
  wantsNextAvailableDate,
  writeSearchValues,
  type SearchValues,
} from './searchQuery';

const DEFAULTS = { adults: 2, checkin: '2026-12-01', checkout: '2026-12-02' };
const read = (query: string) => readSearchValues(new URLSearchParams(query), DEFAULTS);
const options = {
  type: 'room',
  childrenMode: 'tiers',
  nextAvailable: false,
  mcpCurrency: undefined,
} as const;

describe('readSearchValues', () => {
  it('takes the hotel default stay and adults when the URL names none', () => {
    const values = read('hotel_code=demo-tokyo');
    expect(values).toMatchObject({ stay: 'overnight', checkin: '2026-12-01', checkout: '2026-12-02' });
    expect(values.checkinFromUrl).toBe(false);
    expect(values.rooms).toEqual([{ adults: 2, kidsTiers: [], kidsAges: [] }]);
  });

  it('reads flat guests times room_count, tiers, ages, filters, codes and the stay modes', () => {
    const values = read(
      'checkin=2026-12-10&checkout=2026-12-12&adults=3&kids_tiers=A&kids_tiers=B&room_count=2&filter=1&filter=x&room_type_code=TWN,DBL&hotel_plan_codes=RO',
    );
    expect(values.checkinFromUrl).toBe(true);
    expect(values.rooms).toHaveLength(2);
    expect(values.rooms[1]).toEqual({ adults: 3, kidsTiers: ['A', 'B'], kidsAges: [] });
    expect(values.filters).toEqual([1]);
    expect(values.codes).toEqual({
      roomTypeCodes: ['TWN', 'DBL'],
      hotelPlanCodes: ['RO'],
      roomPlanCodes: [],
    });
    expect(read('checkin=2026-12-10&is_day_use=true')).toMatchObject({
      stay: 'dayUse',
      checkout: '2026-12-10',
    });
    expect(read('search_type=undated&nights=3')).toMatchObject({ stay: 'undated', nights: 3 });
    expect(read('kids_ages=4&kids_ages=19&kids_ages=x').rooms[0]?.kidsAges).toEqual([4]);
  });

  it('reads rooms that differ in bracket notation, in index order', () => {
    const values = read('rooms[1][adults]=1&rooms[0][adults]=2&rooms[0][kids_tiers][0]=A');
    expect(values.rooms).toEqual([
      { adults: 2, kidsTiers: ['A'], kidsAges: [] },
      { adults: 1, kidsTiers: [], kidsAges: [] },
    ]);
    expect(roomsAreUniform(values.rooms)).toBe(false);
  });

  it('replaces values that are not valid by the defaults', () => {
    const values = read('checkin=tomorrow&adults=-1&room_count=0&order=cheapest&nights=0');
    expect(values).toMatchObject({
      checkin: '2026-12-01',
      checkinFromUrl: false,
      order: 'price_low_to_high',
      nights: 1,
    });
    expect(values.rooms).toEqual([{ adults: 2, kidsTiers: [], kidsAges: [] }]);
  });
});

describe('writeSearchValues', () => {
  it('keeps the other keys and writes uniform rooms flat and differing rooms in brackets', () => {
    const uniform = read('checkin=2026-12-10&checkout=2026-12-12&room_count=2&kids_tiers=A');
    expect(writeSearchValues(new URLSearchParams('hotel_code=demo-tokyo&checkin=x&locale=en'), uniform)).toBe(
      'hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12&adults=2&kids_tiers=A&room_count=2&order=price_low_to_high',
    );
    const differing: SearchValues = {
      ...uniform,
      rooms: [
        { adults: 2, kidsTiers: ['A'], kidsAges: [] },
        { adults: 1, kidsTiers: [], kidsAges: [] },
      ],
      filters: [3],
    };
    const written = writeSearchValues(new URLSearchParams('adults=5&room_count=9'), differing);
    expect(decodeURIComponent(written)).toBe(
      'checkin=2026-12-10&checkout=2026-12-12&rooms[0][adults]=2&rooms[0][kids_tiers][0]=A&rooms[1][adults]=1&order=price_low_to_high&filter=3',
    );
    expect(read(written).rooms).toEqual(differing.rooms);
  });

  it('writes day use without a check-out and undated with nights only', () => {
    expect(writeSearchValues(new URLSearchParams(), read('checkin=2026-12-10&is_day_use=true'))).toBe(
      'checkin=2026-12-10&is_day_use=true&adults=2&room_count=1&order=price_low_to_high',
    );
    expect(writeSearchValues(new URLSearchParams(), read('search_type=undated&nights=2'))).toBe(
      'search_type=undated&nights=2&adults=2&room_count=1&order=price_low_to_high',
    );
  });
});

describe('toRoomSearchQuery', () => {
  it('asks the API for the stay, the guests the hotel way, the filters, codes and currency', () => {
    const values = read('checkin=2026-12-10&checkout=2026-12-12&kids_tiers=A&filter=2&room_plan_code=P1');
    expect(toRoomSearchQuery(values, { ...options, mcpCurrency: 'USD', nextAvailable: true })).toEqual({
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      adults: 2,
      children: 1,
      kids_tiers: ['A'],
      room_count: 1,
      room_search_filters: [2],
      room_plan_codes: ['P1'],
      search_next_available_date_if_no_result: true,
      mcp_currency: 'USD',
      order: 'price_low_to_high',
      type: 'room',
    });
  });

  it('sends ages in ages mode, per-room counts for rooms that differ, and day use and undated stays', () => {
    const ages = read('checkin=2026-12-10&checkout=2026-12-11&kids_ages=3&kids_ages=8');
    expect(toRoomSearchQuery(ages, { ...options, childrenMode: 'ages' })).toMatchObject({
      children: 2,
      kids_ages: [3, 8],
    });
    const rooms = read(
      'checkin=2026-12-10&checkout=2026-12-11&rooms[0][adults]=2&rooms[0][kids_tiers][0]=B&rooms[1][adults]=1',
    );
    expect(toRoomSearchQuery(rooms, options)).toMatchObject({
      rooms: [
        { adults: 2, children: 1, kids_tiers: ['B'] },
        { adults: 1, children: 0 },
      ],
    });
    expect(toRoomSearchQuery(read('checkin=2026-12-10&is_day_use=true'), options)).toMatchObject({
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-10',
      is_day_use: true,
    });
    const undated = toRoomSearchQuery(read('search_type=undated&nights=2'), options);
    expect(undated).toMatchObject({ search_type: 'undated', nights: 2 });
    expect(undated).not.toHaveProperty('checkin_date');
  });

  it('sends the reservation being changed (`searchRooms` `reservation_no`) and its link token, only in update mode', () => {
    const values = read('checkin=2026-12-10&checkout=2026-12-12');
    expect(
      toRoomSearchQuery(values, { ...options, reservation: { number: 'SK1', bypassToken: 'bp_1' } }),
    ).toMatchObject({ reservation_no: 'SK1', bypass_token: 'bp_1' });
    const member = toRoomSearchQuery(values, {
      ...options,
      reservation: { number: 'SK1', bypassToken: null },
    });
    expect(member).toMatchObject({ reservation_no: 'SK1' });
    expect(member).not.toHaveProperty('bypass_token');
    expect(toRoomSearchQuery(values, options)).not.toHaveProperty('reservation_no');
  });
});

describe('wantsNextAvailableDate (docs/widget.md#search)', () => {
  it.each([
    ['room_type_code=TWN', null, true],
    ['hotel_plan_code=RO', 'trivago', true],
    ['', null, false],
    ['room_type_code=TWN', 'google_hotel_ads', false],
    ['room_type_code=TWN&checkin=2026-12-10', null, false],
    ['room_type_code=TWN&search_type=undated', null, false],
  ])('%s from %s → %s', (query, source, expected) => {
    expect(wantsNextAvailableDate(read(query), source)).toBe(expected);
  });
});
