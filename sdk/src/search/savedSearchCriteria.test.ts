import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_LIFETIME_MS,
  isSavedSearchFresh,
  normalizeSavedSearchRoom,
  savedSearchExpiresAt,
  toSavedSearchCriteria,
} from './savedSearchCriteria';

const tiersHotel = { knownTierCodes: ['A', 'B', 'C'] };

describe('normalizeSavedSearchRoom', () => {
  it.each([
    [
      'keeps a clean room',
      { adults: 2, children: 1, kids_tiers: ['A'] },
      { adults: 2, children: 1, kids_tiers: ['A'] },
    ],
    ['defaults missing adults', { kids_tiers: [] }, { adults: 2, children: 0, kids_tiers: [] }],
    ['defaults blank adults', { adults: '' }, { adults: 2, children: 0, kids_tiers: [] }],
    ['defaults zero adults', { adults: 0 }, { adults: 2, children: 0, kids_tiers: [] }],
    [
      'reads numeric strings',
      { adults: '3', children: '1', kids_tiers: ['B'] },
      { adults: 3, children: 1, kids_tiers: ['B'] },
    ],
    [
      'drops unknown tiers',
      { adults: 2, children: 3, kids_tiers: ['A', 'Z', 'C'] },
      { adults: 2, children: 2, kids_tiers: ['A', 'C'] },
    ],
    [
      'counts children from tiers',
      { adults: 2, children: 5, kids_tiers: ['A'] },
      { adults: 2, children: 1, kids_tiers: ['A'] },
    ],
    [
      'gives 0 children without tiers',
      { adults: 2, children: 2 },
      { adults: 2, children: 0, kids_tiers: [] },
    ],
  ])('%s', (_label, room, expected) => {
    expect(normalizeSavedSearchRoom(room, tiersHotel)).toEqual(expected);
  });

  it("uses the hotel's default adults when it has one", () => {
    expect(normalizeSavedSearchRoom({}, { knownTierCodes: [], defaultAdults: 1 }).adults).toBe(1);
  });

  it('outside tiers modes keeps the numeric children and no tiers', () => {
    expect(
      normalizeSavedSearchRoom({ adults: 2, children: '2', kids_tiers: ['A'] }, { knownTierCodes: null }),
    ).toEqual({
      adults: 2,
      children: 2,
      kids_tiers: [],
    });
    expect(normalizeSavedSearchRoom({ adults: 2, children: 'two' }, { knownTierCodes: null }).children).toBe(
      0,
    );
  });
});

describe('toSavedSearchCriteria', () => {
  it('saves exactly the listed fields', () => {
    const saved = toSavedSearchCriteria(
      {
        checkin: '2025-04-01',
        checkout: '2025-04-03',
        type: 'plan',
        is_day_use: false,
        rooms: [{ adults: 2, children: 1, kids_tiers: ['A'] }],
        parentUrl: 'https://hotel.example/',
        adults: 2,
        kids_tiers: ['A'],
        room_count: 1,
        search_type: 'dated',
        nights: 2,
      },
      tiersHotel,
    );
    expect(Object.keys(saved).sort()).toEqual(
      [
        'adults',
        'checkin',
        'checkout',
        'is_day_use',
        'kids_tiers',
        'nights',
        'parentUrl',
        'room_count',
        'rooms',
        'search_type',
        'type',
      ].sort(),
    );
    expect(saved.type).toBe('plan');
    expect(saved.rooms).toEqual([{ adults: 2, children: 1, kids_tiers: ['A'] }]);
  });

  it('fills the defaults and leaves out empty dates', () => {
    expect(toSavedSearchCriteria({ checkin: '', parentUrl: null }, tiersHotel)).toEqual({
      type: 'room',
      is_day_use: false,
      rooms: [],
      adults: 2,
      kids_tiers: [],
      room_count: 1,
      search_type: 'dated',
      nights: 1,
    });
  });

  it('cleans criteria read back from the cookie as strings', () => {
    const saved = toSavedSearchCriteria(
      {
        is_day_use: 'true',
        adults: '3',
        room_count: '2',
        nights: '4',
        search_type: 'undated',
        kids_tiers: ['A', 'gone'],
        rooms: [{ adults: '1', children: '1', kids_tiers: ['gone'] }],
      },
      tiersHotel,
    );
    expect(saved).toMatchObject({
      is_day_use: true,
      adults: 3,
      room_count: 2,
      nights: 4,
      search_type: 'undated',
      kids_tiers: ['A'],
      rooms: [{ adults: 1, children: 0, kids_tiers: [] }],
    });
  });
});

describe('saved search lifetime: 1 hour', () => {
  const savedAt = new Date('2025-04-01T10:00:00Z');

  it('expires one hour after saving', () => {
    expect(SAVED_SEARCH_LIFETIME_MS).toBe(3_600_000);
    expect(savedSearchExpiresAt(savedAt).toISOString()).toBe('2025-04-01T11:00:00.000Z');
  });

  it.each([
    ['2025-04-01T10:00:00Z', true],
    ['2025-04-01T10:59:59.999Z', true],
    ['2025-04-01T11:00:00Z', false],
    ['2025-04-02T10:00:00Z', false],
  ])('at %s is fresh: %s', (now, fresh) => {
    expect(isSavedSearchFresh(savedAt, new Date(now))).toBe(fresh);
  });
});
