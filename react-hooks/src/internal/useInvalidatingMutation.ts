import type { StaykitClient, StaykitError } from '@staykit/sdk';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { StaykitMutationOptions } from '../hooks/StaykitMutationOptions';
import { useStaykitClient } from '../StaykitProvider';

/**
 * When a mutation's stale keys are invalidated. `settled`: refused or not, since a refused change after
 * booking (a pending lock, a staff edit, a link that expired) means the server's state moved under the
 * screen. `success`: only when the call went through, for calls whose refusal changes nothing on the
 * server (a session that was not created, a booking that was not made).
 */
export type InvalidateWhen = 'success' | 'settled';

/**
 * A mutation over one SDK call that invalidates the keys its input makes stale, then runs the caller's
 * own callback of the same moment; the mutation settles once the active queries have refetched. No
 * TanStack retry: the SDK owns retries, and a refusal is an answer to show.
 *
 * @example
 * ```ts
 * return useInvalidatingMutation(
 *   (client, input) => client.booking.cancelReservation(input),
 *   (input) => [staykitKeys.reservations(input.params.path.hotel_id)],
 *   'settled',
 *   options,
 * );
 * ```
 */
export function useInvalidatingMutation<TData, TInput, TOnMutateResult>(
  call: (client: StaykitClient, input: TInput) => Promise<TData>,
  staleKeys: (input: TInput) => readonly QueryKey[],
  when: InvalidateWhen,
  options?: StaykitMutationOptions<TData, TInput, TOnMutateResult>,
): UseMutationResult<TData, StaykitError, TInput, TOnMutateResult> {
  const client = useStaykitClient();
  const queryClient = useQueryClient();
  const invalidate = (input: TInput) =>
    Promise.all(staleKeys(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (input) => call(client, input),
    onSuccess: async (...args) => {
      if (when === 'success') await invalidate(args[1]);
      await options?.onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      if (when === 'settled') await invalidate(args[2]);
      await options?.onSettled?.(...args);
    },
  });
}
