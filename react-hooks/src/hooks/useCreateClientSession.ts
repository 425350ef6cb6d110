import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { staykitKeys } from '../queries/queryKeys';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useCreateClientSession`'s `mutate` takes: the `createClientSession` call (the widget's key and
 * secret as `body`; the SDK adds the `Idempotency-Key`).
 *
 * @example
 * ```ts
 * const input: CreateClientSessionInput = { body: { key: 'demo-widget', secret: 'demo-secret' } };
 * ```
 */
export type CreateClientSessionInput = OperationInit<'/client_sessions', 'post'>;

/**
 * What `createClientSession` answers: the session token and its expiry.
 *
 * @example
 * ```ts
 * const token = (answer: CreateClientSessionData) => answer.data.client_session;
 * ```
 */
export type CreateClientSessionData = OperationData<'/client_sessions', 'post'>;

/**
 * Creates a client session explicitly (`createClientSession`); the SDK otherwise creates one by itself
 * before the first call. On success every Staykit query is invalidated, since what the API answers may
 * depend on the session, and the mutation settles once the active ones have refetched.
 *
 * @example
 * ```tsx
 * function Reconnect() {
 *   const session = useCreateClientSession();
 *   return (
 *     <button
 *       disabled={session.isPending}
 *       onClick={() => session.mutate({ body: { key: 'demo-widget', secret: 'demo-secret' } })}
 *     >
 *       Reconnect
 *     </button>
 *   );
 * }
 * ```
 */
export function useCreateClientSession<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<CreateClientSessionData, CreateClientSessionInput, TOnMutateResult>,
): UseMutationResult<CreateClientSessionData, StaykitError, CreateClientSessionInput, TOnMutateResult> {
  const client = useStaykitClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The SDK owns retries (a 429 is retried inside it); a failed creation is an answer to show.
    retry: false,
    ...options,
    mutationFn: (input) => client.booking.createClientSession(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: staykitKeys.all });
      await options?.onSuccess?.(...args);
    },
  });
}
