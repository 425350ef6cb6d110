// Test support (not part of the widget): a booking made behind the widget's back, for the pages after it.
import { BOOKING_BODY } from '@staykit/mocks';
import type { components } from '@staykit/sdk';
import { mockApiClient } from './mockApiClient';

type Booking = components['schemas']['CreateReservationRequest'];

/**
 * A booking made for a test: its number, its confirmation-link token and the facility that holds it.
 *
 * @example
 * ```ts
 * const booked: BookedStay = { number: 'SK2612010001', token: 'bp_1', hotelId: 101 };
 * ```
 */
export interface BookedStay {
  readonly number: string;
  readonly token: string;
  readonly hotelId: number;
}

/**
 * What a test changes in the mock's standard booking.
 *
 * @example
 * ```ts
 * const changes: MockStayChanges = { lastName: 'STAFFEDITED' };
 * ```
 */
export interface MockStayChanges {
  /** The booker's and every room guest's last name (`STAFFEDITED`, `PENDINGUPDATE` set states). */
  readonly lastName?: string;
  /** More of the booker's fields (an address, another e-mail). */
  readonly guest?: Readonly<Record<string, string>>;
  /** Any other fields of the request (rooms, payment, receipt fields). */
  readonly body?: Readonly<Record<string, unknown>>;
  /** The facility to book at (101, demo-tokyo, when not given). */
  readonly hotelId?: number;
  /** Paid at the hotel (when not given) or by the test Visa. */
  readonly payment?: 'on_site' | 'credit_card';
  /** Another room plan of the facility (`STE-BF`; its room type is the code's first part). */
  readonly roomPlanCode?: string;
  /** Books as this signed-in member (a member booking). */
  readonly userToken?: string;
}

/**
 * Books the mock's standard stay (demo-tokyo STD-RO, 2026-12-10, one night, Hanako Yamada), paid at the
 * hotel unless `payment` or `body` says otherwise, with the changes given.
 *
 * @example
 * ```ts
 * const booked = await bookMockStay({ lastName: 'STAFFEDITED', payment: 'credit_card' });
 * startWidget(`/review-reservation/${booked.number}/guests?hotel_code=demo-tokyo&bypass_token=${booked.token}`);
 * ```
 */
export async function bookMockStay(changes: MockStayChanges = {}): Promise<BookedStay> {
  const {
    lastName,
    guest = {},
    body = {},
    hotelId = 101,
    payment = 'on_site',
    roomPlanCode,
    userToken,
  } = changes;
  const named = lastName === undefined ? {} : { last_name: lastName };
  const plan =
    roomPlanCode === undefined
      ? {}
      : { room_type_code: roomPlanCode.split('-')[0], room_plan_code: roomPlanCode };
  const request = {
    ...BOOKING_BODY,
    rooms: BOOKING_BODY.rooms.map((room) => ({ ...room, ...plan, guest: { ...room.guest, ...named } })),
    guest: { ...BOOKING_BODY.guest, ...named, ...guest },
    payment:
      payment === 'on_site'
        ? { type: 'on_site', save_card: false }
        : { ...BOOKING_BODY.payment, save_card: false },
    ...body,
  } as unknown as Booking;
  const created = await mockApiClient({ userToken }).booking.createReservation({
    params: { path: { hotel_id: hotelId } },
    body: request,
  });
  const { reservation_number: number, token } = created.data.reservation;
  return { number, token: token ?? '', hotelId };
}
