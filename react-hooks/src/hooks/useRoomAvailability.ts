import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  roomAvailabilityQuery,
  type RoomAvailabilityData,
  type RoomAvailabilityInput,
} from '../queries/roomAvailabilityQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * Bookability and lowest price per check-in date (`getRoomAvailability`), one call per calendar view.
 * Search data: always refetched when a screen mounts, aborted when it leaves. Waits while the hotel id is
 * a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const calendar = useRoomAvailability({
 *   params: { path: { hotel_id: 101 }, query: { start_date: '2026-12-01', end_date: '2026-12-31' } },
 * });
 * ```
 */
export function useRoomAvailability<TData = RoomAvailabilityData>(
  input: RoomAvailabilityInput,
  options?: StaykitQueryOptions<RoomAvailabilityData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(roomAvailabilityQuery(client, input), options));
}
