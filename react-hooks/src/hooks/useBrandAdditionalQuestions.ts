import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  brandAdditionalQuestionsQuery,
  type BrandAdditionalQuestionsData,
  type BrandAdditionalQuestionsInput,
} from '../queries/brandAdditionalQuestionsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The questions and notifications set once for a whole brand (`listBrandAdditionalQuestions`). Kept fresh
 * for 10 minutes; waits while the brand id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const questions = useBrandAdditionalQuestions({ params: { path: { brand_id: 900 } } });
 * ```
 */
export function useBrandAdditionalQuestions<TData = BrandAdditionalQuestionsData>(
  input: BrandAdditionalQuestionsInput,
  options?: StaykitQueryOptions<BrandAdditionalQuestionsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(brandAdditionalQuestionsQuery(client, input), options));
}
