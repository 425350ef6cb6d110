import type { StaykitClient, StaykitError } from '@staykit/sdk';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { StaykitMutationOptions } from '../hooks/StaykitMutationOptions';
import { useStaykitClient } from '../StaykitProvider';

/**
 * A mutation over one SDK call that, once settled, invalidates the keys its input makes stale. Settled,
 * not only succeeded: a refused change (a pending lock, a staff edit, a link that expired) means the server's
 * state moved under the screen, so what the screen shows is stale either way. No TanStack retry: the SDK
 * owns retries, and a refusal is an answer to show.
 *
 * @example
 * ```ts
 * return useInvalidatingMutation(
 *   (client, input) => client.booking.cancelReservation(input),
 *   (input) => [staykitKeys.reservations(input.params.path.hotel_id)],
 *   options,
 * );
 * ```
 */
export function useInvalidatingMutation<TData, TInput, TOnMutateResult>(
  call: (client: StaykitClient, input: TInput) => Promise<TData>,
  staleKeys: (input: TInput) => readonly QueryKey[],
  options?: StaykitMutationOptions<TData, TInput, TOnMutateResult>,
): UseMutationResult<TData, StaykitError, TInput, TOnMutateResult> {
  const client = useStaykitClient();
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (input) => call(client, input),
    onSettled: async (...args) => {
      const [, , input] = args;
      await Promise.all(staleKeys(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options?.onSettled?.(...args);
    },
  });
}
