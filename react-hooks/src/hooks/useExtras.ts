import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import { extrasQuery, type ExtrasData, type ExtrasInput } from '../queries/extrasQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The extras sold with a stay (`listExtras`). Extras have stock, so they count as search data: always
 * refetched when a screen mounts. Waits while the hotel id is a placeholder (below 1).
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const extras = useExtras({
 *   params: { path: { hotel_id: 101 }, query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26' } },
 * });
 * ```
 */
export function useExtras<TData = ExtrasData>(
  input: ExtrasInput,
  options?: StaykitQueryOptions<ExtrasData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(extrasQuery(client, input), options));
}
