import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import { staykitKeys } from '../queries/queryKeys';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useBatchUpdateReservationAdditionalQuestions` takes: the `batchUpdateReservationAdditionalQuestions` call's input as the contract types it.
 *
 * @example
 * ```ts
 * const input: BatchUpdateReservationAdditionalQuestionsInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' } }, body };
 * ```
 */
export type BatchUpdateReservationAdditionalQuestionsInput = OperationInit<
  '/hotels/{hotel_id}/reservations/{reservation_id}/additional_questions/batch_update',
  'put'
>;

/**
 * What `batchUpdateReservationAdditionalQuestions` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * ```
 */
export type BatchUpdateReservationAdditionalQuestionsData = OperationData<
  '/hotels/{hotel_id}/reservations/{reservation_id}/additional_questions/batch_update',
  'put'
>;

/**
 * Changes answers a reservation already holds, all in one call (`batchUpdateReservationAdditionalQuestions`). That reservation's questions and details are invalidated.
 *
 * @example
 * ```tsx
 * const save = useBatchUpdateReservationAdditionalQuestions();
 * save.mutate({ params: { path: { hotel_id: 101, reservation_id: number } }, body });
 * ```
 */
export function useBatchUpdateReservationAdditionalQuestions<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<
    BatchUpdateReservationAdditionalQuestionsData,
    BatchUpdateReservationAdditionalQuestionsInput,
    TOnMutateResult
  >,
): UseMutationResult<
  BatchUpdateReservationAdditionalQuestionsData,
  StaykitError,
  BatchUpdateReservationAdditionalQuestionsInput,
  TOnMutateResult
> {
  return useInvalidatingMutation(
    (client, input: BatchUpdateReservationAdditionalQuestionsInput) =>
      client.booking.batchUpdateReservationAdditionalQuestions(input),
    (input) => {
      const hotelId = input.params.path.hotel_id;
      return [staykitKeys.reservationScope(hotelId, input.params.path.reservation_id)];
    },
    options,
  );
}
