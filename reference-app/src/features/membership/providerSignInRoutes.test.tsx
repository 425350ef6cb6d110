import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { recordRequests } from '../../testing/recordRequests';
import { startWidget } from '../../testing/startWidget';

// Social sign-in over the mock's test provider, as a guest goes through it: the button sends the browser
// to the provider's page (jsdom does not leave, which is also how a page that never opens looks), the
// guest chooses there, and the provider sends the browser back to /sso/custom/callback.
const server = setupMockApi();

function open(path: string) {
  cleanup();
  document.body.innerHTML = '';
  startWidget(path);
}

const PENDING_KEY = 'staykit_provider_sign_in';

/** The provider's page as the guest's browser uses it: the choice posted, the address it sends back to. */
async function chooseOnProviderPage(provider: 'line' | 'facebook' | 'open_id', choice: string): Promise<URL> {
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as {
    state: string;
    nonce: string;
    redirectUri: string;
  };
  const response = await fetch(`http://api.test/__staykit/sign-in-provider/${provider}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      redirect_uri: pending.redirectUri,
      state: pending.state,
      ...(provider === 'open_id' ? { nonce: pending.nonce } : {}),
      choice,
    }).toString(),
    redirect: 'manual',
  });
  return new URL(response.headers.get('Location') ?? '');
}

const pressProvider = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  fireEvent.click(button);
};

describe('social sign-in', () => {
  it('offers the hotel’s providers, says when the provider page did not open, and signs in with LINE on return', async () => {
    open('/sign-in?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    await pressProvider('Continue with LINE');
    // Still here 3.5 s later: the page did not open.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The LINE sign-in page did not open. Check your connection and try again.',
    );

    const back = await chooseOnProviderPage('line', '58237');
    expect(back.pathname).toBe('/sso/custom/callback');
    open(`${back.pathname}${back.search}`);
    expect(await screen.findByRole('heading', { name: 'Signing you in' })).toBeTruthy();
    const account = await within(await screen.findByRole('banner')).findByRole('group', {
      name: 'Your account',
    });
    expect(within(account).getByText('Mei Watanabe')).toBeTruthy();
    // The code never stays in the address, and the sign-in is forgotten once used.
    await waitFor(() => expect(window.location.pathname).toBe('/booking/result'));
    expect([...new URLSearchParams(window.location.search).keys()]).toEqual(['hotel_code']);
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('signs in with the Facebook token the provider put in the fragment', async () => {
    open('/sign-in?hotel_code=demo-tokyo&locale=en');
    await pressProvider('Continue with Facebook');
    const back = await chooseOnProviderPage('facebook', '58238');
    expect(back.hash).toMatch(/^#access_token=/);
    open(`${back.pathname}${back.search}${back.hash}`);
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Sora Kobayashi')).toBeTruthy();
  });

  it('attributes a social sign-in to the campaign the guest landed with that day', async () => {
    const signIns = recordRequests(server, (url) => url.pathname.endsWith('/facebook/sign_in'));
    open('/sign-in?hotel_code=demo-tokyo&locale=en&utm_source=line&utm_campaign=winter');
    await pressProvider('Continue with Facebook');
    const back = await chooseOnProviderPage('facebook', '58238');
    // Back from the provider, the address has no campaign: the one kept for the day is sent.
    open(`${back.pathname}${back.search}${back.hash}`);
    expect(await within(await screen.findByRole('banner')).findByText('Sora Kobayashi')).toBeTruthy();
    expect(await signIns.bodies()).toEqual([
      expect.objectContaining({ tracking_data: { utm_source: 'line', utm_campaign: 'winter' } }),
    ]);
  });

  it('signs in with the hotel’s OpenID provider, named as its login widget names it', async () => {
    open('/sign-in?hotel_code=demo-tokyo&locale=en');
    await pressProvider('Continue with Demo ID');
    const back = await chooseOnProviderPage('open_id', '58231');
    open(`${back.pathname}${back.search}`);
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Hanako Yamada')).toBeTruthy();
  });

  it('says the sign-in was cancelled when the guest refused on the provider page', async () => {
    open('/sign-in?hotel_code=demo-tokyo&locale=en');
    await pressProvider('Continue with LINE');
    const back = await chooseOnProviderPage('line', 'refuse');
    open(`${back.pathname}${back.search}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in with LINE was cancelled. You can try again.',
    );
    expect(within(screen.getByRole('banner')).queryByRole('group', { name: 'Your account' })).toBeNull();
  });

  it('sends nothing for an answer this browser did not ask for (another state), and says the sign-in failed', async () => {
    sessionStorage.removeItem(PENDING_KEY);
    open('/sso/custom/callback?hotel_code=demo-tokyo&locale=en&code=lc_forged&state=not-ours');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in with LINE did not work. Try again, or sign in with your e-mail address.',
    );
  });

  it('offers no provider where the hotel has none', async () => {
    open('/sign-in?hotel_code=demo-taipei&locale=en');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull();
  });
});
