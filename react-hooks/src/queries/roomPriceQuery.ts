import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `roomPriceQuery` and `useRoomPrice` take: the `getRoomPrice` call's `params` as the contract types
 * them.
 *
 * @example
 * ```ts
 * const input: RoomPriceInput = {
 *   params: {
 *     path: { hotel_id: 101 },
 *     query: {
 *       checkin_date: '2026-12-24', checkout_date: '2026-12-26', adults: 2,
 *       selected_rooms: [{ room_type_code: 'DBL', room_plan_code: 'DBL-BF', adults: 2, quantity: 1 }],
 *     },
 *   },
 * };
 * ```
 */
export type RoomPriceInput = OperationInit<'/hotels/{hotel_id}/rooms/price', 'get'>;

/**
 * What `getRoomPrice` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: RoomPriceData = await queryClient.fetchQuery(roomPriceQuery(client, input));
 * ```
 */
export type RoomPriceData = OperationData<'/hotels/{hotel_id}/rooms/price', 'get'>;

/**
 * The price breakdown of the selected room plans (`getRoomPrice`). Search data: always refetched when a
 * screen mounts, aborted when it leaves. Waits while the hotel id is a placeholder or nothing is selected.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useRoomPrice` then finds the answer in the cache.
 * await queryClient.prefetchQuery(roomPriceQuery(client, input));
 * ```
 */
export function roomPriceQuery(client: StaykitClient, input: RoomPriceInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<RoomPriceData, StaykitError>({
    queryKey: staykitKeys.roomPrice(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getRoomPrice(withSignal(input, signal)),
    enabled: isUsableId(hotelId) && input.params.query.selected_rooms.length > 0,
    ...SEARCH_POLICY,
  });
}
