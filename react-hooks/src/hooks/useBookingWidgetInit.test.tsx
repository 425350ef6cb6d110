import { StaykitError } from '@staykit/sdk';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorExample, responseExample } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useBookingWidgetInit } from '../index';

const server = setupStaykitTestServer();

const INIT_URL = `${API_URL}/hotels/:hotel_code/booking_widget/init`;
const init = responseExample('getBookingWidgetInit');
const session = responseExample('createClientSession');

describe('useBookingWidgetInit', () => {
  it('brings the hotel, asked for in the guest locale under the client session', async () => {
    const seen = requestLog();
    server.use(
      http.get(INIT_URL, ({ request }) => {
        seen.add(request);
        return HttpResponse.json(init);
      }),
    );
    const { result } = renderStaykitHook(() =>
      useBookingWidgetInit({ params: { path: { hotel_code: 'demo-tokyo' } } }),
    );

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(init);
    expect(result.current.data?.data.hotel_name).toBe('Demo Hotel Tokyo');
    expect(seen.all).toHaveLength(1);
    expect(new URL(seen.all[0]?.url ?? '').pathname).toBe('/hotels/demo-tokyo/booking_widget/init');
    expect(seen.all[0]?.headers.get('Accept-Language')).toBe('ja');
    expect(seen.all[0]?.headers.get('Client-Session')).toBe(
      (session.data as { client_session: string }).client_session,
    );
  });

  it('fails with no_hotel_code and makes no call when the hotel code is empty', async () => {
    const seen = requestLog();
    server.use(
      http.get(INIT_URL, ({ request }) => {
        seen.add(request);
        return HttpResponse.json(init);
      }),
    );
    const { result } = renderStaykitHook(() =>
      useBookingWidgetInit({ params: { path: { hotel_code: '' } } }),
    );

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(StaykitError);
    expect(result.current.error?.code).toBe('no_hotel_code');
    expect(seen.all).toHaveLength(0);
  });

  it('gives an unknown hotel as hotel_not_found after exactly one request', async () => {
    const seen = requestLog();
    server.use(
      http.get(INIT_URL, ({ request }) => {
        seen.add(request);
        return HttpResponse.json(errorExample('hotel_not_found'), { status: 404 });
      }),
    );
    const { result } = renderStaykitHook(
      () => useBookingWidgetInit({ params: { path: { hotel_code: 'nowhere' } } }),
      { queryClient: new QueryClient() },
    );

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.code).toBe('hotel_not_found');
    expect(result.current.error?.status).toBe(404);
    expect(result.current.error?.title).toBe('Hotel not found');
    expect(seen.all).toHaveLength(1);
  });
});
