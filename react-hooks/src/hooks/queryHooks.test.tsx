import type { StaykitError } from '@staykit/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { responseExample } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import {
  useAdditionalQuestions,
  useAgencyHotelRatings,
  useAgencyReservation,
  useAgencyHotelSearch,
  useBookingWidgetInit,
  useBookingWidgetSettings,
  useBrandAdditionalQuestions,
  useBrandHotels,
  useBrandInventory,
  useCancellationPolicies,
  useCancellationPolicy,
  useExtras,
  useHotelInfo,
  useLoginWidget,
  useMarketingEmailSubscription,
  usePayLink,
  usePayLinkTransaction,
  useRecommenderWidgetSettings,
  useReservation,
  useReservationAdditionalQuestions,
  useReservationLookup,
  useReservationReceipt,
  useReservationUpdateSettings,
  useRoomAvailability,
  useRoomInventory,
  useRoomPrice,
  useRoomRecommendations,
  useRoomSearch,
  useSignInButtonSettings,
  useTemporaryStorage,
} from '../index';

const server = setupStaykitTestServer();

const code = { params: { path: { hotel_code: 'demo-tokyo' } } };
const hotel = { params: { path: { hotel_id: 101 } } };
const brand = { params: { path: { brand_id: 900 } } };
const stay = { checkin_date: '2026-12-24', checkout_date: '2026-12-26', adults: 2 };
const reservation = {
  params: { path: { hotel_id: 101, reservation_id: 'SK2612010001' }, query: { bypass_token: 'bp_x' } },
};
const selected = [{ room_type_code: 'DBL', room_plan_code: 'DBL-BF', adults: 2, quantity: 1 }];

interface Case {
  /** The operationId whose contract example answers, and whose path is expected. */
  operationId: string;
  path: string;
  use: () => UseQueryResult<unknown, StaykitError>;
  /** The hook gives the list of every page instead of the answer. */
  allPages?: boolean;
}

const cases: Case[] = [
  {
    operationId: 'getBookingWidgetInit',
    path: '/hotels/demo-tokyo/booking_widget/init',
    use: () => useBookingWidgetInit(code),
  },
  {
    operationId: 'getBookingWidgetSettings',
    path: '/hotels/demo-tokyo/settings/booking_widget',
    use: () => useBookingWidgetSettings(code),
  },
  {
    operationId: 'getSignInButtonSettings',
    path: '/hotels/demo-tokyo/settings/sign_in_button',
    use: () => useSignInButtonSettings(code),
  },
  {
    operationId: 'getRecommenderWidgetSettings',
    path: '/hotels/demo-tokyo/settings/recommender_widget',
    use: () => useRecommenderWidgetSettings(code),
  },
  { operationId: 'getLoginWidget', path: '/hotels/demo-tokyo/login_widget', use: () => useLoginWidget(code) },
  { operationId: 'getHotelInfo', path: '/hotels/101/info', use: () => useHotelInfo(hotel) },
  {
    operationId: 'searchRooms',
    path: '/hotels/101/rooms',
    use: () => useRoomSearch({ params: { ...hotel.params, query: stay } }),
  },
  {
    operationId: 'getRoomRecommendations',
    path: '/hotels/101/rooms/recommendation',
    use: () => useRoomRecommendations({ params: { ...hotel.params, query: { ...stay, limit: 3 } } }),
  },
  {
    operationId: 'getRoomAvailability',
    path: '/hotels/101/rooms/availability',
    use: () =>
      useRoomAvailability({
        params: { ...hotel.params, query: { start_date: '2026-12-01', end_date: '2026-12-31' } },
      }),
  },
  {
    operationId: 'getRoomPrice',
    path: '/hotels/101/rooms/price',
    use: () => useRoomPrice({ params: { ...hotel.params, query: { ...stay, selected_rooms: selected } } }),
  },
  {
    operationId: 'getRoomInventory',
    path: '/hotels/101/rooms/inventory',
    use: () => useRoomInventory({ params: { ...hotel.params, query: stay } }),
  },
  { operationId: 'listExtras', path: '/hotels/101/extras', use: () => useExtras(hotel) },
  {
    operationId: 'listAdditionalQuestions',
    path: '/hotels/101/additional_questions',
    use: () => useAdditionalQuestions(hotel),
  },
  {
    operationId: 'listBrandAdditionalQuestions',
    path: '/hotel_brands/900/additional_questions',
    use: () => useBrandAdditionalQuestions(brand),
  },
  {
    operationId: 'listCancellationPolicies',
    path: '/hotels/101/cancellation_policies',
    use: () => useCancellationPolicies(hotel),
  },
  {
    operationId: 'getCancellationPolicy',
    path: '/hotels/101/cancellation_policies/12',
    use: () => useCancellationPolicy({ params: { path: { hotel_id: 101, policy_id: 12 } } }),
  },
  {
    operationId: 'listBrandHotels',
    path: '/hotel_brands/900/hotels',
    use: () => useBrandHotels(brand),
    allPages: true,
  },
  {
    operationId: 'getBrandInventory',
    path: '/hotel_brands/900/inventory',
    use: () => useBrandInventory({ params: { ...brand.params, query: stay } }),
    allPages: true,
  },
  {
    operationId: 'getReservation',
    path: '/hotels/101/reservations/SK2612010001',
    use: () => useReservation(reservation),
  },
  {
    operationId: 'findReservation',
    path: '/hotel_brands/900/reservations/SK2612010001',
    use: () =>
      useReservationLookup({
        params: {
          path: { brand_id: 900, reservation_number: 'SK2612010001' },
          query: { email: 'hanako@example.com' },
        },
      }),
  },
  {
    operationId: 'getReservationUpdateSettings',
    path: '/hotels/101/reservations/SK2612010001/update_settings',
    use: () => useReservationUpdateSettings(reservation),
  },
  {
    operationId: 'getReservationReceipt',
    path: '/hotels/101/reservations/SK2612010001/receipt',
    use: () =>
      useReservationReceipt({
        params: { ...reservation.params, query: { bypass_token: 'bp_x', name: 'Hanako' } },
      }),
  },
  {
    operationId: 'listReservationAdditionalQuestions',
    path: '/hotels/101/reservations/SK2612010001/additional_questions',
    use: () => useReservationAdditionalQuestions(reservation),
  },
  {
    operationId: 'getPayLink',
    path: '/pay_links/PL1010001',
    use: () => usePayLink({ params: { path: { payment_number: 'PL1010001' } } }),
  },
  {
    operationId: 'getPayLinkTransaction',
    path: '/pay_links/PL1010001/transactions/plt_1',
    use: () =>
      usePayLinkTransaction({ params: { path: { payment_number: 'PL1010001', transaction_id: 'plt_1' } } }),
  },
  {
    operationId: 'getMarketingEmailSubscriptionStatus',
    path: '/marketing_emails/subscription_status',
    use: () => useMarketingEmailSubscription({ params: { query: { token: 'ue_1' } } }),
  },
  {
    operationId: 'searchAgencyHotels',
    path: '/api/ota/v1/hotels/search',
    use: () => useAgencyHotelSearch({ params: { query: { q: 'Hakone onsen' } } }),
  },
  {
    operationId: 'listAgencyHotelRatings',
    path: '/api/ota/v1/hotels/ratings',
    use: () => useAgencyHotelRatings({ params: { query: { hotel_ids: [101, 102] } } }),
  },
  {
    operationId: 'getAgencyReservation',
    path: '/api/ota/v1/reservations/SK2611210002',
    use: () =>
      useAgencyReservation({
        params: { path: { id: 'SK2611210002' }, query: { bypass_token: 'bp_x0000000' } },
      }),
  },
  {
    operationId: 'getTemporaryStorage',
    path: '/api/ota/v1/temporary_storages/ts_01JD7T8W6E',
    use: () => useTemporaryStorage({ params: { path: { id: 'ts_01JD7T8W6E' } } }),
  },
];

describe('every query hook', () => {
  it.each(cases)('$operationId: GET $path, answered with the contract example', async (testCase) => {
    const example = responseExample(testCase.operationId);
    const seen = requestLog();
    server.use(
      http.get(`${API_URL}${testCase.path}`, ({ request }) => {
        seen.add(request);
        return HttpResponse.json(example);
      }),
    );
    const { result } = renderStaykitHook(testCase.use);

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(testCase.allPages ? example.data : example);
    expect(seen.all).toHaveLength(1);
    expect(seen.all[0]?.headers.get('Accept-Language')).toBe('ja');
  });
});
