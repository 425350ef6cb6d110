import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `additionalQuestionsQuery` and `useAdditionalQuestions` take: the `listAdditionalQuestions` call's
 * `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: AdditionalQuestionsInput = {
 *   params: { path: { hotel_id: 101 }, query: { book_enabled: true } },
 * };
 * ```
 */
export type AdditionalQuestionsInput = OperationInit<'/hotels/{hotel_id}/additional_questions', 'get'>;

/**
 * What `listAdditionalQuestions` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: AdditionalQuestionsData = await queryClient.fetchQuery(
 *   additionalQuestionsQuery(client, input),
 * );
 * ```
 */
export type AdditionalQuestionsData = OperationData<'/hotels/{hotel_id}/additional_questions', 'get'>;

/**
 * The questions and notifications the hotel shows when booking (`listAdditionalQuestions`). Kept fresh for
 * 10 minutes; waits while the hotel id is a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useAdditionalQuestions` then finds the answer in the cache.
 * await queryClient.prefetchQuery(additionalQuestionsQuery(client, input));
 * ```
 */
export function additionalQuestionsQuery(client: StaykitClient, input: AdditionalQuestionsInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<AdditionalQuestionsData, StaykitError>({
    queryKey: staykitKeys.additionalQuestions(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.listAdditionalQuestions(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SETTINGS_POLICY,
  });
}
