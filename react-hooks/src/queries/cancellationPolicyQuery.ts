import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `cancellationPolicyQuery` and `useCancellationPolicy` take: the `getCancellationPolicy` call's
 * `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: CancellationPolicyInput = {
 *   params: { path: { hotel_id: 101, policy_id: 7 }, query: { checkin_date: '2026-12-24' } },
 * };
 * ```
 */
export type CancellationPolicyInput = OperationInit<
  '/hotels/{hotel_id}/cancellation_policies/{policy_id}',
  'get'
>;

/**
 * What `getCancellationPolicy` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: CancellationPolicyData = await queryClient.fetchQuery(
 *   cancellationPolicyQuery(client, input),
 * );
 * ```
 */
export type CancellationPolicyData = OperationData<
  '/hotels/{hotel_id}/cancellation_policies/{policy_id}',
  'get'
>;

/**
 * One cancellation policy by id (`getCancellationPolicy`; with `checkin_date` the free-cancellation end is
 * computed). Kept fresh for 10 minutes; waits while the hotel or policy id is a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useCancellationPolicy` then finds the answer in the cache.
 * await queryClient.prefetchQuery(cancellationPolicyQuery(client, input));
 * ```
 */
export function cancellationPolicyQuery(client: StaykitClient, input: CancellationPolicyInput) {
  const { hotel_id: hotelId, policy_id: policyId } = input.params.path;
  return queryOptions<CancellationPolicyData, StaykitError>({
    queryKey: staykitKeys.cancellationPolicy(hotelId, policyId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getCancellationPolicy(withSignal(input, signal)),
    enabled: isUsableId(hotelId) && isUsableId(policyId),
    ...SETTINGS_POLICY,
  });
}
