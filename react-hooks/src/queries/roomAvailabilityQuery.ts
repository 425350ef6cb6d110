import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `roomAvailabilityQuery` and `useRoomAvailability` take: the `getRoomAvailability` call's `params` as
 * the contract types them.
 *
 * @example
 * ```ts
 * const input: RoomAvailabilityInput = {
 *   params: {
 *     path: { hotel_id: 101 },
 *     query: { start_date: '2026-12-01', end_date: '2026-12-31', nights: 2, adults: 2 },
 *   },
 * };
 * ```
 */
export type RoomAvailabilityInput = OperationInit<'/hotels/{hotel_id}/rooms/availability', 'get'>;

/**
 * What `getRoomAvailability` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: RoomAvailabilityData = await queryClient.fetchQuery(roomAvailabilityQuery(client, input));
 * ```
 */
export type RoomAvailabilityData = OperationData<'/hotels/{hotel_id}/rooms/availability', 'get'>;

/**
 * Bookability and lowest price per check-in date (`getRoomAvailability`), one call per calendar view.
 * Search data: always refetched when a screen mounts, aborted when it leaves. Waits while the hotel id is
 * a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useRoomAvailability` then finds the answer in the cache.
 * await queryClient.prefetchQuery(roomAvailabilityQuery(client, input));
 * ```
 */
export function roomAvailabilityQuery(client: StaykitClient, input: RoomAvailabilityInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<RoomAvailabilityData, StaykitError>({
    queryKey: staykitKeys.roomAvailability(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getRoomAvailability(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SEARCH_POLICY,
  });
}
