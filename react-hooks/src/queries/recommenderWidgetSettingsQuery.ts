import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableCode, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `recommenderWidgetSettingsQuery` and `useRecommenderWidgetSettings` take: the
 * `getRecommenderWidgetSettings` call's `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: RecommenderWidgetSettingsInput = {
 *   params: { path: { hotel_code: 'demo-tokyo' }, query: { preview: true } },
 * };
 * ```
 */
export type RecommenderWidgetSettingsInput = OperationInit<
  '/hotels/{hotel_code}/settings/recommender_widget',
  'get'
>;

/**
 * What `getRecommenderWidgetSettings` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: RecommenderWidgetSettingsData = await queryClient.fetchQuery(
 *   recommenderWidgetSettingsQuery(client, input),
 * );
 * ```
 */
export type RecommenderWidgetSettingsData = OperationData<
  '/hotels/{hotel_code}/settings/recommender_widget',
  'get'
>;

/**
 * The recommender widget's settings (`getRecommenderWidgetSettings`; `preview: true` for unpublished
 * ones). Kept fresh for 10 minutes; waits while the hotel code is empty.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useRecommenderWidgetSettings` then finds the answer in the cache.
 * await queryClient.prefetchQuery(recommenderWidgetSettingsQuery(client, input));
 * ```
 */
export function recommenderWidgetSettingsQuery(client: StaykitClient, input: RecommenderWidgetSettingsInput) {
  const hotelCode = input.params.path.hotel_code;
  return queryOptions<RecommenderWidgetSettingsData, StaykitError>({
    queryKey: staykitKeys.recommenderWidgetSettings(hotelCode, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getRecommenderWidgetSettings(withSignal(input, signal)),
    enabled: isUsableCode(hotelCode),
    ...SETTINGS_POLICY,
  });
}
