import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { BASE_URL, errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO, MEI, SORA } from '../seed/seedMembers';

type Session = components['schemas']['MembershipSessionResponse'];

const client = useMockServer();

const REDIRECT = 'https://book.example.com/sso/custom/callback?hotel_code=demo-tokyo';
const STATE = 'st_4f1a8e';

const authorizeUrl = (provider: string, query: Record<string, string> = {}) =>
  `${BASE_URL}/__staykit/sign-in-provider/${provider}/authorize?${new URLSearchParams({
    client_id: '1650000000',
    redirect_uri: REDIRECT,
    state: STATE,
    ...query,
  }).toString()}`;

/** Chooses on the provider's page as the guest's browser does; answers where the browser is sent. */
async function choose(provider: string, choice: string, redirectUri = REDIRECT): Promise<URL> {
  const response = await fetch(authorizeUrl(provider), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirect_uri: redirectUri, state: STATE, choice }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') ?? '');
}

const lineSignIn = (body: Record<string, unknown>, hotelId = 101) =>
  client.send<Session>('POST', `/hotels/${hotelId}/memberships/line/sign_in`, { body });

describe('the test sign-in provider', () => {
  it("shows the provider's accounts, a new user and a refusal, and escapes what it echoes", async () => {
    const response = await fetch(authorizeUrl('line', { state: 'st_x' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain(`Continue as ${MEI.firstName} ${MEI.lastName}`);
    expect(html).not.toContain(SORA.email);
    expect(html).toContain('Continue as a new LINE user');
    const hostile = await fetch(
      authorizeUrl('line', { redirect_uri: 'https://book.example.com/"><script>alert(1)</script>' }),
    );
    expect(await hostile.text()).not.toContain('<script>alert(1)');
  });

  it('refuses a redirect_uri that is not an http(s) address, and an unknown provider', async () => {
    const script = await fetch(authorizeUrl('line', { redirect_uri: 'javascript:alert(1)' }));
    expect(script.status).toBe(422);
    const unknown = await fetch(authorizeUrl('twitter'));
    expect(unknown.status).toBe(422);
  });

  it('sends a refusal back as error=access_denied with the state', async () => {
    const back = await choose('line', 'refuse');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      hotel_code: 'demo-tokyo',
      error: 'access_denied',
      state: STATE,
    });
  });
});

describe('signInWithLine', () => {
  it("signs in the chosen LINE account with the code, the authorization's state and redirect_uri; once", async () => {
    const back = await choose('line', String(MEI.id));
    const code = back.searchParams.get('code') ?? '';
    expect(back.searchParams.get('state')).toBe(STATE);
    const body = { code, state: STATE, redirect_uri: REDIRECT, tracking_data: { utm_source: 'line' } };
    const { status, body: session } = await lineSignIn(body);
    expect(status).toBe(200);
    expect(session.data.user).toMatchObject({ id: MEI.id, provider: 'line' });
    const again = await lineSignIn(body);
    expect([again.status, errorCode(again.body)]).toEqual([422, '1000']);
  });

  it('refuses another state or redirect_uri than the authorization had (1000)', async () => {
    const code = (await choose('line', String(MEI.id))).searchParams.get('code') ?? '';
    const state = await lineSignIn({ code, state: 'st_other', redirect_uri: REDIRECT });
    expect([state.status, errorCode(state.body)]).toEqual([422, '1000']);
    const redirect = await lineSignIn({
      code,
      state: STATE,
      redirect_uri: 'https://elsewhere.example.com/cb',
    });
    expect([redirect.status, errorCode(redirect.body)]).toEqual([422, '1000']);
  });

  it('creates the account of a new LINE user at the first sign-in, and signs it in again later', async () => {
    const first = (await choose('line', 'new')).searchParams.get('code') ?? '';
    const created = await lineSignIn({ code: first, state: STATE, redirect_uri: REDIRECT });
    expect(created.body.data.user).toMatchObject({ provider: 'line', first_name: 'Sakura' });
    const profile = await client.send<components['schemas']['MemberProfileResponse']>(
      'GET',
      '/hotels/101/memberships/show',
      { headers: { Authorization: `Bearer ${created.body.data.access_token}` } },
    );
    expect(profile.body.data.profile_update_allowed).toBe(true);
  });

  it('is not_found where the hotel does not offer LINE, and refuses a code the provider did not issue', async () => {
    const code = (await choose('line', String(MEI.id))).searchParams.get('code') ?? '';
    const taipei = await lineSignIn({ code, state: STATE, redirect_uri: REDIRECT }, 201);
    expect([taipei.status, errorCode(taipei.body)]).toEqual([404, 'not_found']);
    const forged = await lineSignIn({ code: 'lc_forged', state: STATE, redirect_uri: REDIRECT });
    expect([forged.status, errorCode(forged.body)]).toEqual([422, '1000']);
  });
});

describe('signInWithFacebook', () => {
  it('signs in with the access token the login dialog put in the fragment', async () => {
    const back = await choose('facebook', String(SORA.id));
    expect(back.search).toBe('?hotel_code=demo-tokyo');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('state')).toBe(STATE);
    const { status, body } = await client.send<Session>('POST', '/hotels/101/memberships/facebook/sign_in', {
      body: { access_token: fragment.get('access_token') ?? '' },
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: SORA.id, provider: 'facebook' });
  });
});

describe('signInWithOpenId', () => {
  async function chooseOpenId(choice: string, nonce: string): Promise<URL> {
    const response = await fetch(authorizeUrl('open_id'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirect_uri: REDIRECT, state: STATE, nonce, choice }).toString(),
      redirect: 'manual',
    });
    return new URL(response.headers.get('Location') ?? '');
  }
  const openIdSignIn = (body: Record<string, unknown>) =>
    client.send<Session>('POST', '/hotels/101/memberships/open_id/sign_in', { body });

  it('signs in a member of the hotel’s own sign-in with the code, the state and the nonce of the authorization', async () => {
    const code = (await chooseOpenId(String(HANAKO.id), 'n_1')).searchParams.get('code') ?? '';
    const wrongNonce = await openIdSignIn({ code, state: STATE, nonce: 'n_2', redirect_uri: REDIRECT });
    expect([wrongNonce.status, errorCode(wrongNonce.body)]).toEqual([422, '1000']);
    const { status, body } = await openIdSignIn({ code, state: STATE, nonce: 'n_1', redirect_uri: REDIRECT });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: HANAKO.id, provider: 'staykit' });
  });

  it('offers the members of the product’s own sign-in on its page', async () => {
    const html = await (await fetch(authorizeUrl('open_id', { nonce: 'n_1' }))).text();
    expect(html).toContain('Sign in with Demo ID (test provider)');
    expect(html).toContain(`Continue as Hanako Yamada (${HANAKO.email})`);
    expect(html).not.toContain(MEI.email);
  });
});
