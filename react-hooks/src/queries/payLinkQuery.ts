import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `payLinkQuery` and `usePayLink` take: the `getPayLink` call's `params`: the payment number from `/payments/{paymentNumber}`.
 *
 * @example
 * ```ts
 * const input: PayLinkInput = { params: { path: { payment_number: 'PL1010001' } } };
 * ```
 */
export type PayLinkInput = OperationInit<'/pay_links/{payment_number}', 'get'>;

/**
 * What `getPayLink` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await queryClient.fetchQuery(payLinkQuery(client, input));
 * ```
 */
export type PayLinkData = OperationData<'/pay_links/{payment_number}', 'get'>;

/**
 * A pay link (`getPayLink`, B §4): its amount and state (paid, already paid, failed, completed, refunded, cancelled; not found as the error). A link lives 1 hour and its amount can change: refetched on every mount.
 *
 * @example
 * ```tsx
 * const { data } = useQuery(payLinkQuery(client, { params: { path: { payment_number: 'PL1010001' } } }));
 * ```
 */
export function payLinkQuery(client: StaykitClient, input: PayLinkInput) {
  const p = input.params.path;
  return queryOptions<PayLinkData, StaykitError>({
    queryKey: staykitKeys.payLinkDetail(p.payment_number, keyParams(client, input)),
    queryFn: ({ signal }) => client.payment.getPayLink(withSignal(input, signal)),
    enabled: p.payment_number.trim() !== '',
    ...SEARCH_POLICY,
  });
}
