import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import { staykitKeys } from '../queries/queryKeys';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useCreatePayLinkTransaction` takes: the `createPayLinkTransaction` call's input as the contract types it.
 *
 * @example
 * ```ts
 * const input: CreatePayLinkTransactionInput = { params: { path: { payment_number: 'PL1010001' } }, body: { card_token: 'tok_x' } };
 * ```
 */
export type CreatePayLinkTransactionInput = OperationInit<'/pay_links/{payment_number}/transactions', 'post'>;

/**
 * What `createPayLinkTransaction` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * ```
 */
export type CreatePayLinkTransactionData = OperationData<'/pay_links/{payment_number}/transactions', 'post'>;

/**
 * Pays a pay link with a card token (`createPayLinkTransaction`; the SDK sends an `Idempotency-Key` its retries reuse, so a retried payment never charges twice). The link's state changes: it is invalidated.
 *
 * @example
 * ```tsx
 * const pay = useCreatePayLinkTransaction();
 * pay.mutate({ params: { path: { payment_number: 'PL1010001' } }, body: { card_token: token } });
 * ```
 */
export function useCreatePayLinkTransaction<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<
    CreatePayLinkTransactionData,
    CreatePayLinkTransactionInput,
    TOnMutateResult
  >,
): UseMutationResult<
  CreatePayLinkTransactionData,
  StaykitError,
  CreatePayLinkTransactionInput,
  TOnMutateResult
> {
  return useInvalidatingMutation(
    (client, input: CreatePayLinkTransactionInput) => client.payment.createPayLinkTransaction(input),
    (input) => [staykitKeys.payLink(input.params.path.payment_number)],
    options,
  );
}
