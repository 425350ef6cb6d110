// What the agency storefront does, by the SDK against the stateful mock, every exchange through
// `prism proxy --errors`: its own session, AI hotel search (a match, nothing matched, another language,
// the refusals), ratings, and booking data stored and restored (and not restored). The suite ends by
// asserting Prism saw no contract violation in any exchange.
import { isStaykitError } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { useMockBehindPrism } from './useMockBehindPrism';

const api = useMockBehindPrism();
// One Standard Double, room only, for two, and its booker.
const ROOMS = [{ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2, children: 0 }];
const GUEST = { first_name: 'Taro', last_name: 'Yamada', email: 'taro@example.com', phone: '+819012345678' };

const refusalCode = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => (isStaykitError(error) ? error.code : error),
  );

describe('agency storefront: SDK → prism proxy --errors → stateful mock', () => {
  it('creates its own session, and refuses another client’s secret', async () => {
    const session = await api.client.agency.createAgencySession({
      body: { key: 'demo-agency', secret: 'demo-agency-secret' },
    });
    expect(session.data.client_session).toMatch(/\S/);
    expect(
      await refusalCode(
        api.client.agency.createAgencySession({ body: { key: 'demo-agency', secret: 'wrong' } }),
      ),
    ).toBe('1000');
  });

  it('finds hotels from free text, answers nothing-matched with alternatives, and reads Japanese', async () => {
    const found = await api.client.agency.searchAgencyHotels({
      params: { query: { q: 'onsen in Hakone for 2 adults next weekend' } },
    });
    expect(found.data.map((hotel) => hotel.hotel_code)).toEqual(['demo-hakone-onsen', 'demo-hakone']);
    expect(found.data[0]?.lowest_price).toBeGreaterThan(0);

    const none = await api.client.agency.searchAgencyHotels({ params: { query: { q: 'ski in Okinawa' } } });
    expect(none.data).toEqual([]);
    expect(none.alternatives.length).toBeGreaterThan(0);
    expect(none.suggestion).toMatch(/\S/);

    api.client.setLocale('ja');
    try {
      const japanese = await api.client.agency.searchAgencyHotels({
        params: { query: { q: '京都 静か 3人', checkin_date: await api.dayFromToday(20) } },
      });
      expect(japanese.interpretation).toMatchObject({ area: '京都', adults: 3 });
    } finally {
      api.client.setLocale('en');
    }

    const ratings = await api.client.agency.listAgencyHotelRatings({
      params: { query: { hotel_ids: [101, 999] } },
    });
    expect(ratings.data.map((rating) => rating.hotel_id)).toEqual([101]);
  });

  it('refuses reversed dates, a check-in past the bookable year and too many guests', async () => {
    const search = (query: Record<string, string | number>) =>
      refusalCode(api.client.agency.searchAgencyHotels({ params: { query: { q: 'Kyoto', ...query } } }));
    expect(
      await search({ checkin_date: await api.dayFromToday(20), checkout_date: await api.dayFromToday(19) }),
    ).toBe('1000');
    expect(await search({ checkin_date: await api.dayFromToday(400) })).toBe('1903');
    expect(await search({ adults: 15, children: 10 })).toBe('too_many_guests');
  });

  it('stores booking data for the move between modes and restores it; an unknown id is not restored', async () => {
    const stored = await api.client.agency.createTemporaryStorage({
      body: {
        hotel_code: 'demo-tokyo',
        data: {
          checkin_date: await api.dayFromToday(23),
          checkout_date: await api.dayFromToday(25),
          rooms: ROOMS,
          currency: 'JPY',
        },
      },
    });
    const restored = await api.client.agency.getTemporaryStorage({
      params: { path: { id: stored.data.id } },
    });
    expect(restored.data.data).toEqual(stored.data.data);
    expect(
      await refusalCode(api.client.agency.getTemporaryStorage({ params: { path: { id: 'ts_unknown' } } })),
    ).toBe('agency_restore_failed');
  });

  it('books and pays a converted booking on the agency site, and its guest reads it by the link', async () => {
    // One night of Standard Double, room only, for two: 15,800 JPY on these dates.
    const [checkin, checkout] = ['2026-12-10', '2026-12-11'];
    const stored = await api.client.agency.createTemporaryStorage({
      body: {
        hotel_code: 'demo-tokyo',
        data: {
          checkin_date: checkin,
          checkout_date: checkout,
          rooms: ROOMS,
          guest: GUEST,
        },
      },
    });
    const booked = await api.client.agency.createAgencyReservation({
      body: {
        hotel_id: 101,
        temporary_storage_id: stored.data.id,
        payment: { type: 'credit_card', card_token: 'tok_test_1111' },
        expected_total_price: 15800,
        acknowledge_overlapping_reservation: false,
        terms_accepted: true,
      },
    });
    expect(booked.data).toMatchObject({ status: 'done', checkin_date: checkin, guest_name: 'Taro Yamada' });
    const read = await api.client.agency.getAgencyReservation({
      params: {
        path: { id: booked.data.reservation_number },
        query: { bypass_token: booked.data.bypass_token ?? '' },
      },
    });
    expect(read.data.reservation_number).toBe(booked.data.reservation_number);
    expect(
      await refusalCode(
        api.client.agency.createAgencyReservation({
          body: {
            hotel_id: 101,
            checkin_date: checkin,
            checkout_date: checkout,
            rooms: ROOMS,
            guest: GUEST,
            payment: { type: 'credit_card', card_token: 'tok_agency_declined' },
            expected_total_price: 15800,
            acknowledge_overlapping_reservation: false,
            terms_accepted: true,
          },
        }),
      ),
    ).toBe('agency_payment_failed');
  });

  it('saw no contract violation in any exchange', () => {
    expect(api.exchanges.length).toBeGreaterThan(10);
    expect(api.brokenExchanges()).toEqual([]);
  });
});
