import type { components } from '@staykit/sdk';

type LoginWidget = components['schemas']['LoginWidget'];

/**
 * A social sign-in provider the widget signs in with by sending the guest to its page and back.
 *
 * @example
 * ```ts
 * const provider: SocialProvider = 'line';
 * ```
 */
export type SocialProvider = 'line' | 'facebook' | 'open_id';

/**
 * The provider's name as its button and messages show it (never translated): LINE, Facebook, or the
 * hotel's OpenID provider as its login widget names it.
 *
 * @example
 * ```ts
 * providerName('open_id', loginWidget); // 'Demo ID'
 * ```
 */
export function providerName(provider: SocialProvider, loginWidget: LoginWidget | undefined): string {
  if (provider === 'line') return 'LINE';
  if (provider === 'facebook') return 'Facebook';
  return loginWidget?.open_id_provider_name ?? 'OpenID';
}

// The providers' own authorization addresses, for a back end whose login widget names none. OpenID has
// none: each hotel's provider is its own.
const PUBLIC_URLS: Readonly<Record<SocialProvider, string | null>> = {
  line: 'https://access.line.me/oauth2/v2.1/authorize',
  facebook: 'https://www.facebook.com/v14.0/dialog/oauth',
  open_id: null,
};

const PENDING_KEY = 'staykit_provider_sign_in';

/**
 * The providers the hotel's login widget offers, in its order: those of `sign_in_methods` whose app id
 * (`line_channel_id`, `facebook_app_id`) is known, and OpenID with its provider's name and address.
 *
 * @example
 * ```ts
 * offeredProviders({ sign_in_methods: ['email', 'line'], line_channel_id: '1650000000', … }); // ['line']
 * ```
 */
export function offeredProviders(loginWidget: LoginWidget): SocialProvider[] {
  return loginWidget.sign_in_methods.flatMap((method): SocialProvider[] => {
    if (method === 'line' && loginWidget.line_channel_id) return ['line'];
    if (method === 'facebook' && loginWidget.facebook_app_id) return ['facebook'];
    if (method === 'open_id' && loginWidget.open_id_provider_name && loginWidget.sign_in_urls?.open_id) {
      return ['open_id'];
    }
    return [];
  });
}

/**
 * The provider's page to send the guest to: its authorization address (the login widget's
 * `sign_in_urls`, else the public one; null for an OpenID provider without one) with the app id, the
 * widget's return address and `state` (and OpenID's `nonce`). LINE and OpenID answer a `code` in the
 * query; Facebook's login dialog a token in the fragment (no provider script is loaded into the widget's
 * page).
 *
 * @example
 * ```ts
 * providerSignInUrl('line', loginWidget, 'https://book.example.com/sso/custom/callback?hotel_code=demo-tokyo', 'k3…', 'n7…');
 * // 'https://access.line.me/oauth2/v2.1/authorize?client_id=1650000000&redirect_uri=…&state=k3…&response_type=code&scope=profile+openid'
 * ```
 */
export function providerSignInUrl(
  provider: SocialProvider,
  loginWidget: LoginWidget,
  redirectUri: string,
  state: string,
  nonce: string,
): string | null {
  const address = loginWidget.sign_in_urls?.[provider] ?? PUBLIC_URLS[provider];
  if (address === null) return null;
  const url = new URL(address);
  const clientId = {
    line: loginWidget.line_channel_id,
    facebook: loginWidget.facebook_app_id,
    open_id: null,
  }[provider];
  if (clientId) url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', provider === 'facebook' ? 'token' : 'code');
  if (provider === 'line') url.searchParams.set('scope', 'profile openid');
  if (provider === 'open_id') {
    url.searchParams.set('scope', 'openid profile email');
    url.searchParams.set('nonce', nonce);
  }
  return url.toString();
}

/** A random `state` (or `nonce`) for one sign-in: it ties the provider's answer to this browser's request. */
export function newSignInState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A sign-in sent to a provider, kept in the tab's session storage until the guest comes back: which
 * provider, the `state` it must answer, the return address it was given, and the screen to go back to.
 *
 * @example
 * ```ts
 * const pending: PendingProviderSignIn = { provider: 'line', state: 'k3…', nonce: 'n7…', redirectUri, from: '/facilities?hotel_code=demo-tokyo' };
 * ```
 */
export interface PendingProviderSignIn {
  provider: SocialProvider;
  state: string;
  /** The OpenID `nonce` the sign-in repeats. */
  nonce: string;
  redirectUri: string;
  from: string | null;
}

/** Keeps the sign-in sent to a provider (one at a time: a newer one replaces it). */
export function savePendingSignIn(storage: Pick<Storage, 'setItem'>, pending: PendingProviderSignIn): void {
  try {
    storage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, full): the return finds nothing and says the sign-in failed.
  }
}

/** Forgets the sign-in sent to a provider once its answer is in use: an answer is used once. */
export function forgetPendingSignIn(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(PENDING_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The sign-in the provider answered, if `state` is the one it was sent with; null otherwise. */
export function readPendingSignIn(
  storage: Pick<Storage, 'getItem'>,
  state: string | null,
): PendingProviderSignIn | null {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage.getItem(PENDING_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || state === null) return null;
  const field = (name: string): unknown => Reflect.get(stored, name);
  const provider = field('provider');
  const redirectUri = field('redirectUri');
  const nonce = field('nonce');
  const from = field('from');
  const known = provider === 'line' || provider === 'facebook' || provider === 'open_id';
  if (!known || field('state') !== state) return null;
  if (typeof redirectUri !== 'string' || typeof nonce !== 'string') return null;
  return { provider, state, nonce, redirectUri, from: typeof from === 'string' ? from : null };
}

/**
 * What the provider put in the return address: LINE's and OpenID's `code` and `state` (or `error`) in
 * the query, Facebook's `access_token` and `state` in the fragment.
 *
 * @example
 * ```ts
 * const answer: ProviderAnswer = { state: 'k3…', code: 'lc_…', accessToken: null, error: null };
 * ```
 */
export interface ProviderAnswer {
  state: string | null;
  code: string | null;
  accessToken: string | null;
  error: string | null;
}

/** Reads the provider's answer from the return address's query and fragment. */
export function readProviderAnswer(search: string, hash: string): ProviderAnswer {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const value = (name: string) => query.get(name) ?? fragment.get(name);
  return {
    state: value('state'),
    code: query.get('code'),
    accessToken: fragment.get('access_token'),
    error: value('error'),
  };
}
