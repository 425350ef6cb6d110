/**
 * LINE's LIFF SDK, played by the mock: `GET /__staykit/line/liff-sdk.js` is a script that defines
 * `window.liff` as LINE's SDK does inside the LINE app, for one demo LINE user (`DEMO_LINE_USER`), signed
 * in: `liff.init({ liffId })`, `liff.isLoggedIn()`, `liff.isInClient()`, `liff.getIDToken()` and
 * `liff.getProfile()`. Its ID token is one the mock's LINE verification accepts (`liffIdToken.ts`): three
 * base64url parts whose payload names the user and an expiry an hour after the mock clock's now, with
 * no real signature. The widget loads it in place of LINE's script (its `liffSdkUrl`), so the LIFF page is
 * walkable without LINE. Like the pictures, it needs no client session: a `<script>` sends none.
 */
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { route } from '../http/route';

/**
 * The LINE user the stand-in SDK signs in.
 *
 * @example
 * ```ts
 * DEMO_LINE_USER.userId; // 'U7d3a9c2e41f04b8a9e6c5d1f2a3b4c5d'
 * ```
 */
export const DEMO_LINE_USER = {
  userId: 'U7d3a9c2e41f04b8a9e6c5d1f2a3b4c5d',
  displayName: 'Hanako LINE',
} as const;

const base64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function demoIdToken(): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'https://access.line.me',
      sub: DEMO_LINE_USER.userId,
      name: DEMO_LINE_USER.displayName,
      exp: Math.floor(nowMillis() / 1000) + 3600,
    }),
  );
  return `${header}.${payload}.${base64url('played by the Staykit mock')}`;
}

// The values go in as JSON: the script's text holds nothing but what the mock itself wrote.
function liffSdkScript(): string {
  return `// LINE's LIFF SDK as the Staykit mock plays it (one demo user, signed in). Not LINE's code.
(() => {
  const idToken = ${JSON.stringify(demoIdToken())};
  const profile = ${JSON.stringify({ userId: DEMO_LINE_USER.userId, displayName: DEMO_LINE_USER.displayName })};
  let ready = false;
  const notReady = () => Promise.reject(new Error('liff.init() must be called first'));
  window.liff = Object.freeze({
    init: (config) => {
      if (!config || typeof config.liffId !== 'string' || config.liffId === '')
        return Promise.reject(new Error('liffId is necessary for liff.init()'));
      ready = true;
      return Promise.resolve();
    },
    isLoggedIn: () => ready,
    isInClient: () => true,
    getIDToken: () => (ready ? idToken : null),
    getProfile: () => (ready ? Promise.resolve({ ...profile }) : notReady()),
  });
})();
`;
}

/** The handler of the stand-in LIFF SDK. */
export const liffSdkHandlers = [
  http.get(
    '*/__staykit/line/liff-sdk.js',
    route(
      () =>
        new HttpResponse(liffSdkScript(), {
          status: 200,
          headers: {
            'Content-Type': 'text/javascript; charset=utf-8',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
            // The widget loads it from another port or origin.
            'Cross-Origin-Resource-Policy': 'cross-origin',
          },
        }),
      { session: false },
    ),
  ),
];
