import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `brandAdditionalQuestionsQuery` and `useBrandAdditionalQuestions` take: the
 * `listBrandAdditionalQuestions` call's `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: BrandAdditionalQuestionsInput = {
 *   params: { path: { brand_id: 900 }, query: { book_enabled: true } },
 * };
 * ```
 */
export type BrandAdditionalQuestionsInput = OperationInit<
  '/hotel_brands/{brand_id}/additional_questions',
  'get'
>;

/**
 * What `listBrandAdditionalQuestions` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: BrandAdditionalQuestionsData = await queryClient.fetchQuery(
 *   brandAdditionalQuestionsQuery(client, input),
 * );
 * ```
 */
export type BrandAdditionalQuestionsData = OperationData<
  '/hotel_brands/{brand_id}/additional_questions',
  'get'
>;

/**
 * The questions and notifications set once for a whole brand (`listBrandAdditionalQuestions`). Kept fresh
 * for 10 minutes; waits while the brand id is a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useBrandAdditionalQuestions` then finds the answer in the cache.
 * await queryClient.prefetchQuery(brandAdditionalQuestionsQuery(client, input));
 * ```
 */
export function brandAdditionalQuestionsQuery(client: StaykitClient, input: BrandAdditionalQuestionsInput) {
  const brandId = input.params.path.brand_id;
  return queryOptions<BrandAdditionalQuestionsData, StaykitError>({
    queryKey: staykitKeys.brandAdditionalQuestions(brandId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.listBrandAdditionalQuestions(withSignal(input, signal)),
    enabled: isUsableId(brandId),
    ...SETTINGS_POLICY,
  });
}
