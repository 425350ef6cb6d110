import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import { staykitKeys } from '../queries/queryKeys';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useUpdateReservationGuests` takes: the `updateReservationGuests` call's input as the contract types it.
 *
 * @example
 * ```ts
 * const input: UpdateReservationGuestsInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' } }, body };
 * ```
 */
export type UpdateReservationGuestsInput = OperationInit<
  '/hotels/{hotel_id}/reservations/{reservation_id}/guests',
  'put'
>;

/**
 * What `updateReservationGuests` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * ```
 */
export type UpdateReservationGuestsData = OperationData<
  '/hotels/{hotel_id}/reservations/{reservation_id}/guests',
  'put'
>;

/**
 * Changes the guest's contact details on a reservation (`updateReservationGuests`; names stay as booked, B §5). That reservation and every lookup are invalidated.
 *
 * @example
 * ```tsx
 * const guests = useUpdateReservationGuests();
 * guests.mutate({ params: { path: { hotel_id: 101, reservation_id: number } }, body });
 * ```
 */
export function useUpdateReservationGuests<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<
    UpdateReservationGuestsData,
    UpdateReservationGuestsInput,
    TOnMutateResult
  >,
): UseMutationResult<
  UpdateReservationGuestsData,
  StaykitError,
  UpdateReservationGuestsInput,
  TOnMutateResult
> {
  return useInvalidatingMutation(
    (client, input: UpdateReservationGuestsInput) => client.booking.updateReservationGuests(input),
    (input) => {
      const hotelId = input.params.path.hotel_id;
      return [
        staykitKeys.reservationScope(hotelId, input.params.path.reservation_id),
        staykitKeys.reservationLookups,
      ];
    },
    options,
  );
}
