import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `payLinkTransactionQuery` and `usePayLinkTransaction` take: the `getPayLinkTransaction` call's `params`: the payment number and the transaction id.
 *
 * @example
 * ```ts
 * const input: PayLinkTransactionInput = { params: { path: { payment_number: 'PL1010001', transaction_id: 'plt_000001' } } };
 * ```
 */
export type PayLinkTransactionInput = OperationInit<
  '/pay_links/{payment_number}/transactions/{transaction_id}',
  'get'
>;

/**
 * What `getPayLinkTransaction` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await queryClient.fetchQuery(payLinkTransactionQuery(client, input));
 * ```
 */
export type PayLinkTransactionData = OperationData<
  '/pay_links/{payment_number}/transactions/{transaction_id}',
  'get'
>;

/**
 * One payment attempt on a pay link (`getPayLinkTransaction`), for example after its 3-D Secure page returns. Its status moves: refetched on every mount.
 *
 * @example
 * ```tsx
 * const { data } = useQuery(payLinkTransactionQuery(client, { params: { path: { payment_number: 'PL1010001', transaction_id: 'plt_000001' } } }));
 * ```
 */
export function payLinkTransactionQuery(client: StaykitClient, input: PayLinkTransactionInput) {
  const p = input.params.path;
  return queryOptions<PayLinkTransactionData, StaykitError>({
    queryKey: staykitKeys.payLinkTransaction(p.payment_number, p.transaction_id, keyParams(client, input)),
    queryFn: ({ signal }) => client.payment.getPayLinkTransaction(withSignal(input, signal)),
    enabled: p.payment_number.trim() !== '' && p.transaction_id !== '',
    ...SEARCH_POLICY,
  });
}
