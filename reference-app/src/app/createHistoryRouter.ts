import {
  matchRoutes,
  UNSAFE_createBrowserHistory,
  type Location,
  type Navigator,
  type RouteObject,
} from 'react-router';
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
  /** What `<Router>` moves through: the history, but a move made while another is still loading replaces it. */
  readonly navigator: Navigator;
  /** The screen shown (not one still loading): its path inside `basename`, and its query. */
  location: () => { pathname: string; search: string };
  /**
   * Moves to `to` (a path inside `basename`): a new entry in the browser's history, or, made while the last
   * move's screen still loads, in that move's place.
   */
  navigate: (to: string, options?: { state?: unknown }) => void;
  /** Called by `HistoryRoutes` each time a screen shows, with its location inside `basename`. */
  shown: (location: Location) => void;
}

/**
 * Routes over the browser's history, in react-router's declarative mode (`useRoutes`), not its data
 * router (`createBrowserRouter`): the app loads no data through routes (its queries do), and the data
 * router's code cost every guest 16 kB gzip on the first screen (`npm run size`). What it gave besides is
 * here or in `HistoryRoutes`: screens loaded on demand (`lazyScreen`, the page's first screen preloaded
 * here), route handles (`useRouteHandles`), a fallback while a screen loads and one when a screen fails,
 * and moves that do not pile up: a move made while the one before it still loads its screen replaces it
 * in the history (two answers of 401 or 503 in a row, a double click), as that one never showed.
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
  // The base without its trailing slash, to put before a path.
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const initial = history.location;
  let shown = { pathname: initial.pathname.slice(base.length) || '/', search: initial.search };
  // The history entry of the last move made here, while its screen has not shown yet.
  let pending: string | null = null;
  const replace: Navigator['replace'] = (to, state) => {
    history.replace(to, state);
    pending = history.location.key;
  };
  const push: Navigator['push'] = (to, state) => {
    // Still at that move's entry (no back, no move made elsewhere since): the new move takes its place.
    if (pending !== null && pending === history.location.key) history.replace(to, state);
    else history.push(to, state);
    pending = history.location.key;
  };
  // The screen the page opens on starts loading now, beside the start-up's first calls; should its code
  // fail, the error shows when it renders (`ScreenErrorBoundary`).
  for (const match of matchRoutes(routes, initial, basename) ?? []) {
    if (isLazyScreen(match.route.Component)) match.route.Component.preload();
  }
  return {
    routes,
    basename,
    history,
    navigator: {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      replace,
      push,
    },
    location: () => shown,
    navigate: (to, options) => push(`${base}${to}`, options?.state),
    shown: ({ pathname, search }) => {
      shown = { pathname, search };
      pending = null;
    },
  };
}
