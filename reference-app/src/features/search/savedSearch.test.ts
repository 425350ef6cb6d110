import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '../../testing/startWidget';
import { loadSavedSearch, saveSearch, type SearchStorage } from './savedSearch';
import { readSearchValues } from './searchQuery';

const memory = memoryWebStorage;
const HOTEL = { knownTierCodes: ['A', 'B'], defaultAdults: 2 };
const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
const values = (query: string) =>
  readSearchValues(new URLSearchParams(query), { adults: 2, checkin: '2026-12-01', checkout: '2026-12-02' });

describe('saved search criteria (docs/widget.md#search: 1 hour)', () => {
  it('gives back the search within the hour, for that hotel only', () => {
    const storage = memory();
    saveSearch(
      storage,
      'demo-tokyo',
      values('checkin=2026-12-10&checkout=2026-12-12&adults=3&kids_tiers=A'),
      'room',
      at('10:00'),
    );
    expect(loadSavedSearch(storage, 'demo-tokyo', HOTEL, at('10:59'))).toBe(
      'checkin=2026-12-10&checkout=2026-12-12&adults=3&kids_tiers=A&room_count=1',
    );
    expect(loadSavedSearch(storage, 'demo-kyoto', HOTEL, at('10:59'))).toBeNull();
  });

  it('forgets it after an hour, and drops tier codes the hotel no longer has', () => {
    const storage = memory();
    saveSearch(
      storage,
      'demo-tokyo',
      values('checkin=2026-12-10&checkout=2026-12-12&kids_tiers=Z'),
      'room',
      at('10:00'),
    );
    expect(loadSavedSearch(storage, 'demo-tokyo', HOTEL, at('10:30'))).toBe(
      'checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=1',
    );
    expect(loadSavedSearch(storage, 'demo-tokyo', HOTEL, at('11:00'))).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('keeps rooms that differ, day use and undated stays', () => {
    const storage = memory();
    saveSearch(
      storage,
      'h',
      values('checkin=2026-12-10&is_day_use=true&rooms[0][adults]=2&rooms[1][adults]=1'),
      'room',
      at('10:00'),
    );
    expect(decodeURIComponent(loadSavedSearch(storage, 'h', HOTEL, at('10:01')) ?? '')).toBe(
      'checkin=2026-12-10&is_day_use=true&rooms[0][adults]=2&rooms[1][adults]=1',
    );
    saveSearch(storage, 'h', values('search_type=undated&nights=3'), 'plan', at('10:00'));
    expect(loadSavedSearch(storage, 'h', HOTEL, at('10:01'))).toBe(
      'search_type=undated&nights=3&adults=2&room_count=1',
    );
  });

  it('survives storage that refuses or holds garbage', () => {
    const storage = memory();
    storage.data.set('staykit.search.h', '{not json');
    expect(loadSavedSearch(storage, 'h', HOTEL, at('10:00'))).toBeNull();
    const refusing: SearchStorage = {
      ...storage,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveSearch(refusing, 'h', values(''), 'room', at('10:00'))).not.toThrow();
  });
});
