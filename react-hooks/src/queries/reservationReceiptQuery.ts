import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `reservationReceiptQuery` and `useReservationReceipt` take: the `getReservationReceipt` call's `params`: the addressee's name, and `bypass_token` or `email` for a guest.
 *
 * @example
 * ```ts
 * const input: ReservationReceiptInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { name: 'Hanako Sato', bypass_token: 'bt_x' } } };
 * ```
 */
export type ReservationReceiptInput = OperationInit<
  '/hotels/{hotel_id}/reservations/{reservation_id}/receipt',
  'get'
>;

/**
 * What `getReservationReceipt` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await queryClient.fetchQuery(reservationReceiptQuery(client, input));
 * ```
 */
export type ReservationReceiptData = OperationData<
  '/hotels/{hotel_id}/reservations/{reservation_id}/receipt',
  'get'
>;

/**
 * A reservation's receipt (`getReservationReceipt`), addressed to the name given, with the Taiwan receipt fields when the booking had them. A cancellation changes it: refetched on every mount.
 *
 * @example
 * ```tsx
 * const { data } = useQuery(reservationReceiptQuery(client, { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { name: 'Hanako Sato', bypass_token: 'bt_x' } } }));
 * ```
 */
export function reservationReceiptQuery(client: StaykitClient, input: ReservationReceiptInput) {
  const p = input.params.path;
  return queryOptions<ReservationReceiptData, StaykitError>({
    queryKey: staykitKeys.reservationReceipt(p.hotel_id, p.reservation_id, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getReservationReceipt(withSignal(input, signal)),
    enabled: isUsableId(p.hotel_id) && p.reservation_id !== '',
    ...SEARCH_POLICY,
  });
}
