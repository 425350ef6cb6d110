import { isLocale } from '@staykit/sdk';
import type { ComponentType } from 'react';
import type * as memberRoutes from '../routes/memberRoutes';
import { Outlet, type RouteObject } from 'react-router';
import { BareLayout } from './BareLayout';
import { createHistoryRouter, type HistoryRouter } from './createHistoryRouter';
import { lazyScreen } from './lazyScreen';
import { DocumentTitle, type RouteHandle } from './DocumentTitle';
import { HotelLayout } from './HotelLayout';
import { RedirectToResult } from './RedirectToResult';
import { RootLayout } from './RootLayout';
import { BookingResultRoute } from '../routes/BookingResultRoute';
import { useWidgetContext } from './WidgetContext';
import { openMessageArea } from '../i18n/messages';

// A route's title: the catalogue key of its screen's title (see DocumentTitle).
function titled(title: RouteHandle['title']): RouteHandle {
  return { title };
}

// A screen of the booking area, by its module and its component's name: its code and its text load
// together, so it never renders without its words (docs/localisation.md, "Areas"). The name instead of a
// picking function per route keeps the route table, which the first screen loads, smaller.
function withBookingText<K extends string>(
  load: () => Promise<Readonly<Record<K, ComponentType>>>,
  name: K,
): ComponentType {
  return lazyScreen(async () => (await Promise.all([load(), openMessageArea('booking')]))[0][name]);
}

type MemberRoutes = typeof memberRoutes;

// A member screen: the member screens are one chunk (routes/memberRoutes.ts), which loads with the
// member area's text (and the booking area's for a screen that shows reservations).
function memberRoute(
  path: string,
  title: RouteHandle['title'],
  pick: (routes: MemberRoutes) => ComponentType,
  withBooking = false,
): RouteObject {
  return {
    path,
    handle: titled(title),
    Component: lazyScreen(async () => {
      const [routes] = await Promise.all([
        import('../routes/memberRoutes'),
        openMessageArea('member'),
        withBooking ? openMessageArea('booking') : undefined,
      ]);
      return pick(routes);
    }),
  };
}

// Each later screen is its own chunk; the first screen (/booking/result) is part of the start-up's, since
// nearly every guest lands on it and a chunk of its own cost a round trip after the entry.
const hotelRoutes: RouteObject[] = [
  { index: true, Component: RedirectToResult },
  {
    path: 'booking/result',
    handle: titled('searchTitle'),
    Component: BookingResultRoute,
  },
  {
    path: 'booking/recommender',
    handle: titled('searchTitle'),
    Component: lazyScreen(
      async () => (await import('../routes/BookingRecommenderRoute')).BookingRecommenderRoute,
    ),
  },
  {
    path: 'facilities',
    handle: titled('facilitiesPageTitle'),
    Component: withBookingText(() => import('../routes/FacilitiesRoute'), 'FacilitiesRoute'),
  },
  {
    path: 'cancellation-policy',
    handle: titled('cancellationPolicyTitle'),
    Component: withBookingText(() => import('../routes/CancellationPolicyRoute'), 'CancellationPolicyRoute'),
  },
  {
    path: 'reservation/guest-detail',
    handle: titled('guestDetailsTitle'),
    Component: withBookingText(() => import('../routes/GuestDetailRoute'), 'GuestDetailRoute'),
  },
  {
    path: 'confirm-reservation',
    handle: titled('redirectTitle'),
    Component: withBookingText(() => import('../routes/ConfirmReservationRoute'), 'ConfirmReservationRoute'),
  },
  {
    path: 'reservation/confirmation/:confirmationNumber',
    handle: titled('stepConfirmation'),
    Component: withBookingText(() => import('../routes/ConfirmationRoute'), 'ConfirmationRoute'),
  },
  {
    path: 'reservation/three-d-secure',
    handle: titled('confirmingPayment'),
    Component: withBookingText(() => import('../routes/ThreeDSecureReturnRoute'), 'ThreeDSecureReturnRoute'),
  },
  {
    path: 'reservation/fail',
    handle: titled('bookingFailed'),
    Component: withBookingText(() => import('../routes/ReservationFailRoute'), 'ReservationFailRoute'),
  },
  {
    path: 'review-reservation/:confirmationNumber',
    handle: titled('reservationReviewTitle'),
    Component: withBookingText(() => import('../routes/ReviewReservationRoute'), 'ReviewReservationRoute'),
  },
  {
    path: 'review-reservation/:confirmationNumber/update',
    handle: titled('reservationChangeStay'),
    Component: withBookingText(() => import('../routes/ReservationUpdateRoute'), 'ReservationUpdateRoute'),
  },
  {
    path: 'review-reservation/:confirmationNumber/receipt',
    handle: titled('receiptPageTitle'),
    Component: withBookingText(() => import('../routes/ReceiptRoute'), 'ReceiptRoute'),
  },
  {
    path: 'review-reservation/:confirmationNumber/guests',
    handle: titled('guestEditTitle'),
    Component: withBookingText(() => import('../routes/ReservationGuestsRoute'), 'ReservationGuestsRoute'),
  },
  {
    path: 'review-reservation/:confirmationNumber/answers',
    handle: titled('answersEditTitle'),
    Component: withBookingText(() => import('../routes/ReservationAnswersRoute'), 'ReservationAnswersRoute'),
  },
  {
    path: 'search',
    handle: titled('findReservationTitle'),
    Component: withBookingText(() => import('../routes/FindReservationRoute'), 'FindReservationRoute'),
  },
  memberRoute('sign-in', 'signInTitle', (routes) => routes.SignInRoute),
  memberRoute('organization-sign-in', 'organizationSignInTitle', (routes) => routes.OrganizationSignInRoute),
  memberRoute('my-account/:section?', 'accountTitle', (routes) => routes.AccountRoute, true),
  memberRoute(
    'organization-admin',
    'organizationAdminTitle',
    (routes) => routes.OrganizationAdminRoute,
    true,
  ),
  memberRoute(
    'room-lottery/guest-detail',
    'lotteryGuestDetailTitle',
    (routes) => routes.LotteryGuestDetailRoute,
    true,
  ),
  memberRoute(
    'room-lottery/confirmation/:confirmationNumber',
    'lotteryEntryTitle',
    (routes) => routes.LotteryEntryRoute,
    true,
  ),
  memberRoute(
    'room-lottery/reservation-incomplete/:entryNumber',
    'lotteryIncompleteTitle',
    (routes) => routes.LotteryIncompleteRoute,
    true,
  ),
  memberRoute(
    'room-lottery/complete/:confirmationNumber',
    'lotteryCompleteTitle',
    (routes) => routes.LotteryCompleteRoute,
    true,
  ),
  memberRoute('member-deleted-confirmation', 'memberDeletedTitle', (routes) => routes.MemberDeletedRoute),
  memberRoute('sign-out', 'loginWidgetSignOut', (routes) => routes.SignOutRoute),
  memberRoute('sign-up', 'signUpTitle', (routes) => routes.SignUpRoute),
  memberRoute('sign-up-result', 'signUpResultTitle', (routes) => routes.SignUpResultRoute),
  memberRoute('sign-up-done', 'signUpDoneTitle', (routes) => routes.SignUpDoneRoute),
  memberRoute('sso/custom/callback', 'signInProviderReturnTitle', (routes) => routes.SsoCallbackRoute),
  memberRoute('chat-sign-in', 'signInTitle', (routes) => routes.ChatSignInRoute),
  memberRoute('chat-sign-up', 'signUpTitle', (routes) => routes.ChatSignUpRoute),
  memberRoute('chat-sign-up-form', 'signUpTitle', (routes) => routes.ChatSignUpFormRoute),
  memberRoute('chat-sign-up-result', 'signUpResultTitle', (routes) => routes.ChatSignUpResultRoute),
  memberRoute('chat-sign-up-done', 'signUpDoneTitle', (routes) => routes.ChatSignUpDoneRoute),
  memberRoute('member-confirmation', 'memberConfirmationTitle', (routes) => routes.MemberConfirmationRoute),
  memberRoute(
    'resend-confirmation-email',
    'resendConfirmationTitle',
    (routes) => routes.ResendConfirmationRoute,
  ),
  memberRoute('forgot-password', 'forgotPasswordTitle', (routes) => routes.ForgotPasswordRoute),
  memberRoute('change-password', 'changePasswordTitle', (routes) => routes.ChangePasswordRoute),
  {
    path: '*',
    handle: titled('notFoundTitle'),
    Component: lazyScreen(async () => (await import('../routes/NotFoundRoute')).NotFoundRoute),
  },
];

// The pay-link page (docs/widget.md#screens). A pay link names its hotel by id only (`PayLink.hotel_id`) and init needs a
// hotel code: with one in the address the page sits in the hotel's layout, without one it opens on its
// own (the route then draws the link's hotel as its header) instead of failing with "No hotel code".
// One screen at both addresses: a move between them keeps it.
const PaymentLinkScreen = withBookingText(() => import('../routes/PaymentLinkRoute'), 'PaymentLinkRoute');
const payLinkHandle = { ...titled('payLinkPageTitle'), hideChatbot: true };
const payLinkRoutes: RouteObject[] = [
  { path: 'payments/:paymentNumber', handle: payLinkHandle, Component: PaymentLinkScreen },
  { path: 'payments/:paymentNumber/display', handle: payLinkHandle, Component: PaymentLinkScreen },
];

function PayLinkLayout() {
  const { startup } = useWidgetContext();
  return startup.hotelCode === null ? (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  ) : (
    <HotelLayout />
  );
}

// Screens that need no hotel context (docs/widget.md#screens), and /503, whose errors are ignored.
const bareRoutes: RouteObject[] = [
  // The chatbot's session helper: a member screen, with their chunk and text.
  memberRoute('iframe-token', 'signInTitle', (routes) => routes.IframeTokenRoute),
  memberRoute('iframe-liff-token', 'liffTitle', (routes) => routes.IframeLiffTokenRoute),
  {
    path: 'iframe-change-locale',
    handle: titled((query) =>
      isLocale(query.get('locale') ?? '') ? 'localeKeptTitle' : 'localeNotKeptTitle',
    ),
    Component: withBookingText(() => import('../routes/IframeChangeLocaleRoute'), 'IframeChangeLocaleRoute'),
  },
  {
    path: 'recommender-widget',
    handle: titled('searchTitle'),
    Component: withBookingText(() => import('../routes/RecommenderWidgetRoute'), 'RecommenderWidgetRoute'),
  },
  {
    path: 'unsubscribe-email/confirmation',
    handle: titled('unsubscribeTitle'),
    Component: withBookingText(
      () => import('../routes/UnsubscribeConfirmationRoute'),
      'UnsubscribeConfirmationRoute',
    ),
  },
  {
    path: 'unsubscribe-email/success',
    handle: titled('unsubscribeSuccessTitle'),
    Component: withBookingText(() => import('../routes/UnsubscribeSuccessRoute'), 'UnsubscribeSuccessRoute'),
  },
  {
    path: '503',
    handle: titled((query) =>
      query.get('reason') === 'maintenance' ? 'maintenanceTitle' : 'serviceUnavailableTitle',
    ),
    // Its words load with it, as a later screen's: most guests never see it.
    Component: withBookingText(() => import('../routes/ServiceUnavailableRoute'), 'ServiceUnavailableRoute'),
  },
];

/**
 * The route table of the default booking widget (docs/widget.md#screens): hotel screens inside the start-up layout, screens
 * without hotel context outside it.
 *
 * @example
 * ```ts
 * const routes = widgetRoutes();
 * ```
 */
export function widgetRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      children: [
        { Component: BareLayout, children: bareRoutes },
        { Component: PayLinkLayout, children: payLinkRoutes },
        { path: '/', Component: HotelLayout, children: hotelRoutes },
      ],
    },
  ];
}

/**
 * The widget's router over `widgetRoutes()` and the browser's history (see `createHistoryRouter`), rendered
 * by `HistoryRoutes`.
 *
 * @example
 * ```ts
 * const router = createWidgetRouter();
 * router.navigate('/503');
 * ```
 */
export function createWidgetRouter(): WidgetRouter {
  return createHistoryRouter(widgetRoutes());
}

/** The router `createWidgetRouter` returns. */
export type WidgetRouter = HistoryRouter;
