import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { responseExample, type JsonObject } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useCreatePointExchange, useMemberPoints, usePointsTimeline } from '../index';

const server = setupStaykitTestServer();

/** Page `page` of 3, one entry each, from the contract's example. */
function timelineHandler() {
  const example = responseExample('listPointsTimeline');
  const [entry] = example.data as JsonObject[];
  const seen = requestLog();
  const handler = http.get(`${API_URL}/hotels/:hotel_id/memberships/points_timeline`, ({ request }) => {
    seen.add(request);
    const page = Number(new URL(request.url).searchParams.get('page'));
    return HttpResponse.json({
      ...example,
      data: [{ ...entry, amount: page * 100 }],
      page,
      per_page: 1,
      total_pages: 3,
      total_entries: 3,
    });
  });
  return { handler, seen };
}

describe('usePointsTimeline', () => {
  it('loads page 1, appends each next page on demand, and stops after the last', async () => {
    const { handler, seen } = timelineHandler();
    server.use(handler);
    const { result } = renderStaykitHook(() =>
      usePointsTimeline({ params: { path: { hotel_id: 101 }, query: { per_page: 1, scope: 'current' } } }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const amounts = () =>
      result.current.data?.pages.flatMap((page) => page.data.map((entry) => entry.amount));
    expect(amounts()).toEqual([100]);
    expect(result.current.hasNextPage).toBe(true);
    // Each next page once the one before is on screen, as a "show more" button would ask.
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(amounts()).toEqual([100, 200]));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(amounts()).toEqual([100, 200, 300]));
    expect(result.current.hasNextPage).toBe(false);
    expect(seen.searches().map((query) => [query.get('page'), query.get('scope')])).toEqual([
      ['1', 'current'],
      ['2', 'current'],
      ['3', 'current'],
    ]);
  });

  it('sends nothing while it is turned off', async () => {
    const { handler, seen } = timelineHandler();
    server.use(handler);
    const { result } = renderStaykitHook(() =>
      usePointsTimeline({ params: { path: { hotel_id: 101 } } }, { enabled: false }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(seen.all).toHaveLength(0);
  });
});

describe('useCreatePointExchange', () => {
  it('reads the balance again once the exchange succeeds', async () => {
    let balance = 12_500;
    const balances = requestLog();
    server.use(
      http.get(`${API_URL}/hotels/:hotel_id/memberships/point`, ({ request }) => {
        balances.add(request);
        return HttpResponse.json({
          data: { program_enabled: true, total_point: balance, ranking_points_value: 0 },
        });
      }),
      http.post(`${API_URL}/hotels/:hotel_id/memberships/point_exchanges`, () => {
        balance -= 1000;
        return HttpResponse.json(responseExample('createPointExchange'), { status: 201 });
      }),
    );
    const { result } = renderStaykitHook(() => ({
      points: useMemberPoints({ params: { path: { hotel_id: 101 } } }),
      exchange: useCreatePointExchange(),
    }));
    await waitFor(() => expect(result.current.points.data?.data.total_point).toBe(12_500));
    await act(() =>
      result.current.exchange.mutateAsync({ params: { path: { hotel_id: 101 } }, body: { amount: 1000 } }),
    );
    await waitFor(() => expect(result.current.points.data?.data.total_point).toBe(11_500));
    expect(balances.all).toHaveLength(2);
  });
});
