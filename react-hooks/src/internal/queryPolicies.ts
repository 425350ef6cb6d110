/** Anything else in a Staykit QueryClient: long enough to share one answer between sibling components. */
export const DEFAULT_STALE_TIME_MS = 30 * 1000;

/**
 * Settings and reference data (init, widget settings, hotel info, policies, questions, facility lists):
 * hotels change them rarely, and a reload picks changes up. No TanStack retry in any query: the SDK
 * retries a 429 itself, and every other error is an answer to show, so a query set up with a plain
 * QueryClient behaves the same.
 */
export const SETTINGS_POLICY = { staleTime: 10 * 60 * 1000, retry: false } as const;

/** Prices, stock and availability change with every booking: refetch whenever a screen mounts. */
export const SEARCH_POLICY = { staleTime: 0, retry: false } as const;
