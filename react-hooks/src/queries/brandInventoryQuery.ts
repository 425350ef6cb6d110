import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '../internal/fetchAllPages';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `brandInventoryQuery` and `useBrandInventory` take: the `getBrandInventory` call's `params` (the stay
 * and guests). Its `page` is ignored (every page is fetched); `per_page` sets how many facilities each
 * request brings.
 *
 * @example
 * ```ts
 * const input: BrandInventoryInput = {
 *   params: {
 *     path: { brand_id: 900 },
 *     query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', per_page: 100 },
 *   },
 * };
 * ```
 */
export type BrandInventoryInput = OperationInit<'/hotel_brands/{brand_id}/inventory', 'get'>;

/**
 * The availability of every facility of the brand for the searched stay, all pages joined in order.
 *
 * @example
 * ```ts
 * const open = (facilities: BrandInventoryData) => facilities.filter((facility) => facility.available);
 * ```
 */
export type BrandInventoryData = OperationData<'/hotel_brands/{brand_id}/inventory', 'get'>['data'];

/**
 * Availability, rooms left and lowest total of every facility of a brand for a stay (`getBrandInventory`):
 * page 1, then pages 2..`total_pages`, joined into one list, as the facilities screen of a brand search
 * needs (B §2, §7). Search data: always refetched when a screen mounts. Waits while the brand id is a
 * placeholder (below 1). Aborting (unmount, a new search) stops every page still loading.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * const facilities = await queryClient.fetchQuery(
 *   brandInventoryQuery(client, {
 *     params: {
 *       path: { brand_id: 900 },
 *       query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', adults: 2 },
 *     },
 *   }),
 * );
 * ```
 */
export function brandInventoryQuery(client: StaykitClient, input: BrandInventoryInput) {
  const brandId = input.params.path.brand_id;
  // The key leaves `page` out: the answer is the same whole list whatever page the caller named.
  const { page: _page, ...query } = input.params.query ?? {};
  return queryOptions<BrandInventoryData, StaykitError>({
    queryKey: staykitKeys.brandInventory(
      brandId,
      keyParams(client, { ...input, params: { ...input.params, query } }),
    ),
    queryFn: ({ signal }) =>
      fetchAllPages((page) =>
        client.booking.getBrandInventory(
          withSignal({ ...input, params: { ...input.params, query: { ...query, page } } }, signal),
        ),
      ),
    enabled: isUsableId(brandId),
    ...SEARCH_POLICY,
  });
}
