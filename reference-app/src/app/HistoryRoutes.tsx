import { startTransition, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { matchRoutes, Router, useLocation, useRoutes } from 'react-router';
import { Spinner } from '../components/Spinner';
import { RouteHandlesContext } from '../lib/routeHandles';
import type { HistoryRouter } from './createHistoryRouter';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/**
 * Renders a `HistoryRouter`'s routes at the browser's address and follows its moves. A move renders as a
 * transition, so the screen the guest is on stays until the next one's code has loaded; a page opened on
 * a screen that is not loaded yet shows the spinner meanwhile.
 *
 * @example
 * ```tsx
 * <HistoryRoutes router={createHistoryRouter(routes)} />
 * ```
 */
export function HistoryRoutes({ router }: { router: HistoryRouter }) {
  const { history } = router;
  const [shown, setShown] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const stop = history.listen(({ action, location }) => {
      startTransition(() => setShown({ action, location }));
    });
    // A move made before this listened (the start-up's, on an early 401 or 503).
    setShown((current) =>
      current.location.key === history.location.key
        ? current
        : { action: history.action, location: history.location },
    );
    return stop;
  }, [history]);
  return (
    <Router
      basename={router.basename}
      location={shown.location}
      navigationType={shown.action}
      navigator={router.navigator}
    >
      <MatchedRoutes router={router} />
    </Router>
  );
}

function MatchedRoutes({ router }: { router: HistoryRouter }) {
  const { routes } = router;
  const location = useLocation();
  // When the screen of this location has rendered: moves made from now on are new entries.
  useLayoutEffect(() => router.shown(location), [router, location]);
  const handles = useMemo(
    () => (matchRoutes(routes, location) ?? []).map((match) => match.route.handle),
    [routes, location],
  );
  const screen = useRoutes(routes);
  return (
    <RouteHandlesContext.Provider value={handles}>
      <ScreenErrorBoundary resetKey={location.key}>
        <Suspense fallback={<Spinner />}>{screen}</Suspense>
      </ScreenErrorBoundary>
    </RouteHandlesContext.Provider>
  );
}
