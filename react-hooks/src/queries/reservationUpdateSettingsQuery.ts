import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `reservationUpdateSettingsQuery` and `useReservationUpdateSettings` take: the `getReservationUpdateSettings` call's `params` (a guest adds `bypass_token` or `email`).
 *
 * @example
 * ```ts
 * const input: ReservationUpdateSettingsInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { email: 'hanako@example.com' } } };
 * ```
 */
export type ReservationUpdateSettingsInput = OperationInit<
  '/hotels/{hotel_id}/reservations/{reservation_id}/update_settings',
  'get'
>;

/**
 * What `getReservationUpdateSettings` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const { data } = await queryClient.fetchQuery(reservationUpdateSettingsQuery(client, input));
 * ```
 */
export type ReservationUpdateSettingsData = OperationData<
  '/hotels/{hotel_id}/reservations/{reservation_id}/update_settings',
  'get'
>;

/**
 * What a reservation still allows (`getReservationUpdateSettings`): its change deadline, minimum nights and what may change. Deadlines pass while a screen is open, so it is refetched on every mount.
 *
 * @example
 * ```tsx
 * const { data } = useQuery(reservationUpdateSettingsQuery(client, { params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { email: 'hanako@example.com' } } }));
 * ```
 */
export function reservationUpdateSettingsQuery(client: StaykitClient, input: ReservationUpdateSettingsInput) {
  const p = input.params.path;
  return queryOptions<ReservationUpdateSettingsData, StaykitError>({
    queryKey: staykitKeys.reservationUpdateSettings(p.hotel_id, p.reservation_id, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getReservationUpdateSettings(withSignal(input, signal)),
    enabled: isUsableId(p.hotel_id) && p.reservation_id !== '',
    ...SEARCH_POLICY,
  });
}
