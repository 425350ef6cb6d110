import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  brandInventoryQuery,
  type BrandInventoryData,
  type BrandInventoryInput,
} from '../queries/brandInventoryQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The availability of every facility of a brand for a stay, all pages fetched and joined
 * (`getBrandInventory`). Search data: always refetched when a screen mounts, aborted when it leaves. Waits
 * while the brand id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const facilities = useBrandInventory({
 *   params: {
 *     path: { brand_id: 900 },
 *     query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26', adults: 2 },
 *   },
 * });
 * ```
 */
export function useBrandInventory<TData = BrandInventoryData>(
  input: BrandInventoryInput,
  options?: StaykitQueryOptions<BrandInventoryData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(brandInventoryQuery(client, input), options));
}
