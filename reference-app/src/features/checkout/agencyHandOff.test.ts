import { DEMO_CLIENT } from '@staykit/mocks';
import { createStaykitClient, memoryStorage } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { setupMockApi, TEST_CONFIG } from '../../testing/setupMockApi';
import { handOffStorage, handsOffToAgency } from './agencyHandOff';
import { readCheckoutUrl } from './readCheckoutUrl';

// The hand-off rules over the mock's hotels: demo-tokyo pays by GMO through the default hub in yen;
// demo-taipei by TapPay in Taiwan dollars.
setupMockApi();
// A client per call: the mock is seeded afresh before each test, its sessions with it.
const newClient = () =>
  createStaykitClient({
    baseUrl: TEST_CONFIG.apiUrl,
    locale: 'en',
    credentials: DEMO_CLIENT,
    storage: memoryStorage(),
  });
const hotelOf = async (code: string) =>
  (await newClient().booking.getBookingWidgetInit({ params: { path: { hotel_code: code } } })).data;
const CHECKOUT_QUERY =
  'checkin=2026-12-10&checkout=2026-12-12&coupon_code=WINTER' +
  '&selected_rooms[0][room_type_code]=TWN&selected_rooms[0][room_plan_code]=TWN-RO&selected_rooms[0][adults]=2&selected_rooms[0][quantity]=2';
const CHECKOUT = readCheckoutUrl(new URLSearchParams(CHECKOUT_QUERY));
const GUEST = {
  last_name: 'Yamada',
  first_name: 'Hanako',
  email: 'hanako@example.com',
  phone: '090-1234-5678',
};
const SHOWN = {
  hotelId: 101,
  hotelName: 'Demo Hotel Tokyo',
  roomTypeName: 'Twin',
  roomPlanName: 'Room only',
  total: 42000,
};

describe('the agency hand-off', () => {
  it('moves the payment to the agency site only for a visit with the channel on, at a hotel that allows it', async () => {
    if (!CHECKOUT) throw new Error('the checkout address is whole');
    const tokyo = await hotelOf('demo-tokyo');
    expect(handsOffToAgency(tokyo, CHECKOUT, true)).toBe(true);
    expect(handsOffToAgency(tokyo, CHECKOUT, false)).toBe(false);
    expect(handsOffToAgency(await hotelOf('demo-taipei'), CHECKOUT, true)).toBe(false);
    const undated = readCheckoutUrl(
      new URLSearchParams(
        'search_type=undated&nights=2&selected_rooms[0][room_type_code]=TWN&selected_rooms[0][room_plan_code]=TWN-RO&selected_rooms[0][adults]=2',
      ),
    );
    expect(undated).not.toBeNull();
    if (undated) expect(handsOffToAgency(tokyo, undated, true)).toBe(false);
    // What the stored booking cannot carry keeps the payment in the widget.
    expect(handsOffToAgency(tokyo, CHECKOUT, true, true)).toBe(false);
    for (const extra of [
      '&is_day_use=true',
      '&voucher_coupon_code=V1',
      '&selected_rooms[0][kids_tiers][0]=A',
    ]) {
      const other = readCheckoutUrl(new URLSearchParams(`${CHECKOUT_QUERY}${extra}`));
      expect(other, extra).not.toBeNull();
      if (other) expect(handsOffToAgency(tokyo, other, true), extra).toBe(false);
    }
  });

  it('stores the stay, a room per room booked, the booker with the phone in digits, and what the storefront shows', async () => {
    if (!CHECKOUT) throw new Error('the checkout address is whole');
    const body = handOffStorage(
      await hotelOf('demo-tokyo'),
      CHECKOUT,
      GUEST,
      SHOWN,
      'https://hotel.test/reservation/guest-detail?x=1',
    );
    expect(body).toEqual({
      hotel_code: 'demo-tokyo',
      data: {
        checkin_date: '2026-12-10',
        checkout_date: '2026-12-12',
        rooms: [
          { room_type_code: 'TWN', room_plan_code: 'TWN-RO', adults: 2, children: 0 },
          { room_type_code: 'TWN', room_plan_code: 'TWN-RO', adults: 2, children: 0 },
        ],
        guest: {
          first_name: 'Hanako',
          last_name: 'Yamada',
          email: 'hanako@example.com',
          phone: '09012345678',
        },
        currency: 'JPY',
        coupon_code: 'WINTER',
        return_url: 'https://hotel.test/reservation/guest-detail?x=1',
        client_state: {
          hotel_id: 101,
          hotel_name: 'Demo Hotel Tokyo',
          room_type_name: 'Twin',
          room_plan_name: 'Room only',
          total: 42000,
        },
      },
    });
    // The mock takes it as the contract says it.
    const stored = await newClient().agency.createTemporaryStorage({
      body: body ?? { hotel_code: '', data: {} },
    });
    expect(stored.data.data.rooms).toHaveLength(2);
  });
});
