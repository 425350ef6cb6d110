import type { StaykitError } from '@staykit/sdk';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

/**
 * The TanStack options a Staykit query hook accepts beside its input: everything but the key and the
 * query function, which come from the query's factory. `TData` follows `select`.
 *
 * @example
 * ```ts
 * const options: StaykitQueryOptions<RoomSearchData, number> = {
 *   select: (answer) => answer.data.rooms.length,
 *   refetchInterval: 60_000,
 * };
 * const roomCount = useRoomSearch(input, options).data;
 * ```
 */
export type StaykitQueryOptions<TQueryFnData, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, StaykitError, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;
