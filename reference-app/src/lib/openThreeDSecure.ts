import type { ThreeDSecureNavigation } from '@staykit/sdk';
import { isFollowableExternalUrl } from './isFollowableExternalUrl';

// The name of the tab a framed widget opens the issuer's page in.
const THREE_D_SECURE_TAB = 'staykit-3ds';

/**
 * Sends the browser to the card issuer's 3-D Secure page as the gateway says: opens it (GET) or submits a
 * form of its fields to it (POST), as the issuer's page expects. Checkout and the pay link both leave
 * the widget this way, and only to a page `isFollowableExternalUrl` accepts (https, or the API's own
 * origin); for any other address nothing happens and it answers false, for the caller to show the
 * payment as failed.
 *
 * @param navigation - the gateway's way to the challenge (`gateway.threeDSecureNavigation(challenge)`).
 * @param window - the page's window (its location, and its document for the form).
 * @param apiUrl - the API's base URL: the one origin whose 3-D Secure page may be plain http.
 * @param options - `newTab`: open the page in a new tab (a widget in a frame, where the issuer's page may
 *   refuse to be framed). The tab keeps its opener, deliberately: the return page in it hands the outcome
 *   back to the widget that opened it (`ThreeDSecureReturnPage`).
 * @returns whether the browser is on its way to the challenge (false too when the new tab was blocked).
 * @example
 * ```ts
 * if (!openThreeDSecure({ method: 'GET', url: 'https://acs.example/c' }, window, config.apiUrl)) showFailure();
 * ```
 */
export function openThreeDSecure(
  navigation: ThreeDSecureNavigation,
  window: Pick<Window, 'location' | 'document' | 'open'>,
  apiUrl: string,
  options: { newTab?: boolean } = {},
): boolean {
  if (!isFollowableExternalUrl(navigation.url, apiUrl)) return false;
  if (navigation.method === 'GET') {
    if (options.newTab) return window.open(navigation.url, '_blank') !== null;
    window.location.assign(navigation.url);
    return true;
  }
  const form = window.document.createElement('form');
  form.method = 'POST';
  form.action = navigation.url;
  if (options.newTab) {
    // A form aimed at `_blank` opens its tab without an opener (browsers imply noopener): the tab is opened
    // first, by name, and the form is posted into it, so that the return page can answer this widget.
    if (window.open('', THREE_D_SECURE_TAB) === null) return false;
    form.target = THREE_D_SECURE_TAB;
  }
  for (const [name, value] of Object.entries(navigation.fields)) {
    const input = window.document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  window.document.body.append(form);
  form.submit();
  // Submitted: the form has nothing more to do in this page (which stays, when the page opened in a tab).
  form.remove();
  return true;
}
