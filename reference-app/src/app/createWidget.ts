import { bookingWidgetInitQuery, createStaykitQueryClient } from '@staykit/react';
import {
  createStaykitClient,
  isLocale,
  webStorage,
  type StaykitClient,
  createMockGateway,
  type PaymentGateway,
} from '@staykit/sdk';
import type { QueryClient } from '@tanstack/react-query';
import {
  createParentMessenger,
  readAcceptedParentOrigins,
  type ParentMessenger,
  type ParentMessengerWindow,
} from '../components/parentMessenger/parentMessenger';
import { reachableStorage } from '../components/reachableStorage';
import { readIdentityRequest, signInPath } from '../features/identity/identityRequest';
import { createIdentityStore, type IdentityStore } from '../features/identity/identityStore';
import { readStartupUrl, type StartupUrl } from '../features/startup/readStartupUrl';
import { createWidgetRouter, type WidgetRouter } from './createWidgetRouter';
import { createUserTokenStore } from './userTokenStore';
import type { WidgetConfig } from './widgetConfig';

/**
 * What `createWidget` needs from the page.
 *
 * @example
 * ```ts
 * const options: CreateWidgetOptions = { window, hostElement: document.getElementById('staykit-widget'), config };
 * ```
 */
export interface CreateWidgetOptions {
  /** The widget's window; also the one that talks to the framing page (`parent`, `message` events). */
  window: Pick<Window, 'location' | 'history' | 'localStorage'> & ParentMessengerWindow;
  /**
   * The element the widget renders into; its `data-hotel-code` names the hotel when the URL does not (its
   * `data-api-url` is read by `readWidgetConfig`). Its `data-parent-origin` (`*`, or origins separated by
   * spaces) widens which origins' parent-window messages are accepted: set by the page that serves the
   * widget, never by the URL.
   */
  hostElement: HTMLElement | null;
  config: WidgetConfig;
}

/**
 * A started widget: start-up facts, API client, query cache and router, ready for `WidgetApp`.
 *
 * @example
 * ```ts
 * const widget: Widget = createWidget({ window, hostElement, config });
 * ```
 */
export interface Widget {
  startup: StartupUrl;
  client: StaykitClient;
  queryClient: QueryClient;
  router: WidgetRouter;
  /** Who is signed in; the user token is kept per brand in localStorage. */
  identity: IdentityStore;
  /** Messages to and from the page that frames the widget (`parentUrl`'s origin only). */
  parentMessenger: ParentMessenger;
  /**
   * The payment gateway boundary: the mock's test gateway, the one this repository can test. A deployment
   * on a real gateway plugs its adapter in here (see `PaymentGateway` in the SDK).
   */
  gateway: PaymentGateway;
}

/**
 * Starts the widget (B §4 Start-up): reads the hotel code, locale, flags and sign-in tokens from the
 * address, cleans the address (`cleanUrl`: tokens and e-mail-like parameters out, `/` to the result page,
 * hash routes and double slashes fixed) with `history.replaceState` BEFORE the router reads it, creates the
 * API client (client session kept in localStorage) and starts loading the hotel's init.
 *
 * @example
 * ```tsx
 * const widget = createWidget({ window, hostElement, config: readWidgetConfig(import.meta.env, hostElement) });
 * createRoot(hostElement).render(<WidgetApp widget={widget} />);
 * ```
 */
export function createWidget({ window, hostElement, config }: CreateWidgetOptions): Widget {
  const startup = readStartupUrl(window.location.href, hostElement?.dataset['hotelCode']);
  // From the address as it arrived: cleaning removes the one-time tokens (and other parameters).
  const identityRequest = readIdentityRequest(window.location.href, startup.tokens);
  // Replace, not push: the dirty address (with its tokens) must not stay in the history either.
  if (startup.cleanedUrl !== null) window.history.replaceState(window.history.state, '', startup.cleanedUrl);

  // After the address is clean: the router reads it once, at creation.
  const router = createWidgetRouter();
  // Framed on another site, the browser may refuse localStorage outright: then memory, for this page.
  const localStore = reachableStorage(() => window.localStorage);
  const userTokens = createUserTokenStore(localStore);
  const identity = createIdentityStore({
    request: identityRequest,
    tokens: userTokens,
    onSignInNeeded: () => void router.navigate(signInPath(startup)),
  });
  const client = createStaykitClient({
    baseUrl: config.apiUrl,
    // Until init says otherwise: the URL's locale if it is one of ours, else the hotel-locale default.
    locale: isLocale(startup.urlLocale) ? startup.urlLocale : 'ja',
    hotelCode: startup.hotelCode ?? undefined,
    credentials: config.credentials,
    storage: webStorage(localStore),
    getUserToken: userTokens.read,
    // B §4 On a 401: local logout, the already-logged-out message, the sign-in screen.
    on401: () => identity.unauthorized(),
    on503: () => {
      const query = startup.hotelCode
        ? `?${new URLSearchParams({ code: startup.hotelCode }).toString()}`
        : '';
      void router.navigate(`/503${query}`);
    },
  });
  const queryClient = createStaykitQueryClient();
  // Start loading the hotel while the first screen's chunk downloads; HotelLayout reads the same query.
  if (startup.hotelCode !== null) {
    const input = { params: { path: { hotel_code: startup.hotelCode } } };
    void queryClient.prefetchQuery(bookingWidgetInitQuery(client, input));
  }
  const parentMessenger = createParentMessenger({
    window,
    parentUrl: startup.parentUrl,
    acceptedOrigins: readAcceptedParentOrigins(hostElement?.dataset['parentOrigin']),
  });
  return {
    startup,
    client,
    queryClient,
    router,
    parentMessenger,
    identity,
    gateway: createMockGateway(client),
  };
}
