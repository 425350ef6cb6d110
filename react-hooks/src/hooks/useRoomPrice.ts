import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import { roomPriceQuery, type RoomPriceData, type RoomPriceInput } from '../queries/roomPriceQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The price breakdown of the selected room plans (`getRoomPrice`). Search data: always refetched when a
 * screen mounts, aborted when it leaves. Waits while the hotel id is a placeholder or nothing is selected.
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const price = useRoomPrice(input, { select: (answer) => answer.data });
 * ```
 */
export function useRoomPrice<TData = RoomPriceData>(
  input: RoomPriceInput,
  options?: StaykitQueryOptions<RoomPriceData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(roomPriceQuery(client, input), options));
}
