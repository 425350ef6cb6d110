import { isStaykitError } from '@staykit/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiClient } from '../../testing/mockApiClient';
import { setupMockApi } from '../../testing/setupMockApi';
import { signInMockMember } from '../../testing/signInMockMember';
import { startWidget } from '../../testing/startWidget';

// The widget as main.tsx starts it, over the mock's handlers. The seed's members: Hanako Yamada (demo-brand
// 900, one-time token ota_hanako_0001, refresh token rt_hanako_0001 with code c_hanako_0001), Kenji Sato
// (900, corporate), Ichiro Suzuki (900, retired programme, one-time token ota_ichiro_0001) and Jiwoo Kim
// (demo-korea 920, custom-auth code bca_jiwoo_0001). Every seeded password is Winter2026x.
setupMockApi();

const TOKYO_TOKEN_KEY = '900_staykit_user_token';

const start = (path: string) => startWidget(path);

const LOGGED_OUT = 'You have been signed out. Please sign in again.';
const ALREADY_LOGGED_OUT = 'You are already signed out. Please sign in again.';
const CUSTOM_AUTH_FAILED =
  'We could not sign you in with your brand account. Please try again from the brand’s site.';

const header = async () => screen.findByRole('banner');
const account = async () => within(await header()).findByRole('group', { name: 'Your account' });
const signInLink = async () => within(await header()).findByRole('link', { name: 'Sign in' });
/** The identity message shown, announced as an alert. */
async function notice(message: string): Promise<HTMLElement> {
  const element = await screen.findByText(message);
  expect(element.getAttribute('role')).toBe('alert');
  return element;
}
const noIdentityNotice = () => {
  for (const message of [LOGGED_OUT, ALREADY_LOGGED_OUT, CUSTOM_AUTH_FAILED])
    expect(screen.queryByText(message)).toBeNull();
};

describe('start-up identity', () => {
  it('signs in with a one-time token, shows the member in the header and removes the token from the URL', async () => {
    start('/?hotel_code=demo-tokyo&locale=en&login_token=ota_hanako_0001');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
    expect(window.location.search).toBe('?hotel_code=demo-tokyo&locale=en');
    expect(localStorage.getItem(TOKYO_TOKEN_KEY)).toMatch(/^ut_/);
    noIdentityNotice();
  });

  it('shows the name surname first in Japanese', async () => {
    start('/?hotel_code=demo-tokyo&one_time_access_token=ota_hanako_0001');
    const group = await within(await header()).findByRole('group', { name: 'アカウント' });
    expect(within(group).getByText('Yamada Hanako')).toBeTruthy();
  });

  it('falls back to the normal identity call when the one-time token was already spent', async () => {
    localStorage.setItem(TOKYO_TOKEN_KEY, await signInMockMember('kenji.sato@example.com'));
    start('/?hotel_code=demo-tokyo&locale=en&accessToken=ota_spent_0000_trigger');
    // The stored session answers the second call: the corporate member, after his organization.
    expect(within(await account()).getByText('Demo Trading Kenji Sato')).toBeTruthy();
    noIdentityNotice();
  });

  it('signs in from a session stored by an earlier visit', async () => {
    localStorage.setItem(TOKYO_TOKEN_KEY, await signInMockMember('hanako.yamada@example.com'));
    start('/booking/result?hotel_code=demo-tokyo&locale=en');
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
  });

  it.each([
    ['not found', 'ota_unknown_0000_trigger'],
    ['of another brand', 'ota_other_brand_0000_trigger'],
    ['malformed', 'L1'],
  ])('logs out locally with the logout message when the one-time token is %s', async (_case, token) => {
    localStorage.setItem(TOKYO_TOKEN_KEY, await signInMockMember('hanako.yamada@example.com'));
    start(`/?hotel_code=demo-tokyo&locale=en&login_token=${token}`);
    await notice(LOGGED_OUT);
    expect(await signInLink()).toBeTruthy();
    expect(localStorage.getItem(TOKYO_TOKEN_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    noIdentityNotice();
  });

  it('logs a member out with the logout message when the programme does not load', async () => {
    start('/?hotel_code=demo-tokyo&locale=en&login_token=ota_ichiro_0001');
    await notice(LOGGED_OUT);
    expect(await signInLink()).toBeTruthy();
  });

  it('logs out, then exchanges refresh_token and code for a new session', async () => {
    localStorage.setItem(TOKYO_TOKEN_KEY, await signInMockMember('kenji.sato@example.com'));
    start('/?hotel_code=demo-tokyo&locale=en&refresh_token=rt_hanako_0001&code=c_hanako_0001');
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
  });

  it('shows a global error when the exchange fails, after the local logout', async () => {
    localStorage.setItem(TOKYO_TOKEN_KEY, await signInMockMember('kenji.sato@example.com'));
    start('/?hotel_code=demo-tokyo&locale=en&refresh_token=rt_hanako_0001&code=c_wrong');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Not signed in' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(TOKYO_TOKEN_KEY)).toBeNull();
  });

  it('signs in by brand custom authentication on the booking result', async () => {
    start('/booking/result?hotel_code=demo-seoul&locale=en&brand_custom_auth_token=bca_jiwoo_0001');
    expect(within(await account()).getByText('Jiwoo Kim')).toBeTruthy();
    expect(localStorage.getItem('920_staykit_user_token')).toMatch(/^ut_/);
  });

  it('shows the custom-auth failure message when custom authentication fails', async () => {
    start('/booking/result?hotel_code=demo-seoul&locale=en&brand_custom_auth_token=bca_invalid_0000_trigger');
    await notice(CUSTOM_AUTH_FAILED);
    // The brand signs users in its own way: no sign-in link.
    await header();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('runs custom authentication only on the result and facilities screens', async () => {
    start('/reservation/guest-detail?hotel_code=demo-seoul&locale=en&brand_custom_auth_token=bca_jiwoo_0001');
    await header();
    expect(screen.queryByRole('group', { name: 'Your account' })).toBeNull();
    expect(localStorage.getItem('920_staykit_user_token')).toBeNull();
  });

  it('still settles when init fails: the global error, and no spinner left', async () => {
    start('/?hotel_code=no-such-hotel&login_token=ota_hanako_0001');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Hotel not found' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on a 401 from a stored token logs out with the already-logged-out message and goes to sign-in', async () => {
    localStorage.setItem(TOKYO_TOKEN_KEY, 'ut_revoked_0000_trigger');
    start('/booking/result?hotel_code=demo-tokyo&locale=en');
    await notice(ALREADY_LOGGED_OUT);
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(window.location.search).toBe('?hotel_code=demo-tokyo');
    expect(localStorage.getItem(TOKYO_TOKEN_KEY)).toBeNull();
  });

  it('signs out on the server and locally from the header', async () => {
    start('/?hotel_code=demo-tokyo&locale=en&login_token=ota_hanako_0001');
    await account();
    const token = localStorage.getItem(TOKYO_TOKEN_KEY) ?? '';
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await signInLink()).toBeTruthy();
    expect(localStorage.getItem(TOKYO_TOKEN_KEY)).toBeNull();
    const error = await mockApiClient({ userToken: token })
      .membership.getUserIdentity()
      .catch((caught: unknown) => caught);
    expect(isStaykitError(error) ? error.code : error).toBe('unauthorized');
  });

  it('hides the login widget in the chatbot frame', async () => {
    start('/booking/result?hotel_code=demo-tokyo&locale=en&iframe=chatbot&login_token=ota_hanako_0001');
    await header();
    expect(screen.queryByRole('group', { name: 'Your account' })).toBeNull();
    expect(localStorage.getItem(TOKYO_TOKEN_KEY)).toMatch(/^ut_/);
  });
});
