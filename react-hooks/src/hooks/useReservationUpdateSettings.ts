import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  reservationUpdateSettingsQuery,
  type ReservationUpdateSettingsData,
  type ReservationUpdateSettingsInput,
} from '../queries/reservationUpdateSettingsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * What a reservation still allows, through `reservationUpdateSettingsQuery`.
 *
 * @example
 * ```tsx
 * const result = useReservationUpdateSettings({ params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { email: 'hanako@example.com' } } });
 * ```
 */
export function useReservationUpdateSettings<TData = ReservationUpdateSettingsData>(
  input: ReservationUpdateSettingsInput,
  options?: StaykitQueryOptions<ReservationUpdateSettingsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(reservationUpdateSettingsQuery(client, input), options));
}
