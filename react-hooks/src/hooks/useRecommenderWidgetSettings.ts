import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  recommenderWidgetSettingsQuery,
  type RecommenderWidgetSettingsData,
  type RecommenderWidgetSettingsInput,
} from '../queries/recommenderWidgetSettingsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The recommender widget's settings (`getRecommenderWidgetSettings`; `preview: true` for unpublished
 * ones). Kept fresh for 10 minutes; waits while the hotel code is empty.
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const settings = useRecommenderWidgetSettings({ params: { path: { hotel_code: 'demo-tokyo' } } });
 * ```
 */
export function useRecommenderWidgetSettings<TData = RecommenderWidgetSettingsData>(
  input: RecommenderWidgetSettingsInput,
  options?: StaykitQueryOptions<RecommenderWidgetSettingsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(recommenderWidgetSettingsQuery(client, input), options));
}
