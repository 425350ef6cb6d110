import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, moveClockTo, useMockServer } from '../testing/testSetup';
import { HANAKO, MEMBER_PASSWORD } from '../seed/seedMembers';
import { HANAKO_RESERVATIONS } from '../seed/seedMemberStays';

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

describe('consumeDiscountCoupon', () => {
  const consume = (code: string, reservation: string, headers: Record<string, string> = HANAKO_TOKEN) =>
    client.send<Schemas['DiscountCouponResponse']>('PUT', '/hotels/101/memberships/discount_coupons', {
      body: { code, reservation_number: reservation },
      headers,
    });

  it('applies a coupon to an upcoming reservation of the member: its total drops, the coupon is pending', async () => {
    // SK9001: 2 nights of Deluxe Double with breakfast, 45,000 JPY; WINTER2026 takes 2,000 off once.
    const applied = await consume('WINTER2026', HANAKO_RESERVATIONS.upcoming);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({
      status: 'pending',
      usage_count: 1,
      reservation_number: HANAKO_RESERVATIONS.upcoming,
      applied_discount_amount: 2_000,
    });
    const again = await consume('WINTER2026', HANAKO_RESERVATIONS.upcoming);
    expect(again.body.data.applied_discount_amount).toBe(2_000);
    const list = await client.send<Schemas['UserReservationListResponse']>('GET', '/user/reservations', {
      headers: HANAKO_TOKEN,
    });
    expect(list.body.data[0]).toMatchObject({
      reservation_number: HANAKO_RESERVATIONS.upcoming,
      total_price: 43_000,
    });
    // One coupon per reservation.
    const second = await consume('RANKUP10', HANAKO_RESERVATIONS.upcoming);
    expect([second.status, errorCode(second.body)]).toEqual([422, '1500']);
  });

  it('gives the coupon back when its reservation is cancelled: available again, its use not counted', async () => {
    await consume('WINTER2026', HANAKO_RESERVATIONS.upcoming);
    const cancelled = await client.send(
      'PUT',
      `/hotels/101/reservations/${HANAKO_RESERVATIONS.upcoming}/cancel`,
      { body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 }, headers: HANAKO_TOKEN },
    );
    expect(cancelled.status).toBe(200);
    const coupon = await client.send<Schemas['DiscountCouponResponse']>(
      'GET',
      '/hotels/101/memberships/discount_coupons/WINTER2026',
      { headers: HANAKO_TOKEN },
    );
    expect(coupon.body.data).toMatchObject({ status: 'available', usage_count: 0 });
    expect(coupon.body.data.reservation_number).toBeUndefined();
    expect(coupon.body.data.applied_discount_amount).toBeUndefined();
    // And it applies to another stay.
    expect((await consume('WINTER2026', HANAKO_RESERVATIONS.upcomingLater)).status).toBe(200);
  });

  it('reads the applied coupon as used once the stay has checked out', async () => {
    await consume('WINTER2026', HANAKO_RESERVATIONS.upcoming);
    // SK9001 checks out on 2026-12-23.
    await moveClockTo(client, '2026-12-24T09:00:00+09:00');
    const coupon = await client.send<Schemas['DiscountCouponResponse']>(
      'GET',
      '/hotels/101/memberships/discount_coupons/WINTER2026',
      { headers: HANAKO_TOKEN },
    );
    expect(coupon.body.data).toMatchObject({
      status: 'consumed',
      reservation_number: HANAKO_RESERVATIONS.upcoming,
    });
  });

  it('refuses a used-up coupon (1501), an expired one, one for other plans (1500), and a cancelled stay', async () => {
    const usedUp = await consume('WELCOME1000', HANAKO_RESERVATIONS.upcoming);
    expect([usedUp.status, errorCode(usedUp.body)]).toEqual([422, '1501']);
    const expired = await consume('AUTUMN500', HANAKO_RESERVATIONS.upcoming);
    expect([expired.status, errorCode(expired.body)]).toEqual([422, '1500']);
    // RANKUP10 is for breakfast plans only; SK9002 is room only.
    const plans = await consume('RANKUP10', HANAKO_RESERVATIONS.upcomingLater);
    expect([plans.status, errorCode(plans.body)]).toEqual([422, '1500']);
    const cancelled = await consume('WINTER2026', HANAKO_RESERVATIONS.cancelled);
    expect([cancelled.status, errorCode(cancelled.body)]).toEqual([404, 'reservation_not_found']);
  });

  it("refuses another member's reservation and a guest", async () => {
    const session = await client.send<Schemas['MembershipSessionResponse']>(
      'POST',
      '/hotels/101/memberships/sign_in',
      { body: { grant_type: 'password', email: 'kenji.sato@example.com', password: MEMBER_PASSWORD } },
    );
    const kenji = { Authorization: `Bearer ${session.body.data.access_token}` };
    const foreign = await consume('WINTER2026', HANAKO_RESERVATIONS.upcoming, kenji);
    expect([foreign.status, errorCode(foreign.body)]).toEqual([403, 'reservation_access_denied']);
    expect((await consume('WINTER2026', HANAKO_RESERVATIONS.upcoming, {})).status).toBe(401);
  });
});
