import { TOKEN_PARAMS } from '@staykit/sdk';

/**
 * What the widget's address asks start-up identity to do (docs/widget.md#screens): a one-time
 * access token (`accessToken`, `login_token` or `one_time_access_token`), an external loyalty login
 * (`otid`), a token exchange (`refresh_token` with `code`), and the brand custom-auth token, whose
 * parameter name only the hotel's init names (so the whole query is kept).
 *
 * @example
 * ```ts
 * const request: IdentityRequest = readIdentityRequest('https://h.example/?hotel_code=demo-tokyo&otid=x', {});
 * ```
 */
export interface IdentityRequest {
  /** The one-time access token, or null. */
  readonly oneTimeToken: string | null;
  /** The loyalty provider's one-time id, or null. */
  readonly otid: string | null;
  /** The refresh token and its code, or null unless both are present. */
  readonly refresh: { readonly refreshToken: string; readonly code: string } | null;
  /** The address's query as it was at start-up. */
  readonly query: URLSearchParams;
}

/**
 * The query parameter of the brand custom-auth token when the brand names none (docs/widget.md#start-up).
 *
 * @example
 * ```ts
 * new URLSearchParams(location.search).get(DEFAULT_CUSTOM_AUTH_PARAM);
 * ```
 */
export const DEFAULT_CUSTOM_AUTH_PARAM = 'brand_custom_auth_token';

// The contract's form of a one-time access token (`X-One-Time-Access-Token`).
const ONE_TIME_TOKEN = /^[A-Za-z0-9._~-]{8,2048}$/;

const nonEmpty = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Reads the identity parameters of the start-up address. Call it before the address is cleaned: the
 * one-time tokens come from `tokens` (what `readStartupUrl` read before removing them), the rest from
 * `href`, including hash-style addresses (`/#/booking/result?otid=x`).
 *
 * @param href - the page's address at start-up.
 * @param tokens - the one-time tokens `readStartupUrl` read (`startup.tokens`).
 * @example
 * ```ts
 * readIdentityRequest('https://h.example/?hotel_code=demo-tokyo&refresh_token=rt&code=c', {}).refresh;
 * // { refreshToken: 'rt', code: 'c' }
 * readIdentityRequest('https://h.example/?hotel_code=demo-tokyo', { login_token: 'ota_hanako_0001' }).oneTimeToken;
 * // 'ota_hanako_0001'
 * ```
 */
export function readIdentityRequest(href: string, tokens: Readonly<Record<string, string>>): IdentityRequest {
  const url = new URL(href);
  const query = new URLSearchParams(url.search);
  if (url.hash.startsWith('#/')) {
    new URL(url.hash.slice(1), url.origin).searchParams.forEach((value, name) => query.set(name, value));
  }
  const oneTimeToken = TOKEN_PARAMS.map((name) => nonEmpty(tokens[name])).find((token) => token !== null);
  const refreshToken = nonEmpty(query.get('refresh_token'));
  const code = nonEmpty(query.get('code'));
  return {
    oneTimeToken: oneTimeToken ?? null,
    otid: nonEmpty(query.get('otid')),
    refresh: refreshToken !== null && code !== null ? { refreshToken, code } : null,
    query,
  };
}

/**
 * Whether a one-time token has the contract's form; one that has not cannot have been issued, so it is
 * treated as "token provided but not found" without being sent.
 *
 * @example
 * ```ts
 * isOneTimeTokenForm('ota_hanako_0001'); // true
 * isOneTimeTokenForm('L1'); // false
 * ```
 */
export function isOneTimeTokenForm(token: string): boolean {
  return ONE_TIME_TOKEN.test(token);
}

/**
 * The brand custom-auth token of the start-up query, read from the parameter the brand configured.
 *
 * @param query - the start-up query (`IdentityRequest.query`).
 * @param parameterName - `hotel_brand_setting.custom_auth_token_param` of the init.
 * @example
 * ```ts
 * customAuthTokenOf(new URLSearchParams('brand_custom_auth_token=bca_1'), 'brand_custom_auth_token'); // 'bca_1'
 * ```
 */
export function customAuthTokenOf(query: URLSearchParams, parameterName: string | undefined): string | null {
  return nonEmpty(query.get(nonEmpty(parameterName) ?? DEFAULT_CUSTOM_AUTH_PARAM));
}

// `/` redirects to the booking result, so custom authentication may run there too.
const CUSTOM_AUTH_PATHS = ['/', '/booking/result', '/facilities'];

/**
 * Whether brand custom authentication runs on this screen: the booking result and the facilities list
 * (docs/widget.md#start-up), and `/`, which redirects to the booking result.
 *
 * @example
 * ```ts
 * isCustomAuthRoute('/booking/result'); // true
 * isCustomAuthRoute('/reservation/guest-detail'); // false
 * ```
 */
export function isCustomAuthRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CUSTOM_AUTH_PATHS.includes(normalised);
}

/**
 * Where the widget sends a user who must sign in (docs/widget.md#start-up): `/sign-in`, or `/chat-sign-in` inside
 * the chatbot frame, keeping the hotel code for a reload. Neither screen is built yet.
 *
 * @example
 * ```ts
 * signInPath({ hotelCode: 'demo-tokyo', inChatbotFrame: false }); // '/sign-in?hotel_code=demo-tokyo'
 * ```
 */
export function signInPath({
  hotelCode,
  inChatbotFrame,
}: {
  hotelCode: string | null;
  inChatbotFrame: boolean;
}) {
  const pathname = inChatbotFrame ? '/chat-sign-in' : '/sign-in';
  return hotelCode === null
    ? pathname
    : `${pathname}?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`;
}
