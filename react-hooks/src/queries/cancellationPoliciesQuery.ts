import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `cancellationPoliciesQuery` and `useCancellationPolicies` take: the `listCancellationPolicies` call's
 * `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: CancellationPoliciesInput = {
 *   params: { path: { hotel_id: 101 }, query: { room_plan_codes: ['DBL-BF'] } },
 * };
 * ```
 */
export type CancellationPoliciesInput = OperationInit<'/hotels/{hotel_id}/cancellation_policies', 'get'>;

/**
 * What `listCancellationPolicies` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: CancellationPoliciesData = await queryClient.fetchQuery(
 *   cancellationPoliciesQuery(client, input),
 * );
 * ```
 */
export type CancellationPoliciesData = OperationData<'/hotels/{hotel_id}/cancellation_policies', 'get'>;

/**
 * The hotel's cancellation policies, optionally those of some room plans only (`listCancellationPolicies`).
 * Kept fresh for 10 minutes; waits while the hotel id is a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useCancellationPolicies` then finds the answer in the cache.
 * await queryClient.prefetchQuery(cancellationPoliciesQuery(client, input));
 * ```
 */
export function cancellationPoliciesQuery(client: StaykitClient, input: CancellationPoliciesInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<CancellationPoliciesData, StaykitError>({
    queryKey: staykitKeys.cancellationPolicyList(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.listCancellationPolicies(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SETTINGS_POLICY,
  });
}
