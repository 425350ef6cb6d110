/**
 * How long saved search criteria live (docs/rules.md, "Search and results").
 *
 * @example
 * ```ts
 * SAVED_SEARCH_LIFETIME_MS; // 3600000
 * ```
 */
export const SAVED_SEARCH_LIFETIME_MS = 60 * 60 * 1000;

/**
 * One room of saved criteria after normalisation (see {@link normalizeSavedSearchRoom}).
 *
 * @example
 * ```ts
 * const room: SavedSearchRoom = { adults: 2, children: 1, kids_tiers: ['A'] };
 * ```
 */
export interface SavedSearchRoom {
  readonly adults: number;
  readonly children: number;
  readonly kids_tiers: readonly string[];
}

/**
 * Saved search criteria, exactly these fields: checkin, checkout, type, is_day_use, rooms, parentUrl, adults,
 * kids_tiers, room_count, search_type, nights.
 *
 * @example
 * ```ts
 * const saved: SavedSearchCriteria = {
 *   checkin: '2025-04-01', checkout: '2025-04-03', type: 'room', is_day_use: false,
 *   rooms: [{ adults: 2, children: 0, kids_tiers: [] }], adults: 2, kids_tiers: [], room_count: 1,
 *   search_type: 'dated', nights: 1,
 * };
 * ```
 */
export interface SavedSearchCriteria {
  readonly checkin?: string;
  readonly checkout?: string;
  /** Results grouped by room type (`room`, the default) or by plan. */
  readonly type: 'room' | 'plan';
  readonly is_day_use: boolean;
  readonly rooms: readonly SavedSearchRoom[];
  /** The embedding page's URL, when the widget runs in a frame. */
  readonly parentUrl?: string;
  readonly adults: number;
  readonly kids_tiers: readonly string[];
  readonly room_count: number;
  readonly search_type: 'dated' | 'undated';
  readonly nights: number;
}

/**
 * A room as found in the search form or read back from the cookie, where numbers may be strings.
 *
 * @example
 * ```ts
 * const room: SavedSearchRoomInput = { adults: '2', children: '1', kids_tiers: ['A', 'Z'] };
 * ```
 */
export interface SavedSearchRoomInput {
  readonly adults?: number | string | null;
  readonly children?: number | string | null;
  readonly kids_tiers?: readonly string[] | null;
}

/**
 * Search criteria to save, or read back, before normalisation.
 *
 * @example
 * ```ts
 * const input: SavedSearchCriteriaInput = { checkin: '2025-04-01', adults: '3', room_count: '2' };
 * ```
 */
export interface SavedSearchCriteriaInput {
  readonly checkin?: string | null;
  readonly checkout?: string | null;
  readonly type?: string | null;
  readonly is_day_use?: boolean | string | null;
  readonly rooms?: readonly SavedSearchRoomInput[] | null;
  readonly parentUrl?: string | null;
  readonly adults?: number | string | null;
  readonly kids_tiers?: readonly string[] | null;
  readonly room_count?: number | string | null;
  readonly search_type?: string | null;
  readonly nights?: number | string | null;
}

/**
 * The hotel facts normalisation needs (from the hotel's settings: kids_tiers, default_search_setting.adults).
 *
 * @example
 * ```ts
 * const hotel: SavedSearchHotel = { knownTierCodes: ['A', 'B'], defaultAdults: 2 };
 * ```
 */
export interface SavedSearchHotel {
  /** The hotel's tier codes (`kids_tiers[].code`); `null` for a hotel that is not in a tiers mode. */
  readonly knownTierCodes: readonly string[] | null;
  /** The hotel's default adults (`default_search_setting.adults`); 2 when not set. */
  readonly defaultAdults?: number | null;
}

/**
 * Normalises one stored room (docs/rules.md, "Search and results").
 *
 * Adults that are not a whole number of at least 1 take the hotel's default (2 when absent). In a tiers
 * mode the tiers keep only the hotel's codes, in order, and children is their count, so a tier the hotel
 * removed since the search was saved cannot count a phantom child; outside tiers modes (`knownTierCodes`
 * `null`) there are no tiers and children is the numeric value, 0 when not a whole number.
 *
 * @example
 * ```ts
 * normalizeSavedSearchRoom({ adults: '', children: '2', kids_tiers: ['A', 'Z'] }, { knownTierCodes: ['A', 'B'] });
 * // { adults: 2, children: 1, kids_tiers: ['A'] }
 * ```
 */
export function normalizeSavedSearchRoom(
  room: SavedSearchRoomInput,
  hotel: SavedSearchHotel,
): SavedSearchRoom {
  const adults = toWholeNumber(room.adults, 1) ?? defaultAdultsOf(hotel);
  if (hotel.knownTierCodes === null) {
    return { adults, children: toWholeNumber(room.children, 0) ?? 0, kids_tiers: [] };
  }
  const kids_tiers = filterTiers(room.kids_tiers, hotel.knownTierCodes);
  return { adults, children: kids_tiers.length, kids_tiers };
}

/**
 * Builds the criteria to save, or cleans criteria read back, keeping only the saved fields and applying the
 * defaults: type `room`, is_day_use false, adults as {@link normalizeSavedSearchRoom}, room_count 1,
 * search_type `dated`, nights 1. Rooms and the flat `kids_tiers` go through the same tier filter. Empty dates
 * and parentUrl are left out.
 *
 * @example
 * ```ts
 * toSavedSearchCriteria({ checkin: '2025-04-01', checkout: '2025-04-02', adults: '3' }, { knownTierCodes: [] });
 * // { checkin: '2025-04-01', checkout: '2025-04-02', type: 'room', is_day_use: false, rooms: [],
 * //   adults: 3, kids_tiers: [], room_count: 1, search_type: 'dated', nights: 1 }
 * ```
 */
export function toSavedSearchCriteria(
  input: SavedSearchCriteriaInput,
  hotel: SavedSearchHotel,
): SavedSearchCriteria {
  return {
    ...(input.checkin ? { checkin: input.checkin } : {}),
    ...(input.checkout ? { checkout: input.checkout } : {}),
    type: input.type === 'plan' ? 'plan' : 'room',
    is_day_use: input.is_day_use === true || input.is_day_use === 'true',
    rooms: (input.rooms ?? []).map((room) => normalizeSavedSearchRoom(room, hotel)),
    ...(input.parentUrl ? { parentUrl: input.parentUrl } : {}),
    adults: toWholeNumber(input.adults, 1) ?? defaultAdultsOf(hotel),
    kids_tiers: hotel.knownTierCodes === null ? [] : filterTiers(input.kids_tiers, hotel.knownTierCodes),
    room_count: toWholeNumber(input.room_count, 1) ?? 1,
    search_type: input.search_type === 'undated' ? 'undated' : 'dated',
    nights: toWholeNumber(input.nights, 1) ?? 1,
  };
}

/**
 * When criteria saved at `now` expire (one hour later), for the cookie's expiry.
 *
 * @example
 * ```ts
 * savedSearchExpiresAt(new Date('2025-04-01T10:00:00Z')).toISOString(); // '2025-04-01T11:00:00.000Z'
 * ```
 */
export function savedSearchExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SAVED_SEARCH_LIFETIME_MS);
}

/**
 * Whether criteria saved at `savedAt` are still usable at `now` (for one hour). At exactly one hour they have
 * expired, as a cookie with that expiry would be gone.
 *
 * @example
 * ```ts
 * isSavedSearchFresh(new Date('2025-04-01T10:00:00Z'), new Date('2025-04-01T10:59:59Z')); // true
 * ```
 */
export function isSavedSearchFresh(savedAt: Date, now: Date): boolean {
  return now.getTime() < savedSearchExpiresAt(savedAt).getTime();
}

function defaultAdultsOf(hotel: SavedSearchHotel): number {
  return toWholeNumber(hotel.defaultAdults, 1) ?? 2;
}

function filterTiers(tiers: readonly string[] | null | undefined, known: readonly string[]): string[] {
  return (tiers ?? []).filter((code) => known.includes(code));
}

// Cookie values come back as strings; '' and 'abc' must not become 0 or NaN guests.
function toWholeNumber(value: number | string | null | undefined, min: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= min ? number : null;
}
