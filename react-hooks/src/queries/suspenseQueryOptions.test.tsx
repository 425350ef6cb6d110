import { createStaykitClient } from '@staykit/sdk';
import { skipToken, useSuspenseQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStaykitQueryClient } from '../createStaykitQueryClient';
import {
  roomPriceQuery,
  roomSearchQuery,
  suspenseQueryOptions,
  useRoomSearch,
  type RoomSearchInput,
} from '../index';
import { StaykitProvider, useStaykitClient } from '../StaykitProvider';
import { responseExample } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, TEST_CREDENTIALS, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';

const server = setupStaykitTestServer();

const search = (hotelId: number): RoomSearchInput => ({
  params: { path: { hotel_id: hotelId }, query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26' } },
});

/** Answers every room search, placeholder ids included, so that a request for hotel 0 would be seen. */
function answerSearches() {
  const seen = requestLog();
  server.use(
    http.get(`${API_URL}/hotels/:hotel_id/rooms`, ({ request }) => {
      seen.add(request);
      return HttpResponse.json(responseExample('searchRooms'));
    }),
  );
  return seen;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Rooms({ hotelId }: { hotelId: number }) {
  const client = useStaykitClient();
  const { data } = useSuspenseQuery(suspenseQueryOptions(roomSearchQuery(client, search(hotelId))));
  return <p>{data.data.rooms.length} room types</p>;
}

function renderRooms(hotelId: number) {
  const client = createStaykitClient({ baseUrl: API_URL, locale: 'ja', credentials: TEST_CREDENTIALS });
  render(
    <StaykitProvider client={client} queryClient={createStaykitQueryClient()}>
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Rooms hotelId={hotelId} />
        </Suspense>
      </Boundary>
    </StaykitProvider>,
  );
}

// Type-level, for the typecheck: a factory whose input may hold a placeholder does not compile in a
// suspending query.
function _placeholderOptionsDoNotSuspend() {
  const client = useStaykitClient();
  // @ts-expect-error TanStack refuses skipToken in useSuspenseQuery; suspenseQueryOptions narrows it.
  return useSuspenseQuery(roomSearchQuery(client, search(101)));
}

describe('not ready yet: skipToken', () => {
  it('gives a placeholder input skipToken as its query function, and a ready one a real one', () => {
    const client = createStaykitClient({ baseUrl: API_URL, locale: 'ja' });
    const price = (hotelId: number, rooms: number) =>
      roomPriceQuery(client, {
        params: {
          path: { hotel_id: hotelId },
          query: {
            selected_rooms: Array.from({ length: rooms }, () => ({
              room_type_code: 'DBL',
              room_plan_code: 'DBL-BF',
              adults: 2,
            })),
          },
        },
      });

    expect(roomSearchQuery(client, search(0)).queryFn).toBe(skipToken);
    expect(price(101, 0).queryFn).toBe(skipToken);
    expect(typeof price(101, 1).queryFn).toBe('function');
  });

  it('sends nothing for hotel 0, even when the caller enables the hook and asks it to refetch', async () => {
    const seen = answerSearches();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { result } = renderStaykitHook(() => useRoomSearch(search(0), { enabled: true }));
      await act(async () => {
        await result.current.refetch();
      });

      expect(result.current.isSuccess).toBe(false);
      expect(seen.all).toHaveLength(0);
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('suspenseQueryOptions', () => {
  it('suspends on a ready input, then renders the answer', async () => {
    const seen = answerSearches();
    renderRooms(101);

    expect(screen.getByText('Loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/room types$/)).toBeTruthy());
    expect(seen.all.map((request) => new URL(request.url).pathname)).toEqual(['/hotels/101/rooms']);
  });

  it('throws to the error boundary for a placeholder input, and sends nothing', async () => {
    const seen = answerSearches();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderRooms(0);

      expect((await screen.findByRole('alert')).textContent).toMatch(/not ready/);
      expect(seen.all).toHaveLength(0);
    } finally {
      quiet.mockRestore();
    }
  });
});
