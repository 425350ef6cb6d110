import { StaykitError } from '@staykit/sdk';
import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { staykitKeys } from '../queries/queryKeys';
import { roomSearchQuery, useRoomSearch, type RoomSearchInput } from '../index';
import { errorExample, responseExample } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useStaykitLocale } from './useStaykitLocale';

const server = setupStaykitTestServer();

const ROOMS_URL = `${API_URL}/hotels/:hotel_id/rooms`;
const results = responseExample('searchRooms');

const search = (hotelId: number, checkin = '2026-12-24'): RoomSearchInput => ({
  params: {
    path: { hotel_id: hotelId },
    query: {
      checkin_date: checkin,
      checkout_date: '2026-12-26',
      rooms: [{ adults: 2, children: 1, kids_tiers: ['A'] }, { adults: 1 }],
    },
  },
});

/** Answers every search with the contract's example, logging the requests. */
function answerSearches() {
  const seen = requestLog();
  server.use(
    http.get(ROOMS_URL, ({ request }) => {
      seen.add(request);
      return HttpResponse.json(results);
    }),
  );
  return seen;
}

/** Holds every search until its request is aborted, and records what the handler saw. */
function holdSearches() {
  const aborted: boolean[] = [];
  const seen = requestLog();
  server.use(
    http.get(ROOMS_URL, async ({ request }) => {
      seen.add(request);
      await new Promise<void>((resolve) => {
        if (request.signal.aborted) resolve();
        request.signal.addEventListener('abort', () => resolve(), { once: true });
      });
      aborted.push(request.signal.aborted);
      return HttpResponse.json(results);
    }),
  );
  return { aborted, seen };
}

describe('useRoomSearch', () => {
  it('sends the search with rooms in bracket notation and goes from loading to the results', async () => {
    const seen = answerSearches();
    const { result } = renderStaykitHook(() => useRoomSearch(search(101)));

    expect(result.current.isPending).toBe(true);
    expect(result.current.fetchStatus).toBe('fetching');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(result.current.data).toEqual(results);
    expect(seen.all).toHaveLength(1);
    const query = seen.searches()[0];
    expect(new URL(seen.all[0]?.url ?? '').pathname).toBe('/hotels/101/rooms');
    expect(Object.fromEntries(query ?? [])).toEqual({
      checkin_date: '2026-12-24',
      checkout_date: '2026-12-26',
      'rooms[0][adults]': '2',
      'rooms[0][children]': '1',
      'rooms[0][kids_tiers][0]': 'A',
      'rooms[1][adults]': '1',
    });
    expect(seen.all[0]?.headers.get('Accept-Language')).toBe('ja');
  });

  it('gives a 4xx as a StaykitError with its code and never retries it, even in a plain QueryClient', async () => {
    const seen = requestLog();
    server.use(
      http.get(ROOMS_URL, ({ request }) => {
        seen.add(request);
        return HttpResponse.json(errorExample('undated_search_not_allowed'), { status: 422 });
      }),
    );
    // TanStack's own default is three retries: the factory must turn them off by itself.
    const { result } = renderStaykitHook(() => useRoomSearch(search(101)), {
      queryClient: new QueryClient(),
    });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(StaykitError);
    expect(result.current.error?.code).toBe('undated_search_not_allowed');
    expect(result.current.error?.status).toBe(422);
    expect(result.current.failureCount).toBe(1);
    expect(seen.all).toHaveLength(1);
  });

  it('leaves a 429 to the SDK: retried once there, and the hook succeeds', async () => {
    const seen = requestLog();
    server.use(
      http.get(ROOMS_URL, ({ request }) => {
        seen.add(request);
        return seen.all.length === 1
          ? HttpResponse.json(errorExample('rate_limited'), { status: 429 })
          : HttpResponse.json(results);
      }),
    );
    const { result } = renderStaykitHook(() => useRoomSearch(search(101)), { client: { retryDelayMs: 5 } });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen.all).toHaveLength(2);
    expect(result.current.failureCount).toBe(0);
    expect(result.current.data).toEqual(results);
  });

  it('aborts the request in flight when the component unmounts', async () => {
    const { aborted, seen } = holdSearches();
    const { unmount } = renderStaykitHook(() => useRoomSearch(search(101)));
    await waitFor(() => expect(seen.all).toHaveLength(1));

    unmount();

    await waitFor(() => expect(aborted).toEqual([true]));
  });

  it('aborts the previous search when a new one starts', async () => {
    const { aborted, seen } = holdSearches();
    const { rerender } = renderStaykitHook((input: RoomSearchInput) => useRoomSearch(input), {
      initialProps: search(101, '2026-12-24'),
    });
    await waitFor(() => expect(seen.all).toHaveLength(1));

    rerender(search(101, '2026-12-25'));

    await waitFor(() => expect(aborted).toEqual([true]));
    expect(seen.searches().map((query) => query.get('checkin_date'))).toEqual(['2026-12-24', '2026-12-25']);
  });

  it('refetches with the new Accept-Language after client.setLocale and an invalidation', async () => {
    const seen = answerSearches();
    const { result, client, queryClient } = renderStaykitHook(() => useRoomSearch(search(101)));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    client.setLocale('en');
    await act(() => queryClient.invalidateQueries({ queryKey: staykitKeys.all }));

    expect(seen.all.map((request) => request.headers.get('Accept-Language'))).toEqual(['ja', 'en']);
  });

  it('moves to the new locale with useStaykitLocale: results of the old one are not shown', async () => {
    const seen = answerSearches();
    const { result, client, queryClient } = renderStaykitHook(() => ({
      search: useRoomSearch(search(101)),
      locale: useStaykitLocale(),
    }));
    await waitFor(() => expect(result.current.search.isSuccess).toBe(true));

    act(() => result.current.locale.setLocale('en'));

    // A new key: the Japanese results stay in the cache but the screen shows loading, then English ones.
    expect(result.current.locale.locale).toBe('en');
    expect(result.current.search.isPending).toBe(true);
    await waitFor(() => expect(result.current.search.isSuccess).toBe(true));
    expect(seen.all.map((request) => request.headers.get('Accept-Language'))).toEqual(['ja', 'en']);
    expect(client.locale).toBe('en');
    expect(queryClient.getQueryData(roomSearchQuery(client, search(101)).queryKey)).toEqual(results);
  });

  it('waits while the hotel id is a placeholder, whatever `enabled` says, and applies `select`', async () => {
    const seen = answerSearches();
    const { result, rerender } = renderStaykitHook(
      (hotelId: number) =>
        useRoomSearch(search(hotelId), {
          enabled: true,
          select: (answer) => answer.data.rooms.map((room) => room.room_type_code),
        }),
      { initialProps: 0 },
    );

    expect(result.current.fetchStatus).toBe('idle');
    expect(seen.all).toHaveLength(0);

    rerender(101);

    await waitFor(() => expect(result.current.data).toEqual(['DBL']));
    expect(seen.all).toHaveLength(1);
  });
});
