import {
  isSavedSearchFresh,
  toSavedSearchCriteria,
  toSearchQueryString,
  type SavedSearchCriteriaInput,
  type SavedSearchHotel,
} from '@staykit/sdk';
import type { SearchValues } from './searchQuery';

/**
 * Where saved criteria are kept: `localStorage`, or a stand-in in tests.
 *
 * @example
 * ```ts
 * const storage: SearchStorage = window.localStorage;
 * ```
 */
export type SearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (hotelCode: string) => `staykit.search.${hotelCode}`;

interface Stored {
  savedAt: string;
  criteria: SavedSearchCriteriaInput;
}

/**
 * Saves a search for an hour (docs/widget.md#search: checkin, checkout, type, is_day_use, rooms,
 * parentUrl, adults, kids_tiers, room_count, search_type, nights). Kept in web storage per hotel rather
 * than in a cookie: inside a hotel's frame a third-party cookie is often refused, storage is not; the hour
 * is enforced on reading. A storage that refuses (private mode, quota) loses the convenience, not the search.
 *
 * @example
 * ```ts
 * saveSearch(localStorage, 'demo-tokyo', values, 'room', new Date());
 * ```
 */
export function saveSearch(
  storage: SearchStorage,
  hotelCode: string,
  values: SearchValues,
  type: 'room' | 'plan',
  now: Date,
): void {
  const first = values.rooms[0];
  const criteria: SavedSearchCriteriaInput = {
    ...(values.stay === 'undated' ? {} : { checkin: values.checkin, checkout: values.checkout }),
    type,
    is_day_use: values.stay === 'dayUse',
    rooms: values.rooms.map((room) => ({
      adults: room.adults,
      children: room.kidsTiers.length || room.kidsAges.length,
      kids_tiers: room.kidsTiers,
    })),
    adults: first?.adults ?? null,
    kids_tiers: first?.kidsTiers ?? [],
    room_count: values.rooms.length,
    search_type: values.stay === 'undated' ? 'undated' : 'dated',
    nights: values.nights,
  };
  try {
    storage.setItem(
      keyOf(hotelCode),
      JSON.stringify({ savedAt: now.toISOString(), criteria } satisfies Stored),
    );
  } catch {
    // Saved criteria are a convenience.
  }
}

/**
 * The URL query (without `?`) of the search saved for the hotel within the last hour, normalised by the
 * SDK's `toSavedSearchCriteria` (tiers filtered to the hotel's codes, children equal to the tiers), or
 * null when there is none, it has expired (it is then removed) or it cannot be read.
 *
 * @example
 * ```ts
 * loadSavedSearch(localStorage, 'demo-tokyo', { knownTierCodes: ['A', 'B'] }, new Date());
 * // 'checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=1'
 * ```
 */
export function loadSavedSearch(
  storage: SearchStorage,
  hotelCode: string,
  hotel: SavedSearchHotel,
  now: Date,
): string | null {
  let stored: Partial<Stored> | null;
  try {
    stored = JSON.parse(storage.getItem(keyOf(hotelCode)) ?? 'null') as Partial<Stored> | null;
  } catch {
    stored = null;
  }
  const savedAt = new Date(stored?.savedAt ?? Number.NaN);
  if (!stored?.criteria || Number.isNaN(savedAt.getTime()) || !isSavedSearchFresh(savedAt, now)) {
    if (stored) storage.removeItem(keyOf(hotelCode));
    return null;
  }
  const saved = toSavedSearchCriteria(stored.criteria, hotel);
  const rooms = saved.rooms;
  const uniform = rooms.every((room) => JSON.stringify(room) === JSON.stringify(rooms[0]));
  return toSearchQueryString({
    ...(saved.search_type === 'undated'
      ? { search_type: 'undated', nights: saved.nights }
      : { checkin: saved.checkin, checkout: saved.is_day_use ? undefined : saved.checkout }),
    is_day_use: saved.is_day_use ? true : undefined,
    ...(uniform || rooms.length === 0
      ? { adults: saved.adults, kids_tiers: saved.kids_tiers, room_count: saved.room_count }
      : { rooms: rooms.map((room) => ({ adults: room.adults, kids_tiers: room.kids_tiers })) }),
  });
}
