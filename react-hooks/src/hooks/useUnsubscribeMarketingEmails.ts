import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import { staykitKeys } from '../queries/queryKeys';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useUnsubscribeMarketingEmails` takes: the `unsubscribeMarketingEmails` call's input as the contract types it.
 *
 * @example
 * ```ts
 * const input: UnsubscribeMarketingEmailsInput = { body: { token: 'ue_9b8a7c6d5e4f3a2b' } };
 * ```
 */
export type UnsubscribeMarketingEmailsInput = OperationInit<'/marketing_emails/unsubscribe', 'post'>;

/**
 * What `unsubscribeMarketingEmails` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * ```
 */
export type UnsubscribeMarketingEmailsData = OperationData<'/marketing_emails/unsubscribe', 'post'>;

/**
 * Stops promotional e-mail for the address behind an unsubscribe link (`unsubscribeMarketingEmails`). The subscription status is invalidated.
 *
 * @example
 * ```tsx
 * const unsubscribe = useUnsubscribeMarketingEmails({ onSuccess: () => navigate('/unsubscribe-email/success') });
 * unsubscribe.mutate({ body: { token } });
 * ```
 */
export function useUnsubscribeMarketingEmails<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<
    UnsubscribeMarketingEmailsData,
    UnsubscribeMarketingEmailsInput,
    TOnMutateResult
  >,
): UseMutationResult<
  UnsubscribeMarketingEmailsData,
  StaykitError,
  UnsubscribeMarketingEmailsInput,
  TOnMutateResult
> {
  return useInvalidatingMutation(
    (client, input: UnsubscribeMarketingEmailsInput) => client.booking.unsubscribeMarketingEmails(input),
    () => [staykitKeys.marketingEmails],
    options,
  );
}
