import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { responseExample, type JsonObject } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useBrandHotels, useBrandInventory } from '../index';

const server = setupStaykitTestServer();

/** Answers page `page` of `totalPages` with one facility per page, built from the contract's example. */
function pagedHandler(url: string, operationId: string, totalPages: number) {
  const example = responseExample(operationId);
  const [facility] = example.data as JsonObject[];
  const seen = requestLog();
  const handler = http.get(url, ({ request }) => {
    seen.add(request);
    const page = Number(new URL(request.url).searchParams.get('page'));
    return HttpResponse.json({
      ...example,
      data: [{ ...facility, hotel_id: 100 + page, hotel_code: `demo-${page}` }],
      page,
      per_page: 1,
      total_pages: totalPages,
      total_entries: totalPages,
    });
  });
  return { handler, seen };
}

describe('useBrandHotels', () => {
  it('fetches every page and gives one list of every facility', async () => {
    const { handler, seen } = pagedHandler(`${API_URL}/hotel_brands/:brand_id/hotels`, 'listBrandHotels', 3);
    server.use(handler);
    const { result } = renderStaykitHook(() =>
      useBrandHotels({ params: { path: { brand_id: 900 }, query: { per_page: 1 } } }),
    );

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((hotel) => hotel.hotel_id)).toEqual([101, 102, 103]);
    expect(seen.all).toHaveLength(3);
    expect(
      seen
        .searches()
        .map((query) => query.get('page'))
        .sort(),
    ).toEqual(['1', '2', '3']);
    expect(seen.searches().every((query) => query.get('per_page') === '1')).toBe(true);
  });

  it('makes one request when there is one page', async () => {
    const { handler, seen } = pagedHandler(`${API_URL}/hotel_brands/:brand_id/hotels`, 'listBrandHotels', 1);
    server.use(handler);
    const { result } = renderStaykitHook(() => useBrandHotels({ params: { path: { brand_id: 900 } } }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(1);
    expect(seen.all).toHaveLength(1);
  });
});

describe('useBrandInventory', () => {
  it('fetches every page of the brand search and joins them', async () => {
    const { handler, seen } = pagedHandler(
      `${API_URL}/hotel_brands/:brand_id/inventory`,
      'getBrandInventory',
      2,
    );
    server.use(handler);
    const { result } = renderStaykitHook(() =>
      useBrandInventory({
        params: {
          path: { brand_id: 900 },
          query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', adults: 2, page: 7 },
        },
      }),
    );

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((facility) => facility.hotel_code)).toEqual(['demo-1', 'demo-2']);
    expect(seen.all).toHaveLength(2);
    // The caller's `page` is ignored: the answer is every page, and each keeps the search.
    expect(seen.searches().map((query) => [query.get('page'), query.get('checkin_date')])).toEqual(
      expect.arrayContaining([
        ['1', '2026-12-24'],
        ['2', '2026-12-24'],
      ]),
    );
  });
});
