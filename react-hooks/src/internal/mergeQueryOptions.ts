import type { StaykitError } from '@staykit/sdk';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { StaykitQueryOptions } from '../hooks/StaykitQueryOptions';

/**
 * A factory's options with a hook caller's on top. The key and query function stay the factory's (no hook
 * builds a key), and a factory's `enabled: false` (a placeholder id, an empty selection) holds whatever the
 * caller says, so `enabled: Boolean(init.data)` cannot send a request for hotel 0 (its `queryFn: skipToken`
 * would refuse the call anyway).
 */
export function mergeQueryOptions<TQueryFnData, TData>(
  base: UseQueryOptions<TQueryFnData, StaykitError, TQueryFnData, QueryKey>,
  options: StaykitQueryOptions<TQueryFnData, TData> | undefined,
): UseQueryOptions<TQueryFnData, StaykitError, TData, QueryKey> {
  // An option the caller left `undefined` keeps the factory's value (a `staleTime` of settings, say).
  const given = Object.fromEntries(Object.entries(options ?? {}).filter(([, value]) => value !== undefined));
  // Factories set no option that depends on `TData` (select, placeholderData), so the caller's options
  // decide it alone.
  const merged = { ...base, ...given, queryKey: base.queryKey, queryFn: base.queryFn } as UseQueryOptions<
    TQueryFnData,
    StaykitError,
    TData,
    QueryKey
  >;
  if (base.enabled === false) merged.enabled = false;
  return merged;
}
