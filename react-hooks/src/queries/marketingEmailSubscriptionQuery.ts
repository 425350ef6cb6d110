import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `marketingEmailSubscriptionQuery` and `useMarketingEmailSubscription` take: the `getMarketingEmailSubscriptionStatus` call's `params`: the token from the e-mail's link.
 *
 * @example
 * ```ts
 * const input: MarketingEmailSubscriptionInput = { params: { query: { token: 'ue_9b8a7c6d5e4f3a2b' } } };
 * ```
 */
export type MarketingEmailSubscriptionInput = OperationInit<'/marketing_emails/subscription_status', 'get'>;

/**
 * What `getMarketingEmailSubscriptionStatus` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await queryClient.fetchQuery(marketingEmailSubscriptionQuery(client, input));
 * ```
 */
export type MarketingEmailSubscriptionData = OperationData<'/marketing_emails/subscription_status', 'get'>;

/**
 * Whether the address behind an unsubscribe link still gets promotional e-mail (`getMarketingEmailSubscriptionStatus`). Waits until the link's token is known.
 *
 * @example
 * ```tsx
 * const { data } = useQuery(marketingEmailSubscriptionQuery(client, { params: { query: { token: 'ue_9b8a7c6d5e4f3a2b' } } }));
 * ```
 */
export function marketingEmailSubscriptionQuery(
  client: StaykitClient,
  input: MarketingEmailSubscriptionInput,
) {
  return queryOptions<MarketingEmailSubscriptionData, StaykitError>({
    queryKey: staykitKeys.marketingEmailSubscriptionStatus(keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getMarketingEmailSubscriptionStatus(withSignal(input, signal)),
    enabled: input.params.query.token.trim() !== '',
    ...SEARCH_POLICY,
  });
}
