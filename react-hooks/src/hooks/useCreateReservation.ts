import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { staykitKeys } from '../queries/queryKeys';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useCreateReservation` takes: the `createReservation` call's input as the contract types it.
 *
 * @example
 * ```ts
 * const input: CreateReservationInput = { params: { path: { hotel_id: 101 } }, body };
 * ```
 */
export type CreateReservationInput = OperationInit<'/hotels/{hotel_id}/reservations', 'post'>;

/**
 * What `createReservation` answers: the reservation and, for card payment, the payment outcome.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * if (data.payment?.status === 'pre_3d_secure') startChallenge(data.payment);
 * ```
 */
export type CreateReservationData = OperationData<'/hotels/{hotel_id}/reservations', 'post'>;

/**
 * Books (`createReservation`). The SDK gives the call an `Idempotency-Key` that its own retries reuse, so
 * a retried request never books twice. After a booking the hotel's room results are stale (its stock
 * changed): they are invalidated through `staykitKeys.rooms`.
 *
 * @example
 * ```tsx
 * const book = useCreateReservation({ onSuccess: ({ data }) => navigate(`/reservation/confirmation/${data.reservation.reservation_number}`) });
 * book.mutate({ params: { path: { hotel_id: 101 } }, body });
 * ```
 */
export function useCreateReservation<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<CreateReservationData, CreateReservationInput, TOnMutateResult>,
): UseMutationResult<CreateReservationData, StaykitError, CreateReservationInput, TOnMutateResult> {
  const client = useStaykitClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The SDK owns retries; a refused booking is an answer to show, never to repeat silently.
    retry: false,
    ...options,
    mutationFn: (input) => client.booking.createReservation(input),
    onSuccess: async (...args) => {
      const [, input] = args;
      await queryClient.invalidateQueries({ queryKey: staykitKeys.rooms(input.params.path.hotel_id) });
      await options?.onSuccess?.(...args);
    },
  });
}
