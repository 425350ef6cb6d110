import { describe, expect, it } from 'vitest';
import { LOTTERY, POINTS } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';
import { errorCode, useMockServer } from '../testing/testSetup';
import type { components } from '@staykit/sdk';

type Search = components['schemas']['RoomSearchResponse'];
type Price = components['schemas']['RoomPriceResponse'];

const client = useMockServer();
// Default clock: today is 2026-12-01 in Japan. 2026-12-10 is a Thursday.
const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-12';
const search = (hotel: number, query: string) => client.get<Search>(`/hotels/${hotel}/rooms?${query}`);
const planCodes = (body: Search) =>
  body.data.rooms.flatMap((room) => room.room_plans.map((plan) => plan.room_plan_code));

describe('lottery, language, member and point rules (the triggers that are not just errors)', () => {
  const LOTTERY_STAY = 'checkin_date=2027-02-14&checkout_date=2027-02-15';
  const event = `lottery_event_uuid=${LOTTERY.eventUuid}`;
  const stdRo = (adults = 2) =>
    `selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=${adults}`;
  const price = (query: string, headers: Record<string, string> = {}) =>
    client.send<Price>('GET', `/hotels/101/rooms/price?${query}`, { headers });

  it('searches lottery-only dates with the open event (200) and refuses them without it (3750)', async () => {
    const entered = await search(101, `${LOTTERY_STAY}&${event}`);
    expect(entered.status).toBe(200);
    expect(entered.body.data.rooms.length).toBeGreaterThan(0);
    const inventory = await client.get(`/hotels/101/rooms/inventory?${LOTTERY_STAY}&${event}`);
    expect(inventory.status).toBe(200);
    const priced = await price(`${LOTTERY_STAY}&${stdRo()}&${event}`);
    expect(priced.status).toBe(200);
    for (const path of ['rooms', 'rooms/recommendation', 'rooms/inventory']) {
      const refused = await client.get(`/hotels/101/${path}?${LOTTERY_STAY}`);
      expect([refused.status, errorCode(refused.body)]).toEqual([422, '3750']);
    }
    // A stay over the night before or after is not refused; other hotels have no lottery-only nights.
    expect((await search(101, 'checkin_date=2027-02-16&checkout_date=2027-02-17')).status).toBe(200);
    expect((await search(102, 'checkin_date=2027-02-14&checkout_date=2027-02-15')).status).toBe(200);
  });

  it('searches normal dates with the open event, a valid link and a winning entry (200)', async () => {
    const query = `${STAY}&${event}&lottery_access_token=link-ok-12345&lottery_result_entry_number=LOT-0001`;
    const plain = await search(101, STAY);
    const lottery = await search(101, query);
    expect(lottery.status).toBe(200);
    expect(planCodes(lottery.body)).toEqual(planCodes(plain.body));
    // The event belongs to demo-tokyo: elsewhere it is unavailable.
    const elsewhere = await search(102, `${STAY}&${event}`);
    expect([elsewhere.status, errorCode(elsewhere.body)]).toEqual([422, '3751']);
  });

  it('refuses a Japanese-only plan code in other languages only', async () => {
    const code = `hotel_plan_codes=${TRIGGERS.planLanguageRestricted.value}`;
    for (const language of ['ja', 'ja-JP,en;q=0.5', '*']) {
      const japanese = await client.send<Search>('GET', `/hotels/101/rooms?${STAY}&${code}`, {
        headers: { 'Accept-Language': language },
      });
      expect(japanese.status).toBe(200);
      expect(japanese.body.data.rooms).toEqual([]);
    }
    // No header: the hotel's locale (ja at demo-tokyo, ko at demo-seoul).
    expect((await search(101, `${STAY}&${code}`)).status).toBe(200);
    const seoul = await search(301, `${STAY}&${code}`);
    expect([seoul.status, errorCode(seoul.body)]).toEqual([422, '3601']);
    const english = await client.send('GET', `/hotels/101/rooms?${STAY}&${code}`, {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect([english.status, errorCode(english.body)]).toEqual([422, '3601']);
  });

  it('prices the members-only plan for a member, but not for the rank-mismatch token, which does not see it', async () => {
    const mem =
      'selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-MEM&selected_rooms[0][adults]=2';
    expect((await price(`${STAY}&${mem}`, { Authorization: 'Bearer member' })).status).toBe(200);
    const guest = await price(`${STAY}&${mem}`);
    expect([guest.status, errorCode(guest.body)]).toEqual([409, '2304']);
    const mismatch = await client.send<Search>('GET', `/hotels/101/rooms?${STAY}`, {
      headers: { Authorization: `Bearer ${TRIGGERS.planAccountStatus.value}` },
    });
    expect(planCodes(mismatch.body)).not.toContain('STD-MEM');
  });

  it('spends points within the rules: the total drops by the points spent', async () => {
    const member = { Authorization: 'Bearer member' };
    const base = await price(`${STAY}&${stdRo()}`, member);
    const spent = await price(`${STAY}&${stdRo()}&spending_points=${POINTS.minimum}`, member);
    expect(spent.status).toBe(200);
    expect(spent.body.data.spending_point_value).toBe(POINTS.minimum);
    expect(spent.body.data.total_price_before_point_discount).toBe(base.body.data.total_price);
    expect(spent.body.data.total_price).toBe(base.body.data.total_price - POINTS.minimum);
    const all = await price(`${STAY}&${stdRo()}&spending_points=${POINTS.balance}`, member);
    expect(all.status).toBe(200);
    // Day use for two: 7,700 JPY, less than 8,000 points.
    const dayUse =
      'checkin_date=2026-12-10&checkout_date=2026-12-10&is_day_use=true&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-DAY&selected_rooms[0][adults]=2';
    const tooMany = await price(`${dayUse}&spending_points=8000`, member);
    expect([tooMany.status, errorCode(tooMany.body)]).toEqual([422, 'point_spend_invalid']);
    const zero = await price(`${STAY}&${stdRo()}&spending_points=0`);
    expect(zero.status).toBe(200);
  });

  it('answers accommodation_tax_changed once, then 200 with the new total and no accommodation tax', async () => {
    const member = { Authorization: 'Bearer member' };
    const query = `${STAY}&${stdRo()}&${TRIGGERS.accommodationTaxChanged.value}`;
    const changed = await price(query, member);
    expect([changed.status, errorCode(changed.body)]).toEqual([409, 'accommodation_tax_changed']);
    const newTotal = (changed.body as unknown as { errors: [{ meta: { new_total_price: number } }] })
      .errors[0].meta.new_total_price;
    const accepted = await price(`${query}&expected_total_price=${newTotal}`, member);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.total_price).toBe(newTotal);
    expect(accepted.body.data.accommodation_tax).toBe(0);
    // At a hotel without accommodation tax the same points are an ordinary spend.
    const seoul = await client.send<Price>(
      'GET',
      `/hotels/301/rooms/price?${STAY}&${stdRo()}&${TRIGGERS.accommodationTaxChanged.value}`,
      { headers: member },
    );
    expect(seoul.status).toBe(200);
  });

  it('prices plans paid the same way together (no deposit, or all with a deposit)', async () => {
    const both = await price(
      `${STAY}&${stdRo()}&selected_rooms[1][room_type_code]=STD&selected_rooms[1][room_plan_code]=STD-OS&selected_rooms[1][adults]=2`,
    );
    expect(both.status).toBe(200);
  });
});
