import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `roomInventoryQuery` and `useRoomInventory` take: the `getRoomInventory` call's `params` as the
 * contract types them.
 *
 * @example
 * ```ts
 * const input: RoomInventoryInput = {
 *   params: {
 *     path: { hotel_id: 101 },
 *     query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', adults: 2 },
 *   },
 * };
 * ```
 */
export type RoomInventoryInput = OperationInit<'/hotels/{hotel_id}/rooms/inventory', 'get'>;

/**
 * What `getRoomInventory` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: RoomInventoryData = await queryClient.fetchQuery(roomInventoryQuery(client, input));
 * ```
 */
export type RoomInventoryData = OperationData<'/hotels/{hotel_id}/rooms/inventory', 'get'>;

/**
 * Stock for the searched stay, without prices (`getRoomInventory`). Search data: always refetched when a
 * screen mounts, aborted when it leaves. Waits while the hotel id is a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useRoomInventory` then finds the answer in the cache.
 * await queryClient.prefetchQuery(roomInventoryQuery(client, input));
 * ```
 */
export function roomInventoryQuery(client: StaykitClient, input: RoomInventoryInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<RoomInventoryData, StaykitError>({
    queryKey: staykitKeys.roomInventory(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getRoomInventory(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SEARCH_POLICY,
  });
}
