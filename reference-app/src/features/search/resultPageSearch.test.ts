import { createStaykitQueryClient } from '@staykit/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApiClient } from '../../testing/mockApiClient';
import { setupMockApi } from '../../testing/setupMockApi';
import { memoryWebStorage } from '../../testing/startWidget';
import { preloadedSearch, preloadResultSearch, restoredSearchParams } from './resultPageSearch';
import { saveSearch } from './savedSearch';
import { readSearchValues } from './searchQuery';

// The mock's clock: 2026-12-01 09:00 in Tokyo.
const NOW = new Date('2026-12-01T09:00:00+09:00');
setupMockApi();

async function demoTokyo() {
  const client = mockApiClient();
  const { data } = await client.booking.getBookingWidgetInit({
    params: { path: { hotel_code: 'demo-tokyo' } },
  });
  return { client, hotel: data };
}

/** A storage holding a search saved now: 20-22 December for three adults. */
function storageWithSavedSearch() {
  const storage = memoryWebStorage();
  const saved = readSearchValues(new URLSearchParams('checkin=2026-12-20&checkout=2026-12-22&adults=3'), {
    adults: 2,
    checkin: '2026-12-01',
    checkout: '2026-12-02',
  });
  saveSearch(storage, 'demo-tokyo', saved, 'room', NOW);
  return storage;
}

describe('the result page search as start-up preloads it', () => {
  it('takes the saved search back only when the address names no stay', async () => {
    const { hotel } = await demoTokyo();
    const storage = storageWithSavedSearch();
    const bare = restoredSearchParams(new URLSearchParams('hotel_code=demo-tokyo'), hotel, storage, NOW);
    expect(bare?.get('checkin')).toBe('2026-12-20');
    expect(bare?.get('adults')).toBe('3');
    const dated = new URLSearchParams('hotel_code=demo-tokyo&checkin=2026-12-10');
    expect(restoredSearchParams(dated, hotel, storage, NOW)).toBeNull();
    expect(restoredSearchParams(new URLSearchParams(), hotel, memoryWebStorage(), NOW)).toBeNull();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("caches the page's search under its key, in the guest's language, and hands it to the page while fresh", async () => {
    const { client, hotel } = await demoTokyo();
    const queryClient = createStaykitQueryClient();
    preloadResultSearch({
      queryClient,
      client,
      hotel,
      searchParams: new URLSearchParams('hotel_code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12'),
      locale: 'ja',
      landing: { tracking: { utm_source: 'mail' }, metasearchSource: null },
      storage: memoryWebStorage(),
      now: NOW,
    });
    const cache = queryClient.getQueryCache();
    await expect.poll(() => cache.getAll().map((query) => query.state.status)).toEqual(['success']);
    const [search] = cache.getAll();
    expect(search?.queryKey).toContainEqual(
      expect.objectContaining({
        locale: 'ja',
        query: expect.objectContaining({
          checkin_date: '2026-12-10',
          checkout_date: '2026-12-12',
          utm_source: 'mail',
        }),
      }),
    );
    expect(preloadedSearch(queryClient)).toBe(search?.queryHash);
    // A page opened 10 s later (after a detour) asks again.
    const later = performance.now() + 10_000;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    expect(preloadedSearch(queryClient)).toBeUndefined();
  });

  it('preloads the saved search the page brings back when the address names no stay', async () => {
    const { client, hotel } = await demoTokyo();
    const storage = storageWithSavedSearch();
    const queryClient = createStaykitQueryClient();
    preloadResultSearch({
      queryClient,
      client,
      hotel,
      searchParams: new URLSearchParams('hotel_code=demo-tokyo'),
      locale: 'en',
      landing: { tracking: {}, metasearchSource: null },
      storage,
      now: NOW,
    });
    const cache = queryClient.getQueryCache();
    await expect.poll(() => cache.getAll().map((query) => query.state.status)).toEqual(['success']);
    expect(cache.getAll()[0]?.queryKey).toContainEqual(
      expect.objectContaining({
        query: expect.objectContaining({ checkin_date: '2026-12-20', checkout_date: '2026-12-22' }),
      }),
    );
  });
});
