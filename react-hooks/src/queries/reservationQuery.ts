import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `reservationQuery` and `useReservation` take: the `getReservation` call's `params` (a guest opens
 * it with `bypass_token` or `email`, a member with the user token).
 *
 * @example
 * ```ts
 * const input: ReservationInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { bypass_token: 'bt_x' } } };
 * ```
 */
export type ReservationInput = OperationInit<'/hotels/{hotel_id}/reservations/{reservation_id}', 'get'>;

/**
 * What `getReservation` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await queryClient.fetchQuery(reservationQuery(client, input));
 * ```
 */
export type ReservationData = OperationData<'/hotels/{hotel_id}/reservations/{reservation_id}', 'get'>;

/**
 * One reservation (`getReservation`). Its status moves (3-D Secure, cancellation, staff edits): always
 * refetched when a screen mounts, never served stale. Waits while the hotel id is a placeholder.
 *
 * @example
 * ```tsx
 * const { data } = useQuery(reservationQuery(client, input));
 * ```
 */
export function reservationQuery(client: StaykitClient, input: ReservationInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<ReservationData, StaykitError>({
    queryKey: staykitKeys.reservation(hotelId, input.params.path.reservation_id, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getReservation(withSignal(input, signal)),
    enabled: isUsableId(hotelId) && input.params.path.reservation_id !== '',
    ...SEARCH_POLICY,
  });
}
