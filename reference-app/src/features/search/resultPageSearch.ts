import { roomSearchQuery, type RoomSearchInput } from '@staykit/react';
import type { components, StaykitClient } from '@staykit/sdk';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { addDays } from '../../lib/calendarMonth';
import { displayCurrency } from '../../lib/displayCurrency';
import { hotelToday } from '../../lib/hotelToday';
import type { KeyValueStorage } from '../../lib/reachableStorage';
import { readSearchScope, scopeQuery } from '../../lib/searchScope';
import { loadSavedSearch } from './savedSearch';
import {
  readSearchValues,
  toRoomSearchQuery,
  wantsNextAvailableDate,
  type SearchDefaults,
  type SearchValues,
} from './searchQuery';
import { searchTracking } from './searchTracking';
import type { SearchUpdateMode } from './searchUpdateMode';
import { isTiersMode } from './visibleResults';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/**
 * What the search form starts from when the address names no stay: the hotel's today plus its offset,
 * one night, its adults.
 *
 * @example
 * ```ts
 * searchDefaults(hotel, new Date('2026-12-01T09:00:00+09:00')); // { adults: 2, checkin: '2026-12-01', checkout: '2026-12-02' }
 * ```
 */
export function searchDefaults(hotel: BookingWidgetInit, now: Date): SearchDefaults {
  const today = hotelToday(hotel.time_zone, now);
  const checkin = addDays(today, hotel.default_search_setting.checkin_date_offset);
  return { adults: hotel.default_search_setting.adults, checkin, checkout: addDays(checkin, 1) };
}

/**
 * The address with the hotel's saved search of the last hour added (docs/widget.md#search), or null when
 * there is nothing to add: the address names a stay, or nothing was saved. Not for update mode or a
 * lottery's search, which start from their own stay.
 *
 * @example
 * ```ts
 * restoredSearchParams(new URLSearchParams('hotel_code=demo-tokyo'), hotel, localStorage, new Date())?.get('checkin');
 * ```
 */
export function restoredSearchParams(
  searchParams: URLSearchParams,
  hotel: BookingWidgetInit,
  storage: KeyValueStorage,
  now: Date,
): URLSearchParams | null {
  if (searchParams.has('checkin') || searchParams.has('search_type')) return null;
  const tierCodes = isTiersMode(hotel.kids_setting.accept_type)
    ? hotel.kids_tiers.map((tier) => tier.code)
    : null;
  const saved = loadSavedSearch(
    storage,
    hotel.hotel_code,
    { knownTierCodes: tierCodes, defaultAdults: hotel.default_search_setting.adults },
    now,
  );
  if (saved === null || saved === '') return null;
  const merged = new URLSearchParams(searchParams);
  new URLSearchParams(saved).forEach((value, key) => merged.append(key, value));
  return merged;
}

/**
 * The currency prices are shown and searched in: a change keeps the reservation's (there is no currency
 * selector then, docs/widget.md#page-shell); otherwise the one in effect (`displayCurrency`), undefined
 * for the hotel's own.
 *
 * @example
 * ```ts
 * searchCurrency(hotel, new URLSearchParams('currency=USD'), undefined); // 'USD' in multi-currency mode
 * ```
 */
export function searchCurrency(
  hotel: BookingWidgetInit,
  searchParams: URLSearchParams,
  update: SearchUpdateMode | undefined,
) {
  return update ? (update.mcpCurrency ?? undefined) : displayCurrency(hotel, searchParams.get('currency'));
}

/** What the result page's search depends on beyond the address. */
export interface PageSearchOptions {
  type: 'room' | 'plan';
  /** Ask for the next available date when nothing matches (only the search the page opened with). */
  nextAvailable: boolean;
  update?: SearchUpdateMode | undefined;
}

/**
 * The `searchRooms` query of the result page for the search in `searchParams` (read into `values`), or
 * null while it has no check-in. The page and the start-up's preload build it here, so both make the same
 * query (and so the same cache key).
 *
 * @example
 * ```ts
 * pageSearchQuery(hotel, searchParams, values, { type: 'room', nextAvailable: false })?.checkin_date;
 * ```
 */
export function pageSearchQuery(
  hotel: BookingWidgetInit,
  searchParams: URLSearchParams,
  values: SearchValues,
  { type, nextAvailable, update }: PageSearchOptions,
) {
  const plain = toRoomSearchQuery(values, {
    type,
    childrenMode: hotel.kids_setting.accept_type,
    nextAvailable,
    mcpCurrency: searchCurrency(hotel, searchParams, update),
    reservation: update ? { number: update.reservationNumber, bypassToken: update.bypassToken } : undefined,
  });
  return plain === null ? null : { ...plain, ...scopeQuery(readSearchScope(searchParams)) };
}

// Per widget (its query client): the key of the search preloaded for the result page, and when.
const preloadedSearches = new WeakMap<QueryClient, { hash: string; at: number }>();
// How long after the preload the result page takes its answer as its own: the start-up's wait for its
// text, with room to spare. A page opened later (after a detour) asks again.
const PRELOAD_TAKEN_MS = 10_000;

/**
 * The preloaded search's query hash while it is fresh (asked less than 10 s ago), else undefined: the
 * result page shows that answer when it mounts instead of asking again, since it was asked for this very
 * page moments before.
 *
 * @example
 * ```ts
 * const [preloaded] = useState(() => preloadedSearch(queryClient));
 * useRoomSearch(input, { refetchOnMount: (query) => query.queryHash !== preloaded });
 * ```
 */
export function preloadedSearch(queryClient: QueryClient): string | undefined {
  const preload = preloadedSearches.get(queryClient);
  // performance.now, not Date: a clock the page sets (a test's) does not keep an old answer fresh.
  return preload && performance.now() - preload.at < PRELOAD_TAKEN_MS ? preload.hash : undefined;
}

/** What the preload of the result page's search reads. */
export interface ResultSearchPreload {
  queryClient: QueryClient;
  client: StaykitClient;
  hotel: BookingWidgetInit;
  /** The address's query as the page will open with it. */
  searchParams: URLSearchParams;
  /** The language the page will be in: its room names and messages. */
  locale: string;
  /** This visit's campaign and metasearch source (see `SearchPage`'s `landing`). */
  landing: { tracking: Readonly<Record<string, string>>; metasearchSource: string | null };
  storage: KeyValueStorage;
  now: Date;
}

/**
 * The rooms preloader (docs/widget.md#start-up): starts the result page's own search (by room, not in
 * update mode or a lottery's) as soon as the hotel's init is in, while the page still waits for its
 * language, so the page finds the answer in the query cache. It is the very search the page opens with,
 * built by the same functions (the saved search it brings back included), so nothing is asked twice.
 * The caller starts it only when nobody is to be signed in,
 * since member prices would make the page's search another one. Shows nothing of its own; the page shows
 * its answer when it opens without asking again (`preloadedSearch`).
 *
 * @example
 * ```ts
 * preloadResultSearch({ queryClient, client, hotel, searchParams, locale: 'ja', landing, storage, now: new Date() });
 * ```
 */
export function preloadResultSearch(preload: ResultSearchPreload): void {
  const { queryClient, client, hotel, searchParams, locale, landing, storage, now } = preload;
  // As the page: the saved search of the last hour when the address names no stay, and only a search the
  // address itself names looks for the next available date.
  const restored = restoredSearchParams(searchParams, hotel, storage, now);
  const address = restored ?? searchParams;
  const values = readSearchValues(address, searchDefaults(hotel, now));
  const nextAvailable =
    restored === null && wantsNextAvailableDate(values, searchParams.get('metasearch_source'));
  const query = pageSearchQuery(hotel, address, values, { type: 'room', nextAvailable });
  if (query === null) return;
  const tracking = searchTracking(landing.tracking, landing.metasearchSource, storage, now);
  const input: RoomSearchInput = {
    params: {
      path: { hotel_id: hotel.hotel_id },
      query: { ...query, ...tracking },
      // The client switches to this language when its text has loaded; the cache key names it already.
      header: { 'Accept-Language': locale },
    },
  };
  const options = roomSearchQuery(client, input);
  preloadedSearches.set(queryClient, { hash: hashKey(options.queryKey), at: performance.now() });
  void queryClient.prefetchQuery(options);
}
