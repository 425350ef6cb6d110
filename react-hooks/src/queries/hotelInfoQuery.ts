import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `hotelInfoQuery` and `useHotelInfo` take: the `getHotelInfo` call's `params` as the contract types
 * them.
 *
 * @example
 * ```ts
 * const input: HotelInfoInput = { params: { path: { hotel_id: 101 } } };
 * ```
 */
export type HotelInfoInput = OperationInit<'/hotels/{hotel_id}/info', 'get'>;

/**
 * What `getHotelInfo` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: HotelInfoData = await queryClient.fetchQuery(hotelInfoQuery(client, input));
 * ```
 */
export type HotelInfoData = OperationData<'/hotels/{hotel_id}/info', 'get'>;

/**
 * The hotel's address and contacts (`getHotelInfo`). Kept fresh for 10 minutes; waits while the hotel id is
 * a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useHotelInfo` then finds the answer in the cache.
 * await queryClient.prefetchQuery(hotelInfoQuery(client, { params: { path: { hotel_id: 101 } } }));
 * ```
 */
export function hotelInfoQuery(client: StaykitClient, input: HotelInfoInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<HotelInfoData, StaykitError>({
    queryKey: staykitKeys.hotelInfo(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getHotelInfo(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SETTINGS_POLICY,
  });
}
