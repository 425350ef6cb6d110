import type { ThreeDSecureNavigation } from '@staykit/sdk';

/**
 * Sends the browser to the card issuer's 3-D Secure page as the gateway says: opens it (GET) or submits a
 * form of its fields to it (POST), as the issuer's page expects. Checkout and the pay link both leave
 * the widget this way.
 *
 * @param navigation - the gateway's way to the challenge (`gateway.threeDSecureNavigation(challenge)`).
 * @param window - the page's window (its location, and its document for the form).
 * @example
 * ```ts
 * openThreeDSecure({ method: 'GET', url: 'https://acs.example/c' }, window);
 * ```
 */
export function openThreeDSecure(
  navigation: ThreeDSecureNavigation,
  window: Pick<Window, 'location' | 'document'>,
): void {
  if (navigation.method === 'GET') {
    window.location.assign(navigation.url);
    return;
  }
  const form = window.document.createElement('form');
  form.method = 'POST';
  form.action = navigation.url;
  for (const [name, value] of Object.entries(navigation.fields)) {
    const input = window.document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  window.document.body.append(form);
  form.submit();
}
