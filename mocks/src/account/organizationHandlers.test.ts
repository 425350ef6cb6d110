import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO, KENJI, MEMBER_PASSWORD, YUI } from '../seed/seedMembers';
import { ORGANIZATION_RESERVATIONS } from '../seed/seedMemberStays';
import { TRIGGERS } from '../triggers';

type Schemas = components['schemas'];

const client = useMockServer();
const USAGE = '/hotel_brands/900/organizations/345/reservations';

async function signIn(email: string): Promise<Record<string, string>> {
  const session = await client.send<Schemas['MembershipSessionResponse']>(
    'POST',
    '/hotels/101/memberships/sign_in',
    { body: { grant_type: 'password', email, password: MEMBER_PASSWORD } },
  );
  return { Authorization: `Bearer ${session.body.data.access_token}` };
}

const usage = (headers: Record<string, string>, query = '') =>
  client.send<Schemas['OrganizationReservationPage']>('GET', `${USAGE}${query}`, { headers });

describe('getOrganization', () => {
  it("answers the organization to its own users and not_found to anyone else's", async () => {
    const own = await client.send<Schemas['OrganizationResponse']>(
      'GET',
      '/hotel_brands/900/organizations/345',
      {
        headers: await signIn(YUI.email),
      },
    );
    expect(own.body.data).toMatchObject({
      id: 345,
      name: 'Demo Trading Co., Ltd.',
      display_name: 'Demo Trading',
    });
    const other = await client.send('GET', '/hotel_brands/900/organizations/345', {
      headers: { Authorization: `Bearer ${HANAKO.userToken}` },
    });
    expect([other.status, errorCode(other.body)]).toEqual([404, 'not_found']);
    const otherBrand = await client.send('GET', '/hotel_brands/910/organizations/345', {
      headers: await signIn(KENJI.email),
    });
    expect(otherBrand.status).toBe(404);
  });
});

describe('listOrganizationReservations', () => {
  it("gives the admin the site's stays of the organization's users, newest check-in first, with their allowance", async () => {
    const answer = await usage(await signIn(KENJI.email));
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row) => row.reservation_number)).toEqual([
      ORGANIZATION_RESERVATIONS.kenjiUpcoming,
      ORGANIZATION_RESERVATIONS.yuiCancelled,
      ORGANIZATION_RESERVATIONS.kenjiPast,
    ]);
    expect(answer.body.data[0]).toEqual({
      reservation_number: ORGANIZATION_RESERVATIONS.kenjiUpcoming,
      guest_name: 'Sato Kenji',
      hotel_id: 101,
      hotel_name: 'Demo Hotel Tokyo',
      checkin_date: '2026-12-11',
      nights: 1,
      room_count: 1,
      total_price: 22_500,
      currency: 'JPY',
      status: 'done',
      // 30 stay days a year, less this year's nights not cancelled: 2 + 1.
      max_stay_days: 30,
      remaining_stay_days: 27,
    });
    expect(answer.body.data[1]).toMatchObject({
      status: 'cancelled',
      max_stay_days: null,
      remaining_stay_days: null,
    });
  });

  it('pages the table', async () => {
    const second = await usage(await signIn(KENJI.email), '?per_page=2&page=2');
    expect(second.body).toMatchObject({ page: 2, total_pages: 2, total_entries: 3 });
    expect(second.body.data).toHaveLength(1);
  });

  it('refuses a user who is not an admin, and a member of no organization, as not_found', async () => {
    const yui = await usage(await signIn(YUI.email));
    expect([yui.status, errorCode(yui.body)]).toEqual([404, 'not_found']);
    const hanako = await usage({ Authorization: `Bearer ${HANAKO.userToken}` });
    expect([hanako.status, errorCode(hanako.body)]).toEqual([404, 'not_found']);
    expect((await usage({})).status).toBe(401);
  });

  it('downloads the table as CSV three times a day, then refuses with 1600', async () => {
    const kenji = await signIn(KENJI.email);
    const first = await client.send<string>('GET', `${USAGE}?format=csv`, { headers: kenji });
    expect(first.status).toBe(200);
    expect(String(first.body).split('\r\n').slice(0, 2)).toEqual([
      'reservation_number,guest_name,hotel,checkin_date,nights,rooms,price,currency,status,max_stay_days,remaining_stay_days',
      'SK9102,Sato Kenji,Demo Hotel Tokyo,2026-12-11,1,1,22500,JPY,done,30,27',
    ]);
    await client.send('GET', `${USAGE}?format=csv`, { headers: kenji });
    await client.send('GET', `${USAGE}?format=csv`, { headers: kenji });
    const fourth = await client.send('GET', `${USAGE}?format=csv`, { headers: kenji });
    expect([fourth.status, errorCode(fourth.body)]).toEqual([422, '1600']);
    expect((await usage(kenji)).status).toBe(200);
  });

  it('answers 1200 to the trigger token while the export is prepared, without counting it', async () => {
    const preparing = { Authorization: `Bearer ${TRIGGERS.csvExportPreparing.value}` };
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await client.send('GET', `${USAGE}?format=csv`, { headers: preparing });
      expect([answer.status, errorCode(answer.body)]).toEqual([409, '1200']);
    }
    expect((await usage(preparing)).status).toBe(200);
    const kenji = await signIn(KENJI.email);
    expect((await client.send('GET', `${USAGE}?format=csv`, { headers: kenji })).status).toBe(200);
  });
});
