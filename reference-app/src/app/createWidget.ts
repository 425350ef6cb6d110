import { bookingWidgetInitQuery, createStaykitQueryClient, loginWidgetQuery } from '@staykit/react';
import { createStaykitClient, isLocale, webStorage, type StaykitClient } from '@staykit/sdk';
import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { loadParentMessenger } from '../lib/parentMessenger/loadParentMessenger';
import type { ParentMessenger, ParentMessengerWindow } from '../lib/parentMessenger/parentMessenger';
import { reachableStorage } from '../lib/reachableStorage';
import { readIdentityRequest, signInPath } from '../features/identity/identityRequest';
import { clearGuestForm, type FormStorage } from '../features/checkout/clearGuestForm';
import { rememberTracking } from '../lib/rememberTracking';
import { createIdentityStore, type IdentityStore } from '../features/identity/identityStore';
import { readStartupUrl, type StartupUrl } from '../features/startup/readStartupUrl';
import { hotelInitInput, hotelInitQuery, type HotelInitQuery } from '../lib/hotelInitInput';
import { createWidgetRouter, type WidgetRouter } from './createWidgetRouter';
import { createUserTokenStore, type UserTokenStore } from './userTokenStore';
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
  window: Pick<Window, 'location' | 'history' | 'localStorage' | 'sessionStorage'> & ParentMessengerWindow;
  /**
   * The element the widget renders into; its `data-hotel-code` names the hotel when the URL does not (its
   * `data-api-url` is read by `readWidgetConfig`). Which parent pages the widget talks to is the hotel's
   * setting (`allowed_parent_origins`), never the page's.
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
  /** What this visit adds to every init request (preview, customer segment); see `hotelInitQuery`. */
  initQuery: HotelInitQuery;
  client: StaykitClient;
  queryClient: QueryClient;
  router: WidgetRouter;
  /** Who is signed in; the user token is kept per brand in localStorage. */
  identity: IdentityStore;
  /**
   * Messages to and from the page that frames the widget: `parentUrl`'s origin only, once the hotel's
   * init has said that it allows it.
   */
  parentMessenger: ParentMessenger;
  /**
   * Settles when the messenger's code has loaded (at once outside a frame): render after it, so that no
   * screen posts to, or asks about, a messenger that is not there yet.
   */
  ready: Promise<void>;
  /** The API the widget talks to (`config.apiUrl`): a 3-D Secure page there may be plain http. */
  apiUrl: string;
}

/**
 * Starts the widget (docs/widget.md#start-up): reads the hotel code, locale, flags and sign-in tokens from the
 * address, cleans the address (`cleanUrl`: tokens and e-mail-like parameters out, `/` to the result page,
 * hash routes and double slashes fixed) with `history.replaceState` BEFORE the router reads it, creates the
 * API client (client session kept in localStorage) and starts loading what the first screen needs, side by
 * side: the hotel's init, the login widget's options, and who is signed in when there is someone to
 * identify (docs/rules.md, "Start-up").
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

  // Framed on another site, the browser may refuse localStorage outright: then memory, for this page.
  const localStore = reachableStorage(() => window.localStorage);
  rememberTracking(localStore, startup.tracking, new Date());
  const userTokens = createUserTokenStore(localStore);
  const identity = createIdentityStore({
    request: identityRequest,
    tokens: userTokens,
    // Back to the screen the guest was on once signed in again.
    onSignInNeeded: () => {
      const { pathname, search } = router.location();
      router.navigate(signInPath(startup), { state: { from: `${pathname}${search}` } });
    },
    // The next person at this browser starts a client session of their own.
    onSignedOut: () => void client.forgetSession(),
  });
  const client = createStaykitClient({
    baseUrl: config.apiUrl,
    // Until init says otherwise: the URL's locale if it is one of ours, else the hotel-locale default.
    locale: isLocale(startup.urlLocale) ? startup.urlLocale : 'ja',
    hotelCode: startup.hotelCode ?? undefined,
    credentials: config.credentials,
    storage: webStorage(localStore),
    getUserToken: userTokens.read,
    // docs/widget.md#start-up: local logout, the already-logged-out message, the sign-in screen.
    on401: () => identity.unauthorized(),
    // /503 says which: scheduled maintenance (its own notice) or the service down.
    on503: (error) => {
      const query = new URLSearchParams({
        ...(startup.hotelCode ? { code: startup.hotelCode } : {}),
        ...(error.code === 'maintenance' ? { reason: 'maintenance' } : {}),
      }).toString();
      router.navigate(query ? `/503?${query}` : '/503');
    },
  });
  const queryClient = createStaykitQueryClient();
  const initQuery = hotelInitQuery(startup);
  const parentMessenger = loadParentMessenger({ window, parentUrl: startup.parentUrl });
  if (startup.hotelCode !== null) {
    const hotelCode = startup.hotelCode;
    const input = hotelInitInput(hotelCode, initQuery);
    onInitArrival(queryClient, bookingWidgetInitQuery(client, input).queryKey, (answer) => {
      parentMessenger.allowOrigins(allowedParentOriginsOf(answer));
      rememberBrand(userTokens, hotelCode, answer);
    });
    // Start loading the hotel before React renders; HotelLayout reads the same query.
    // The login widget's options only shape the header: loaded beside the init, nothing waits for them.
    void queryClient.prefetchQuery(bookingWidgetInitQuery(client, input));
    void queryClient.prefetchQuery(loginWidgetQuery(client, { params: { path: { hotel_code: hotelCode } } }));
    // Member prices need to know who is signed in: asked beside the init, not after it, when the address
    // has a one-time token or the hotel's brand (known from the last visit) has a stored token.
    const hint = userTokens.hintFor(hotelCode);
    identity.startEarly({ client, brandHint: hint?.brandId ?? null, storedToken: hint?.token ?? null });
  }
  // After the address is clean, and after the first calls have gone out (the network's turn while the route
  // table is read): the router starts loading the screen it names at creation. The sign-in and the 503 above
  // move through it only once an answer has come back.
  const router = createWidgetRouter();
  // Only a framed widget has a parent to tell: elsewhere its code is not even loaded.
  if (startup.parentUrl !== null) {
    const parts = { identity, parentMessenger, client, queryClient, router, startup, initQuery };
    void import('./syncMemberWithParent').then((sync) => sync.syncMemberWithParent(parts));
    // The host element's own window: the options' `window` is only the part the rest of start-up uses.
    const view = hostElement?.ownerDocument.defaultView;
    const embed = startup.embed;
    if (embed !== null && hostElement && view) {
      void import('./followHostLoader').then((loader) =>
        loader.followHostLoader(embed, parentMessenger, view, hostElement),
      );
    }
  }
  if (startup.hotelCode !== null) {
    forgetGuestOnSignOut(
      identity,
      startup.hotelCode,
      reachableStorage(() => window.sessionStorage),
    );
  }
  return {
    startup,
    initQuery,
    client,
    queryClient,
    router,
    parentMessenger,
    ready: parentMessenger.ready,
    apiUrl: config.apiUrl,
    identity,
  };
}

/** The hotel's `allowed_parent_origins` in an init answer, if the answer has the init's shape. */
function allowedParentOriginsOf(answer: unknown): readonly string[] | undefined {
  const init = isRecord(answer) && isRecord(answer['data']) ? answer['data'] : undefined;
  const settings = init?.['booking_widget_setting_attributes'];
  const list = isRecord(settings) ? settings['allowed_parent_origins'] : undefined;
  return Array.isArray(list) ? list.filter((entry) => typeof entry === 'string') : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps the brand an init answer names for the hotel code, for the next visit's early identity. */
function rememberBrand(tokens: UserTokenStore, hotelCode: string, answer: unknown): void {
  const init = isRecord(answer) && isRecord(answer['data']) ? answer['data'] : undefined;
  const brandId = init?.['hotel_brand_id'];
  if (typeof brandId === 'number' && Number.isInteger(brandId)) tokens.rememberBrand(hotelCode, brandId);
}

/**
 * Calls `arrived` with the hotel's init answer each time it arrives (in any locale, on any screen, before
 * the screen that shows it renders), so no screen has to remember to: the messenger learns the hotel's
 * allowed parent origins there (until then it sends and hears nothing; an init that fails leaves it so).
 */
function onInitArrival(
  queryClient: QueryClient,
  hotelInitKey: readonly unknown[],
  arrived: (answer: unknown) => void,
): void {
  // The key without its last part, the locale and query (react-hooks/hooks.yaml): the init in any locale.
  const initKey = hotelInitKey.slice(0, -1);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!partialMatchKey(event.query.queryKey, initKey)) return;
    arrived(event.query.state.data);
  });
}

/**
 * A sign-out also forgets the guest details typed at checkout (docs/widget.md#start-up): the next person
 * at this browser must not find the member's name, e-mail and phone in the form.
 */
function forgetGuestOnSignOut(identity: IdentityStore, hotelCode: string, storage: FormStorage): void {
  let signedIn = identity.getState().user !== null;
  identity.subscribe(() => {
    const now = identity.getState().user !== null;
    if (signedIn && !now) clearGuestForm(storage, hotelCode);
    signedIn = now;
  });
}
