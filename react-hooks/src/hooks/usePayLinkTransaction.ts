import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  payLinkTransactionQuery,
  type PayLinkTransactionData,
  type PayLinkTransactionInput,
} from '../queries/payLinkTransactionQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * One payment attempt on a pay link, through `payLinkTransactionQuery`.
 *
 * @example
 * ```tsx
 * const result = usePayLinkTransaction({ params: { path: { payment_number: 'PL1010001', transaction_id: 'plt_000001' } } });
 * ```
 */
export function usePayLinkTransaction<TData = PayLinkTransactionData>(
  input: PayLinkTransactionInput,
  options?: StaykitQueryOptions<PayLinkTransactionData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(payLinkTransactionQuery(client, input), options));
}
