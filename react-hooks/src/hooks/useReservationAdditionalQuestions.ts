import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  reservationAdditionalQuestionsQuery,
  type ReservationAdditionalQuestionsData,
  type ReservationAdditionalQuestionsInput,
} from '../queries/reservationAdditionalQuestionsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The hotel's questions for one reservation with the answers it holds, through `reservationAdditionalQuestionsQuery`.
 *
 * @example
 * ```tsx
 * const result = useReservationAdditionalQuestions({ params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { bypass_token: 'bt_x' } } });
 * ```
 */
export function useReservationAdditionalQuestions<TData = ReservationAdditionalQuestionsData>(
  input: ReservationAdditionalQuestionsInput,
  options?: StaykitQueryOptions<ReservationAdditionalQuestionsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(reservationAdditionalQuestionsQuery(client, input), options));
}
