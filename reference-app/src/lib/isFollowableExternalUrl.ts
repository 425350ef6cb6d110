// Which pages outside the widget it sends a guest to: a card issuer's 3-D Secure page mid-payment, a sign-in
// provider's page. The contract's addresses are always https, and only a mock on the developer's own machine
// serves its pages (challenge, test sign-in provider) over plain http. The check sits where the browser
// leaves (`openThreeDSecure`, the provider sign-in), so it holds whoever built the address.

// Absolute http(s) addresses only: a relative path or another scheme is refused before parsing.
const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * Whether the widget may send the guest's browser to a page outside it at `url` (a 3-D Secure page, a
 * sign-in provider): an absolute `https:` address, or a plain `http:` one at exactly the origin of the API
 * the widget talks to (`apiUrl`: in development the local mock, whose pages are its own). Never `javascript:`, `data:` or any other
 * scheme, a relative or malformed address, one with a user name or password in it (a way to dress one
 * host up as another), surrounding spaces, or http to any other host or port.
 *
 * @param url - the address to open (`ThreeDSecureNavigation.url`, a provider's sign-in address).
 * @param apiUrl - the API's base URL (the widget's `data-api-url`).
 * @example
 * ```ts
 * isFollowableExternalUrl('https://acs.example/challenge', 'https://api.example'); // true
 * isFollowableExternalUrl('http://127.0.0.1:4010/__staykit/3ds/c1', 'http://127.0.0.1:4010'); // true
 * isFollowableExternalUrl('javascript:alert(1)', 'https://api.example'); // false
 * ```
 */
export function isFollowableExternalUrl(url: unknown, apiUrl: string): boolean {
  if (typeof url !== 'string' || url !== url.trim() || !ABSOLUTE_HTTP.test(url)) return false;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.username !== '' || target.password !== '') return false;
  if (target.protocol === 'https:') return true;
  try {
    return target.protocol === 'http:' && target.origin === new URL(apiUrl).origin;
  } catch {
    return false;
  }
}
