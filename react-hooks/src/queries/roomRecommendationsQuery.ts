import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `roomRecommendationsQuery` and `useRoomRecommendations` take: the `getRoomRecommendations` call's
 * `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: RoomRecommendationsInput = {
 *   params: {
 *     path: { hotel_id: 101 },
 *     query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', adults: 2, limit: 3 },
 *   },
 * };
 * ```
 */
export type RoomRecommendationsInput = OperationInit<'/hotels/{hotel_id}/rooms/recommendation', 'get'>;

/**
 * What `getRoomRecommendations` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: RoomRecommendationsData = await queryClient.fetchQuery(
 *   roomRecommendationsQuery(client, input),
 * );
 * ```
 */
export type RoomRecommendationsData = OperationData<'/hotels/{hotel_id}/rooms/recommendation', 'get'>;

/**
 * The rooms the recommender widget shows (`getRoomRecommendations`). Search data: always refetched when a
 * screen mounts, aborted when it leaves. Waits while the hotel id is a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useRoomRecommendations` then finds the answer in the cache.
 * await queryClient.prefetchQuery(roomRecommendationsQuery(client, input));
 * ```
 */
export function roomRecommendationsQuery(client: StaykitClient, input: RoomRecommendationsInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<RoomRecommendationsData, StaykitError>({
    queryKey: staykitKeys.roomRecommendations(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getRoomRecommendations(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SEARCH_POLICY,
  });
}
