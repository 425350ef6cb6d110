import type { StaykitError } from '@staykit/sdk';
import { act, waitFor } from '@testing-library/react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorExample, requestExample, responseExample } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import {
  useAnswerReservationAdditionalQuestions,
  useBatchUpdateReservationAdditionalQuestions,
  useCancelReservation,
  useCreatePayLinkTransaction,
  useMarketingEmailSubscription,
  usePayLink,
  useReservation,
  useRoomSearch,
  useUnsubscribeMarketingEmails,
  useUpdatePaymentHubTransaction,
  useUpdateReservation,
  useUpdateReservationGuests,
} from '../index';

// Each change after booking answers with the contract's example, and the screen that showed the changed
// thing asks again (what the guest sees is fresh) — also when the change is refused, since a refusal such
// as a pending lock or a staff edit means the server's state moved under the screen.

const server = setupStaykitTestServer();

const RESERVATION = {
  path: { hotel_id: 101, reservation_id: 'SK2612010001' },
  query: { bypass_token: 'bp_x' },
};
const PAY_LINK = { path: { payment_number: 'PL1010001' } };

type Mutation = UseMutationResult<unknown, StaykitError, never>;

interface Case {
  operationId: string;
  method: 'put' | 'post' | 'patch';
  path: string;
  /** The read whose answer the change makes stale, and its path. */
  stale: { path: string; use: () => UseQueryResult<unknown, StaykitError> };
  /** Also stale: the hotel's room results (stock moved). */
  roomsStale: boolean;
  use: () => Mutation;
  input: () => unknown;
  /** A documented refusal of the operation. */
  refusal: { code: string; status: number };
}

const reservationRead = {
  path: '/hotels/101/reservations/SK2612010001',
  use: () => useReservation({ params: RESERVATION }),
};

const cases: Case[] = [
  {
    operationId: 'updateReservation',
    method: 'put',
    path: '/hotels/101/reservations/SK2612010001',
    stale: reservationRead,
    roomsStale: true,
    use: () => useUpdateReservation() as Mutation,
    input: () => ({ params: RESERVATION, body: requestExample('updateReservation') }),
    refusal: { code: 'edited_by_staff', status: 409 },
  },
  {
    operationId: 'cancelReservation',
    method: 'put',
    path: '/hotels/101/reservations/SK2612010001/cancel',
    stale: reservationRead,
    roomsStale: true,
    use: () => useCancelReservation() as Mutation,
    input: () => ({ params: RESERVATION, body: requestExample('cancelReservation') }),
    refusal: { code: 'cancellation_same_day', status: 409 },
  },
  {
    operationId: 'updateReservationGuests',
    method: 'put',
    path: '/hotels/101/reservations/SK2612010001/guests',
    stale: reservationRead,
    roomsStale: false,
    use: () => useUpdateReservationGuests() as Mutation,
    input: () => ({ params: RESERVATION, body: requestExample('updateReservationGuests') }),
    refusal: { code: 'edited_by_staff', status: 409 },
  },
  {
    operationId: 'answerReservationAdditionalQuestions',
    method: 'post',
    path: '/hotels/101/reservations/SK2612010001/additional_questions',
    stale: reservationRead,
    roomsStale: false,
    use: () => useAnswerReservationAdditionalQuestions() as Mutation,
    input: () => ({ params: RESERVATION, body: requestExample('answerReservationAdditionalQuestions') }),
    refusal: { code: 'reservation_access_denied', status: 403 },
  },
  {
    operationId: 'batchUpdateReservationAdditionalQuestions',
    method: 'put',
    path: '/hotels/101/reservations/SK2612010001/additional_questions/batch_update',
    stale: reservationRead,
    roomsStale: false,
    use: () => useBatchUpdateReservationAdditionalQuestions() as Mutation,
    input: () => ({ params: RESERVATION, body: requestExample('batchUpdateReservationAdditionalQuestions') }),
    refusal: { code: 'reservation_access_denied', status: 403 },
  },
  {
    operationId: 'updatePaymentHubTransaction',
    method: 'patch',
    path: '/hotels/101/reservations/SK2612010001/payment_hub/transactions/pht_01JD7Q2M4X',
    stale: reservationRead,
    roomsStale: false,
    use: () => useUpdatePaymentHubTransaction() as Mutation,
    input: () => ({
      params: { ...RESERVATION, path: { ...RESERVATION.path, transaction_id: 'pht_01JD7Q2M4X' } },
      body: requestExample('updatePaymentHubTransaction'),
    }),
    refusal: { code: '3014', status: 409 },
  },
  {
    operationId: 'createPayLinkTransaction',
    method: 'post',
    path: '/pay_links/PL1010001/transactions',
    stale: { path: '/pay_links/PL1010001', use: () => usePayLink({ params: PAY_LINK }) },
    roomsStale: false,
    use: () => useCreatePayLinkTransaction() as Mutation,
    input: () => ({ params: PAY_LINK, body: requestExample('createPayLinkTransaction') }),
    refusal: { code: 'pay_link_expired', status: 410 },
  },
  {
    operationId: 'unsubscribeMarketingEmails',
    method: 'post',
    path: '/marketing_emails/unsubscribe',
    stale: {
      path: '/marketing_emails/subscription_status',
      use: () => useMarketingEmailSubscription({ params: { query: { token: 'ue_1' } } }),
    },
    roomsStale: false,
    use: () => useUnsubscribeMarketingEmails() as Mutation,
    input: () => ({ body: requestExample('unsubscribeMarketingEmails') }),
    refusal: { code: '1000', status: 422 },
  },
];

function answer(testCase: Case, reply: () => Response) {
  const changes = requestLog();
  const reads = requestLog();
  const searches = requestLog();
  const readExample =
    testCase.stale.path === reservationRead.path
      ? responseExample('getReservation')
      : testCase.stale.path.startsWith('/pay_links')
        ? responseExample('getPayLink')
        : responseExample('getMarketingEmailSubscriptionStatus');
  server.use(
    http[testCase.method](`${API_URL}${testCase.path}`, ({ request }) => {
      changes.add(request);
      return reply();
    }),
    http.get(`${API_URL}${testCase.stale.path}`, ({ request }) => {
      reads.add(request);
      return HttpResponse.json(readExample);
    }),
    http.get(`${API_URL}/hotels/101/rooms`, ({ request }) => {
      searches.add(request);
      return HttpResponse.json(responseExample('searchRooms'));
    }),
  );
  return { changes, reads, searches };
}

function render(testCase: Case) {
  return renderStaykitHook(() => ({
    read: testCase.stale.use(),
    search: useRoomSearch({ params: { path: { hotel_id: 101 }, query: { checkin_date: '2026-12-10' } } }),
    change: testCase.use(),
  }));
}

describe('every change after booking', () => {
  it.each(cases)('$operationId: answers, then what it changed is read again', async (testCase) => {
    const example = responseExample(testCase.operationId);
    const log = answer(testCase, () =>
      HttpResponse.json(example, { status: testCase.method === 'post' ? 201 : 200 }),
    );
    const { result } = render(testCase);
    await waitFor(() => expect(result.current.read.isSuccess && result.current.search.isSuccess).toBe(true));

    await act(() => result.current.change.mutateAsync(testCase.input() as never));

    // The mutation's state reaches the hook on TanStack Query's next batch, after `mutateAsync` settles.
    await waitFor(() => expect(result.current.change.data).toEqual(example));
    expect(log.changes.all).toHaveLength(1);
    await waitFor(() => expect(log.reads.all).toHaveLength(2));
    await waitFor(() => expect(log.searches.all).toHaveLength(testCase.roomsStale ? 2 : 1));
  });

  it.each(cases)(
    '$operationId: a refusal is typed by its code and still refreshes the screen',
    async (testCase) => {
      const log = answer(testCase, () =>
        HttpResponse.json(errorExample(testCase.refusal.code), { status: testCase.refusal.status }),
      );
      const { result } = render(testCase);
      await waitFor(() =>
        expect(result.current.read.isSuccess && result.current.search.isSuccess).toBe(true),
      );

      await act(async () => {
        await result.current.change.mutateAsync(testCase.input() as never).catch(() => {});
      });

      await waitFor(() => expect(result.current.change.error?.code).toBe(testCase.refusal.code));
      // Refused once, never repeated behind the guest's back.
      expect(log.changes.all).toHaveLength(1);
      await waitFor(() => expect(log.reads.all).toHaveLength(2));
    },
  );
});
