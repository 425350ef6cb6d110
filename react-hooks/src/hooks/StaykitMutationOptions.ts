import type { StaykitError } from '@staykit/sdk';
import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * The TanStack options a Staykit mutation hook accepts: everything but the mutation function, which calls
 * the SDK. The hook's own invalidation runs first, then the caller's callback of the same moment
 * (`onSettled`, or `onSuccess` for the session calls and `useCreateReservation`).
 *
 * @example
 * ```ts
 * const options: StaykitMutationOptions<CreateClientSessionData, CreateClientSessionInput> = {
 *   onError: (error) => console.warn(error.code),
 * };
 * ```
 */
export type StaykitMutationOptions<TData, TVariables, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, StaykitError, TVariables, TOnMutateResult>,
  'mutationFn'
>;
