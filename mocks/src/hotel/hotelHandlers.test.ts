import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import type { components } from '@staykit/sdk';

type Init = components['schemas']['BookingWidgetInitResponse'];

const client = useMockServer();

describe('hotel start-up', () => {
  it('gives demo-tokyo in tiers mode with a companion tier, eight languages and multi-currency', async () => {
    const { status, body } = await client.get<Init>(
      '/hotels/demo-tokyo/booking_widget/init?segment_ids=seg_a&segment_ids=12&segment_ids=seg_a&icon_message_id=im_9',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      hotel_id: 101,
      hotel_brand_id: 900,
      currency: 'JPY',
      locale: 'ja',
      max_guests_per_room: 20,
    });
    expect(body.data.kids_setting.accept_type).toBe('tiers');
    expect(body.data.kids_tiers.find((tier) => tier.code === 'A')?.is_companion).toBe(true);
    expect(body.data.book_languages).toHaveLength(8);
    expect(body.data.mcp_payment_gateway_setting.mcp_enabled).toBe(true);
    expect(body.data.customer_segment).toEqual({ segment_ids: ['seg_a', '12'], icon_message_id: 'im_9' });
    expect(body.data.currencies.find((currency) => currency.code === 'TWD')).toEqual({
      code: 'TWD',
      symbol: 'NT$',
      decimal_digits: 0,
      is_suggested: true,
    });
  });

  it("detects the guest's currency from where the request comes from, for a hotel taking several", async () => {
    const detected = async (hotel: string, language: string) =>
      (
        await client.send<Init>('GET', `/hotels/${hotel}/booking_widget/init`, {
          headers: { 'Accept-Language': language },
        })
      ).body.data.detected_currency;
    expect(await detected('demo-tokyo', 'en-US,en;q=0.9')).toBe('USD');
    expect(await detected('demo-tokyo', 'zh-Hant-TW')).toBe('TWD');
    // The hotel's own currency, or a language that names no country, detects nothing.
    expect(await detected('demo-tokyo', 'ja-JP')).toBeNull();
    expect(await detected('demo-tokyo', 'fr')).toBeNull();
  });

  it('gives the other scenario hotels their currency, locale and children mode', async () => {
    const kyoto = await client.get<Init>('/hotels/demo-kyoto/booking_widget/init');
    expect([kyoto.body.data.kids_setting.accept_type, kyoto.body.data.search_type]).toEqual([
      'ages',
      'undated',
    ]);
    const taipei = await client.get<Init>('/hotels/demo-taipei/booking_widget/init');
    expect([taipei.body.data.currency, taipei.body.data.locale]).toEqual(['TWD', 'zh_Hant']);
    expect(taipei.body.data.payment_options).toContain('twd_credit_card');
    const seoul = await client.get<Init>('/hotels/demo-seoul/booking_widget/init');
    expect([seoul.body.data.currency, seoul.body.data.locale]).toEqual(['KRW', 'ko']);
  });

  it('serves the three settings, the login widget and the hotel info', async () => {
    for (const path of [
      'settings/booking_widget',
      'settings/sign_in_button',
      'settings/recommender_widget?preview=true',
      'login_widget',
    ]) {
      expect((await client.get(`/hotels/demo-tokyo/${path}`)).status).toBe(200);
    }
    const info = await client.get<components['schemas']['HotelInfoResponse']>('/hotels/101/info');
    expect(info.body.data.address).toEqual({
      post_code: '100-0005',
      full_address: '1-1-1 Marunouchi, Chiyoda-ku, Tokyo',
      country: 'Japan',
    });
    const missing = await client.get('/hotels/demo-missing/settings/booking_widget');
    expect([missing.status, errorCode(missing.body)]).toEqual([404, 'hotel_not_found']);
    const badPreview = await client.get('/hotels/demo-tokyo/booking_widget/init?preview=maybe');
    expect([badPreview.status, errorCode(badPreview.body)]).toEqual([422, '1000']);
    // The landing address's comma list is the client's to split: the contract repeats the key per id.
    const commaList = await client.get('/hotels/demo-tokyo/booking_widget/init?segment_ids=seg_a,seg_b');
    expect([commaList.status, errorCode(commaList.body)]).toEqual([422, '1000']);
  });
});

describe('extras', () => {
  it('lists generic extras and date-based ones whose dates meet the stay', async () => {
    const all = await client.get<components['schemas']['ExtraListResponse']>('/hotels/101/extras');
    expect(all.body.data.map((extra) => extra.extra_id)).toEqual([7, 8, 9, 10, 98]);
    const stay = await client.get<components['schemas']['ExtraListResponse']>(
      '/hotels/101/extras?checkin_date=2026-12-10&checkout_date=2026-12-11&mcp_currency=USD',
    );
    expect(stay.body.data.map((extra) => extra.extra_id)).toEqual([8, 9, 10, 98]);
    expect(stay.body.data.find((extra) => extra.extra_id === 10)?.prices).toEqual([
      {
        date: '2026-12-10',
        price: 3000,
        price_with_tax: 3300,
        mcp_price: { cents: 2000, currency: 'USD' },
        mcp_price_with_tax: { cents: 2200, currency: 'USD' },
      },
    ]);
    const plans = await client.get<components['schemas']['ExtraListResponse']>(
      '/hotels/101/extras?room_plan_codes=FAM-RO',
    );
    expect(plans.body.data.find((extra) => extra.extra_id === 8)?.hotel_plan_codes).toEqual(['RO', 'BF']);
  });
});

describe('additional questions', () => {
  it('filters by labels, plans and channel', async () => {
    type Questions = { data: components['schemas']['AdditionalQuestion'][] };
    const guest = await client.get<Questions>('/hotels/101/additional_questions');
    expect(guest.body.data.map((question) => question.id)).toEqual([31, 32, 33, 35]);
    const member = await client.get<Questions>(
      `/hotels/101/additional_questions?label_filters=${encodeURIComponent('["membership_program_1"]')}`,
    );
    expect(member.body.data.map((question) => question.id)).toEqual([34]);
    const plan = await client.get<Questions>(
      '/hotels/101/additional_questions?room_plan_codes=STD-RO&book_enabled=true',
    );
    expect(plan.body.data.map((question) => question.id)).toEqual([31, 32, 35]);
    const brand = await client.get<Questions>('/hotel_brands/900/additional_questions');
    expect(brand.body.data.map((question) => [question.id, question.ownable_type])).toEqual([
      [51, 'hotel_brand'],
      [52, 'hotel_brand'],
      [53, 'hotel_brand'],
    ]);
    const notJson = await client.get('/hotels/101/additional_questions?label_filters=[oops');
    expect([notJson.status, errorCode(notJson.body)]).toEqual([400, 'malformed_request']);
    const badLabel = await client.get(
      `/hotels/101/additional_questions?label_filters=${encodeURIComponent('["everyone"]')}`,
    );
    expect([badLabel.status, errorCode(badLabel.body)]).toEqual([422, '1000']);
  });
});

describe('cancellation policies', () => {
  it('lists the policies (of room plans) and computes cancel_before_at', async () => {
    type Policies = { data: components['schemas']['CancellationPolicy'][] };
    const all = await client.get<Policies>('/hotels/101/cancellation_policies');
    expect(all.body.data.map((policy) => policy.id)).toEqual([12, 13]);
    const ofPlan = await client.get<Policies>('/hotels/101/cancellation_policies?room_plan_codes=STD-NR');
    expect(ofPlan.body.data.map((policy) => policy.id)).toEqual([13]);
    const one = await client.get<{ data: components['schemas']['CancellationPolicy'] }>(
      '/hotels/101/cancellation_policies/12?checkin_date=2026-12-24',
    );
    expect(one.body.data.cancel_before_at).toBe('2026-12-21T00:00:00+09:00');
    const missing = await client.get('/hotels/101/cancellation_policies/21');
    expect([missing.status, errorCode(missing.body)]).toEqual([404, 'not_found']);
  });
});
