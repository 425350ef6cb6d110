import { matchRoutes, UNSAFE_createBrowserHistory, type RouteObject } from 'react-router';
import { isLazyScreen } from './lazyScreen';

/** The browser history a `HistoryRouter` follows: react-router's own, as its `<BrowserRouter>` makes it. */
export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * A route table over the browser's history, rendered by `HistoryRoutes`, that code outside React (the
 * start-up, the identity store, the API client's 503) can read and move.
 *
 * @example
 * ```ts
 * const router: HistoryRouter = createHistoryRouter(routes);
 * router.navigate('/503');
 * ```
 */
export interface HistoryRouter {
  readonly routes: RouteObject[];
  /** The path the routes live under (`/` unless the app is served under a folder). */
  readonly basename: string;
  readonly history: BrowserHistory;
  /** The address shown, its path inside `basename`. */
  location: () => { pathname: string; search: string };
  /** Moves to `to` (a path inside `basename`), a new entry in the browser's history. */
  navigate: (to: string, options?: { state?: unknown }) => void;
}

/**
 * Routes over the browser's history, in react-router's declarative mode (`useRoutes`), not its data
 * router (`createBrowserRouter`): the app loads no data through routes (its queries do), and the data
 * router's code cost every guest 16 kB gzip on the first screen (`npm run size`). What it gave besides is
 * here or in `HistoryRoutes`: screens loaded on demand (`lazyScreen`, the page's first screen preloaded
 * here), route handles (`useRouteHandles`), a fallback while a screen loads and one when a screen fails.
 *
 * @example
 * ```ts
 * const router = createHistoryRouter(agencyRoutes, { basename: '/agency' });
 * ```
 */
export function createHistoryRouter(
  routes: RouteObject[],
  { basename = '/' }: { basename?: string } = {},
): HistoryRouter {
  // v5Compat: the listener hears pushes and replaces too, not only the browser's back and forward.
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  // The base without its trailing slash, to put before a path or take off one.
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  // The screen the page opens on starts loading now, beside the start-up's first calls.
  for (const match of matchRoutes(routes, history.location, basename) ?? []) {
    if (isLazyScreen(match.route.Component)) match.route.Component.preload();
  }
  return {
    routes,
    basename,
    history,
    location: () => {
      const { pathname, search } = history.location;
      const inside = base !== '' && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
      return { pathname: inside, search };
    },
    navigate: (to, options) => history.push(`${base}${to}`, options?.state),
  };
}
