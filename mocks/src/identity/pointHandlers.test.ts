import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import { POINTS } from '../seed/scenarios';
import { HANAKO, ICHIRO } from '../seed/seedMembers';

type Points = components['schemas']['PointBalanceResponse'];
type Identity = components['schemas']['UserIdentityResponse'];

const client = useMockServer();

async function signIn(oneTimeToken: string): Promise<Record<string, string>> {
  const identity = await client.send<Identity>('GET', '/user/identity', {
    headers: { 'X-One-Time-Access-Token': oneTimeToken },
  });
  return { Authorization: `Bearer ${identity.body.data.session?.access_token ?? ''}` };
}

const points = (hotelId: number, headers: Record<string, string> = {}) =>
  client.send<Points>('GET', `/hotels/${hotelId}/memberships/point`, { headers });

describe('getPoints', () => {
  it("answers a member's balance and the spending rules", async () => {
    const answer = await points(101, await signIn(HANAKO.oneTimeToken));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      program_enabled: true,
      total_point: POINTS.balance,
      spending_rules: { increment: POINTS.increment, minimum_spend: POINTS.minimum },
    });
  });

  it('answers 0 points, programme off, at a hotel without points or for a member without them', async () => {
    const hanako = await signIn(HANAKO.oneTimeToken);
    const taipei = await points(201, hanako);
    expect(taipei.body.data).toMatchObject({ program_enabled: false, total_point: 0 });
    const ichiro = await points(101, await signIn(ICHIRO.oneTimeToken));
    expect(ichiro.body.data).toMatchObject({ program_enabled: false, total_point: 0 });
  });

  it('is 401 without a user token or with an unknown one', async () => {
    const guest = await points(101);
    expect([guest.status, errorCode(guest.body)]).toEqual([401, 'unauthorized']);
    const unknown = await points(101, { Authorization: 'Bearer ut_unknown' });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([401, 'unauthorized']);
  });

  it('is 404 hotel_not_found for an unknown hotel', async () => {
    const answer = await points(99_999, await signIn(HANAKO.oneTimeToken));
    expect([answer.status, errorCode(answer.body)]).toEqual([404, 'hotel_not_found']);
  });
});
