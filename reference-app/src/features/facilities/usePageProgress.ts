import type { BrandHotelsInput } from '@staykit/react';
import { useMemo, useState } from 'react';
import { NO_PROGRESS, recordPage, type PageProgress } from './pageProgress';

/** A request middleware, as an operation's init accepts it (`middleware`). */
type PageMiddleware = NonNullable<BrandHotelsInput['middleware']>[number];

function pageInfo(body: unknown): { page: number; total_pages: number } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { page, total_pages: totalPages } = body as { page?: unknown; total_pages?: unknown };
  return typeof page === 'number' && typeof totalPages === 'number'
    ? { page, total_pages: totalPages }
    : null;
}

/**
 * Progress of a list whose hook fetches every page at once (`useBrandHotels`): a middleware to pass in
 * the call's init, which watches each page's answer go by, and the progress it has seen. The hook still
 * owns the fetching, the key and the cache; the middleware only reads a copy of each answer, and is left
 * out of the query key, so it changes nothing about what is fetched.
 *
 * @example
 * ```tsx
 * const { progress, middleware } = usePageProgress();
 * const hotels = useBrandHotels({ params: { path: { brand_id: 900 } }, middleware: [middleware] });
 * // progress: { loaded: [1, 2], total: 3 } while page 3 is still on its way
 * ```
 */
export function usePageProgress(): { progress: PageProgress; middleware: PageMiddleware } {
  const [progress, setProgress] = useState<PageProgress>(NO_PROGRESS);
  const middleware = useMemo<PageMiddleware>(
    () => ({
      async onResponse({ response }) {
        if (!response.ok) return undefined;
        // A copy: the SDK reads the answer itself afterwards.
        const info = pageInfo(
          await response
            .clone()
            .json()
            .catch(() => null),
        );
        if (info) setProgress((current) => recordPage(current, info));
        return undefined;
      },
    }),
    [],
  );
  return { progress, middleware };
}
