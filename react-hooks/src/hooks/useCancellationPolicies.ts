import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  cancellationPoliciesQuery,
  type CancellationPoliciesData,
  type CancellationPoliciesInput,
} from '../queries/cancellationPoliciesQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The hotel's cancellation policies, optionally those of some room plans only (`listCancellationPolicies`).
 * Kept fresh for 10 minutes; waits while the hotel id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const policies = useCancellationPolicies({ params: { path: { hotel_id: 101 } } });
 * ```
 */
export function useCancellationPolicies<TData = CancellationPoliciesData>(
  input: CancellationPoliciesInput,
  options?: StaykitQueryOptions<CancellationPoliciesData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(cancellationPoliciesQuery(client, input), options));
}
