import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `extrasQuery` and `useExtras` take: the `listExtras` call's `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: ExtrasInput = {
 *   params: { path: { hotel_id: 101 }, query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26' } },
 * };
 * ```
 */
export type ExtrasInput = OperationInit<'/hotels/{hotel_id}/extras', 'get'>;

/**
 * What `listExtras` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: ExtrasData = await queryClient.fetchQuery(extrasQuery(client, input));
 * ```
 */
export type ExtrasData = OperationData<'/hotels/{hotel_id}/extras', 'get'>;

/**
 * The extras sold with a stay (`listExtras`). Extras have stock, so they count as search data: always
 * refetched when a screen mounts. Waits while the hotel id is a placeholder (below 1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useExtras` then finds the answer in the cache.
 * await queryClient.prefetchQuery(extrasQuery(client, input));
 * ```
 */
export function extrasQuery(client: StaykitClient, input: ExtrasInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<ExtrasData, StaykitError>({
    queryKey: staykitKeys.extras(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.listExtras(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SEARCH_POLICY,
  });
}
