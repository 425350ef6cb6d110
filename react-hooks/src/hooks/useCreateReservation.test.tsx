import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorExample, requestExample, responseExample } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useCreateReservation, useRoomSearch, type CreateReservationInput } from '../index';

const server = setupStaykitTestServer();
const SEARCH = { params: { path: { hotel_id: 101 }, query: { checkin_date: '2026-12-24', adults: 2 } } };

function answer(reservation: () => Response) {
  const searches = requestLog();
  const bookings = requestLog();
  server.use(
    http.get(`${API_URL}/hotels/:hotel_id/rooms`, ({ request }) => {
      searches.add(request);
      return HttpResponse.json(responseExample('searchRooms'));
    }),
    http.post(`${API_URL}/hotels/:hotel_id/reservations`, ({ request }) => {
      bookings.add(request);
      return reservation();
    }),
  );
  return { searches, bookings };
}

describe('useCreateReservation', () => {
  it('books with an Idempotency-Key, then searches the hotel again (its stock changed)', async () => {
    const log = answer(() => HttpResponse.json(responseExample('createReservation'), { status: 201 }));
    const { result } = renderStaykitHook(() => ({
      search: useRoomSearch(SEARCH),
      book: useCreateReservation(),
    }));
    await waitFor(() => expect(result.current.search.isSuccess).toBe(true));

    const body = requestExample('createReservation') as CreateReservationInput['body'];
    await act(() => result.current.book.mutateAsync({ params: { path: { hotel_id: 101 } }, body }));

    // The mutation's state reaches the hook on TanStack Query's next batch, after `mutateAsync` settles.
    await waitFor(() => expect(result.current.book.data).toEqual(responseExample('createReservation')));
    expect(log.bookings.all[0]?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    await waitFor(() => expect(log.searches.all).toHaveLength(2));
  });

  it('gives the typed error of a refused booking and searches nothing again', async () => {
    const log = answer(() => HttpResponse.json(errorExample('sold_out'), { status: 409 }));
    const { result } = renderStaykitHook(() => ({
      search: useRoomSearch(SEARCH),
      book: useCreateReservation(),
    }));
    await waitFor(() => expect(result.current.search.isSuccess).toBe(true));

    await act(async () => {
      await result.current.book
        .mutateAsync({
          params: { path: { hotel_id: 101 } },
          body: requestExample('createReservation') as CreateReservationInput['body'],
        })
        .catch(() => {});
    });

    await waitFor(() => expect(result.current.book.error?.code).toBe('sold_out'));
    expect(log.bookings.all).toHaveLength(1);
    expect(log.searches.all).toHaveLength(1);
  });
});
