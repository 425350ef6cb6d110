import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO } from '../seed/seedMembers';
import { TRIGGERS } from '../triggers';
import type { OutboxMail } from './outbox';

type Schemas = components['schemas'];

// Every exchange is checked against the contract by the test client.
const client = useMockServer();

const SAKURA = {
  first_name: 'Sakura',
  last_name: 'Tanaka',
  // The domain may differ in case, as the SDK's validateEmailConfirmation allows; the address is kept in
  // lower case.
  email: 'Sakura.Tanaka@example.com',
  email_confirmation: 'Sakura.Tanaka@EXAMPLE.com',
  password: 'Spring2027a',
  password_confirmation: 'Spring2027a',
  terms_accepted: true,
};

const signUp = (body: unknown, hotelId = 101, headers: Record<string, string> = {}) =>
  client.send<Schemas['SignUpResponse']>('POST', `/hotels/${hotelId}/memberships/sign_up`, { body, headers });
const signIn = (email: string, password: string) =>
  client.send<Schemas['MembershipSessionResponse']>('POST', '/hotels/101/memberships/sign_in', {
    body: { grant_type: 'password', email, password },
  });
const outbox = async (to?: string) =>
  (await client.get<{ data: OutboxMail[] }>(`/__staykit/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`))
    .body.data;

/** The confirmation link's query, as the widget's /member-confirmation page receives it. */
async function confirmationLink(to: string): Promise<URLSearchParams> {
  const [mail] = await outbox(to);
  const link = mail?.links[0] ?? '';
  expect(link.startsWith('/member-confirmation?')).toBe(true);
  return new URL(link, 'https://widget.example').searchParams;
}

const confirm = (query: URLSearchParams, hotelId = 101) => {
  const forwarded = new URLSearchParams({ confirmation_token: query.get('confirmation_token') ?? '' });
  return client.send<Schemas['MembershipConfirmationResponse']>(
    'GET',
    `/hotels/${hotelId}/memberships/confirm?${forwarded.toString()}`,
  );
};

describe('signUp', () => {
  it('registers a provisional member who cannot sign in, and mails the confirmation link', async () => {
    const { status, body } = await signUp(SAKURA);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      email: 'sakura.tanaka@example.com',
      status: 'provisional',
      program_id: 1,
    });
    const mails = await outbox('sakura.tanaka@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'sign_up_confirmation', hotel_code: 'demo-tokyo' });
    expect(mails[0]?.sent_at).toBe(body.data.confirmation_sent_at);
    const link = await confirmationLink('sakura.tanaka@example.com');
    expect(link.get('hotel_code')).toBe('demo-tokyo');
    expect(link.get('confirmation_token')).toMatch(/^cf_[A-Za-z0-9_-]{8,}$/);
    expect(errorCode((await signIn(SAKURA.email, SAKURA.password)).body)).toBe('membership_not_registered');
  });

  it('at a hotel that requires the bot check, registers no one without a token that passes', async () => {
    // demo-nagoya (105) requires the check.
    const refused = await signUp(SAKURA, 105);
    expect([refused.status, errorCode(refused.body)]).toEqual([422, 'bot_check_failed']);
    expect(await outbox('sakura.tanaka@example.com')).toEqual([]);
    const passed = await signUp({ ...SAKURA, turnstile_token: 'turnstile-mock-pass' }, 105);
    expect(passed.status).toBe(201);
  });

  it("keeps a redirect_url on the hotel's site through the link and the confirmation, and refuses another site's", async () => {
    const elsewhere = await signUp({ ...SAKURA, redirect_url: 'https://evil.example/phish' });
    expect([elsewhere.status, errorCode(elsewhere.body)]).toEqual([422, '1000']);
    expect(elsewhere.body).toMatchObject({ errors: [{ details: { redirect_url: [{ code: '1000' }] } }] });
    const back = 'https://www.demo-tokyo.example.com/booking/plans';
    await signUp({ ...SAKURA, redirect_url: back });
    const link = await confirmationLink(SAKURA.email);
    expect(link.get('redirect_url')).toBe(back);
    const confirmed = await confirm(link);
    expect(confirmed.body.data.redirect_url).toBe(back);
    const tampered = await client.send(
      'GET',
      `/hotels/101/memberships/confirm?${new URLSearchParams({
        confirmation_token: link.get('confirmation_token') ?? '',
        redirect_url: 'https://evil.example/',
      }).toString()}`,
    );
    expect([tampered.status, errorCode(tampered.body)]).toEqual([422, '1000']);
  });

  it('mails the link in the language the guest signed up in, so the widget opens in it', async () => {
    await signUp(SAKURA, 101, { 'Accept-Language': 'zh_Hant' });
    expect((await confirmationLink(SAKURA.email)).get('locale')).toBe('zh_Hant');
  });

  it('confirmed by the link, the member signs in; the link then says it was used', async () => {
    await signUp(SAKURA);
    const link = await confirmationLink(SAKURA.email);
    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: 'sakura.tanaka@example.com', status: 'confirmed' });
    const session = await signIn(SAKURA.email, SAKURA.password);
    expect(session.status).toBe(200);
    expect(session.body.data.user).toMatchObject({
      first_name: 'Sakura',
      last_name: 'Tanaka',
      program_id: 1,
    });
    const again = await confirm(link);
    expect([again.status, errorCode(again.body)]).toEqual([409, '1402']);
  });

  it('lets a link expire after 24 hours on the mock clock (1401)', async () => {
    await signUp(SAKURA);
    const link = await confirmationLink(SAKURA.email);
    mockClock.advanceMinutes(24 * 60);
    // A day also ends the client session: the widget starts a new one.
    await client.startSession();
    const late = await confirm(link);
    expect([late.status, errorCode(late.body)]).toEqual([410, '1401']);
  });

  it('answers a retry with the same key with the first answer, and registers once', async () => {
    const key = { 'Idempotency-Key': 'sign-up-retry-0001' };
    const first = await signUp(SAKURA, 101, key);
    const retry = await signUp(SAKURA, 101, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotency-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await outbox(SAKURA.email)).toHaveLength(1);
  });

  it.each([
    ['a weak password', { password: 'spring2027', password_confirmation: 'spring2027' }, 422, '1300'],
    ['another e-mail confirmation', { email_confirmation: 'sakura@example.com' }, 422, '1000'],
    ['a confirmation in another case', { email_confirmation: 'sakura.tanaka@example.com' }, 422, '1000'],
    ['another password confirmation', { password_confirmation: 'Spring2027b' }, 422, '1000'],
    ['terms not accepted', { terms_accepted: false }, 422, '1000'],
    ['a programme of another brand', { program_id: 9 }, 422, '1000'],
    ['an e-mail already registered', { email: HANAKO.email, email_confirmation: HANAKO.email }, 422, '1000'],
    [
      'an e-mail the facility registered',
      { email: TRIGGERS.registeredByFacility.value, email_confirmation: TRIGGERS.registeredByFacility.value },
      409,
      '1403',
    ],
    ['a name with digits', { first_name: 'Sakura2' }, 422, '1000'],
    ['no e-mail', { email: undefined }, 422, '1000'],
  ])('refuses %s', async (_case, change, status, code) => {
    const refused = await signUp({ ...SAKURA, ...change });
    expect([refused.status, errorCode(refused.body)]).toEqual([status, code]);
    expect(await outbox()).toEqual([]);
  });

  it('is not offered where the brand signs users in by its own authentication', async () => {
    const refused = await signUp(SAKURA, 301);
    expect([refused.status, errorCode(refused.body)]).toEqual([404, 'not_found']);
  });
});

describe('verifySignUp', () => {
  const verify = (body: unknown) =>
    client.send<Schemas['SignUpVerificationResponse']>('POST', '/hotels/101/memberships/sign_up/verify', {
      body,
    });

  it('accepts a valid form without registering or mailing anything', async () => {
    const checked = await verify(SAKURA);
    expect([checked.status, checked.body.data]).toEqual([
      200,
      { valid: true, email: 'sakura.tanaka@example.com' },
    ]);
    expect(await outbox()).toEqual([]);
    expect((await signUp(SAKURA)).status).toBe(201);
  });

  it('refuses what signUp refuses', async () => {
    const weak = await verify({ ...SAKURA, password: 'spring2027', password_confirmation: 'spring2027' });
    expect([weak.status, errorCode(weak.body)]).toEqual([422, '1300']);
    const taken = await verify({ ...SAKURA, email: HANAKO.email, email_confirmation: HANAKO.email });
    expect([taken.status, errorCode(taken.body)]).toEqual([422, '1000']);
  });
});

describe('resendConfirmation', () => {
  const resend = (email: string) =>
    client.send<Schemas['MemberMailAcceptedResponse']>(
      'POST',
      '/hotels/101/memberships/resend_confirmation',
      {
        body: { email },
      },
    );

  it('mails a new link to a provisional member, and both links confirm until one is used', async () => {
    await signUp(SAKURA);
    const first = await confirmationLink(SAKURA.email);
    const accepted = await resend('SAKURA.TANAKA@example.com');
    expect([accepted.status, accepted.body.data]).toEqual([
      202,
      { accepted: true, retry_after_seconds: 600 },
    ]);
    const mails = await outbox(SAKURA.email);
    expect(mails).toHaveLength(2);
    const second = new URL(mails[1]?.links[0] ?? '', 'https://widget.example').searchParams;
    expect(second.get('confirmation_token')).not.toBe(first.get('confirmation_token'));
    expect((await confirm(second)).status).toBe(200);
    expect(errorCode((await resend(SAKURA.email)).body)).toBe('1402');
  });

  it('does not know an e-mail without a sign-up', async () => {
    const refused = await resend('nobody@example.com');
    expect([refused.status, errorCode(refused.body)]).toEqual([404, 'email_not_registered']);
  });
});

describe('confirmMembership', () => {
  it('does not know a made-up token, nor a token at another brand', async () => {
    const unknown = await confirm(new URLSearchParams({ confirmation_token: 'cf_0000_nothing' }));
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'not_found']);
    await signUp(SAKURA);
    const elsewhere = await confirm(await confirmationLink(SAKURA.email), 301);
    expect([elsewhere.status, errorCode(elsewhere.body)]).toEqual([404, 'not_found']);
  });
});

describe('the outbox control', () => {
  it('lists mails by address in any case, and is emptied by a reset', async () => {
    await signUp(SAKURA);
    expect(await outbox('SAKURA.TANAKA@example.com')).toHaveLength(1);
    expect(await outbox('someone@example.com')).toEqual([]);
    await client.send('POST', '/__staykit/reset');
    expect(await outbox()).toEqual([]);
  });
});
