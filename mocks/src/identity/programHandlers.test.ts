import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO, ICHIRO, KENJI, MEMBER_PASSWORD } from '../seed/seedMembers';

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

const signIn = async (email: string) => {
  const { body } = await client.send<Session>('POST', '/hotels/101/memberships/sign_in', {
    body: { grant_type: 'password', email, password: MEMBER_PASSWORD },
  });
  return body.data;
};
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
type ProgramList = components['schemas']['MembershipProgramListResponse'];

describe('switchMembership', () => {
  it('moves the session to another programme of the member: a new token, the old one revoked, programmes swapped', async () => {
    const session = await signIn(HANAKO.email);
    expect([session.program_id, session.non_signed_in_program_ids]).toEqual([1, [4]]);
    const { status, body } = await client.send<Session>('POST', '/hotels/101/memberships/switch', {
      headers: bearer(session.access_token),
      body: { program_id: 4 },
    });
    expect(status).toBe(200);
    expect([body.data.program_id, body.data.non_signed_in_program_ids]).toEqual([4, [1]]);
    expect(body.data.access_token).not.toBe(session.access_token);
    const now = await program(101, { ...bearer(body.data.access_token), 'Accept-Language': 'en' });
    expect(now.body.data).toMatchObject({ id: 4, name: 'Demo Family' });
    const old = await program(101, bearer(session.access_token));
    expect([old.status, errorCode(old.body)]).toEqual([401, 'unauthorized']);
  });

  it("refuses an organization's programme to a member outside it, and a programme the hotel does not have", async () => {
    const session = await signIn(HANAKO.email);
    const business = await client.send('POST', '/hotels/101/memberships/switch', {
      headers: bearer(session.access_token),
      body: { program_id: 2 },
    });
    expect([business.status, errorCode(business.body)]).toEqual([422, 'membership_not_registered']);
    const korean = await client.send('POST', '/hotels/101/memberships/switch', {
      headers: bearer(session.access_token),
      body: { program_id: 3 },
    });
    expect([korean.status, errorCode(korean.body)]).toEqual([404, 'not_found']);
    const stillValid = await program(101, bearer(session.access_token));
    expect(stillValid.status).toBe(200);
  });

  it('lets an organization user switch to the organization programme', async () => {
    const session = await signIn(KENJI.email);
    expect(session.non_signed_in_program_ids).toEqual([1, 4]);
    const { body } = await client.send<Session>('POST', '/hotels/101/memberships/switch', {
      headers: bearer(session.access_token),
      body: { program_id: 1 },
    });
    expect(body.data.non_signed_in_program_ids).toEqual([2, 4]);
  });
});

describe('programmes by id, signed-in and per brand', () => {
  it('getSignedInProgram answers the programme of the session, and not_found for another', async () => {
    const session = await signIn(HANAKO.email);
    const mine = await client.send<Program>('GET', '/membership_programs/1', {
      headers: bearer(session.access_token),
    });
    expect(mine.body.data).toMatchObject({ id: 1, name: 'Demo Rewards' });
    const other = await client.send('GET', '/membership_programs/4', {
      headers: bearer(session.access_token),
    });
    expect([other.status, errorCode(other.body)]).toEqual([404, 'not_found']);
    const guest = await client.send('GET', '/membership_programs/1');
    expect([guest.status, errorCode(guest.body)]).toEqual([401, 'unauthorized']);
  });

  it('listPrograms answers the known, live programmes in the order asked', async () => {
    const { status, body } = await client.send<ProgramList>('GET', '/membership_programs?ids=4,9,1,777', {
      headers: { 'Accept-Language': 'ja' },
    });
    expect(status).toBe(200);
    expect(body.data.map((p) => [p.id, p.name])).toEqual([
      [4, 'デモファミリー'],
      [1, 'デモリワーズ'],
    ]);
    const malformed = await client.send('GET', '/membership_programs?ids=1,,2');
    expect([malformed.status, errorCode(malformed.body)]).toEqual([422, '1000']);
  });

  it("listBrandMembershipPrograms answers the brand's live programmes with their companion tiers", async () => {
    const { body } = await client.send<ProgramList>('GET', '/hotel_brands/900/membership_programs');
    expect(body.data.map((p) => [p.id, p.additional_tiers_attributes.length])).toEqual([
      [1, 2],
      [2, 0],
      [4, 2],
      [5, 0],
    ]);
    const unknown = await client.send('GET', '/hotel_brands/999/membership_programs');
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'not_found']);
  });
});

describe('setupMembership', () => {
  const setup = (token: string, body: Record<string, unknown>, key = 'setup-key-0001') =>
    client.send<Session>('POST', '/hotels/101/memberships/setup', {
      headers: { ...bearer(token), 'Idempotency-Key': key },
      body,
    });

  it('joins a programme members join by choice: the session moves to it, a retry joins nothing new', async () => {
    const session = await signIn(HANAKO.email);
    // Demo Suites Club (5) is joined by choice: not among her programmes yet.
    expect(session.non_signed_in_program_ids).toEqual([4]);
    const joined = await setup(session.access_token, {
      program_id: 5,
      terms_accepted: true,
      phone: '+819012345678',
    });
    expect(joined.status).toBe(201);
    expect([joined.body.data.program_id, joined.body.data.non_signed_in_program_ids]).toEqual([5, [1, 4]]);
    const retried = await setup(session.access_token, {
      program_id: 5,
      terms_accepted: true,
      phone: '+819012345678',
    });
    expect(retried.status).toBe(201);
    expect(retried.body.data.access_token).toBe(joined.body.data.access_token);
    const again = await setup(
      joined.body.data.access_token,
      { program_id: 5, terms_accepted: true },
      'setup-key-0002',
    );
    expect([again.status, errorCode(again.body)]).toEqual([409, '1402']);
  });

  it("refuses a programme the member already has, an organization's, another brand's, and terms not accepted", async () => {
    const session = await signIn(HANAKO.email);
    const member = await setup(
      session.access_token,
      { program_id: 4, terms_accepted: true },
      'setup-key-1001',
    );
    expect([member.status, errorCode(member.body)]).toEqual([409, '1402']);
    const business = await setup(
      session.access_token,
      { program_id: 2, terms_accepted: true },
      'setup-key-1002',
    );
    expect([business.status, errorCode(business.body)]).toEqual([404, 'not_found']);
    const korean = await setup(
      session.access_token,
      { program_id: 3, terms_accepted: true },
      'setup-key-1003',
    );
    expect([korean.status, errorCode(korean.body)]).toEqual([404, 'not_found']);
    const terms = await setup(
      session.access_token,
      { program_id: 5, terms_accepted: false },
      'setup-key-1004',
    );
    expect([terms.status, errorCode(terms.body)]).toEqual([422, '1000']);
    const guest = await client.send('POST', '/hotels/101/memberships/setup', {
      headers: { 'Idempotency-Key': 'setup-key-1005' },
      body: { program_id: 5, terms_accepted: true },
    });
    expect([guest.status, errorCode(guest.body)]).toEqual([401, 'unauthorized']);
  });
});
