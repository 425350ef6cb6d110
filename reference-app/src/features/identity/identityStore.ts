// Over 450 lines: the identity state machine of start-up (tokens, refresh, logout) kept in one
// place, so every transition reads beside the others.
import { isStaykitError, type components, type StaykitClient } from '@staykit/sdk';
import {
  customAuthTokenOf,
  isCustomAuthRoute,
  isOneTimeTokenForm,
  type IdentityRequest,
} from './identityRequest';

type Schemas = components['schemas'];

/**
 * The signed-in user, as the contract types it.
 *
 * @example
 * ```ts
 * const signedIn = (user: IdentityUser | null) => user !== null && (user.id !== null || user.organization !== null);
 * ```
 */
export type IdentityUser = Schemas['User'];

/**
 * A message start-up identity leaves for the guest: `loggedOut` (the token was not found, belongs to
 * another brand, or the programme could not load), `alreadyLoggedOut` (a call answered 401) and
 * `customAuthFailed` (brand custom authentication failed).
 *
 * @example
 * ```ts
 * const notice: IdentityNotice = 'loggedOut';
 * ```
 */
export type IdentityNotice = 'loggedOut' | 'alreadyLoggedOut' | 'customAuthFailed';

/**
 * Where identity stands: `waiting` for init, `resolving` (the spinner stays), `settled`.
 *
 * @example
 * ```ts
 * const showSpinner = (phase: IdentityPhase) => phase !== 'settled';
 * ```
 */
export type IdentityPhase = 'waiting' | 'resolving' | 'settled';

/**
 * What the widget knows about who is signed in.
 *
 * @example
 * ```ts
 * const state: IdentityState = { phase: 'settled', user: null, program: null, notice: null, errorTitle: null, signingOut: false };
 * ```
 */
export interface IdentityState {
  readonly phase: IdentityPhase;
  readonly user: IdentityUser | null;
  /** The signed-in programme, once it loaded. */
  readonly program: Schemas['MembershipProgram'] | null;
  /** The member's other programmes, which a switch can move the session to (the session's `non_signed_in_program_ids`). */
  readonly otherProgramIds: readonly number[];
  readonly notice: IdentityNotice | null;
  /** A start-up failure shown as the global error (docs/widget.md#start-up: a failed token exchange, an init error). */
  readonly errorTitle: string | null;
  readonly signingOut: boolean;
}

/**
 * What is kept next to the user token (the seed's "extra data", stored as JSON).
 *
 * @example
 * ```ts
 * const extra: UserTokenExtra = { program_id: 1, non_signed_in_program_ids: [2], expires_at: '2026-12-31T09:00:00+09:00' };
 * ```
 */
export interface UserTokenExtra {
  readonly program_id: number | null;
  readonly non_signed_in_program_ids: readonly number[];
  readonly expires_at: string | null;
}

/**
 * Where the user token is kept between page loads: per brand (docs/widget.md#members), so the brand must be
 * chosen before the token is read. The app implements it over localStorage.
 *
 * @example
 * ```ts
 * const memory = new Map<string, string>();
 * let brand = '';
 * const tokens: UserTokenStorage = {
 *   useBrand: (id) => void (brand = String(id)),
 *   read: () => memory.get(brand) ?? null,
 *   write: (token) => void memory.set(brand, token),
 *   remove: () => void memory.delete(brand),
 * };
 * ```
 */
export interface UserTokenStorage {
  useBrand(brandId: number): void;
  read(): string | null;
  write(token: string, extra: UserTokenExtra): void;
  remove(): void;
}

/**
 * What a step of identity needs: the API client and the hotel's init.
 *
 * @example
 * ```ts
 * const context: IdentityContext = { client, hotel: init.data, pathname: '/booking/result' };
 * ```
 */
export interface IdentityContext {
  readonly client: StaykitClient;
  readonly hotel: Schemas['BookingWidgetInit'];
  /** The screen when the step starts (custom authentication runs only on some). */
  readonly pathname: string;
}

/**
 * The widget's identity: a small external store (for `useSyncExternalStore`) with the start-up steps.
 *
 * @example
 * ```ts
 * const store: IdentityStore = createIdentityStore({ request, tokens, onSignInNeeded: () => {} });
 * await store.start({ client, hotel, pathname: '/booking/result' });
 * store.getState().user?.name;
 * ```
 */
export interface IdentityStore {
  getState(): IdentityState;
  subscribe(listener: () => void): () => void;
  /**
   * Asks who is signed in before the hotel's init has arrived, so that the answer comes with it rather
   * than after it: for a one-time token in the address, or for a token stored under `brandHint` (the
   * hotel's brand at the guest's last visit). Asks nothing when there is nothing to identify, or when the
   * address asks for a token exchange or a loyalty login (they need the hotel's id). `start` uses the
   * answer when it is still the one it would ask for.
   */
  startEarly(early: EarlyIdentity): void;
  /** Start-up identity (docs/widget.md#start-up), once per page: exchange, one-time token, loyalty login or the stored session. */
  start(context: IdentityContext): Promise<void>;
  /** Whether brand custom authentication is still to run for this hotel (a token in the URL, not used yet). */
  customAuthPending(hotel: Schemas['BookingWidgetInit']): boolean;
  /**
   * Whether start-up will leave nobody signed in at this hotel without asking the API anything: nobody is
   * signed in, and there is no token exchange, one-time token, loyalty login, custom authentication or
   * stored sign-in of the hotel's brand. The start-up's screen then knows its member prices already.
   */
  startsSignedOut(hotel: Schemas['BookingWidgetInit']): boolean;
  /** Brand custom authentication, once per page: signs a signed-in user out first. */
  runCustomAuth(context: IdentityContext): Promise<void>;
  /** Signs out on the server, then locally whether or not that worked (docs/widget.md#start-up). */
  signOut(context: Omit<IdentityContext, 'pathname'>): Promise<void>;
  /** A sign-in made on a screen (the sign-in form): its session becomes the widget's, stored per brand. */
  signedIn(context: Omit<IdentityContext, 'pathname'>, session: Schemas['MembershipSession']): void;
  /**
   * Reads the signed-in user again (after a profile change, so the header shows the new name). Keeps the
   * user as it was when the call gets no answer; a refused token is the `on401` rule's.
   */
  refreshUser(context: Omit<IdentityContext, 'pathname'>): Promise<void>;
  /**
   * A chatbot's `refresh-login-from-chatbot` (docs/embedding.md, "Messages to the widget"): who is signed
   * in is read again from the storage the widget's frames share, where the chatbot's own frame may have
   * signed someone in or out. A stored token the API still knows becomes the signed-in user (with the
   * programme); none is a local logout; one the API refuses is treated as at start-up (a local logout with
   * its message). No answer leaves things as they are. Answers whether someone is signed in.
   */
  resync(context: Omit<IdentityContext, 'pathname'>): Promise<boolean>;
  /**
   * A chatbot's `logout`: the member signed out in another frame, which called the server. A local logout
   * when the shared storage no longer holds a sign-in; one it still holds is newer, and read again
   * (`resync`).
   */
  signedOutElsewhere(context: Omit<IdentityContext, 'pathname'>): Promise<void>;
  dismissNotice(): void;
  /**
   * The SDK's `on401`: logs out locally with the already-logged-out message and asks for the sign-in
   * screen. Ignored while an identity step runs: that step decides what its own 401 means.
   */
  unauthorized(): void;
}

/**
 * What `startEarly` needs: the API client, and the brand the hotel belonged to at the guest's last visit
 * with the token stored for it, if any.
 *
 * @example
 * ```ts
 * const early: EarlyIdentity = { client, brandHint: 900, storedToken: localStorage.getItem('900_staykit_user_token') };
 * ```
 */
export interface EarlyIdentity {
  readonly client: StaykitClient;
  readonly brandHint: number | null;
  readonly storedToken: string | null;
}

/**
 * Options of `createIdentityStore`.
 *
 * @example
 * ```ts
 * const options: IdentityStoreOptions = { request, tokens, onSignInNeeded: () => router.navigate('/sign-in') };
 * ```
 */
export interface IdentityStoreOptions {
  readonly request: IdentityRequest;
  readonly tokens: UserTokenStorage;
  /** Go to the sign-in screen (after a 401). */
  readonly onSignInNeeded: () => void;
  /**
   * Someone who was signed in is not any more (a sign-out, a 401, a programme that no longer loads): the
   * app forgets what was theirs beyond the identity (the stored client session).
   */
  readonly onSignedOut?: () => void;
}

/**
 * Nobody signed in, before start-up has run: a store's first state.
 *
 * @example
 * ```ts
 * const settled: IdentityState = { ...INITIAL_IDENTITY_STATE, phase: 'settled' };
 * ```
 */
export const INITIAL_IDENTITY_STATE: IdentityState = {
  phase: 'waiting',
  user: null,
  program: null,
  otherProgramIds: [],
  notice: null,
  errorTitle: null,
  signingOut: false,
};

const errorTitleOf = (error: unknown): string =>
  isStaykitError(error) ? error.title : error instanceof Error ? error.message : String(error);

/**
 * Creates the widget's identity store (docs/widget.md#start-up).
 *
 * @example
 * ```ts
 * const identity = createIdentityStore({
 *   request: readIdentityRequest(window.location.href, startup.tokens),
 *   tokens: createUserTokenStore(window.localStorage),
 *   onSignInNeeded: () => router.navigate('/sign-in'),
 * });
 * ```
 */
export function createIdentityStore({
  request,
  tokens,
  onSignInNeeded,
  onSignedOut = () => undefined,
}: IdentityStoreOptions): IdentityStore {
  let state = INITIAL_IDENTITY_STATE;
  const listeners = new Set<() => void>();
  // Calls of identity's own steps in flight: their 401s are theirs to handle, not the on401 rule's.
  let ownCalls = 0;
  // Start-up identity, once per page: a chatbot's sync waits for it rather than racing it.
  let starting: Promise<void> | null = null;
  let customAuthUsed = false;
  // The identity call `startEarly` made, and what it asked with: its answer serves `identify` only for the
  // same one-time token, or the same brand and stored token.
  let early: {
    answer: Promise<Schemas['UserIdentityResponse']>;
    oneTimeToken: string | null;
    brand: number | null;
    storedToken: string | null;
  } | null = null;

  const update = (change: Partial<IdentityState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };

  const own = async <T>(task: () => Promise<T>): Promise<T> => {
    ownCalls += 1;
    try {
      return await task();
    } finally {
      ownCalls -= 1;
    }
  };

  // docs/widget.md#start-up: the local logout clears the user and the programmes, removes the stored token
  // and, for someone who was signed in, has the app forget their client session.
  // Clears who is signed in here; answers whether someone was.
  const clearSignIn = (notice: IdentityNotice | null): boolean => {
    const wasSignedIn = state.user !== null;
    tokens.remove();
    update({ user: null, program: null, otherProgramIds: [], notice: notice ?? state.notice });
    return wasSignedIn;
  };
  const logOutLocally = (notice: IdentityNotice | null) => {
    // Only for someone who was signed in: a stale token found at start-up costs no new session.
    if (clearSignIn(notice)) onSignedOut();
  };

  const establish = async (
    { client, hotel }: IdentityContext,
    session: Schemas['MembershipSession'],
    user: IdentityUser,
  ) => {
    tokens.write(session.access_token, {
      program_id: session.program_id,
      non_signed_in_program_ids: session.non_signed_in_program_ids,
      expires_at: session.expires_at ?? null,
    });
    update({ user, program: null, otherProgramIds: session.non_signed_in_program_ids });
    // Who is signed in is known now: the screen (and its member prices) need not wait for the programme,
    // which loads beside the search. If it fails, the member is logged out then and the app refetches the
    // prices without the token (createWidget).
    void own(async () => {
      try {
        const { data } = await client.membership.getMembershipProgram({
          params: { path: { hotel_id: hotel.hotel_id } },
        });
        if (tokens.read() === session.access_token) update({ program: data });
      } catch (error) {
        // Only the API's answer signs out: no answer (offline, timed out, cut short by a reload) says nothing
        // of the session. A corporate user books under the organization (docs/widget.md#start-up).
        const answered = isStaykitError(error) && error.status > 0;
        const member = user.organization === null;
        if (answered && member && tokens.read() === session.access_token) logOutLocally('loggedOut');
      }
    });
  };

  /** The early call's answer when it asked what `identify` would ask now; used once. */
  const earlyAnswer = (hotel: Schemas['BookingWidgetInit'], oneTimeToken: string | null) => {
    const asked = early;
    early = null;
    if (asked === null || asked.oneTimeToken !== oneTimeToken) return undefined;
    if (oneTimeToken !== null) return asked.answer;
    return asked.brand === hotel.hotel_brand_id && asked.storedToken === tokens.read()
      ? asked.answer
      : undefined;
  };

  // `askSignIn`: a token the API calls invalid also opens the sign-in screen (the 401 rule); a chatbot's
  // sync leaves the screen to its own rule.
  const identify = async (
    context: IdentityContext,
    oneTimeToken: string | null,
    askSignIn = true,
  ): Promise<void> => {
    // Without a one-time token or a stored one there is nobody to identify: the API would say so.
    if (oneTimeToken === null && tokens.read() === null) return;
    let answer: Schemas['UserIdentityResponse'];
    try {
      answer = await (earlyAnswer(context.hotel, oneTimeToken) ??
        context.client.membership.getUserIdentity(
          oneTimeToken === null
            ? undefined
            : { params: { header: { 'X-One-Time-Access-Token': oneTimeToken } } },
        ));
    } catch (error) {
      if (!isStaykitError(error)) throw error;
      if (error.code === '3403' && oneTimeToken !== null) return identify(context, null);
      if (error.code === '3401' || error.code === '3402') return logOutLocally('loggedOut');
      if (error.code === 'unauthorized') {
        logOutLocally('alreadyLoggedOut');
        if (askSignIn) onSignInNeeded();
        return;
      }
      throw error;
    }
    // Older back ends answer 200 with the reset code in `meta` (contract): the same rules apply.
    const reset = answer.meta.reset_code;
    if (reset === '3403' && oneTimeToken !== null) return identify(context, null);
    if (reset === '3401' || reset === '3402') return logOutLocally('loggedOut');
    const session = answer.data.session;
    if (session === null) {
      // Nobody is signed in: a token still stored is stale.
      logOutLocally(null);
      return;
    }
    await establish(context, session, answer.data.user ?? session.user);
  };

  const signInWithLoyaltyProvider = async (context: IdentityContext, otid: string): Promise<boolean> => {
    try {
      const { data } = await context.client.membership.signInWithLoyaltyProvider({
        params: { path: { hotel_id: context.hotel.hotel_id } },
        body: { otid },
      });
      await establish(context, data, data.user);
      return true;
    } catch {
      // The seeds give no message for a failed loyalty login: who is signed in is resolved as usual.
      return false;
    }
  };

  const resolve = async (context: IdentityContext) => {
    const { hotel, client } = context;
    if (request.refresh !== null) {
      // docs/widget.md#start-up: log out, then exchange; a failure is the global error (thrown to `start`).
      logOutLocally(null);
      const { data } = await client.membership.exchangeToken({
        params: { path: { hotel_id: hotel.hotel_id } },
        body: { refresh_token: request.refresh.refreshToken, code: request.refresh.code },
      });
      await establish(context, data, data.user);
      return;
    }
    if (request.oneTimeToken !== null) {
      if (!isOneTimeTokenForm(request.oneTimeToken)) {
        logOutLocally('loggedOut');
        return;
      }
      await identify(context, request.oneTimeToken);
      return;
    }
    if (request.otid !== null && (await signInWithLoyaltyProvider(context, request.otid))) return;
    await identify(context, null);
  };

  // The token is passed on: it has already left the browser's storage (see `signOut`).
  const signOutOnServer = async (
    { client, hotel }: Omit<IdentityContext, 'pathname'>,
    token: string | null,
  ) => {
    if (token === null) return;
    try {
      await client.membership.signOut({
        params: { path: { hotel_id: hotel.hotel_id } },
        headers: { Authorization: `Bearer ${token}` },
      });
    } catch {
      // docs/widget.md#start-up: the local logout follows whether or not the server call worked.
    }
  };

  const customAuthCode = (hotel: Schemas['BookingWidgetInit']) => {
    const setting = hotel.hotel_brand_setting;
    return setting.custom_auth_enabled
      ? customAuthTokenOf(request.query, setting.custom_auth_token_param)
      : null;
  };

  const customAuth = async (context: IdentityContext) => {
    const code = customAuthCode(context.hotel);
    if (code === null || customAuthUsed) return;
    customAuthUsed = true;
    if (state.user !== null) {
      const token = tokens.read();
      const wasSignedIn = clearSignIn(null);
      await signOutOnServer(context, token);
      if (wasSignedIn) onSignedOut();
    }
    try {
      const { data } = await context.client.membership.signIn({
        params: { path: { hotel_id: context.hotel.hotel_id } },
        body: { grant_type: 'custom_auth', code },
      });
      await establish(context, data, data.user);
    } catch {
      logOutLocally('customAuthFailed');
    }
  };

  const startOnce = async (context: IdentityContext) => {
    tokens.useBrand(context.hotel.hotel_brand_id);
    update({ phase: 'resolving' });
    await own(async () => {
      try {
        await resolve(context);
        if (isCustomAuthRoute(context.pathname)) await customAuth(context);
      } catch (error) {
        update({ errorTitle: errorTitleOf(error) });
      }
    });
    update({ phase: 'settled' });
  };

  const resync = async (context: Omit<IdentityContext, 'pathname'>): Promise<boolean> => {
    await starting;
    // The start-up's own identity step over what is stored now: its refusals log out as at start-up.
    await own(async () => {
      if (tokens.read() === null) logOutLocally(null);
      else await identify({ ...context, pathname: '' }, null, false).catch(() => undefined);
    });
    return state.user !== null;
  };

  const startEarly = ({ client, brandHint, storedToken }: EarlyIdentity) => {
    if (starting !== null || early !== null || request.refresh !== null || request.otid !== null) return;
    const token = request.oneTimeToken;
    // A malformed one-time token is never sent (`resolve` logs out locally).
    if (token !== null && !isOneTimeTokenForm(token)) return;
    if (token === null && (brandHint === null || storedToken === null)) return;
    // The token goes in this call's own header: until init names the brand, no other call sends one.
    const headers = storedToken === null ? {} : { Authorization: `Bearer ${storedToken}` };
    const answer = own(() =>
      client.membership.getUserIdentity({
        headers,
        ...(token === null ? {} : { params: { header: { 'X-One-Time-Access-Token': token } } }),
      }),
    );
    // Read by `identify`; a failure is its to handle, never an unhandled rejection.
    answer.catch(() => undefined);
    early = { answer, oneTimeToken: token, brand: brandHint, storedToken };
  };

  return {
    getState: () => state,
    startEarly,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(context) {
      starting ??= startOnce(context);
      return starting;
    },
    customAuthPending: (hotel) => !customAuthUsed && customAuthCode(hotel) !== null,
    startsSignedOut(hotel) {
      const { refresh, oneTimeToken, otid } = request;
      if (state.user !== null || refresh !== null || oneTimeToken !== null || otid !== null) return false;
      if (customAuthCode(hotel) !== null) return false;
      // The brand start-up reads its sign-in under (`startOnce`).
      tokens.useBrand(hotel.hotel_brand_id);
      return tokens.read() === null;
    },
    async runCustomAuth(context) {
      if (customAuthUsed || customAuthCode(context.hotel) === null) return;
      update({ phase: 'resolving' });
      await own(() => customAuth(context));
      update({ phase: 'settled' });
    },
    async signOut(context) {
      update({ signingOut: true });
      // Signed out here before the server revokes the token: nothing leaves with it meanwhile (a screen's
      // refetch would be refused, and the refusal read as "you were already signed out"). The client
      // session is forgotten once the server call is done.
      const token = tokens.read();
      const wasSignedIn = clearSignIn(null);
      await own(() => signOutOnServer(context, token));
      if (wasSignedIn) onSignedOut();
      update({ signingOut: false });
    },
    signedIn(context, session) {
      tokens.useBrand(context.hotel.hotel_brand_id);
      update({ notice: null });
      void establish({ ...context, pathname: '' }, session, session.user);
    },
    async refreshUser({ client }) {
      const token = tokens.read();
      if (token === null || state.user === null) return;
      try {
        const { data } = await client.membership.getUserIdentity();
        if (tokens.read() === token && data.user) update({ user: data.user });
      } catch {
        // The name shown stays as it was: the change itself was saved, and the next start-up reads it.
      }
    },
    resync,
    async signedOutElsewhere(context) {
      // The other frame removed the stored sign-in: forget it here. A sign-in still stored is newer than
      // that sign-out (made since, in either frame): it is read again instead of being wiped.
      if (tokens.read() === null) logOutLocally(null);
      else await resync(context);
    },
    dismissNotice: () => update({ notice: null }),
    unauthorized() {
      if (ownCalls > 0) return;
      logOutLocally('alreadyLoggedOut');
      onSignInNeeded();
    },
  };
}
