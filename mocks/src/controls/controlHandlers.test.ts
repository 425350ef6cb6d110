import { describe, expect, it } from 'vitest';
import { detailFields, errorCode, useMockServer } from '../testing/testSetup';

const client = useMockServer();

describe('controls', () => {
  it('reads, sets and advances the clock', async () => {
    expect((await client.get('/__staykit/clock')).body).toEqual({
      now: '2026-12-01T09:00:00+09:00',
      today: '2026-12-01',
    });
    const set = await client.send('PUT', '/__staykit/clock', { body: { now: '2026-12-05T23:30:00+09:00' } });
    expect(set.body).toEqual({ now: '2026-12-05T23:30:00+09:00', today: '2026-12-05' });
    const advanced = await client.send('POST', '/__staykit/clock/advance', { body: { minutes: 60 } });
    expect(advanced.body).toEqual({ now: '2026-12-06T00:30:00+09:00', today: '2026-12-06' });
    const bad = await client.send('POST', '/__staykit/clock/advance', { body: { minutes: 'soon' } });
    expect([bad.status, errorCode(bad.body), detailFields(bad.body)]).toEqual([
      400,
      'malformed_request',
      ['base', 'minutes'],
    ]);
    const badNow = await client.send('PUT', '/__staykit/clock', { body: { now: 'tomorrow' } });
    expect([badNow.status, errorCode(badNow.body), detailFields(badNow.body)]).toEqual([
      400,
      'malformed_request',
      ['base', 'now'],
    ]);
  });

  it.each([
    ['PUT', '/__staykit/clock', { now: '+275760-09-13T00:00:00Z' }, 'now'],
    ['PUT', '/__staykit/clock', { now: '9999-01-01T00:00:00Z' }, 'now'],
    ['PUT', '/__staykit/clock', { now: '1999-12-31T23:59:59Z' }, 'now'],
    ['PUT', '/__staykit/clock', { now: 1_900_000_000_000 }, 'now'],
    ['PUT', '/__staykit/clock', [], 'body'],
    ['POST', '/__staykit/reset', { now: '10000-01-01T00:00:00Z' }, 'now'],
    ['POST', '/__staykit/clock/advance', { minutes: 1e308 }, 'minutes'],
    ['POST', '/__staykit/clock/advance', { minutes: -1e308 }, 'minutes'],
    ['POST', '/__staykit/clock/advance', { minutes: 101 * 366 * 24 * 60 }, 'minutes'],
    ['POST', '/__staykit/clock/advance', { minutes: -30 * 366 * 24 * 60 }, 'minutes'],
    ['POST', '/__staykit/clock/advance', { minutes: null }, 'minutes'],
  ])('refuses %s %s %j with a 400 naming %s, and the clock stays', async (method, path, body, field) => {
    const refused = await client.send(method, path, { body });
    expect([refused.status, errorCode(refused.body), detailFields(refused.body)]).toEqual([
      400,
      'malformed_request',
      ['base', field],
    ]);
    expect((await client.get('/__staykit/clock')).body).toEqual({
      now: '2026-12-01T09:00:00+09:00',
      today: '2026-12-01',
    });
    // The mock still answers its operations.
    expect((await client.get('/hotels/demo-tokyo/booking_widget/init')).status).toBe(200);
  });

  it('takes the clock to the last year it allows and back', async () => {
    const far = await client.send('PUT', '/__staykit/clock', { body: { now: '9998-12-31T09:00:00+09:00' } });
    expect(far.body).toEqual({ now: '9998-12-31T09:00:00+09:00', today: '9998-12-31' });
    const back = await client.send('POST', '/__staykit/reset');
    expect(back.body).toMatchObject({ now: '2026-12-01T09:00:00+09:00' });
  });

  it('a clock set past a session expiry expires it; reset restores the seed and clock', async () => {
    await client.send('PUT', '/__staykit/clock', { body: { now: '2026-12-03T09:00:00+09:00' } });
    const expired = await client.get('/hotels/demo-tokyo/booking_widget/init');
    expect(errorCode(expired.body)).toBe('4000');
    const reset = await client.send('POST', '/__staykit/reset');
    expect(reset.body).toMatchObject({ reset: true, now: '2026-12-01T09:00:00+09:00' });
    // The reset dropped every session.
    const dropped = await client.get('/hotels/demo-tokyo/booking_widget/init');
    expect(errorCode(dropped.body)).toBe('client_session_invalid');
  });

  it('reset with `now` moves the seed dates with the clock', async () => {
    await client.send('POST', '/__staykit/reset', { body: { now: '2027-03-01T09:00:00+09:00' } });
    const state = await client.get<{ today: string; stock: { room_count: number } | null }>(
      '/__staykit/state?hotel_id=103&room_type_code=STD&date=2027-03-01',
    );
    expect(state.body.today).toBe('2027-03-01');
    // demo-soldout is sold out for the first 45 days from the (new) today.
    expect(state.body.stock?.room_count).toBe(0);
  });

  it('summarises the state: hotels and the stock of a room type on a date', async () => {
    const { body } = await client.get<{ hotels: { code: string }[]; stock: unknown }>(
      '/__staykit/state?hotel_id=101&room_type_code=STE&date=2026-12-24',
    );
    expect(body.hotels.map((hotel) => hotel.code)).toEqual(
      expect.arrayContaining(['demo-tokyo', 'demo-kyoto', 'demo-taipei', 'demo-seoul', 'demo-soldout']),
    );
    expect(body.stock).toEqual({ hotel_id: 101, room_type_code: 'STE', date: '2026-12-24', room_count: 0 });
    const bad = await client.get('/__staykit/state?date=2026-02-30&hotel_id=1e99');
    expect([bad.status, errorCode(bad.body), detailFields(bad.body)]).toEqual([
      400,
      'malformed_request',
      ['base', 'hotel_id', 'date'],
    ]);
  });
});

describe('PATCH /__staykit/hotels/{code}/settings', () => {
  type Init = {
    data: {
      button_colour: string;
      header_colour: string;
      booking_widget_setting_attributes: Record<string, unknown>;
      booking_widget_type: string;
    };
  };
  const init = async () => (await client.get<Init>('/hotels/demo-tokyo/booking_widget/init')).body.data;

  it('changes the settings the init and the settings operation answer with, until a reset', async () => {
    const patch = {
      custom_header_html: '<p>{{facility_name}}</p>',
      custom_footer_html: null,
      custom_footer_css: '.sk-custom-footer { color: #333333; }',
      global_warning: { enabled: true, message: 'Road works outside until Friday' },
      closeable: false,
      header_enabled: false,
      button_colour: '#003366',
      header_colour: '#fafafa',
      allowed_parent_origins: ['http://127.0.0.1:8080', 'https://*.hotel.example'],
    };
    const changed = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', { body: patch });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ hotel_code: 'demo-tokyo', settings: patch });

    const { booking_widget_setting_attributes: settings, ...hotel } = await init();
    expect(settings).toMatchObject(patch);
    // The colours are the hotel's: the init's own colours follow the settings.
    expect([hotel.button_colour, hotel.header_colour]).toEqual(['#003366', '#fafafa']);
    const direct = await client.get<{ data: unknown }>('/hotels/demo-tokyo/settings/booking_widget');
    expect(direct.body.data).toMatchObject(patch);
    // Other hotels keep theirs.
    const kyoto = await client.get<Init>('/hotels/demo-kyoto/booking_widget/init');
    expect(kyoto.body.data.booking_widget_setting_attributes['header_enabled']).toBe(true);

    await client.send('POST', '/__staykit/reset');
    await client.startSession();
    const after = await init();
    expect(after.booking_widget_setting_attributes).toMatchObject({
      custom_header_html: '<div class="hdr">{{facility_name}} by {{brand_name}}</div>',
      global_warning: { enabled: false, message: '' },
      header_enabled: true,
    });
    expect(after.button_colour).not.toBe('#003366');
  });

  it("sets the init's analytics tags beside the settings, not in them", async () => {
    type AnalyticsInit = { data: Init['data'] & { analytics_setting: Record<string, unknown> } };
    const tags = {
      head_tags:
        "<script>(function(w,d,s,l,i){})(window,document,'script','dataLayer','GTM-AB12CD');</script>",
      body_tags: '',
      consent_required: true,
    };
    const before = await client.get<AnalyticsInit>('/hotels/demo-tokyo/booking_widget/init');
    expect(before.body.data.analytics_setting).toEqual({
      head_tags: '',
      body_tags: '',
      consent_required: false,
    });
    const changed = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
      body: { analytics_setting: tags },
    });
    expect(changed.status).toBe(200);
    const after = await client.get<AnalyticsInit>('/hotels/demo-tokyo/booking_widget/init');
    expect(after.body.data.analytics_setting).toEqual(tags);
    expect(after.body.data.booking_widget_setting_attributes).not.toHaveProperty('analytics_setting');
  });

  it("sets the init's widget type, which the host page's loader follows, beside the settings", async () => {
    expect((await init()).booking_widget_type).toBe('embedded');
    const changed = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
      body: { booking_widget_type: 'standalone' },
    });
    expect(changed.status).toBe(200);
    const after = await init();
    expect(after.booking_widget_type).toBe('standalone');
    expect(after.booking_widget_setting_attributes).not.toHaveProperty('booking_widget_type');
  });

  it("sets the hotel's payment gateway, which the init and the payment rules follow, until a reset", async () => {
    type Gateway = { data: { payment_gateway_setting: { gateway: string } } };
    const gateway = async () =>
      (await client.get<Gateway>('/hotels/demo-tokyo/booking_widget/init')).body.data.payment_gateway_setting
        .gateway;
    expect(await gateway()).toBe('gmo');
    const changed = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
      body: { payment_gateway: 'gmo_paypal' },
    });
    expect(changed.body).toMatchObject({ settings: { payment_gateway: 'gmo_paypal' } });
    expect(await gateway()).toBe('gmo_paypal');
    expect((await init()).booking_widget_setting_attributes).not.toHaveProperty('payment_gateway');
    const paypal = await client.send('POST', '/paypal_payments/client_credential', {
      body: { hotel_id: 101 },
    });
    expect(paypal.status).toBe(201);
    const refused = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
      body: { payment_gateway: 'stripe' },
    });
    expect([refused.status, errorCode(refused.body)]).toEqual([400, 'malformed_request']);
    await client.send('POST', '/__staykit/reset');
    // A reset forgets the client sessions too.
    await client.startSession();
    expect(await gateway()).toBe('gmo');
  });

  it('merges one patch into the last and leaves out what it does not name', async () => {
    await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
      body: { custom_header_html: '<b>first</b>' },
    });
    const second = await client.send('PATCH', '/__staykit/hotels/demo-tokyo/settings', {
      body: { custom_footer_html: '<i>second</i>' },
    });
    expect(second.body).toMatchObject({
      settings: { custom_header_html: '<b>first</b>', custom_footer_html: '<i>second</i>' },
    });
    const { booking_widget_setting_attributes: settings } = await init();
    expect(settings).toMatchObject({
      custom_header_html: '<b>first</b>',
      custom_footer_html: '<i>second</i>',
      closeable: true,
    });
  });

  it.each([
    ['not JSON', '{"custom_header_html":', undefined],
    ['no body', undefined, undefined],
    ['an array', [], undefined],
    ['a setting it does not change', { logo_url: 'https://x.example/l.png' }, 'logo_url'],
    ['HTML that is not a string', { custom_header_html: 42 }, 'custom_header_html'],
    ['HTML over the contract limit', { custom_footer_html: 'x'.repeat(50_001) }, 'custom_footer_html'],
    ['a flag that is not boolean', { closeable: 'yes' }, 'closeable'],
    ['a colour that is not #RRGGBB', { button_colour: 'red;background:url(x)' }, 'button_colour'],
    ['a warning without a message', { global_warning: { enabled: true } }, 'global_warning'],
    [
      'parent origins that are not a list',
      { allowed_parent_origins: 'https://a.example' },
      'allowed_parent_origins',
    ],
    [
      'a parent origin with a path',
      { allowed_parent_origins: ['https://a.example/x'] },
      'allowed_parent_origins',
    ],
    ['a parent origin "*"', { allowed_parent_origins: ['*'] }, 'allowed_parent_origins'],
    [
      'analytics tags without the consent flag',
      { analytics_setting: { head_tags: '', body_tags: '' } },
      'analytics_setting',
    ],
    [
      'analytics tags over the contract limit',
      { analytics_setting: { head_tags: 'x'.repeat(20_001), body_tags: '', consent_required: false } },
      'analytics_setting',
    ],
    ['a widget type the contract lacks', { booking_widget_type: 'popup' }, 'booking_widget_type'],
    [
      'a warning with an extra key',
      { global_warning: { enabled: true, message: '', x: 1 } },
      'global_warning',
    ],
    ['a __proto__ key', JSON.parse('{"__proto__":{"closeable":false}}') as unknown, '__proto__'],
    [
      'a constructor key inside a setting',
      { global_warning: { enabled: true, message: 'x', constructor: { prototype: {} } } },
      'global_warning.constructor',
    ],
  ])('answers 400 with a JSON error for %s, and changes nothing', async (_name, body, field) => {
    const bad = await client.send<{ errors: { details: Record<string, unknown> }[] }>(
      'PATCH',
      '/__staykit/hotels/demo-tokyo/settings',
      body === undefined ? {} : { body },
    );
    expect([bad.status, errorCode(bad.body)]).toEqual([400, 'malformed_request']);
    if (field !== undefined) expect(Object.keys(bad.body.errors[0]?.details ?? {})).toContain(field);
    const { booking_widget_setting_attributes: settings } = await init();
    expect(settings).toMatchObject({ header_enabled: true, closeable: true });
  });

  it('answers 404 for a hotel it does not know', async () => {
    const unknown = await client.send('PATCH', '/__staykit/hotels/demo-nowhere/settings', {
      body: { closeable: false },
    });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'hotel_not_found']);
  });
});
