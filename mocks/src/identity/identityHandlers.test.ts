import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO, ICHIRO } from '../seed/seedMembers';
import { TRIGGERS } from '../triggers';

type Identity = components['schemas']['UserIdentityResponse'];

const client = useMockServer();

const identity = (headers: Record<string, string> = {}) =>
  client.send<Identity>('GET', '/user/identity', { headers });
const withOneTimeToken = (token: string, headers: Record<string, string> = {}) =>
  identity({ 'X-One-Time-Access-Token': token, ...headers });

describe('getUserIdentity', () => {
  it('answers nobody signed in without a token', async () => {
    const { status, body } = await identity();
    expect(status).toBe(200);
    expect(body).toEqual({ data: { session: null, user: null }, meta: { reset_code: null } });
  });

  it('signs the member of a one-time token in with a new user token, named for the language', async () => {
    const { status, body } = await withOneTimeToken(HANAKO.oneTimeToken, { 'Accept-Language': 'en' });
    expect(status).toBe(200);
    const session = body.data.session;
    expect(session?.access_token).toMatch(/^ut_\d{6}_[0-9a-f]{16}$/);
    expect(session?.program_id).toBe(1);
    // Programme 2 is Demo Trading's, which Hanako is not a user of.
    expect(session?.non_signed_in_program_ids).toEqual([4]);
    expect(session?.expires_at).toBe('2026-12-31T09:00:00+09:00');
    expect(body.data.user).toMatchObject({ id: HANAKO.id, name: 'Hanako Yamada', rank: 'Gold' });
    expect(body.meta.reset_code).toBeNull();
    const japanese = await identity({ Authorization: `Bearer ${session?.access_token ?? ''}` });
    expect(japanese.body.data.user?.name).toBe('Yamada Hanako');
  });

  it('spends a one-time token: the second use is 410 3403, and the stored token still resolves', async () => {
    const first = await withOneTimeToken(HANAKO.oneTimeToken);
    const token = first.body.data.session?.access_token ?? '';
    const again = await withOneTimeToken(HANAKO.oneTimeToken, { Authorization: `Bearer ${token}` });
    expect([again.status, errorCode(again.body)]).toEqual([410, '3403']);
    const normal = await identity({ Authorization: `Bearer ${token}` });
    expect(normal.body.data.session?.access_token).toBe(token);
    expect(normal.body.data.user?.id).toBe(HANAKO.id);
  });

  it('answers 401 3401 for unknown or malformed one-time tokens and 3402 for another brand', async () => {
    for (const token of [
      TRIGGERS.oneTimeTokenNotFound.value,
      'short',
      'has spaces in it',
      'x'.repeat(3000),
    ]) {
      const response = await withOneTimeToken(token);
      expect([response.status, errorCode(response.body)]).toEqual([401, '3401']);
    }
    const other = await withOneTimeToken(TRIGGERS.oneTimeTokenOtherBrand.value);
    expect([other.status, errorCode(other.body)]).toEqual([401, '3402']);
  });

  it('refuses a user token that is unknown, revoked, malformed or past its 30 days', async () => {
    for (const header of [
      'Bearer ut_never_issued_000000',
      `Bearer ${TRIGGERS.userTokenInvalid.value}`,
      'Basic abc',
    ]) {
      const response = await identity({ Authorization: header });
      expect([response.status, errorCode(response.body)]).toEqual([401, 'unauthorized']);
    }
    const signedIn = await withOneTimeToken(ICHIRO.oneTimeToken);
    const bearer = { Authorization: `Bearer ${signedIn.body.data.session?.access_token ?? ''}` };
    mockClock.advanceMinutes(30 * 24 * 60 - 1);
    // The client session lives only 0.75 day: start a new one, as the SDK would.
    await client.startSession();
    expect((await identity(bearer)).status).toBe(200);
    mockClock.advanceMinutes(1);
    const expired = await identity(bearer);
    expect([expired.status, errorCode(expired.body)]).toEqual([401, 'unauthorized']);
  });
});
