import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import type { components } from '@staykit/sdk';

type Search = components['schemas']['RoomSearchResponse'];
type Price = components['schemas']['RoomPriceResponse'];

const client = useMockServer();
// Default clock: today is 2026-12-01 in Japan. 2026-12-10 is a Thursday.
const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-12';
const search = (hotel: number, query: string) => client.get<Search>(`/hotels/${hotel}/rooms?${query}`);

describe('getRoomPrice', () => {
  const select =
    'selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-BF&selected_rooms[0][adults]=2';

  it('agrees with the search total, and adds extras, cancellation fee and deposit', async () => {
    const found = await search(101, `${STAY}&room_plan_codes=STD-BF`);
    const shown = found.body.data.rooms[0]?.room_plans[0]?.price.total_price;
    const priced = await client.get<Price>(`/hotels/101/rooms/price?${STAY}&${select}`);
    expect(priced.status).toBe(200);
    expect(priced.body.data.total_price).toBe(shown);
    expect(priced.body.data.cancellation).toEqual({ fee: 0 });
    const withExtra = await client.get<Price>(
      `/hotels/101/rooms/price?${STAY}&${select}&extras[0][extra_id]=8&extras[0][quantity]=2`,
    );
    expect(withExtra.body.data.extra_price_without_tax).toBe(5000);
    expect(withExtra.body.data.total_price).toBe((shown ?? 0) + 5500);
    const nonRefundable = await client.get<Price>(
      `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-NR&selected_rooms[0][adults]=2`,
    );
    expect(nonRefundable.body.data.cancellation?.fee).toBe(nonRefundable.body.data.total_price);
    expect(nonRefundable.body.data.deposit_amount).toBe(nonRefundable.body.data.total_price);
  });

  it("gives a rounding plan's cut as a rounding discount, the same in the search and the price check", async () => {
    // demo-kyoto's WES-NR rounds its price after the special discount down to ¥100.
    const found = await search(102, `${STAY}&room_plan_codes=WES-NR&adults=1`);
    const plan = found.body.data.rooms[0]?.room_plans[0];
    const rounding = plan?.discounts.find((discount) => discount.discount_type === 'rounding');
    expect(rounding?.discount_amount).toBeGreaterThan(0);
    expect(rounding?.discount_amount).toBeLessThan(100);
    const priced = await client.get<Price>(
      `/hotels/102/rooms/price?${STAY}&adults=1&selected_rooms[0][room_type_code]=WES&selected_rooms[0][room_plan_code]=WES-NR&selected_rooms[0][adults]=1`,
    );
    const { data } = priced.body;
    expect(data.total_price).toBe(plan?.price.total_price);
    expect(data.rounding_discount).toBe(rounding?.discount_amount);
    const special =
      plan?.discounts.find((discount) => discount.discount_type === 'special')?.discount_amount ?? 0;
    expect(data.total_special_discount).toBe(special + (data.rounding_discount ?? 0));
    // What the plan costs before accommodation tax is a whole ¥100.
    expect((data.total_price - (data.accommodation_tax ?? 0)) % 100).toBe(0);
    // A plan that does not round has no rounding line.
    const other = await client.get<Price>(`/hotels/101/rooms/price?${STAY}&${select}`);
    expect(other.body.data.rounding_discount).toBeUndefined();
  });

  it('answers 409 price_changed when expected_total_price differs, and 200 when it matches', async () => {
    const priced = await client.get<Price>(`/hotels/101/rooms/price?${STAY}&${select}`);
    const total = priced.body.data.total_price;
    const same = await client.get(`/hotels/101/rooms/price?${STAY}&${select}&expected_total_price=${total}`);
    expect(same.status).toBe(200);
    const changed = await client.get(
      `/hotels/101/rooms/price?${STAY}&${select}&expected_total_price=${total + 100}`,
    );
    expect([changed.status, errorCode(changed.body)]).toEqual([409, 'price_changed']);
    expect(changed.body).toMatchObject({ errors: [{ meta: { new_total_price: total } }] });
  });

  it('applies PROMO10 and WELCOME10 and refuses a missing selection', async () => {
    const base = await client.get<Price>(`/hotels/101/rooms/price?${STAY}&${select}`);
    const promo = await client.get<Price>(
      `/hotels/101/rooms/price?${STAY}&${select}&promo_code=PROMO10&coupon_code=WELCOME10`,
    );
    expect(promo.body.data.promotion_discount_amount).toBeGreaterThan(0);
    expect(promo.body.data.coupon_discount_amount).toBeGreaterThan(0);
    expect(promo.body.data.total_price).toBeLessThan(base.body.data.total_price);
    const missing = await client.get(`/hotels/101/rooms/price?${STAY}`);
    expect([missing.status, errorCode(missing.body)]).toEqual([422, '1000']);
    const garbage = await client.get(
      `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=NOPE&selected_rooms[0][adults]=x`,
    );
    expect([garbage.status, errorCode(garbage.body)]).toEqual([422, '1000']);
  });
});
