import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import { hotelInfoQuery, type HotelInfoData, type HotelInfoInput } from '../queries/hotelInfoQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The hotel's address and contacts (`getHotelInfo`). Kept fresh for 10 minutes; waits while the hotel id is
 * a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const info = useHotelInfo({ params: { path: { hotel_id: 101 } } });
 * ```
 */
export function useHotelInfo<TData = HotelInfoData>(
  input: HotelInfoInput,
  options?: StaykitQueryOptions<HotelInfoData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(hotelInfoQuery(client, input), options));
}
