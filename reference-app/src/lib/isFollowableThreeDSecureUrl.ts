// Which 3-D Secure pages the widget sends a guest to, mid-payment: the contract's `ThreeDSecureChallenge.url`
// is always https, and only a mock on the developer's own machine serves its challenge page over plain http.
// The check sits where the browser leaves (`openThreeDSecure`), so it holds whichever gateway built the way.

// Absolute http(s) addresses only: a relative path or another scheme is refused before parsing.
const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * Whether the widget may send the guest's browser to a 3-D Secure page at `url`: an absolute `https:`
 * address, or a plain `http:` one at exactly the origin of the API the widget talks to (`apiUrl`: in
 * development the local mock, whose challenge page is its own). Never `javascript:`, `data:` or any other
 * scheme, a relative or malformed address, one with a user name or password in it (a way to dress one
 * host up as another), surrounding spaces, or http to any other host or port.
 *
 * @param url - the address the gateway says to open (`ThreeDSecureNavigation.url`).
 * @param apiUrl - the API's base URL (the widget's `data-api-url`).
 * @example
 * ```ts
 * isFollowableThreeDSecureUrl('https://acs.example/challenge', 'https://api.example'); // true
 * isFollowableThreeDSecureUrl('http://127.0.0.1:4010/__staykit/3ds/c1', 'http://127.0.0.1:4010'); // true
 * isFollowableThreeDSecureUrl('javascript:alert(1)', 'https://api.example'); // false
 * ```
 */
export function isFollowableThreeDSecureUrl(url: unknown, apiUrl: string): boolean {
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
