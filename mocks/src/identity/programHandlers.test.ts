import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import { ICHIRO, KENJI, MEMBER_PASSWORD } from '../seed/seedMembers';

type Program = components['schemas']['MembershipProgramResponse'];
type Session = components['schemas']['MembershipSessionResponse'];

const client = useMockServer();

const program = (hotelId: number, headers: Record<string, string> = {}) =>
  client.send<Program>('GET', `/hotels/${hotelId}/memberships/program`, { headers });

describe('getMembershipProgram', () => {
  it("answers the brand's default programme to a guest, named in the request language", async () => {
    const japanese = await program(101);
    expect(japanese.status).toBe(200);
    expect(japanese.body.data).toMatchObject({ id: 1, name: 'デモリワーズ', hotel_brand_id: 900 });
    expect(japanese.body.data.additional_tiers_attributes.map((tier) => tier.code)).toEqual([
      'adult_companion',
      'kid_tier_A_companion',
    ]);
    const english = await program(101, { 'Accept-Language': 'en' });
    expect(english.body.data.name).toBe('Demo Rewards');
  });

  it('answers the programme the member is signed in to', async () => {
    const signIn = await client.send<Session>('POST', '/hotels/101/memberships/sign_in', {
      body: { grant_type: 'password', email: KENJI.email, password: MEMBER_PASSWORD },
    });
    const answer = await program(101, { Authorization: `Bearer ${signIn.body.data.access_token}` });
    expect(answer.body.data).toMatchObject({ id: 2, encrypted_qr_code_enabled: true });
  });

  it('is not_found for a brand without a programme and for a retired programme', async () => {
    const taipei = await program(201);
    expect([taipei.status, errorCode(taipei.body)]).toEqual([404, 'not_found']);
    const identity = await client.send<components['schemas']['UserIdentityResponse']>(
      'GET',
      '/user/identity',
      {
        headers: { 'X-One-Time-Access-Token': ICHIRO.oneTimeToken },
      },
    );
    const retired = await program(101, {
      Authorization: `Bearer ${identity.body.data.session?.access_token ?? ''}`,
    });
    expect([retired.status, errorCode(retired.body)]).toEqual([404, 'not_found']);
  });

  it('is 401 with an invalid user token and 404 for an unknown hotel', async () => {
    const invalid = await program(101, { Authorization: 'Bearer ut_never_issued_000000' });
    expect([invalid.status, errorCode(invalid.body)]).toEqual([401, 'unauthorized']);
    const missing = await program(999);
    expect([missing.status, errorCode(missing.body)]).toEqual([404, 'hotel_not_found']);
  });
});
