import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  roomRecommendationsQuery,
  type RoomRecommendationsData,
  type RoomRecommendationsInput,
} from '../queries/roomRecommendationsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The rooms the recommender widget shows (`getRoomRecommendations`). Search data: always refetched when a
 * screen mounts, aborted when it leaves. Waits while the hotel id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const recommended = useRoomRecommendations({ params: { path: { hotel_id: 101 }, query: { limit: 3 } } });
 * ```
 */
export function useRoomRecommendations<TData = RoomRecommendationsData>(
  input: RoomRecommendationsInput,
  options?: StaykitQueryOptions<RoomRecommendationsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(roomRecommendationsQuery(client, input), options));
}
