import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  cancellationPolicyQuery,
  type CancellationPolicyData,
  type CancellationPolicyInput,
} from '../queries/cancellationPolicyQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * One cancellation policy by id (`getCancellationPolicy`; with `checkin_date` the free-cancellation end is
 * computed). Kept fresh for 10 minutes; waits while the hotel or policy id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const policy = useCancellationPolicy({
 *   params: { path: { hotel_id: 101, policy_id: plan.cancellation_policy_id } },
 * });
 * ```
 */
export function useCancellationPolicy<TData = CancellationPolicyData>(
  input: CancellationPolicyInput,
  options?: StaykitQueryOptions<CancellationPolicyData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(cancellationPolicyQuery(client, input), options));
}
