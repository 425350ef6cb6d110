import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import { payLinkQuery, type PayLinkData, type PayLinkInput } from '../queries/payLinkQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * A pay link, through `payLinkQuery`.
 *
 * @example
 * ```tsx
 * const result = usePayLink({ params: { path: { payment_number: 'PL1010001' } } });
 * ```
 */
export function usePayLink<TData = PayLinkData>(
  input: PayLinkInput,
  options?: StaykitQueryOptions<PayLinkData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(payLinkQuery(client, input), options));
}
