import {
  skipToken,
  type QueryKey,
  type UseQueryOptions,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';

/**
 * A factory's options for `useSuspenseQuery` or `useSuspenseQueries`. A factory whose input still holds a
 * placeholder (hotel id 0, a blank code, no selected room) answers `queryFn: skipToken`, which TanStack
 * refuses in suspense: a suspending component cannot wait without a request, so such options do not
 * compile there. This narrows them for an input that is ready, and throws (no request is sent) when it is
 * not, so an error boundary shows the mistake instead of the API being asked for hotel 0. Mount the
 * suspending component only once its input is known.
 *
 * @example
 * ```tsx
 * function Rooms({ hotelId, query }: { hotelId: number; query: RoomSearchInput['params']['query'] }) {
 *   const client = useStaykitClient();
 *   const input = { params: { path: { hotel_id: hotelId }, query } };
 *   const { data } = useSuspenseQuery(suspenseQueryOptions(roomSearchQuery(client, input)));
 *   return <RoomList rooms={data.data.rooms} />;
 * }
 *
 * // The parent renders <Rooms> only once the hotel is known.
 * {init.data ? <Rooms hotelId={init.data.data.hotel_id} query={query} /> : <Spinner />}
 * ```
 */
export function suspenseQueryOptions<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseSuspenseQueryOptions<TQueryFnData, TError, TData, TQueryKey> {
  // `enabled`, `throwOnError` and `placeholderData` mean nothing to a suspending query.
  const {
    queryFn,
    enabled: _enabled,
    throwOnError: _throwOnError,
    placeholderData: _placeholder,
    ...rest
  } = options;
  if (queryFn === skipToken) {
    throw new Error(
      `Staykit query ${JSON.stringify(options.queryKey)} is not ready (a placeholder id, a blank code or an ` +
        'empty selection): render the suspending component once its input is known.',
    );
  }
  return { ...rest, queryFn };
}
