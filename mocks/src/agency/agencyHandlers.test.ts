import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { detailFields, errorCode, moveClockTo, useMockServer } from '../testing/testSetup';
import { TEMPORARY_STORAGE_MINUTES } from './agencyHandlers';
import { setAgencySite } from './agencySite';
import { AGENCY_BOOKING } from './triggers';

type Schemas = components['schemas'];
type SearchAnswer = Schemas['AgencyHotelSearchResponse'];

const client = useMockServer();

const search = (q: string, extra = '', language = 'en') =>
  client.send<SearchAnswer>('GET', `/api/ota/v1/hotels/search?q=${encodeURIComponent(q)}${extra}`, {
    headers: { 'Accept-Language': language },
  });
const codes = (hotels: readonly Schemas['AgencyHotel'][]) => hotels.map((hotel) => hotel.hotel_code);

describe('createAgencySession', () => {
  it('gives the storefront a client session for its key and secret, once per key', async () => {
    const body = { key: 'demo-agency', secret: 'demo-agency-secret' };
    const headers = { 'Idempotency-Key': 'agency-session-0001' };
    const first = await client.send<Schemas['ClientSessionResponse']>('POST', '/api/ota/v1/auth', {
      body,
      headers,
      withoutSession: true,
    });
    expect(first.status).toBe(201);
    const again = await client.send<Schemas['ClientSessionResponse']>('POST', '/api/ota/v1/auth', {
      body,
      headers,
      withoutSession: true,
    });
    expect(again.body.data.client_session).toBe(first.body.data.client_session);
    const searched = await client.send('GET', '/api/ota/v1/hotels/search?q=Kyoto', {
      headers: { 'Client-Session': first.body.data.client_session },
    });
    expect(searched.status).toBe(200);
    const widgetSecret = await client.send('POST', '/api/ota/v1/auth', {
      body: { key: 'demo-widget', secret: 'demo-secret' },
      withoutSession: true,
    });
    expect([widgetSecret.status, errorCode(widgetSecret.body)]).toEqual([422, '1000']);
  });
});

describe('searchAgencyHotels', () => {
  it('reads the query, keeps the place’s hotels with a wish and a room, best match first, priced for the stay', async () => {
    // 2026-12-01 is a Tuesday: next weekend is Saturday 12 December, one night.
    const answer = await search('onsen in Hakone for 2 adults next weekend');
    expect(answer.status).toBe(200);
    expect(answer.body.interpretation).toMatchObject({
      area: 'Hakone',
      checkin_date: '2026-12-12',
      checkout_date: '2026-12-13',
      adults: 2,
      keywords: ['Onsen'],
    });
    expect(codes(answer.body.data)).toEqual(['demo-hakone-onsen', 'demo-hakone']);
    const [best] = answer.body.data;
    expect(best).toMatchObject({ available: true, currency: 'JPY', rating_average: 4.8, review_count: 176 });
    expect(best?.lowest_price).toBeGreaterThan(0);
    expect(best?.match_reason).toBe('Onsen · Hakone · Rooms on your dates');
    expect(answer.body.alternatives).toEqual([]);
  });

  it('keeps a region’s towns, the budget and the wishes; a structured parameter wins over the words', async () => {
    const answer = await search(
      'ocean view in Okinawa under 30000 yen',
      '&checkin_date=2026-12-20&checkout_date=2026-12-21',
    );
    expect(answer.body.interpretation).toMatchObject({
      area: 'Okinawa',
      checkin_date: '2026-12-20',
      max_price: 30000,
    });
    for (const hotel of answer.body.data) {
      expect(hotel.lowest_price).toBeLessThanOrEqual(30000);
      expect(hotel.tags).toContain('ocean_view');
    }
    const kansai = await search('Kansai quiet');
    expect(new Set(codes(kansai.body.data))).toEqual(new Set(['demo-kyoto', 'demo-machiya', 'demo-nara']));
  });

  it('measures an undated budget against a night, and keeps the family the words name', async () => {
    const answer = await search('Ocean view in Okinawa for 2 adults and 2 children under 80,000 yen');
    expect(answer.body.interpretation).toMatchObject({
      area: 'Okinawa',
      adults: 2,
      children: 2,
      max_price: 80000,
    });
    expect(codes(answer.body.data)).toEqual(['demo-okinawa-beach']);
    expect(answer.body.data[0]?.lowest_price).toBeUndefined();
    const japanese = await search('沖縄でオーシャンビュー、大人2人とお子様2人、8万円以下', '', 'ja');
    expect(japanese.body.interpretation).toMatchObject({ adults: 2, children: 2, max_price: 80000 });
    // Without guests in the words, the search's default is not reported as read.
    const bare = await search('Kyoto');
    expect(bare.body.interpretation?.adults).toBeUndefined();
  });

  it('answers in the request’s language', async () => {
    const answer = await search('箱根 温泉', '', 'ja');
    expect(answer.body.interpretation?.area).toBe('箱根');
    expect(answer.body.data[0]?.match_reason).toBe('温泉・箱根');
  });

  it('answers no hotel, the alternatives and a suggestion when nothing matches (still a 200)', async () => {
    const answer = await search('ski in Okinawa');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect(answer.body.suggestion).toBe('Add more detail, such as your dates, to see prices.');
    // Okinawa's own hotels first, saying what they lack, then those of its neighbour Ishigaki: none skis.
    expect(codes(answer.body.alternatives)).toEqual(['demo-okinawa-beach', 'demo-okinawa']);
    expect(answer.body.alternatives[0]?.match_reason).toBe('Okinawa · Without: Ski');
    const nothing = await search('zzzz qqqq');
    expect(nothing.body.data).toEqual([]);
    expect(nothing.body.alternatives).toHaveLength(5);
    expect(nothing.body.suggestion).toBe('Add more detail, such as the area you want to stay in.');
  });

  it('refuses reversed dates, a check-in past the bookable year and too many guests', async () => {
    const reversed = await search('Kyoto', '&checkin_date=2026-12-20&checkout_date=2026-12-19');
    expect([reversed.status, errorCode(reversed.body)]).toEqual([422, '1000']);
    const far = await search('Kyoto', '&checkin_date=2028-01-10&checkout_date=2028-01-11');
    expect([far.status, errorCode(far.body)]).toEqual([422, '1903']);
    const crowd = await search('Kyoto', '&adults=15&children=10');
    expect([crowd.status, errorCode(crowd.body)]).toEqual([422, 'too_many_guests']);
    const noQuery = await client.send('GET', '/api/ota/v1/hotels/search');
    expect([noQuery.status, errorCode(noQuery.body)]).toEqual([422, '1000']);
  });
});

describe('listAgencyHotelRatings', () => {
  it('answers the ratings of the hotels asked for, leaving out unknown ones', async () => {
    const answer = await client.send<Schemas['AgencyHotelRatingListResponse']>(
      'GET',
      '/api/ota/v1/hotels/ratings?hotel_ids=101&hotel_ids=102&hotel_ids=999',
    );
    expect(
      answer.body.data.map(({ hotel_id, average, review_count }) => [hotel_id, average, review_count]),
    ).toEqual([
      [101, 4.4, 312],
      [102, 4.7, 198],
    ]);
    const bad = await client.send('GET', '/api/ota/v1/hotels/ratings?hotel_ids=1&hotel_ids=x');
    expect([bad.status, errorCode(bad.body)]).toEqual([422, '1000']);
  });
});

describe('temporary storage', () => {
  const stored = {
    hotel_code: 'demo-tokyo',
    data: { checkin_date: '2026-12-24', checkout_date: '2026-12-26' },
  };

  it('sends the guest to the agency site it is configured with, and to no other address', async () => {
    setAgencySite('http://127.0.0.1:5173/agency/?from=x#y');
    try {
      const created = await client.send<Schemas['TemporaryStorageResponse']>(
        'POST',
        '/api/ota/v1/temporary_storages',
        { body: stored },
      );
      expect(created.body.data.agency_url).toBe(
        `http://127.0.0.1:5173/agency/reservation/payment?storage=${created.body.data.id}`,
      );
      expect(() => setAgencySite('javascript:alert(1)')).toThrow(TypeError);
      expect(() => setAgencySite('not a url')).toThrow(TypeError);
    } finally {
      setAgencySite('https://agency.example.com');
    }
  });

  it('keeps the booking data 30 minutes on the mock clock, then refuses with agency_restore_failed', async () => {
    const created = await client.send<Schemas['TemporaryStorageResponse']>(
      'POST',
      '/api/ota/v1/temporary_storages',
      {
        body: stored,
        // Where the guest is sent is the agency site's, whatever the caller says it is.
        headers: { Origin: 'https://evil.example@attacker.example' },
      },
    );
    expect(created.status).toBe(201);
    const { id, agency_url, redirect_countdown_seconds } = created.body.data;
    expect(agency_url).toBe(`https://agency.example.com/reservation/payment?storage=${id}`);
    expect(redirect_countdown_seconds).toBe(5);
    const read = await client.send<Schemas['TemporaryStorageResponse']>(
      'GET',
      `/api/ota/v1/temporary_storages/${id}`,
    );
    expect(read.body.data.data).toEqual(stored.data);
    await moveClockTo(client, `2026-12-01T09:${TEMPORARY_STORAGE_MINUTES}:00+09:00`);
    const late = await client.send('GET', `/api/ota/v1/temporary_storages/${id}`);
    expect([late.status, errorCode(late.body)]).toEqual([404, 'agency_restore_failed']);
  });

  it('refuses data the contract does not describe, card data anywhere, and a return URL that is not http(s)', async () => {
    const store = (data: unknown) =>
      client.send('POST', '/api/ota/v1/temporary_storages', { body: { hotel_code: 'demo-tokyo', data } });
    const refused = async (data: unknown) => {
      const answer = await store(data);
      // `base` holds the message; the rest name the fields.
      return [
        answer.status,
        errorCode(answer.body),
        detailFields(answer.body).filter((field) => field !== 'base'),
      ];
    };
    expect(await refused({ card_number: '4111111111111111' })).toEqual([422, '1000', ['data.card_number']]);
    expect(await refused({ client_state: { note: 'card 4111 1111 1111 1111 exp 12/29' } })).toEqual([
      422,
      '1000',
      ['data.client_state.note'],
    ]);
    expect(await refused({ return_url: 'javascript:alert(1)' })).toEqual([422, '1000', ['data.return_url']]);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`k${index}`, index]));
    expect(await refused({ client_state: many })).toEqual([422, '1000', ['data.client_state']]);
    // A reservation number or a phone number is no card: kept.
    expect(
      (await store({ client_state: { reservation: 'SK2612010001', phone: '+819012345678' } })).status,
    ).toBe(201);
    const unknownHotel = await client.send('POST', '/api/ota/v1/temporary_storages', {
      body: { hotel_code: 'no-such-hotel', data: {} },
    });
    expect([unknownHotel.status, errorCode(unknownHotel.body)]).toEqual([404, 'hotel_not_found']);
  });
});

describe('createAgencyReservation and getAgencyReservation', () => {
  const booking = AGENCY_BOOKING;
  type Answer = Schemas['AgencyReservationResponse'];

  it('books and pays on the agency site through the widget’s booking, and its booker reads it', async () => {
    const created = await client.send<Answer>('POST', '/api/ota/v1/reservations', { body: booking });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reservation = created.body.data;
    expect(reservation).toMatchObject({
      hotel_code: 'demo-tokyo',
      status: 'done',
      nights: 1,
      rooms: [{ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2 }],
      guest_name: 'Taro Yamada',
      price: { total_price: 15800 },
      currency: 'JPY',
    });
    const path = `/api/ota/v1/reservations/${reservation.reservation_number}`;
    const byLink = await client.send<Answer>('GET', `${path}?bypass_token=${reservation.bypass_token ?? ''}`);
    expect(byLink.body.data.reservation_number).toBe(reservation.reservation_number);
    expect(byLink.body.data.bypass_token).toBeUndefined();
    const byEmail = await client.send<Answer>('GET', `${path}?email=taro@example.com`);
    expect(byEmail.status).toBe(200);
    const stranger = await client.send('GET', `${path}?email=someone@example.com`);
    expect([stranger.status, errorCode(stranger.body)]).toEqual([403, 'reservation_access_denied']);
    const unknown = await client.send('GET', '/api/ota/v1/reservations/SK0000000000?email=taro@example.com');
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'reservation_not_found']);
  });

  it('refuses a price that moved, a failed agency payment, and data it cannot restore', async () => {
    const moved = await client.send('POST', '/api/ota/v1/reservations', {
      body: { ...booking, expected_total_price: 15000 },
    });
    expect([moved.status, errorCode(moved.body)]).toEqual([409, 'price_changed']);
    const declined = await client.send('POST', '/api/ota/v1/reservations', {
      body: { ...booking, payment: { type: 'credit_card', card_token: 'tok_agency_declined' } },
    });
    expect([declined.status, errorCode(declined.body)]).toEqual([402, 'agency_payment_failed']);
    const lost = await client.send('POST', '/api/ota/v1/reservations', {
      body: { ...booking, temporary_storage_id: 'ts_unknown' },
    });
    expect([lost.status, errorCode(lost.body)]).toEqual([404, 'agency_restore_failed']);
  });

  it('books a converted booking from the stored data, and refuses one whose hotel’s payments cannot move', async () => {
    const { checkin_date, checkout_date, rooms, guest } = booking;
    const stored = await client.send<Schemas['TemporaryStorageResponse']>(
      'POST',
      '/api/ota/v1/temporary_storages',
      {
        body: { hotel_code: 'demo-tokyo', data: { checkin_date, checkout_date, rooms, guest } },
      },
    );
    const converted = await client.send<Answer>('POST', '/api/ota/v1/reservations', {
      body: {
        hotel_id: 101,
        temporary_storage_id: stored.body.data.id,
        payment: booking.payment,
        expected_total_price: 15800,
        terms_accepted: true,
      },
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    expect(converted.body.data).toMatchObject({ checkin_date, guest_name: 'Taro Yamada' });
    const taipei = await client.send<Schemas['TemporaryStorageResponse']>(
      'POST',
      '/api/ota/v1/temporary_storages',
      {
        body: { hotel_code: 'demo-taipei', data: { checkin_date, checkout_date } },
      },
    );
    const refused = await client.send('POST', '/api/ota/v1/reservations', {
      body: {
        hotel_id: 201,
        temporary_storage_id: taipei.body.data.id,
        payment: booking.payment,
        expected_total_price: 3600,
        terms_accepted: true,
      },
    });
    expect([refused.status, errorCode(refused.body), detailFields(refused.body)]).toEqual([
      422,
      '1000',
      ['base', 'temporary_storage_id'],
    ]);
  });
});
