import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  marketingEmailSubscriptionQuery,
  type MarketingEmailSubscriptionData,
  type MarketingEmailSubscriptionInput,
} from '../queries/marketingEmailSubscriptionQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * Whether the address behind an unsubscribe link still gets promotional e-mail, through `marketingEmailSubscriptionQuery`.
 *
 * @example
 * ```tsx
 * const result = useMarketingEmailSubscription({ params: { query: { token: 'ue_9b8a7c6d5e4f3a2b' } } });
 * ```
 */
export function useMarketingEmailSubscription<TData = MarketingEmailSubscriptionData>(
  input: MarketingEmailSubscriptionInput,
  options?: StaykitQueryOptions<MarketingEmailSubscriptionData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(marketingEmailSubscriptionQuery(client, input), options));
}
