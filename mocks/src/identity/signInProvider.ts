/**
 * The test sign-in provider: the mock plays LINE, Facebook and the hotel's OpenID Connect provider ("Demo
 * ID") so that social sign-in can be walked without the internet.
 * `GET /__staykit/sign-in-provider/{line|facebook|open_id}/authorize` is the provider's consent page (as
 * `access.line.me/oauth2/v2.1/authorize` and Facebook's login dialog are): it lists the seeded accounts of
 * that provider (for OpenID, the members of the product's own sign-in), a new user, and a refusal.
 * Choosing posts back to the same address, which sends the browser (303) to the client's `redirect_uri`
 * as the provider would:
 *
 * - LINE and OpenID: `redirect_uri?code=…&state=…`, the code that `signInWithLine` or `signInWithOpenId`
 *   takes with the same `state`, `redirect_uri` (and OpenID `nonce`);
 * - Facebook: `redirect_uri#access_token=…&state=…`, the user access token `signInWithFacebook` takes;
 * - a refusal: `redirect_uri?error=access_denied&state=…`.
 *
 * A code or token works once, within 10 minutes on the mock clock. The page needs no client session: the
 * guest's browser opens it. It echoes nothing unescaped, and the only place it sends the browser is the
 * `http(s)` `redirect_uri` it was given, as any provider does for a registered one.
 */
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { MemberRow, ProviderCodeRow, SignInProvider } from '../db/rows';
import { invalid } from '../http/errors';
import { ParamReader } from '../http/params';
import { pathParam, route } from '../http/route';
import { escapeHtml } from '../lib/html';
import { fingerprint } from '../lib/fingerprint';

/** How long a provider's code or token can be traded for a session: 10 minutes on the mock clock. */
export const PROVIDER_CODE_LIFETIME_MS = 10 * 60_000;

const PROVIDERS: Readonly<Record<SignInProvider, string>> = {
  line: 'LINE',
  facebook: 'Facebook',
  open_id: 'Demo ID',
};
const STATE = /^[A-Za-z0-9._~-]+$/;
// The choice posted back: a seeded account's id, `new` or `refuse`.
const CHOICE = /^([0-9]{1,10}|new|refuse)$/;

function providerOf(value: string): SignInProvider {
  if (value === 'line' || value === 'facebook' || value === 'open_id') return value;
  throw invalid({ provider: ['must be line, facebook or open_id'] });
}

interface Authorization {
  readonly redirectUri: string;
  readonly state: string;
  readonly nonce: string | null;
}

/** The `redirect_uri` and `state` of the request (the query of the page, the form of the choice). */
function readAuthorization(values: URLSearchParams): Authorization {
  const reader = ParamReader.ofQuery(values);
  const redirectUri = reader.string('redirect_uri', { minLength: 1, maxLength: 2048 });
  const state = reader.string('state', { minLength: 1, maxLength: 512, pattern: STATE });
  // What a real provider also takes, read so that the rest of the query is checked.
  reader.string('client_id', { maxLength: 64 });
  reader.string('response_type', { maxLength: 16 });
  reader.string('scope', { maxLength: 128 });
  const nonce = reader.string('nonce', { minLength: 1, maxLength: 512, pattern: STATE });
  reader.string('choice', { maxLength: 16, pattern: CHOICE });
  if (redirectUri === undefined) reader.fail('redirect_uri', 'is required');
  else if (!isWebAddress(redirectUri)) reader.fail('redirect_uri', 'must be an http(s) URL');
  if (state === undefined) reader.fail('state', 'is required');
  reader.finish();
  return { redirectUri: redirectUri ?? '', state: state ?? '', nonce: nonce ?? null };
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The seeded accounts of a provider, which its page offers. The hotel's OpenID provider ("Demo ID") knows
 * the members of the product's own sign-in: it is where their account lives.
 */
function providerMembers(provider: SignInProvider): MemberRow[] {
  const kind = provider === 'open_id' ? 'staykit' : provider;
  return db.member
    .all()
    .filter((member) => member.provider === kind && member.status === 'active' && !member.corporate_only);
}

function page(provider: SignInProvider, content: string): Response {
  const title = `Sign in with ${PROVIDERS[provider]} (test provider)`;
  return HttpResponse.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
      '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;margin:.25rem 0;display:block;width:100%}</style>' +
      `</head><body><main><h1>${title}</h1>${content}</main></body></html>`,
    {
      headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *" },
    },
  );
}

function consentPage(provider: SignInProvider, authorization: Authorization, request: Request): Response {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const button = (choice: string, label: string) =>
    `<button type="submit" name="choice" value="${choice}">${escapeHtml(label)}</button>`;
  const accounts = providerMembers(provider).map((member) =>
    button(String(member.id), `Continue as ${member.first_name} ${member.last_name} (${member.email})`),
  );
  return page(
    provider,
    `<p>This page stands in for ${PROVIDERS[provider]} in the Staykit mock: choose who signs in.</p>` +
      `<form method="post" action="${escapeHtml(new URL(request.url).pathname)}">` +
      hidden('redirect_uri', authorization.redirectUri) +
      hidden('state', authorization.state) +
      (authorization.nonce === null ? '' : hidden('nonce', authorization.nonce)) +
      accounts.join('') +
      button('new', `Continue as a new ${PROVIDERS[provider]} user`) +
      button('refuse', 'Cancel: do not allow') +
      '</form>',
  );
}

/** Issues the code (LINE) or access token (Facebook) of a choice. */
function issue(
  provider: SignInProvider,
  memberId: number | null,
  authorization: Authorization,
): ProviderCodeRow {
  // Numbered from the db, which a reset empties: the same run gives the same codes.
  const serial = String(db.providerCode.inserted + 1).padStart(4, '0');
  const prefix = { line: 'lc', facebook: 'fbt', open_id: 'oc' }[provider];
  return db.providerCode.insert({
    value: `${prefix}_${serial}_${fingerprint(`${provider}:${serial}:${memberId ?? 'new'}:${nowMillis()}`)}`,
    provider,
    member_id: memberId,
    state: authorization.state,
    redirect_uri: authorization.redirectUri,
    nonce: authorization.nonce,
    spent: false,
    expires_at_ms: nowMillis() + PROVIDER_CODE_LIFETIME_MS,
  });
}

/** Where the provider sends the browser back after a choice. */
function returnAddress(provider: SignInProvider, choice: string, authorization: Authorization): string {
  const target = new URL(authorization.redirectUri);
  if (choice === 'refuse') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('state', authorization.state);
    return target.toString();
  }
  const memberId = choice === 'new' ? null : Number(choice);
  if (memberId !== null && !providerMembers(provider).some((member) => member.id === memberId)) {
    throw invalid({ choice: [`is not a ${PROVIDERS[provider]} account of the test provider`] });
  }
  const code = issue(provider, memberId, authorization);
  if (provider !== 'facebook') {
    target.searchParams.set('code', code.value);
    target.searchParams.set('state', authorization.state);
  } else {
    // Facebook's login dialog answers the token in the fragment, which never reaches a server.
    target.hash = new URLSearchParams({ access_token: code.value, state: authorization.state }).toString();
  }
  return target.toString();
}

/** The handlers of the test sign-in provider's pages. */
export const signInProviderHandlers = [
  http.get(
    '*/__staykit/sign-in-provider/:provider/authorize',
    route(
      ({ params, request }) => {
        const provider = providerOf(pathParam(params, 'provider'));
        return consentPage(provider, readAuthorization(new URL(request.url).searchParams), request);
      },
      { session: false },
    ),
  ),
  http.post(
    '*/__staykit/sign-in-provider/:provider/authorize',
    route(
      async ({ params, request }) => {
        const provider = providerOf(pathParam(params, 'provider'));
        const form = new URLSearchParams(await request.text());
        const authorization = readAuthorization(form);
        const choice = form.get('choice') ?? '';
        if (!CHOICE.test(choice)) throw invalid({ choice: ['must be an account id, new or refuse'] });
        return HttpResponse.redirect(returnAddress(provider, choice, authorization), 303);
      },
      { session: false },
    ),
  ),
];
