import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `reservationAdditionalQuestionsQuery` and `useReservationAdditionalQuestions` take: the `listReservationAdditionalQuestions` call's `params` (a guest adds `bypass_token` or `email`).
 *
 * @example
 * ```ts
 * const input: ReservationAdditionalQuestionsInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { bypass_token: 'bt_x' } } };
 * ```
 */
export type ReservationAdditionalQuestionsInput = OperationInit<
  '/hotels/{hotel_id}/reservations/{reservation_id}/additional_questions',
  'get'
>;

/**
 * What `listReservationAdditionalQuestions` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await queryClient.fetchQuery(reservationAdditionalQuestionsQuery(client, input));
 * ```
 */
export type ReservationAdditionalQuestionsData = OperationData<
  '/hotels/{hotel_id}/reservations/{reservation_id}/additional_questions',
  'get'
>;

/**
 * The hotel's questions for one reservation with the answers it holds (`listReservationAdditionalQuestions`). Refetched on every mount: the answers are edited after booking.
 *
 * @example
 * ```tsx
 * const { data } = useQuery(reservationAdditionalQuestionsQuery(client, { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { bypass_token: 'bt_x' } } }));
 * ```
 */
export function reservationAdditionalQuestionsQuery(
  client: StaykitClient,
  input: ReservationAdditionalQuestionsInput,
) {
  const p = input.params.path;
  return queryOptions<ReservationAdditionalQuestionsData, StaykitError>({
    queryKey: staykitKeys.reservationAdditionalQuestions(
      p.hotel_id,
      p.reservation_id,
      keyParams(client, input),
    ),
    queryFn: ({ signal }) => client.booking.listReservationAdditionalQuestions(withSignal(input, signal)),
    enabled: isUsableId(p.hotel_id) && p.reservation_id !== '',
    ...SEARCH_POLICY,
  });
}
