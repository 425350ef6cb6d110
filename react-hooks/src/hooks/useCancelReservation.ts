import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import { staykitKeys } from '../queries/queryKeys';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useCancelReservation` takes: the `cancelReservation` call's input as the contract types it.
 *
 * @example
 * ```ts
 * const input: CancelReservationInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { bypass_token: 'bt_x' } }, body: { reason: 'change_of_plans', cancellation_fee_displayed: 6000 } };
 * ```
 */
export type CancelReservationInput = OperationInit<
  '/hotels/{hotel_id}/reservations/{reservation_id}/cancel',
  'put'
>;

/**
 * What `cancelReservation` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * ```
 */
export type CancelReservationData = OperationData<
  '/hotels/{hotel_id}/reservations/{reservation_id}/cancel',
  'put'
>;

/**
 * Cancels a reservation (`cancelReservation`), sending the fee the guest was shown as `cancellation_fee_displayed` (B §3). The stay's stock comes back: the hotel's reservations, its room results and every lookup are invalidated.
 *
 * @example
 * ```tsx
 * const cancel = useCancelReservation();
 * cancel.mutate({ params: { path: { hotel_id: 101, reservation_id: number } }, body: { cancellation_fee_displayed: fee } });
 * ```
 */
export function useCancelReservation<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<CancelReservationData, CancelReservationInput, TOnMutateResult>,
): UseMutationResult<CancelReservationData, StaykitError, CancelReservationInput, TOnMutateResult> {
  return useInvalidatingMutation(
    (client, input: CancelReservationInput) => client.booking.cancelReservation(input),
    (input) => {
      const hotelId = input.params.path.hotel_id;
      return [staykitKeys.reservations(hotelId), staykitKeys.rooms(hotelId), staykitKeys.reservationLookups];
    },
    options,
  );
}
