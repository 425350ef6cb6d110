import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { bookingRequests, errorCode, moveClockTo, useMockServer } from '../testing/testSetup';
import { PRICE } from '../search/triggers';
import { HANAKO, KENJI } from '../seed/seedMembers';

type Schemas = components['schemas'];

const client = useMockServer();
const { book } = bookingRequests(client);
const HANAKO_TOKEN = { Authorization: `Bearer ${HANAKO.userToken}` };
const KENJI_TOKEN = { Authorization: `Bearer ${KENJI.userToken}` };

const quote = (query: string, headers: Record<string, string> = HANAKO_TOKEN) =>
  client.send<Schemas['RoomPriceResponse']>('GET', `${PRICE}${query}`, { headers });
const voucherState = async (number: string) =>
  (
    await client.send<Schemas['VoucherListResponse']>('GET', '/user/vouchers', { headers: HANAKO_TOKEN })
  ).body.data.find((voucher) => voucher.number === number);

describe('a voucher at booking', () => {
  it('takes its amount off the quote and the booking alike, then is held by the reservation', async () => {
    // demo-tokyo STD-RO on 2026-12-10: 15,800 JPY, less the 10,000 voucher.
    const priced = await quote('&voucher_coupon_code=V-1001');
    expect(priced.status).toBe(200);
    expect(priced.body.data).toMatchObject({ total_price: 5_800, voucher_coupon_discount_amount: 10_000 });
    const booked = await book(
      { voucher_coupon_code: 'V-1001', price_displayed_total: 5_800, payment: { type: 'on_site' } },
      HANAKO_TOKEN,
    );
    expect(booked.status).toBe(201);
    expect(booked.body.data.reservation.price).toMatchObject({ total_price: 5_800 });
    const number = booked.body.data.reservation.reservation_number;
    expect(await voucherState('V-1001')).toMatchObject({ ui_status: 'pending', reservation_number: number });
    const again = await quote('&voucher_coupon_code=V-1001');
    expect([again.status, errorCode(again.body)]).toEqual([422, '1500']);

    // Cancelled, the stay gives the voucher back.
    const cancelled = await client.send(
      'PUT',
      `/hotels/101/reservations/${number}/cancel?email=hanako@example.com`,
      { body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 }, headers: HANAKO_TOKEN },
    );
    expect(cancelled.status).toBe(200);
    expect(await voucherState('V-1001')).toMatchObject({ ui_status: 'available' });
  });

  it('reads as used once the stay it paid for has checked out', async () => {
    const booked = await book({ voucher_coupon_code: 'V-1001', payment: { type: 'on_site' } }, HANAKO_TOKEN);
    expect(booked.status).toBe(201);
    await moveClockTo(client, '2026-12-12T09:00:00+09:00');
    expect(await voucherState('V-1001')).toMatchObject({ status: 'consumed', ui_status: 'consumed' });
  });

  it("refuses with 1500 another member's voucher, a used one, an expired one, and a guest", async () => {
    for (const [code, headers] of [
      ['V-1001', KENJI_TOKEN],
      ['V-1002', HANAKO_TOKEN],
      ['V-0811', HANAKO_TOKEN],
      ['V-1001', {}],
    ] as const) {
      const refused = await quote(`&voucher_coupon_code=${code}`, headers);
      expect([code, refused.status, errorCode(refused.body)]).toEqual([code, 422, '1500']);
    }
  });

  it('refuses a stay on an excluded date or outside its stay period', async () => {
    // Excluded: 2027-01-05 and 06 (35 and 36 days after the seed's today).
    const onExcluded = await client.send(
      'GET',
      '/hotels/101/rooms/price?checkin_date=2027-01-05&checkout_date=2027-01-06&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&voucher_coupon_code=V-1001',
      { headers: HANAKO_TOKEN },
    );
    expect([onExcluded.status, errorCode(onExcluded.body)]).toEqual([422, '1500']);
    const beyond = await client.send(
      'GET',
      '/hotels/101/rooms/price?checkin_date=2027-06-01&checkout_date=2027-06-02&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&voucher_coupon_code=V-1001',
      { headers: HANAKO_TOKEN },
    );
    expect([beyond.status, errorCode(beyond.body)]).toEqual([422, '1500']);
  });
});

describe('a saved card at booking', () => {
  it("pays with the member's saved card, without card data", async () => {
    const booked = await book({ payment: { type: 'credit_card', credit_card_id: 5001 } }, HANAKO_TOKEN);
    expect(booked.status).toBe(201);
    expect(booked.body.data.payment?.status).toBe('authorized');
  });

  it("refuses a card saved before the card-system change, and another member's card", async () => {
    const old = await book({ payment: { type: 'credit_card', credit_card_id: 4870 } }, HANAKO_TOKEN);
    expect([old.status, errorCode(old.body)]).toEqual([422, 'saved_card_invalid']);
    const foreign = await book({ payment: { type: 'credit_card', credit_card_id: 5001 } }, KENJI_TOKEN);
    expect([foreign.status, errorCode(foreign.body)]).toEqual([422, '1000']);
  });
});
