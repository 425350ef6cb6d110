import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import { brandHotelsQuery, type BrandHotelsData, type BrandHotelsInput } from '../queries/brandHotelsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * Every facility of a brand, all pages fetched and joined (`listBrandHotels`). Kept fresh for 10 minutes;
 * waits while the brand id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * function Facilities({ brandId }: { brandId: number }) {
 *   const hotels = useBrandHotels({ params: { path: { brand_id: brandId }, query: { per_page: 100 } } });
 *   return <ul>{hotels.data?.map((hotel) => <li key={hotel.hotel_id}>{hotel.hotel_name}</li>)}</ul>;
 * }
 * ```
 */
export function useBrandHotels<TData = BrandHotelsData>(
  input: BrandHotelsInput,
  options?: StaykitQueryOptions<BrandHotelsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(brandHotelsQuery(client, input), options));
}
