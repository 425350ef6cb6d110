import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `roomSearchQuery` and `useRoomSearch` take: the `searchRooms` call's `params` as the contract types
 * them.
 *
 * @example
 * ```ts
 * const input: RoomSearchInput = {
 *   params: {
 *     path: { hotel_id: 101 },
 *     query: {
 *       checkin_date: '2026-12-24',
 *       checkout_date: '2026-12-26',
 *       rooms: [{ adults: 2 }, { adults: 1, kids_tiers: ['A'] }],
 *     },
 *   },
 * };
 * ```
 */
export type RoomSearchInput = OperationInit<'/hotels/{hotel_id}/rooms', 'get'>;

/**
 * What `searchRooms` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: RoomSearchData = await queryClient.fetchQuery(roomSearchQuery(client, input));
 * ```
 */
export type RoomSearchData = OperationData<'/hotels/{hotel_id}/rooms', 'get'>;

/**
 * The rooms or plans of a search (`searchRooms`). Always refetched when a screen mounts (prices and stock
 * move); a new search aborts the previous one, and so does leaving the screen, including a pending 429
 * wait. Waits while the hotel id is a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useRoomSearch` then finds the answer in the cache.
 * await queryClient.prefetchQuery(roomSearchQuery(client, input));
 * ```
 */
export function roomSearchQuery(client: StaykitClient, input: RoomSearchInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<RoomSearchData, StaykitError>({
    queryKey: staykitKeys.roomSearch(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.searchRooms(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SEARCH_POLICY,
  });
}
