import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import { reservationQuery, type ReservationData, type ReservationInput } from '../queries/reservationQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * One reservation, through `reservationQuery`.
 *
 * @example
 * ```tsx
 * const reservation = useReservation({ params: { path: { hotel_id: 101, reservation_id: number }, query: { bypass_token } } });
 * ```
 */
export function useReservation<TData = ReservationData>(
  input: ReservationInput,
  options?: StaykitQueryOptions<ReservationData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(reservationQuery(client, input), options));
}
