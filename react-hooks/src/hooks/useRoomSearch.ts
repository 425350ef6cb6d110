import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import { roomSearchQuery, type RoomSearchData, type RoomSearchInput } from '../queries/roomSearchQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The rooms or plans of a search (`searchRooms`). Always refetched when a screen mounts (prices and stock
 * move); a new search aborts the previous one, and so does leaving the screen, including a pending 429
 * wait. Waits while the hotel id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * function Results({ hotelId, query }: { hotelId: number; query: RoomSearchInput['params']['query'] }) {
 *   const search = useRoomSearch({ params: { path: { hotel_id: hotelId }, query } });
 *   if (search.isPending) return <Spinner />;
 *   if (search.isError) return <ErrorMessage code={search.error.code} />;
 *   return <RoomList rooms={search.data.data.rooms} />;
 * }
 * ```
 */
export function useRoomSearch<TData = RoomSearchData>(
  input: RoomSearchInput,
  options?: StaykitQueryOptions<RoomSearchData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(roomSearchQuery(client, input), options));
}
