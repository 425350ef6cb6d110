import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { staykitKeys } from '../queries/queryKeys';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useRefreshClientSession`'s `mutate` takes: the `refreshClientSession` call, or nothing (the
 * current session goes in the `Client-Session` header as usual).
 *
 * @example
 * ```ts
 * const input: RefreshClientSessionInput = { body: {} };
 * ```
 */
export type RefreshClientSessionInput = OperationInit<'/api/client_sessions', 'post'> | undefined;

/**
 * What `refreshClientSession` answers: the refreshed token and its expiry.
 *
 * @example
 * ```ts
 * const expiry = (answer: RefreshClientSessionData) => answer.data.expires_at;
 * ```
 */
export type RefreshClientSessionData = OperationData<'/api/client_sessions', 'post'>;

/**
 * Refreshes the client session explicitly (`refreshClientSession`); the SDK otherwise refreshes it by
 * itself on a 403 with code 4000 and replays the call. On success every Staykit query is invalidated, and
 * the mutation settles once the active ones have refetched.
 *
 * @example
 * ```tsx
 * const refresh = useRefreshClientSession({ onError: (error) => report(error.code) });
 * refresh.mutate(undefined);
 * ```
 */
export function useRefreshClientSession<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<RefreshClientSessionData, RefreshClientSessionInput, TOnMutateResult>,
): UseMutationResult<RefreshClientSessionData, StaykitError, RefreshClientSessionInput, TOnMutateResult> {
  const client = useStaykitClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The SDK owns retries (a 429 is retried inside it); a failed refresh is an answer to show.
    retry: false,
    ...options,
    mutationFn: (input) => client.booking.refreshClientSession(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: staykitKeys.all });
      await options?.onSuccess?.(...args);
    },
  });
}
