import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  additionalQuestionsQuery,
  type AdditionalQuestionsData,
  type AdditionalQuestionsInput,
} from '../queries/additionalQuestionsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The questions and notifications the hotel shows when booking (`listAdditionalQuestions`). Kept fresh for
 * 10 minutes; waits while the hotel id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const questions = useAdditionalQuestions({
 *   params: { path: { hotel_id: 101 }, query: { book_enabled: true } },
 * });
 * ```
 */
export function useAdditionalQuestions<TData = AdditionalQuestionsData>(
  input: AdditionalQuestionsInput,
  options?: StaykitQueryOptions<AdditionalQuestionsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(additionalQuestionsQuery(client, input), options));
}
