import { describe, expect, it } from 'vitest';
import { isFollowableExternalUrl } from './isFollowableExternalUrl';

const MOCK_API = 'http://127.0.0.1:4010';
const API = 'https://api.example.com';

describe('isFollowableExternalUrl', () => {
  it.each([
    // Followed: https anywhere (the issuer's or gateway's page), http only at the API's own origin.
    ['an https issuer page', 'https://acs.example/3ds2/challenge?id=1', API, true],
    ['an https page with a port', 'https://acs.example:8443/c', API, true],
    ['an upper-case https scheme', 'HTTPS://acs.example/c', API, true],
    ["the local mock's own http page", 'http://127.0.0.1:4010/__staykit/3ds/c1', MOCK_API, true],
    [
      "the mock's page with the API's trailing slash",
      'http://127.0.0.1:4010/__staykit/3ds/c1',
      `${MOCK_API}/`,
      true,
    ],
    ['an https page while the API is the local mock', 'https://acs.example/c', MOCK_API, true],
    // Not followed: plain http anywhere else.
    ['http to another host', 'http://acs.example/c', API, false],
    ['http to the API host over http when the API is https', 'http://api.example.com/3ds', API, false],
    ['http to the mock host on another port', 'http://127.0.0.1:4011/__staykit/3ds/c1', MOCK_API, false],
    [
      'http to localhost when the API is 127.0.0.1',
      'http://localhost:4010/__staykit/3ds/c1',
      MOCK_API,
      false,
    ],
    ['http with an API URL that is not one', 'http://127.0.0.1:4010/c', 'not a url', false],
    // Not followed: other schemes.
    ['javascript:', 'javascript:alert(document.cookie)', API, false],
    ['javascript: in another case', 'JavaScript:alert(1)', API, false],
    ['javascript: after a tab', '\tjavascript:alert(1)', API, false],
    ['data:', 'data:text/html,<script>alert(1)</script>', API, false],
    ['blob:', 'blob:https://acs.example/1b2c', API, false],
    ['file:', 'file:///etc/passwd', API, false],
    ['ftp:', 'ftp://acs.example/c', API, false],
    ['https without slashes', 'https:acs.example/c', API, false],
    // Not followed: relative, malformed or dressed-up addresses.
    ['a relative path', '/__staykit/3ds/c1', MOCK_API, false],
    ['a protocol-relative address', '//acs.example/c', API, false],
    ['an empty address', '', API, false],
    ['a malformed https address', 'https://', API, false],
    ['a host with a space', 'https://acs example/c', API, false],
    ['surrounding spaces', ' https://acs.example/c', API, false],
    ['userinfo naming another host', 'https://acs.example@evil.example/c', API, false],
    ['userinfo on the mock origin', 'http://user:pw@127.0.0.1:4010/c', MOCK_API, false],
    ['not a string', 42, API, false],
    ['null', null, API, false],
  ])('%s', (_case, url, apiUrl, followed) => {
    expect(isFollowableExternalUrl(url, apiUrl)).toBe(followed);
  });
});
