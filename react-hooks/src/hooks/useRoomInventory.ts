import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  roomInventoryQuery,
  type RoomInventoryData,
  type RoomInventoryInput,
} from '../queries/roomInventoryQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * Stock for the searched stay, without prices (`getRoomInventory`). Search data: always refetched when a
 * screen mounts, aborted when it leaves. Waits while the hotel id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const stock = useRoomInventory({
 *   params: {
 *     path: { hotel_id: 101 },
 *     query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', adults: 2 },
 *   },
 * });
 * ```
 */
export function useRoomInventory<TData = RoomInventoryData>(
  input: RoomInventoryInput,
  options?: StaykitQueryOptions<RoomInventoryData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(roomInventoryQuery(client, input), options));
}
