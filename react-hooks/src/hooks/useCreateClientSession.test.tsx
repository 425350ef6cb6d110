import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorExample, responseExample } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import {
  API_URL,
  clientSessionAnswer,
  requestLog,
  TEST_CREDENTIALS,
  setupStaykitTestServer,
} from '../testing/staykitTestServer';
import {
  useBookingWidgetInit,
  useCreateClientSession,
  useHotelInfo,
  useRefreshClientSession,
} from '../index';

const server = setupStaykitTestServer();

// Not the bare example: its expiry may be past when the tests run, and an expired session is made anew.
const session = clientSessionAnswer();

/** Answers init and hotel info, logging each, and logs the session calls the SDK and the hooks make. */
function answerReads() {
  const init = requestLog();
  const info = requestLog();
  const created = requestLog();
  const refreshed = requestLog();
  server.use(
    http.get(`${API_URL}/hotels/:hotel_code/booking_widget/init`, ({ request }) => {
      init.add(request);
      return HttpResponse.json(responseExample('getBookingWidgetInit'));
    }),
    http.get(`${API_URL}/hotels/:hotel_id/info`, ({ request }) => {
      info.add(request);
      return HttpResponse.json(responseExample('getHotelInfo'));
    }),
    http.post(`${API_URL}/client_sessions`, ({ request }) => {
      created.add(request);
      return HttpResponse.json(session, { status: 201 });
    }),
    http.post(`${API_URL}/api/client_sessions`, ({ request }) => {
      refreshed.add(request);
      return HttpResponse.json(session);
    }),
  );
  return { init, info, created, refreshed };
}

const readsOfHotel = () => ({
  init: useBookingWidgetInit({ params: { path: { hotel_code: 'demo-tokyo' } } }),
  info: useHotelInfo({ params: { path: { hotel_id: 101 } } }),
});

describe('useCreateClientSession', () => {
  it('creates a session with the credentials, then refetches every Staykit query', async () => {
    const log = answerReads();
    const { result } = renderStaykitHook(() => ({ ...readsOfHotel(), session: useCreateClientSession() }));
    await waitFor(() => expect(result.current.init.isSuccess && result.current.info.isSuccess).toBe(true));
    expect(log.init.all).toHaveLength(1);

    await act(() => result.current.session.mutateAsync({ body: TEST_CREDENTIALS }));

    // The mutation's state reaches the hook on TanStack Query's next batch, after `mutateAsync` settles.
    await waitFor(() => expect(result.current.session.data).toEqual(session));
    // One session the SDK made before its first call, one the hook asked for.
    expect(log.created.all).toHaveLength(2);
    expect(await log.created.all[1]?.json()).toEqual(TEST_CREDENTIALS);
    expect(log.init.all).toHaveLength(2);
    expect(log.info.all).toHaveLength(2);
  });

  it('invalidates nothing when the creation fails', async () => {
    const log = answerReads();
    const { result } = renderStaykitHook(() => ({ ...readsOfHotel(), session: useCreateClientSession() }));
    await waitFor(() => expect(result.current.init.isSuccess).toBe(true));
    server.use(
      http.post(`${API_URL}/client_sessions`, () => HttpResponse.json(errorExample('1000'), { status: 422 })),
    );

    await act(async () => {
      await result.current.session.mutateAsync({ body: { key: 'wrong', secret: 'wrong' } }).catch(() => {});
    });

    await waitFor(() => expect(result.current.session.error?.code).toBe('1000'));
    expect(log.init.all).toHaveLength(1);
  });
});

describe('useRefreshClientSession', () => {
  it('refreshes the session, then refetches every Staykit query and runs the caller onSuccess', async () => {
    const log = answerReads();
    const calls: string[] = [];
    const { result } = renderStaykitHook(() => ({
      ...readsOfHotel(),
      refresh: useRefreshClientSession({ onSuccess: () => void calls.push('onSuccess') }),
    }));
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));

    await act(() => result.current.refresh.mutateAsync(undefined));

    expect(log.refreshed.all).toHaveLength(1);
    expect(log.info.all).toHaveLength(2);
    expect(calls).toEqual(['onSuccess']);
  });
});
