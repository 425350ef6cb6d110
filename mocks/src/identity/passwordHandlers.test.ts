import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO, MEMBER_PASSWORD } from '../seed/seedMembers';
import { TRIGGERS } from '../triggers';
import type { OutboxMail } from './outbox';

type Schemas = components['schemas'];

// Every exchange is checked against the contract by the test client.
const client = useMockServer();

const NEW_PASSWORD = 'Spring2027a!';

const startReset = (email: string) =>
  client.send<Schemas['MemberMailAcceptedResponse']>(
    'POST',
    '/hotels/101/memberships/start_reset_password_process',
    { body: { email } },
  );
const update = (body: unknown, userToken?: string) =>
  client.send<Schemas['MemberPasswordUpdateResponse']>('PUT', '/hotels/101/memberships/update_password', {
    body,
    ...(userToken ? { headers: { Authorization: `Bearer ${userToken}` } } : {}),
  });
const signIn = (email: string, password: string) =>
  client.send<Schemas['MembershipSessionResponse']>('POST', '/hotels/101/memberships/sign_in', {
    body: { grant_type: 'password', email, password },
  });
const outbox = async (to: string) =>
  (await client.get<{ data: OutboxMail[] }>(`/__staykit/outbox?to=${encodeURIComponent(to)}`)).body.data;

/** The token of the last reset link mailed to `to`. */
async function resetToken(to: string): Promise<string> {
  const mails = await outbox(to);
  const link = mails.at(-1)?.links[0] ?? '';
  expect(link.startsWith('/change-password?')).toBe(true);
  return new URL(link, 'https://widget.example').searchParams.get('reset_password_token') ?? '';
}

const reset = (token: string, password = NEW_PASSWORD, confirmation = password) => ({
  reset_password_token: token,
  password,
  password_confirmation: confirmation,
});

describe('startPasswordReset', () => {
  it('answers the same 202 for any e-mail, and mails a link only to a member', async () => {
    const known = await startReset(HANAKO.email.toUpperCase());
    const unknown = await startReset('nobody@example.com');
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.body.data).toEqual({ accepted: true, retry_after_seconds: 600 });
    expect(await outbox(HANAKO.email)).toHaveLength(1);
    expect(await outbox('nobody@example.com')).toEqual([]);
  });

  it('at a hotel that requires the bot check, mails nothing without a token that passes', async () => {
    const at105 = (body: Record<string, string>) =>
      client.send('POST', '/hotels/105/memberships/start_reset_password_process', { body });
    const refused = await at105({ email: HANAKO.email });
    expect([refused.status, errorCode(refused.body)]).toEqual([422, 'bot_check_failed']);
    expect(await outbox(HANAKO.email)).toEqual([]);
    expect((await at105({ email: HANAKO.email, turnstile_token: 'turnstile-mock-pass' })).status).toBe(202);
    expect(await outbox(HANAKO.email)).toHaveLength(1);
  });
});

describe('updateMembershipPassword', () => {
  it('sets a new password through the reset link: the old one stops working, other sessions end', async () => {
    const before = (await signIn(HANAKO.email, MEMBER_PASSWORD)).body.data.access_token;
    await startReset(HANAKO.email);
    const done = await update(reset(await resetToken(HANAKO.email)));
    expect(done.status).toBe(200);
    expect(done.body.data.email).toBe(HANAKO.email);
    expect(errorCode((await signIn(HANAKO.email, MEMBER_PASSWORD)).body)).toBe('invalid_credentials');
    expect((await signIn(HANAKO.email, NEW_PASSWORD)).status).toBe(200);
    const old = await client.send('GET', '/user/identity', {
      headers: { Authorization: `Bearer ${before}` },
    });
    expect(old.status).toBe(401);
  });

  it('spends the link with the password it sets, and lets it expire after an hour', async () => {
    await startReset(HANAKO.email);
    const token = await resetToken(HANAKO.email);
    await update(reset(token));
    expect(errorCode((await update(reset(token, 'Summer2027a!'))).body)).toBe('not_found');
    await startReset(HANAKO.email);
    const late = await resetToken(HANAKO.email);
    mockClock.advanceMinutes(60);
    await client.startSession();
    const expired = await update(reset(late, 'Summer2027a!'));
    expect([expired.status, errorCode(expired.body)]).toEqual([410, '1250']);
  });

  it.each([
    ['no symbol', 'Spring2027a', 'Spring2027a', 422, '1300'],
    ['another confirmation', NEW_PASSWORD, 'Spring2027b!', 422, '1000'],
    ['an earlier password', 'Autumn2026x!', 'Autumn2026x!', 422, '1302'],
  ])('refuses %s, and the link still works after', async (_case, password, confirmation, status, code) => {
    await startReset(HANAKO.email);
    const token = await resetToken(HANAKO.email);
    const refused = await update(reset(token, password, confirmation));
    expect([refused.status, errorCode(refused.body)]).toEqual([status, code]);
    expect((await update(reset(token))).status).toBe(200);
  });

  it('refuses the password the member has now (1302)', async () => {
    await startReset(HANAKO.email);
    await update(reset(await resetToken(HANAKO.email)));
    await startReset(HANAKO.email);
    const again = await update(reset(await resetToken(HANAKO.email)));
    expect([again.status, errorCode(again.body)]).toEqual([422, '1302']);
  });

  it('lets a signed-in member change it with the current password, which must be right', async () => {
    const token = (await signIn(HANAKO.email, MEMBER_PASSWORD)).body.data.access_token;
    const change = {
      current_password: MEMBER_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const wrong = await update({ ...change, current_password: 'Wrong-password-1' }, token);
    expect(errorCode(wrong.body)).toBe('invalid_credentials');
    expect((await update(change, token)).status).toBe(200);
    const still = await client.send('GET', '/user/identity', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(still.status).toBe(200);
  });

  it('makes an account the facility registered one the member can sign in to', async () => {
    const email = TRIGGERS.registeredByFacility.value;
    expect(errorCode((await signIn(email, MEMBER_PASSWORD)).body)).toBe('1403');
    await startReset(email);
    expect((await update(reset(await resetToken(email)))).status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });
});
