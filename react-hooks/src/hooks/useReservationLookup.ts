import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  reservationLookupQuery,
  type ReservationLookupData,
  type ReservationLookupInput,
} from '../queries/reservationLookupQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * A reservation found by its number and the guest's e-mail, through `reservationLookupQuery`.
 *
 * @example
 * ```tsx
 * const result = useReservationLookup({ params: { path: { brand_id: 900, reservation_number: 'R-000001' }, query: { email: 'hanako@example.com' } } });
 * ```
 */
export function useReservationLookup<TData = ReservationLookupData>(
  input: ReservationLookupInput,
  options?: StaykitQueryOptions<ReservationLookupData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(reservationLookupQuery(client, input), options));
}
