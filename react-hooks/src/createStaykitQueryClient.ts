import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { DEFAULT_STALE_TIME_MS } from './internal/queryPolicies';

/**
 * Creates the TanStack QueryClient for `StaykitProvider`: no TanStack retries (the SDK retries a 429
 * itself, after `Retry-After`, and any other error is an answer to show, not to repeat) and a short
 * default `staleTime`. Each Staykit query sets its own `staleTime` on top: long for settings, zero for
 * prices and stock. Options given in `config` win.
 *
 * @example
 * ```tsx
 * const queryClient = createStaykitQueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
 * <StaykitProvider client={client} queryClient={queryClient}>{app}</StaykitProvider>;
 * ```
 */
export function createStaykitQueryClient(config: QueryClientConfig = {}): QueryClient {
  const defaults = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...defaults,
      queries: { retry: false, staleTime: DEFAULT_STALE_TIME_MS, ...defaults.queries },
      mutations: { retry: false, ...defaults.mutations },
    },
  });
}
