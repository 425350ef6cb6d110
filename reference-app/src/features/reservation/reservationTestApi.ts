// Test support (not part of the widget): bookings made behind the widget's back, through the SDK over the
// same mock handlers, and the two clocks (the page's and the mock's) moved together.
import { BOOKING_BODY, mockClock } from '@staykit/mocks';
import { createStaykitClient } from '@staykit/sdk';
import { vi } from 'vitest';
import { TEST_CONFIG } from '../../testing/setupMockApi';

/**
 * What a test may change in the mock's standard booking (one night at demo-tokyo from 2026-12-10, Standard
 * Twin Room only, 2 adults, paid by the test Visa).
 *
 * @example
 * ```ts
 * const changes: TestBooking = { lastName: 'STAFFEDITED', payment: 'on_site' };
 * ```
 */
export interface TestBooking {
  /** The booker's last name: `STAFFEDITED`, `PENDINGUPDATE`, `PENDINGPAYMENT` set states. */
  lastName?: string;
  payment?: 'on_site' | 'credit_card';
  roomPlanCode?: string;
  /** Books as this signed-in member (a member booking). */
  userToken?: string;
}

/**
 * An API client of the test itself, optionally signed in.
 *
 * @example
 * ```ts
 * await testClient().booking.findReservation(input);
 * ```
 */
export function testClient(userToken?: string) {
  return createStaykitClient({
    baseUrl: TEST_CONFIG.apiUrl,
    locale: 'en',
    credentials: TEST_CONFIG.credentials,
    getUserToken: () => userToken,
  });
}

/**
 * Books the mock's standard booking with the changes; answers its number and confirmation-link token.
 *
 * @example
 * ```ts
 * const { number, token } = await bookForTest({ lastName: 'STAFFEDITED' });
 * ```
 */
export async function bookForTest(changes: TestBooking = {}): Promise<{ number: string; token: string }> {
  const lastName = changes.lastName ?? BOOKING_BODY.guest.last_name;
  const plan = changes.roomPlanCode ?? BOOKING_BODY.rooms[0].room_plan_code;
  const room = BOOKING_BODY.rooms[0];
  const { data } = await testClient(changes.userToken).booking.createReservation({
    params: { path: { hotel_id: 101 } },
    body: {
      checkin_date: BOOKING_BODY.checkin_date,
      checkout_date: BOOKING_BODY.checkout_date,
      rooms: [
        {
          room_type_code: plan.split('-')[0] ?? room.room_type_code,
          room_plan_code: plan,
          adults: room.adults,
          children: 0,
          guest: { ...room.guest, last_name: lastName },
        },
      ],
      guest: { ...BOOKING_BODY.guest, last_name: lastName },
      terms_accepted: true,
      booking_for_someone_else: false,
      update_profile: false,
      acknowledge_overlapping_reservation: false,
      points_to_spend: 0,
      payment:
        changes.payment === 'on_site'
          ? { type: 'on_site', save_card: false }
          : { ...BOOKING_BODY.payment, save_card: false },
      additional_question_answers: [{ additional_question_id: 31, answer: { option_ids: [2] } }],
    },
  });
  return { number: data.reservation.reservation_number, token: data.reservation.token ?? '' };
}

/**
 * Signs a seeded member in at demo-tokyo (every seeded password is Winter2026x); answers the user token.
 *
 * @example
 * ```ts
 * localStorage.setItem('900_staykit_user_token', await signInForTest('hanako.yamada@example.com'));
 * ```
 */
export async function signInForTest(email: string): Promise<string> {
  const { data } = await testClient().membership.signIn({
    params: { path: { hotel_id: 101 } },
    body: { grant_type: 'password', email, password: 'Winter2026x' },
  });
  return data.access_token;
}

/**
 * Sets the mock's clock and the page's (faked `Date`) to the same instant.
 *
 * @example
 * ```ts
 * setClocks('2026-12-07T10:00:00+09:00');
 * ```
 */
export function setClocks(instant: string): void {
  mockClock.setNow(instant);
  vi.setSystemTime(new Date(instant));
}
