import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import { staykitKeys } from '../queries/queryKeys';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useAnswerReservationAdditionalQuestions` takes: the `answerReservationAdditionalQuestions` call's input as the contract types it.
 *
 * @example
 * ```ts
 * const input: AnswerReservationAdditionalQuestionsInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' } }, body };
 * ```
 */
export type AnswerReservationAdditionalQuestionsInput = OperationInit<
  '/hotels/{hotel_id}/reservations/{reservation_id}/additional_questions',
  'post'
>;

/**
 * What `answerReservationAdditionalQuestions` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * ```
 */
export type AnswerReservationAdditionalQuestionsData = OperationData<
  '/hotels/{hotel_id}/reservations/{reservation_id}/additional_questions',
  'post'
>;

/**
 * Answers the hotel's questions on a reservation for the first time (`answerReservationAdditionalQuestions`). That reservation's questions and details are invalidated.
 *
 * @example
 * ```tsx
 * const answer = useAnswerReservationAdditionalQuestions();
 * answer.mutate({ params: { path: { hotel_id: 101, reservation_id: number } }, body });
 * ```
 */
export function useAnswerReservationAdditionalQuestions<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<
    AnswerReservationAdditionalQuestionsData,
    AnswerReservationAdditionalQuestionsInput,
    TOnMutateResult
  >,
): UseMutationResult<
  AnswerReservationAdditionalQuestionsData,
  StaykitError,
  AnswerReservationAdditionalQuestionsInput,
  TOnMutateResult
> {
  return useInvalidatingMutation(
    (client, input: AnswerReservationAdditionalQuestionsInput) =>
      client.booking.answerReservationAdditionalQuestions(input),
    (input) => {
      const hotelId = input.params.path.hotel_id;
      return [staykitKeys.reservationScope(hotelId, input.params.path.reservation_id)];
    },
    options,
  );
}
