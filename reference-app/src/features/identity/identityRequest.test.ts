import { describe, expect, it } from 'vitest';
import {
  customAuthTokenOf,
  isCustomAuthRoute,
  isOneTimeTokenForm,
  readIdentityRequest,
  signInPath,
} from './identityRequest';

describe('readIdentityRequest', () => {
  it('takes the first one-time token in the order accessToken, login_token, one_time_access_token', () => {
    const request = readIdentityRequest('https://h.example/?hotel_code=demo-tokyo', {
      one_time_access_token: 'ota_third_0001',
      login_token: 'ota_second_0001',
    });
    expect(request.oneTimeToken).toBe('ota_second_0001');
  });

  it('reads a token exchange only with both refresh_token and code', () => {
    const both = readIdentityRequest('https://h.example/?hotel_code=x&refresh_token=rt_1&code=c_1', {});
    expect(both.refresh).toEqual({ refreshToken: 'rt_1', code: 'c_1' });
    expect(readIdentityRequest('https://h.example/?hotel_code=x&refresh_token=rt_1', {}).refresh).toBeNull();
  });

  it('reads otid and the custom-auth token from hash-style addresses too', () => {
    const request = readIdentityRequest(
      'https://h.example/#/booking/result?hotel_code=x&otid=o_1&sso_token=b_1',
      {},
    );
    expect(request.otid).toBe('o_1');
    expect(customAuthTokenOf(request.query, 'sso_token')).toBe('b_1');
    expect(customAuthTokenOf(request.query, '')).toBeNull();
  });
});

describe('identity rules', () => {
  it('knows the one-time token form of the contract', () => {
    expect(isOneTimeTokenForm('ota_hanako_0001')).toBe(true);
    expect(isOneTimeTokenForm('L1')).toBe(false);
    expect(isOneTimeTokenForm('has a space')).toBe(false);
  });

  it('runs custom authentication on the result, the facilities and /, nowhere else', () => {
    expect(['/', '/booking/result', '/booking/result/', '/facilities'].map(isCustomAuthRoute)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/search', '/reservation/guest-detail'].map(isCustomAuthRoute)).toEqual([false, false]);
  });

  it('goes to /sign-in, or /chat-sign-in in the chatbot frame, keeping the hotel code', () => {
    expect(signInPath({ hotelCode: 'demo-tokyo', inChatbotFrame: false })).toBe(
      '/sign-in?hotel_code=demo-tokyo',
    );
    expect(signInPath({ hotelCode: null, inChatbotFrame: true })).toBe('/chat-sign-in');
  });
});
