import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '../../testing/startWidget';
import {
  forgetPendingSignIn,
  newSignInState,
  offeredProviders,
  providerName,
  providerSignInUrl,
  readPendingSignIn,
  readProviderAnswer,
  savePendingSignIn,
} from './providerSignIn';

const LOGIN_WIDGET: components['schemas']['LoginWidget'] = {
  sign_in_methods: ['email', 'line', 'facebook'],
  membership_login_enabled: true,
  sign_up_enabled: true,
  corporate_sign_in_enabled: false,
  facebook_app_id: '1234567890',
  line_channel_id: '1650000000',
  open_id_provider_name: null,
  hide_logout: false,
};
const CALLBACK = 'https://book.example.com/sso/custom/callback?hotel_code=demo-tokyo&locale=ja';

describe('offeredProviders', () => {
  it.each([
    ['both, in the hotel’s order', LOGIN_WIDGET, ['line', 'facebook']],
    ['LINE without its channel id is not offered', { ...LOGIN_WIDGET, line_channel_id: null }, ['facebook']],
    ['e-mail only', { ...LOGIN_WIDGET, sign_in_methods: ['email'] as const }, []],
  ] as const)('%s', (_case, loginWidget, expected) => {
    expect(offeredProviders({ ...loginWidget, sign_in_methods: [...loginWidget.sign_in_methods] })).toEqual(
      expected,
    );
  });
});

describe('providerSignInUrl', () => {
  it('asks LINE for a code, with the channel id, the return address, the state and the profile scope', () => {
    const url = new URL(providerSignInUrl('line', LOGIN_WIDGET, CALLBACK, 'st1', 'n1') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://access.line.me/oauth2/v2.1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1650000000',
      redirect_uri: CALLBACK,
      state: 'st1',
      response_type: 'code',
      scope: 'profile openid',
    });
  });

  it("asks Facebook's login dialog for a token, at the address the login widget names", () => {
    const url = new URL(
      providerSignInUrl(
        'facebook',
        {
          ...LOGIN_WIDGET,
          sign_in_urls: { facebook: 'http://127.0.0.1:4010/__staykit/sign-in-provider/facebook/authorize' },
        },
        CALLBACK,
        'st2',
        'n2',
      ) ?? '',
    );
    expect(url.pathname).toBe('/__staykit/sign-in-provider/facebook/authorize');
    expect([url.searchParams.get('client_id'), url.searchParams.get('response_type')]).toEqual([
      '1234567890',
      'token',
    ]);
  });
});

describe('OpenID', () => {
  const OPEN_ID = {
    ...LOGIN_WIDGET,
    sign_in_methods: ['email', 'open_id'] as ('email' | 'open_id')[],
    open_id_provider_name: 'Demo ID',
    sign_in_urls: { open_id: 'https://id.example.com/authorize' },
  };

  it('is offered only with its provider’s name and address, which has no public default', () => {
    expect(offeredProviders(OPEN_ID)).toEqual(['open_id']);
    expect(offeredProviders({ ...OPEN_ID, sign_in_urls: {} })).toEqual([]);
    expect(providerSignInUrl('open_id', { ...OPEN_ID, sign_in_urls: {} }, CALLBACK, 's', 'n')).toBeNull();
    expect(providerName('open_id', OPEN_ID)).toBe('Demo ID');
  });

  it('asks for a code with the openid scope and a nonce', () => {
    const url = new URL(providerSignInUrl('open_id', OPEN_ID, CALLBACK, 'st3', 'n3') ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: CALLBACK,
      state: 'st3',
      response_type: 'code',
      scope: 'openid profile email',
      nonce: 'n3',
    });
  });
});

describe('the pending sign-in', () => {
  it('answers only the state it was sent with, and is gone once forgotten', () => {
    const storage = memoryWebStorage();
    savePendingSignIn(storage, {
      provider: 'line',
      state: 'st1',
      nonce: 'n1',
      redirectUri: CALLBACK,
      from: null,
    });
    expect(readPendingSignIn(storage, 'st-other')).toBeNull();
    expect(readPendingSignIn(storage, null)).toBeNull();
    expect(readPendingSignIn(storage, 'st1')).toEqual({
      provider: 'line',
      state: 'st1',
      nonce: 'n1',
      redirectUri: CALLBACK,
      from: null,
    });
    forgetPendingSignIn(storage);
    expect(readPendingSignIn(storage, 'st1')).toBeNull();
  });

  it('ignores what is stored in another shape', () => {
    const storage = memoryWebStorage();
    storage.setItem('staykit_provider_sign_in', '{"provider":"twitter","state":"st1","redirectUri":"x"}');
    expect(readPendingSignIn(storage, 'st1')).toBeNull();
    storage.setItem('staykit_provider_sign_in', 'not json');
    expect(readPendingSignIn(storage, 'st1')).toBeNull();
  });

  it('makes a new 128-bit state every time', () => {
    const states = new Set(Array.from({ length: 20 }, newSignInState));
    expect(states.size).toBe(20);
    expect([...states].every((state) => /^[0-9a-f]{32}$/.test(state))).toBe(true);
  });
});

describe('readProviderAnswer', () => {
  it('reads LINE in the query, Facebook in the fragment, and a refusal in either', () => {
    expect(readProviderAnswer('?hotel_code=x&code=lc_1&state=s', '')).toEqual({
      state: 's',
      code: 'lc_1',
      accessToken: null,
      error: null,
    });
    expect(readProviderAnswer('?hotel_code=x', '#access_token=fbt_1&state=s')).toMatchObject({
      state: 's',
      accessToken: 'fbt_1',
    });
    expect(readProviderAnswer('?error=access_denied&state=s', '').error).toBe('access_denied');
  });
});
