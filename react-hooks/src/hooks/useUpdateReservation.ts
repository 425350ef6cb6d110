import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import { staykitKeys } from '../queries/queryKeys';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useUpdateReservation` takes: the `updateReservation` call's input as the contract types it.
 *
 * @example
 * ```ts
 * const input: UpdateReservationInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { bypass_token: 'bt_x' } }, body };
 * ```
 */
export type UpdateReservationInput = OperationInit<'/hotels/{hotel_id}/reservations/{reservation_id}', 'put'>;

/**
 * What `updateReservation` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * ```
 */
export type UpdateReservationData = OperationData<'/hotels/{hotel_id}/reservations/{reservation_id}', 'put'>;

/**
 * Changes a reservation's stay or rooms (`updateReservation`, B §4: before the change deadline, at least the minimum nights, the same plan). The stock of the old and new stay moved: the hotel's reservations, its room results and every lookup are invalidated.
 *
 * @example
 * ```tsx
 * const update = useUpdateReservation({ onSuccess: () => navigate(`/review-reservation/${number}`) });
 * update.mutate({ params: { path: { hotel_id: 101, reservation_id: number } }, body });
 * ```
 */
export function useUpdateReservation<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<UpdateReservationData, UpdateReservationInput, TOnMutateResult>,
): UseMutationResult<UpdateReservationData, StaykitError, UpdateReservationInput, TOnMutateResult> {
  return useInvalidatingMutation(
    (client, input: UpdateReservationInput) => client.booking.updateReservation(input),
    (input) => {
      const hotelId = input.params.path.hotel_id;
      return [staykitKeys.reservations(hotelId), staykitKeys.rooms(hotelId), staykitKeys.reservationLookups];
    },
    options,
  );
}
