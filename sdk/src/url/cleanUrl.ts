/**
 * Query parameters that carry sign-in tokens (accessToken, login_token, one_time_access_token); they are
 * removed from the URL once read (docs/rules.md, "Start-up").
 *
 * @example
 * ```ts
 * TOKEN_PARAMS.includes('login_token'); // true
 * ```
 */
export const TOKEN_PARAMS: readonly string[] = ['accessToken', 'login_token', 'one_time_access_token'];

/**
 * Other sign-in secrets of the start-up query: the loyalty login id (`otid`), the refresh token (with the
 * exchange `code` beside it) and the brand custom-auth token. They are read at start-up like the tokens above
 * and removed too: an address bar, the history and a shared link must not keep a credential, and a reload
 * must not spend a used one again. A custom-auth parameter under a brand-chosen name is not known here and
 * stays.
 *
 * @example
 * ```ts
 * SIGN_IN_SECRET_PARAMS.includes('refresh_token'); // true
 * ```
 */
export const SIGN_IN_SECRET_PARAMS: readonly string[] = ['otid', 'refresh_token', 'brand_custom_auth_token'];

/**
 * Query parameters that carry a pay-link payment number, which sends the widget to the pay-link page
 * `/payments/{paymentNo}` (docs/rules.md, "Start-up"). The parameter's name is not fixed anywhere, so both
 * spellings are read; the first present wins.
 *
 * @example
 * ```ts
 * PAYMENT_NUMBER_PARAMS; // ['paymentNo', 'payment_no']
 * ```
 */
export const PAYMENT_NUMBER_PARAMS: readonly string[] = ['paymentNo', 'payment_no'];

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;
const EMAIL_LIKE = /[^\s@/?&=#]+@[^\s@/?&=#]+\.[^\s@/?&=#]+/;
const CONFIRMATION_PAGE = /^\/reservation\/confirmation\/[^/]+\/?$/;

interface UrlParts {
  path: string;
  hasQueryMark: boolean;
  query: string[];
  fragment: string;
}

/**
 * Applies the widget's URL hygiene (docs/rules.md, "Start-up") and returns the relative URL to replace the
 * current one with, or `null` when nothing changes:
 *
 * 1. an old hash-style URL `#/path?x` becomes `/path?x`; parameters before the hash are kept, and a
 *    parameter present in both takes the hash's value, since the hash held the route's own query;
 * 2. a double (or longer) slash just before the query mark becomes one slash;
 * 3. `/` redirects to `/booking/result`, keeping the query;
 * 4. a payment-number parameter rewrites the path to `/payments/{paymentNo}` (other parameters kept);
 * 5. token parameters (`accessToken`, `login_token`, `one_time_access_token`) are removed, as they are
 *    removed after reading; every parameter whose decoded name or value looks like an e-mail address is
 *    removed too, except on the reservation confirmation page, which reads `email` from the query.
 *
 * Parameters that stay keep their original encoding, so an already clean URL is reported unchanged.
 * Call it after the start-up code has read the tokens it needs. Agency mode, whose `/` is a home page,
 * must not use rule 3.
 *
 * @param url - an absolute URL (string or `URL`), or a relative one starting with `/`.
 * @example
 * ```ts
 * cleanUrl('/#/booking/result?checkin=2025-04-01'); // '/booking/result?checkin=2025-04-01'
 * cleanUrl('/booking/result//?code=demo'); // '/booking/result/?code=demo'
 * cleanUrl('https://example.com/?paymentNo=P123'); // '/payments/P123'
 * cleanUrl('/booking/result?email=a%40b.com&adults=2'); // '/booking/result?adults=2'
 * cleanUrl('/booking/result?adults=2'); // null
 * ```
 */
export function cleanUrl(url: string | URL): string | null {
  const original = toRelative(url);
  const parts = split(original);
  unwrapHashRoute(parts);
  if (parts.hasQueryMark) parts.path = parts.path.replace(/\/{2,}$/, '/');
  if (parts.path === '/' || parts.path === '') parts.path = '/booking/result';
  rewritePaymentNumber(parts);
  stripSensitive(parts);
  const cleaned = join(parts);
  return cleaned === original ? null : cleaned;
}

function toRelative(url: string | URL): string {
  if (typeof url !== 'string' || ABSOLUTE.test(url)) {
    const parsed = typeof url === 'string' ? new URL(url) : url;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  return url;
}

// Split by hand: `new URL('//?x', base)` would read the double slash as a host and lose the path.
function split(relative: string): UrlParts {
  const hashAt = relative.indexOf('#');
  const beforeHash = hashAt === -1 ? relative : relative.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : relative.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? [] : splitQuery(beforeHash.slice(queryAt + 1));
  return { path, hasQueryMark: queryAt !== -1, query, fragment };
}

function splitQuery(query: string): string[] {
  return query.split('&').filter((pair) => pair !== '');
}

function join(parts: UrlParts): string {
  const query = parts.query.length > 0 ? `?${parts.query.join('&')}` : '';
  return `${parts.path}${query}${parts.fragment}`;
}

function unwrapHashRoute(parts: UrlParts): void {
  if (!parts.fragment.startsWith('#/')) return;
  const inner = split(parts.fragment.slice(1));
  const innerNames = new Set(inner.query.map(nameOf));
  parts.path = inner.path;
  parts.hasQueryMark = parts.hasQueryMark || inner.hasQueryMark;
  parts.query = [...parts.query.filter((pair) => !innerNames.has(nameOf(pair))), ...inner.query];
  parts.fragment = inner.fragment;
}

function rewritePaymentNumber(parts: UrlParts): void {
  for (const param of PAYMENT_NUMBER_PARAMS) {
    const pair = parts.query.find((candidate) => nameOf(candidate) === param);
    const paymentNo = pair === undefined ? '' : valueOf(pair);
    if (paymentNo === '') continue;
    parts.path = `/payments/${encodeURIComponent(paymentNo)}`;
    parts.query = parts.query.filter((candidate) => !PAYMENT_NUMBER_PARAMS.includes(nameOf(candidate)));
    return;
  }
}

function stripSensitive(parts: UrlParts): void {
  const keepEmails = CONFIRMATION_PAGE.test(parts.path);
  // With a refresh token, `code` is its exchange code, not a hotel code: it goes with it.
  const exchange = parts.query.some((pair) => nameOf(pair) === 'refresh_token');
  parts.query = parts.query.filter((pair) => {
    const name = nameOf(pair);
    if (TOKEN_PARAMS.includes(name) || SIGN_IN_SECRET_PARAMS.includes(name)) return false;
    if (exchange && name === 'code') return false;
    return keepEmails || !EMAIL_LIKE.test(`${nameOf(pair)}=${valueOf(pair)}`);
  });
}

function nameOf(pair: string): string {
  const at = pair.indexOf('=');
  return decode(at === -1 ? pair : pair.slice(0, at));
}

function valueOf(pair: string): string {
  const at = pair.indexOf('=');
  return at === -1 ? '' : decode(pair.slice(at + 1));
}

// A malformed escape such as `%E0%A4%A` must not throw; the raw text is still worth checking for an e-mail.
function decode(text: string): string {
  const plain = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}
