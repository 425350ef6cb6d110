import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `reservationLookupQuery` and `useReservationLookup` take: the `findReservation` call's `params`: the brand, the reservation number and the guest's e-mail.
 *
 * @example
 * ```ts
 * const input: ReservationLookupInput = { params: { path: { brand_id: 900, reservation_number: 'R-000001' }, query: { email: 'hanako@example.com' } } };
 * ```
 */
export type ReservationLookupInput = OperationInit<
  '/hotel_brands/{brand_id}/reservations/{reservation_number}',
  'get'
>;

/**
 * What `findReservation` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await queryClient.fetchQuery(reservationLookupQuery(client, input));
 * ```
 */
export type ReservationLookupData = OperationData<
  '/hotel_brands/{brand_id}/reservations/{reservation_number}',
  'get'
>;

/**
 * A reservation found by its number and the guest's e-mail (`findReservation`, B §1: what a guest who is not signed in can do). The answer tells where it is held (hotel id, number) so that the guest can open it. Never served stale: a cancellation elsewhere must show. Waits until a number and an e-mail are given.
 *
 * @example
 * ```tsx
 * const { data } = useQuery(reservationLookupQuery(client, { params: { path: { brand_id: 900, reservation_number: 'R-000001' }, query: { email: 'hanako@example.com' } } }));
 * ```
 */
export function reservationLookupQuery(client: StaykitClient, input: ReservationLookupInput) {
  const p = input.params.path;
  return queryOptions<ReservationLookupData, StaykitError>({
    queryKey: staykitKeys.reservationLookup(p.brand_id, p.reservation_number, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.findReservation(withSignal(input, signal)),
    enabled:
      isUsableId(p.brand_id) && p.reservation_number.trim() !== '' && input.params.query.email.trim() !== '',
    ...SEARCH_POLICY,
  });
}
