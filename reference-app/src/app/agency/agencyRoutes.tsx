import { Navigate, type RouteObject } from 'react-router';
import { AgencyHomeRoute } from '../../routes/AgencyHomeRoute';
import { AgencySearchRoute } from '../../routes/AgencySearchRoute';
import { AgencyLayout } from './AgencyLayout';
import type { RouteHandle } from '../DocumentTitle';

const titled = (title: RouteHandle['title']): RouteHandle => ({ title });

/**
 * The agency storefront's routes (docs/widget.md#agency-storefront): `/`, the home with AI hotel search,
 * and `/search-hotels?q=…`, its results. A hotel's rooms open in the booking widget.
 *
 * @example
 * ```ts
 * const router = createBrowserRouter(agencyRoutes, { basename: '/agency' });
 * ```
 */
export const agencyRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AgencyLayout,
    children: [
      { index: true, handle: titled('agencyHomeTitle'), Component: AgencyHomeRoute },
      { path: 'search-hotels', handle: titled('agencyResultsTitle'), Component: AgencySearchRoute },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
