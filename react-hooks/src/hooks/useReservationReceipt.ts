import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  reservationReceiptQuery,
  type ReservationReceiptData,
  type ReservationReceiptInput,
} from '../queries/reservationReceiptQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * A reservation's receipt, through `reservationReceiptQuery`.
 *
 * @example
 * ```tsx
 * const result = useReservationReceipt({ params: { path: { hotel_id: 101, reservation_id: 'R-000001' }, query: { name: 'Hanako Sato', bypass_token: 'bt_x' } } });
 * ```
 */
export function useReservationReceipt<TData = ReservationReceiptData>(
  input: ReservationReceiptInput,
  options?: StaykitQueryOptions<ReservationReceiptData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(reservationReceiptQuery(client, input), options));
}
