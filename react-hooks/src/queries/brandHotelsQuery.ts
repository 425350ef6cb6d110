import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '../internal/fetchAllPages';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `brandHotelsQuery` and `useBrandHotels` take: the `listBrandHotels` call's `params`. Its `page` is
 * ignored (every page is fetched); `per_page` sets how many facilities each request brings.
 *
 * @example
 * ```ts
 * const input: BrandHotelsInput = { params: { path: { brand_id: 900 }, query: { per_page: 100 } } };
 * ```
 */
export type BrandHotelsInput = OperationInit<'/hotel_brands/{brand_id}/hotels', 'get'>;

/**
 * Every facility of the brand, all pages joined in order.
 *
 * @example
 * ```ts
 * const names = (hotels: BrandHotelsData) => hotels.map((hotel) => hotel.hotel_name);
 * ```
 */
export type BrandHotelsData = OperationData<'/hotel_brands/{brand_id}/hotels', 'get'>['data'];

/**
 * Every facility of a brand (`listBrandHotels`): page 1, then pages 2..`total_pages`, joined into one list,
 * as the facilities screen needs (B §2). Kept fresh for 10 minutes; waits while the brand id is a
 * placeholder (below 1). Aborting (unmount) stops every page still loading.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * const hotels = await queryClient.fetchQuery(
 *   brandHotelsQuery(client, { params: { path: { brand_id: 900 } } }),
 * );
 * ```
 */
export function brandHotelsQuery(client: StaykitClient, input: BrandHotelsInput) {
  const brandId = input.params.path.brand_id;
  // The key leaves `page` out: the answer is the same whole list whatever page the caller named.
  const { page: _page, ...query } = input.params.query ?? {};
  return queryOptions<BrandHotelsData, StaykitError>({
    queryKey: staykitKeys.brandHotels(
      brandId,
      keyParams(client, { ...input, params: { ...input.params, query } }),
    ),
    queryFn: ({ signal }) =>
      fetchAllPages((page) =>
        client.booking.listBrandHotels(
          withSignal({ ...input, params: { ...input.params, query: { ...query, page } } }, signal),
        ),
      ),
    enabled: isUsableId(brandId),
    ...SETTINGS_POLICY,
  });
}
