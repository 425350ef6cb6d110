import { Navigate, type RouteObject } from 'react-router';
import { AgencyCheckoutRoute } from '../../routes/AgencyCheckoutRoute';
import { AgencyConfirmationRoute } from '../../routes/AgencyConfirmationRoute';
import { AgencyConfirmReservationRoute } from '../../routes/AgencyConfirmReservationRoute';
import { AgencyHomeRoute } from '../../routes/AgencyHomeRoute';
import { AgencyHotelRoute } from '../../routes/AgencyHotelRoute';
import { AgencySearchRoute } from '../../routes/AgencySearchRoute';
import { AgencySignInRoute } from '../../routes/AgencySignInRoute';
import { AgencyReservationFailRoute } from '../../routes/AgencyReservationFailRoute';
import { AgencyThreeDSecureRoute } from '../../routes/AgencyThreeDSecureRoute';
import { AgencyLayout } from './AgencyLayout';
import type { RouteHandle } from '../DocumentTitle';

const titled = (title: RouteHandle['title']): RouteHandle => ({ title });

/**
 * The agency storefront's routes (docs/widget.md#agency-storefront): `/`, the home with AI hotel search;
 * `/search-hotels?q=…`, its results; `/hotels/{code}`, a hotel's rooms; `/reservation/guest-detail`, the
 * checkout that books and pays on the agency site; `/reservation/confirmation/{number}`, the booking; `/reservation/fail`, why a booking did not go through;
 * `/ota-sign-in`, a hotel member's sign-in; `/reservation/payment?storage=…` and `/confirm-reservation`, a
 * booking moved from a hotel's widget and the countdown before an agency site.
 *
 * @example
 * ```ts
 * const router = createHistoryRouter(agencyRoutes, { basename: '/agency' });
 * ```
 */
export const agencyRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AgencyLayout,
    children: [
      { index: true, handle: titled('agencyHomeTitle'), Component: AgencyHomeRoute },
      { path: 'search-hotels', handle: titled('agencyResultsTitle'), Component: AgencySearchRoute },
      { path: 'hotels/:code', handle: titled('agencyRoomsPageTitle'), Component: AgencyHotelRoute },
      {
        path: 'reservation/guest-detail',
        handle: titled('agencyCheckoutTitle'),
        Component: AgencyCheckoutRoute,
      },
      // Where the agency site takes over a booking moved from a hotel's widget (`agency_url`): the same
      // checkout, restored from `?storage=`, with only the card left to enter.
      { path: 'reservation/payment', handle: titled('agencyCheckoutTitle'), Component: AgencyCheckoutRoute },
      {
        path: 'confirm-reservation',
        handle: titled('redirectTitle'),
        Component: AgencyConfirmReservationRoute,
      },
      {
        path: 'reservation/three-d-secure',
        handle: titled('confirmingPayment'),
        Component: AgencyThreeDSecureRoute,
      },
      {
        path: 'reservation/confirmation/:number',
        handle: titled('agencyConfirmationTitle'),
        Component: AgencyConfirmationRoute,
      },
      {
        path: 'reservation/fail',
        handle: titled('bookingFailed'),
        Component: AgencyReservationFailRoute,
      },
      { path: 'ota-sign-in', handle: titled('agencySignInPageTitle'), Component: AgencySignInRoute },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
