import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, moveClockTo, useMockServer } from '../testing/testSetup';
import { HANAKO, MEMBER_PASSWORD } from '../seed/seedMembers';
import { HANAKO_RESERVATIONS } from '../seed/seedAccounts';

type Schemas = components['schemas'];

const client = useMockServer();
const HANAKO_TOKEN = { Authorization: `Bearer ${HANAKO.userToken}` };
const vouchers = (query = '', headers: Record<string, string> = HANAKO_TOKEN) =>
  client.send<Schemas['VoucherListResponse']>('GET', `/user/vouchers${query}`, { headers });
const coupons = (query = '') =>
  client.send<Schemas['DiscountCouponListResponse']>(
    'GET',
    `/hotels/101/memberships/discount_coupons${query}`,
    {
      headers: HANAKO_TOKEN,
    },
  );

describe('listUserVouchers', () => {
  it('shows every voucher in the state it displays: available, pending, consumed, expired', async () => {
    const answer = await vouchers();
    expect(answer.status).toBe(200);
    expect(answer.body.has_vouchers).toBe(true);
    expect(answer.body.data.map((voucher) => [voucher.number, voucher.status, voucher.ui_status])).toEqual([
      ['V-1001', 'available', 'available'],
      ['V-1002', 'pending', 'pending'],
      ['V-0903', 'consumed', 'consumed'],
      ['V-0811', 'available', 'expired'],
    ]);
    expect(answer.body.data[1]).toMatchObject({ reservation_number: HANAKO_RESERVATIONS.upcoming });
  });

  it('filters by displayed state, pages, and names in Japanese for a Japanese request', async () => {
    const expired = await vouchers('?ui_status=expired');
    expect(expired.body.data.map((voucher) => voucher.number)).toEqual(['V-0811']);
    expect(expired.body.has_vouchers).toBe(true);
    const paged = await vouchers('?per_page=3&page=2');
    expect(paged.body).toMatchObject({ page: 2, total_pages: 2, total_entries: 4 });
    const japanese = await vouchers('', { ...HANAKO_TOKEN, 'Accept-Language': 'ja' });
    expect(japanese.body.data[0]?.name).toBe('デモ東京 宿泊券 10,000円');
  });

  it('shows an unused voucher as expired once its last day passes on the mock clock', async () => {
    await moveClockTo(client, '2027-04-01T09:00:00+09:00');
    // Four months on, the seeded token has expired: sign in again.
    const session = await client.send<Schemas['MembershipSessionResponse']>(
      'POST',
      '/hotels/101/memberships/sign_in',
      {
        body: { grant_type: 'password', email: HANAKO.email, password: MEMBER_PASSWORD },
      },
    );
    const later = await vouchers('?ui_status=expired', {
      Authorization: `Bearer ${session.body.data.access_token}`,
    });
    expect(later.body.data.map((voucher) => voucher.number)).toEqual(['V-1001', 'V-0811']);
  });

  it('is 401 for a guest', async () => {
    const guest = await vouchers('', {});
    expect([guest.status, errorCode(guest.body)]).toEqual([401, 'unauthorized']);
  });
});

describe('listDiscountCoupons and getDiscountCoupon', () => {
  it('lists coupons in every state, with targets, night limits and uses', async () => {
    const answer = await coupons();
    expect(answer.body.data.map((coupon) => [coupon.code, coupon.status])).toEqual([
      ['WINTER2026', 'available'],
      ['RANKUP10', 'available'],
      ['EARLYBIRD', 'pending'],
      ['WELCOME1000', 'consumed'],
      ['AUTUMN500', 'expired'],
    ]);
    expect(answer.body.data[1]).toMatchObject({
      target_hotel_plan_codes: ['BF'],
      usage_limit: 3,
      usage_count: 1,
    });
    expect(answer.body.data[0]).toMatchObject({ max_discounted_nights: 2 });
    expect((await coupons('?status=expired')).body.data.map((coupon) => coupon.code)).toEqual(['AUTUMN500']);
  });

  it('answers one coupon by code, and not_found for a code the member does not hold', async () => {
    const one = await client.send<Schemas['DiscountCouponResponse']>(
      'GET',
      '/hotels/101/memberships/discount_coupons/RANKUP10',
      { headers: HANAKO_TOKEN },
    );
    expect(one.body.data).toMatchObject({
      code: 'RANKUP10',
      discount: { discount_type: 'percentage', value: 10 },
    });
    const other = await client.send('GET', '/hotels/101/memberships/discount_coupons/NOPE', {
      headers: HANAKO_TOKEN,
    });
    expect([other.status, errorCode(other.body)]).toEqual([404, 'not_found']);
  });
});
