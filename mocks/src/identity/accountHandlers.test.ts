import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { BOOKING_BODY } from '../triggers';
import { bookingRequests, errorCode, useMockServer } from '../testing/testSetup';
import { MEI, HANAKO, MEMBER_PASSWORD } from '../seed/seedMembers';

type Schemas = components['schemas'];

const client = useMockServer();

async function signedIn(): Promise<Record<string, string>> {
  const { body } = await client.send<Schemas['MembershipSessionResponse']>(
    'POST',
    '/hotels/101/memberships/sign_in',
    {
      body: { grant_type: 'password', email: HANAKO.email, password: MEMBER_PASSWORD },
    },
  );
  return { Authorization: `Bearer ${body.data.access_token}` };
}

describe('getMembership', () => {
  it('answers the signed-in member profile', async () => {
    const headers = await signedIn();
    const { status, body } = await client.send<Schemas['MemberProfileResponse']>(
      'GET',
      '/hotels/101/memberships/show',
      { headers },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: HANAKO.id,
      email: HANAKO.email,
      first_name: HANAKO.firstName,
      last_name: HANAKO.lastName,
      unconfirmed_email: null,
      membership_id: '0012345678',
    });
  });

  it('needs a signed-in member', async () => {
    const answer = await client.send('GET', '/hotels/101/memberships/show');
    expect([answer.status, errorCode(answer.body)]).toEqual([401, 'unauthorized']);
  });
});

describe('cancelMembership', () => {
  it('removes the account for good: its token stops working, sign-in is refused, a confirmation is mailed', async () => {
    const headers = await signedIn();
    const { status, body } = await client.send<Schemas['MembershipCancellationResponse']>(
      'POST',
      '/hotels/101/memberships/cancel',
      {
        headers,
        body: { reasons: ['too_many_emails', 'other'], comment: 'Moving abroad.' },
      },
    );
    expect(status).toBe(200);
    expect(body.data.email).toBe(HANAKO.email);
    const profile = await client.send('GET', '/hotels/101/memberships/show', { headers });
    expect(profile.status).toBe(401);
    const again = await client.send('POST', '/hotels/101/memberships/sign_in', {
      body: { grant_type: 'password', email: HANAKO.email, password: MEMBER_PASSWORD },
    });
    expect(errorCode(again.body)).toBe('invalid_credentials');
    const outbox = await client.send<{ data: { kind: string }[] }>(
      'GET',
      `/__staykit/outbox?to=${HANAKO.email}`,
    );
    expect(outbox.body.data.map((mail) => mail.kind)).toContain('account_removal');
  });

  it('refuses no reason, an unknown reason and a repeated one, and removes nothing', async () => {
    const headers = await signedIn();
    const refusals = await Promise.all(
      [[], ['bored'], ['other', 'other']].map((reasons) =>
        client.send('POST', '/hotels/101/memberships/cancel', { headers, body: { reasons } }),
      ),
    );
    expect(refusals.map((answer) => [answer.status, errorCode(answer.body)])).toEqual([
      [422, '1000'],
      [422, '1000'],
      [422, '1000'],
    ]);
    expect((await client.send('GET', '/hotels/101/memberships/show', { headers })).status).toBe(200);
  });
});

describe('updateMembershipEmail', () => {
  it('keeps the old sign-in e-mail until the link mailed to the new one is followed', async () => {
    const headers = await signedIn();
    const change = await client.send<Schemas['MemberEmailChangeResponse']>(
      'PUT',
      '/hotels/101/memberships/update_email',
      {
        headers,
        body: {
          email: 'Hanako.New@example.com',
          email_confirmation: 'Hanako.New@example.com',
          current_password: MEMBER_PASSWORD,
        },
      },
    );
    expect(change.status).toBe(200);
    expect(change.body.data).toMatchObject({
      email: HANAKO.email,
      unconfirmed_email: 'hanako.new@example.com',
    });
    const pending = await client.send<Schemas['MemberProfileResponse']>(
      'GET',
      '/hotels/101/memberships/show',
      { headers },
    );
    expect(pending.body.data.unconfirmed_email).toBe('hanako.new@example.com');
    // The link again (resendConfirmEmail): a second mail to the new address.
    const resent = await client.send<Schemas['MemberMailAcceptedResponse']>(
      'POST',
      '/hotels/101/memberships/resend_confirm_email',
      { headers, body: {} },
    );
    expect([resent.status, resent.body.data.accepted]).toEqual([202, true]);

    const outbox = await client.send<{ data: { links: string[] }[] }>(
      'GET',
      '/__staykit/outbox?to=hanako.new@example.com',
    );
    expect(outbox.body.data).toHaveLength(2);
    const link = new URL(outbox.body.data[0]?.links[0] ?? '', 'http://widget.test');
    expect(link.searchParams.get('email_update')).toBe('true');
    const confirm = await client.send<Schemas['MembershipConfirmationResponse']>(
      'GET',
      `/hotels/101/memberships/confirm?confirmation_token=${link.searchParams.get('confirmation_token') ?? ''}&email_update=true`,
    );
    expect(confirm.body.data).toMatchObject({ email: 'hanako.new@example.com', email_update: true });
    // Confirmed: nothing is pending any more.
    const none = await client.send('POST', '/hotels/101/memberships/resend_confirm_email', { headers });
    expect([none.status, errorCode(none.body)]).toEqual([409, '1402']);

    const signIn = (email: string) =>
      client.send('POST', '/hotels/101/memberships/sign_in', {
        body: { grant_type: 'password', email, password: MEMBER_PASSWORD },
      });
    expect((await signIn('hanako.new@example.com')).status).toBe(200);
    expect(errorCode((await signIn(HANAKO.email)).body)).toBe('invalid_credentials');
  });

  it('refuses a wrong current password, a mismatched confirmation and an e-mail another account has', async () => {
    const headers = await signedIn();
    const change = (body: unknown) =>
      client.send('PUT', '/hotels/101/memberships/update_email', { headers, body });
    const refusals = await Promise.all([
      change({
        email: 'x.new@example.com',
        email_confirmation: 'x.new@example.com',
        current_password: 'Wrong-1',
      }),
      change({
        email: 'x.new@example.com',
        email_confirmation: 'y.new@example.com',
        current_password: MEMBER_PASSWORD,
      }),
      change({
        email: 'kenji.sato@example.com',
        email_confirmation: 'kenji.sato@example.com',
        current_password: MEMBER_PASSWORD,
      }),
    ]);
    expect(refusals.map((answer) => [answer.status, errorCode(answer.body)])).toEqual([
      [422, 'invalid_credentials'],
      [422, '1000'],
      [422, '1000'],
    ]);
  });
});

describe('updateMembership', () => {
  async function aiko(): Promise<Record<string, string>> {
    const { body } = await client.send<Schemas['MembershipSessionResponse']>(
      'POST',
      '/hotels/101/memberships/sign_in',
      { body: { grant_type: 'password', email: MEI.email, password: MEMBER_PASSWORD } },
    );
    return { Authorization: `Bearer ${body.data.access_token}` };
  }

  it('changes the fields sent, keeps the others, and the profile shows them afterwards', async () => {
    const headers = await aiko();
    const before = await client.send<Schemas['MemberProfileResponse']>(
      'GET',
      '/hotels/101/memberships/show',
      {
        headers,
      },
    );
    expect(before.body.data).toMatchObject({ profile_update_allowed: true, phone: '+819011112222' });
    const { status, body } = await client.send<Schemas['MemberProfileResponse']>(
      'PUT',
      '/hotels/101/memberships/update',
      { headers, body: { first_name: 'Mei', last_name: 'Sasaki', address: '1-1 Marunouchi, Chiyoda' } },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      last_name: 'Sasaki',
      address: '1-1 Marunouchi, Chiyoda',
      phone: '+819011112222',
      post_code: '1000005',
    });
    const after = await client.send<Schemas['MemberProfileResponse']>('GET', '/hotels/101/memberships/show', {
      headers,
    });
    expect(after.body.data.last_name).toBe('Sasaki');
    const identity = await client.send<Schemas['UserIdentityResponse']>('GET', '/user/identity', { headers });
    expect(identity.body.data.user?.last_name).toBe('Sasaki');
  });

  it('refuses a name outside the scripts of the request language, on its field (1000)', async () => {
    const headers = { ...(await aiko()), 'Accept-Language': 'ja' };
    const answer = await client.send('PUT', '/hotels/101/memberships/update', {
      headers,
      body: { last_name: '佐々木' },
    });
    expect([answer.status, errorCode(answer.body)]).toEqual([422, '1000']);
    expect(answer.body).toMatchObject({ errors: [{ details: { last_name: [{ code: '1000' }] } }] });
  });

  it('refuses a malformed phone on its field (1000) and changes nothing', async () => {
    const headers = await aiko();
    const answer = await client.send('PUT', '/hotels/101/memberships/update', {
      headers,
      body: { phone: 'call me', last_name: 'Sasaki' },
    });
    expect([answer.status, errorCode(answer.body)]).toEqual([422, '1000']);
    expect(answer.body).toMatchObject({ errors: [{ details: { phone: [{ code: '1000' }] } }] });
    const profile = await client.send<Schemas['MemberProfileResponse']>(
      'GET',
      '/hotels/101/memberships/show',
      {
        headers,
      },
    );
    expect(profile.body.data.last_name).toBe(MEI.lastName);
  });

  it("refuses a member of the product's own provider (profile_update_not_allowed)", async () => {
    const headers = await signedIn();
    const answer = await client.send('PUT', '/hotels/101/memberships/update', {
      headers,
      body: { first_name: 'Hana' },
    });
    expect([answer.status, errorCode(answer.body)]).toEqual([403, 'profile_update_not_allowed']);
  });

  it("copies a booking's details to the profile with update_profile, and only for a member who may update it", async () => {
    const { book } = bookingRequests(client);
    const headers = await aiko();
    const guest = {
      ...BOOKING_BODY.guest,
      last_name: 'Watanabe',
      first_name: 'Mei',
      email: MEI.email,
      phone: '+819055556666',
      postal_code: '1000005',
      street_address: '1-1 Marunouchi',
    };
    const booked = await book({ guest, update_profile: true }, headers);
    expect(booked.status).toBe(201);
    const profile = await client.send<Schemas['MemberProfileResponse']>(
      'GET',
      '/hotels/101/memberships/show',
      {
        headers,
      },
    );
    expect(profile.body.data).toMatchObject({
      first_name: 'Mei',
      phone: '+819055556666',
      post_code: '1000005',
      address: '1-1 Marunouchi',
      email: MEI.email,
    });
    // Without update_profile the profile stays as it is.
    await book({ guest: { ...guest, phone: '+819000000000' } }, headers);
    const after = await client.send<Schemas['MemberProfileResponse']>('GET', '/hotels/101/memberships/show', {
      headers,
    });
    expect(after.body.data.phone).toBe('+819055556666');
    // A member of the product's own provider books, and the profile is not changed.
    const own = await signedIn();
    const ownBefore = await client.send<Schemas['MemberProfileResponse']>(
      'GET',
      '/hotels/101/memberships/show',
      {
        headers: own,
      },
    );
    expect((await book({ guest, update_profile: true }, own)).status).toBe(201);
    const ownAfter = await client.send<Schemas['MemberProfileResponse']>(
      'GET',
      '/hotels/101/memberships/show',
      {
        headers: own,
      },
    );
    expect(ownAfter.body.data).toEqual(ownBefore.body.data);
  });
});

describe('getChatbotSession', () => {
  const path = (query: string) => `/hotels/101/memberships/chatbot_session?${query}`;
  it("hands the signed-in member's session to the chatbot user, the same for the same sign-in", async () => {
    const headers = await signedIn();
    const first = await client.send<Schemas['ChatbotSessionResponse']>(
      'GET',
      path('user_id=U4af4980629&auth_auto_message_id=am_20261201'),
      { headers },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ user_id: 'U4af4980629', auth_auto_message_id: 'am_20261201' });
    expect(first.body.data.session).toMatch(/^cbs_/);
    const again = await client.send<Schemas['ChatbotSessionResponse']>('GET', path('user_id=U4af4980629'), {
      headers,
    });
    expect(again.body.data).toMatchObject({ session: first.body.data.session, auth_auto_message_id: null });
  });

  it('refuses a guest, a missing chatbot user and one outside the id rule', async () => {
    const guest = await client.send('GET', path('user_id=U4af4980629'));
    expect([guest.status, errorCode(guest.body)]).toEqual([401, 'unauthorized']);
    const headers = await signedIn();
    const missing = await client.send('GET', path('auth_auto_message_id=am_1'), { headers });
    expect([missing.status, errorCode(missing.body)]).toEqual([422, '1000']);
    const odd = await client.send('GET', path('user_id=%3Cscript%3E'), { headers });
    expect([odd.status, errorCode(odd.body)]).toEqual([422, '1000']);
  });
});
