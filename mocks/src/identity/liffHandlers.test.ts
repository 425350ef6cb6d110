import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { nowMillis } from '../clock';
import { HANAKO, MEMBER_PASSWORD } from '../seed/seedMembers';
import { errorCode, useMockServer } from '../testing/testSetup';

type LiffUserResponse = components['schemas']['LiffUserResponse'];

// Every exchange is checked against the contract by the test client.
const client = useMockServer();

/** An ID token as LINE's LIFF SDK hands it to the page: a JWT whose payload names the LINE user. */
const idToken = (payload: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;
const LINE_USER = 'U1234567890abcdef1234567890abcdef';

const upsert = (body: unknown, headers: Record<string, string> = {}) =>
  client.send<LiffUserResponse>('POST', '/liff/upsert', { body, headers });

describe('upsertLiffUser', () => {
  it('creates the LINE user LINE vouched for, then updates it, keeping what a later call leaves out', async () => {
    const first = await upsert({
      hotel_code: 'demo-tokyo',
      id_token: idToken({ sub: LINE_USER, name: 'Hanako (LINE)' }),
      chatbot_user_id: 'cb_5a4b3c2d',
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      line_user_id: LINE_USER,
      chatbot_user_id: 'cb_5a4b3c2d',
      user_id: null,
      display_name: 'Hanako (LINE)',
      created: true,
    });
    const again = await upsert({
      hotel_code: 'demo-tokyo',
      id_token: idToken({ sub: LINE_USER }),
      display_name: 'Hanako',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      chatbot_user_id: 'cb_5a4b3c2d',
      display_name: 'Hanako',
      created: false,
    });
    // The same LINE user at another hotel is another hotel's user.
    const kyoto = await upsert({ hotel_code: 'demo-kyoto', id_token: idToken({ sub: LINE_USER }) });
    expect(kyoto.status).toBe(201);
  });

  it('takes the contract’s example token, and links the member whose user token comes with the call', async () => {
    const signIn = await client.send<components['schemas']['MembershipSessionResponse']>(
      'POST',
      '/hotels/101/memberships/sign_in',
      { body: { grant_type: 'password', email: HANAKO.email, password: MEMBER_PASSWORD } },
    );
    const example = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVMTIzNDU2In0.c2lnbmF0dXJl';
    const linked = await upsert(
      { hotel_code: 'demo-tokyo', id_token: example },
      { Authorization: `Bearer ${signIn.body.data.access_token}` },
    );
    expect(linked.body.data).toMatchObject({ line_user_id: 'U123456', user_id: HANAKO.id, created: true });
    // At a hotel of another brand (demo-seoul), Hanako's account is not a member there: nothing is linked.
    const elsewhere = await upsert(
      { hotel_code: 'demo-seoul', id_token: example },
      { Authorization: `Bearer ${signIn.body.data.access_token}` },
    );
    expect(elsewhere.body.data).toMatchObject({ user_id: null, created: true });
  });

  it('answers a retry with the same key with the first answer, and creates nothing more', async () => {
    const body = { hotel_code: 'demo-tokyo', id_token: idToken({ sub: LINE_USER }) };
    const headers = { 'Idempotency-Key': 'liff-retry-0001' };
    const first = await upsert(body, headers);
    const retry = await upsert(body, headers);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('Idempotency-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await upsert(body)).status).toBe(200);
  });

  it('refuses a token LINE would refuse, an unknown hotel and a bad user token', async () => {
    const refused = async (body: unknown, headers?: Record<string, string>) => {
      const { status, body: answer } = await upsert(body, headers);
      return [status, errorCode(answer)];
    };
    const hotel = { hotel_code: 'demo-tokyo' };
    expect(await refused({ ...hotel, id_token: 'not-a-liff-id-token' })).toEqual([422, '1000']);
    expect(await refused({ ...hotel, id_token: idToken({ name: 'no sub' }) })).toEqual([422, '1000']);
    const past = Math.floor(nowMillis() / 1000) - 1;
    expect(await refused({ ...hotel, id_token: idToken({ sub: LINE_USER, exp: past }) })).toEqual([
      422,
      '1000',
    ]);
    expect(await refused({ hotel_code: 'demo-missing', id_token: idToken({ sub: LINE_USER }) })).toEqual([
      404,
      'hotel_not_found',
    ]);
    expect(
      await refused(
        { ...hotel, id_token: idToken({ sub: LINE_USER }) },
        { Authorization: 'Bearer ut_revoked_0000_trigger' },
      ),
    ).toEqual([401, 'unauthorized']);
    expect(await refused({ ...hotel })).toEqual([422, '1000']);
  });
});
