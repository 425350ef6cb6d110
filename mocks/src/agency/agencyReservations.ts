/**
 * Reservations made and paid on the agency site (`createAgencyReservation`, `getAgencyReservation`). The
 * booking is the widget's (`booking/book.ts`, as `channel: 'agency'`): the same checks, stock, price,
 * card and 3-D Secure, and the same refusals; only the hotel's questions are not asked. A converted
 * booking names the booking data the widget stored (`temporary_storage_id`): its stay, rooms, guest and
 * codes fill in what the request leaves out, and the SDK's `agencyPaymentProblem` decides whether the
 * hotel's payments can move to the agency site at all (422 `1000` naming the condition otherwise).
 */
import { agencyPaymentProblem, type components } from '@staykit/sdk';
import { zAgencyReservationRequest } from '@staykit/sdk/zod';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, ReservationRow } from '../db/rows';
import { readGuestProof, reservationFor } from '../afterBooking/access';
import { book } from '../booking/book';
import { readReservationRequest } from '../booking/reservationRequest';
import { reservationNow } from '../booking/reservationBody';
import { hotelById } from '../hotel/hotels';
import { ApiError, invalid } from '../http/errors';
import { formatInstant } from '../lib/dates';
import { paymentHubOf } from '../payment/paymentHub';
import { TRIGGERS } from '../triggers';

type Schemas = components['schemas'];
type AgencyReservation = Schemas['AgencyReservation'];

// A reservation of a hotel the store no longer has is shown in Japan time, the seed's main zone.
const JST = 540;

/**
 * The stored booking data of a converted booking, or `agency_restore_failed`.
 *
 * @example
 * ```ts
 * restoredStorage('ts_unknown'); // throws agency_restore_failed
 * ```
 */
export function restoredStorage(id: string): Schemas['TemporaryStorageData'] & { hotel_code: string } {
  const row = db.temporaryStorage.get(id);
  if (!row || nowMillis() >= row.expires_at_ms) {
    throw new ApiError('agency_restore_failed', {
      message: 'The booking data could not be restored: enter it again and press Next',
    });
  }
  return { ...row.data, hotel_code: row.hotel_code };
}

/**
 * The reservation in the agency's shape; `withToken` adds the bypass token (on creation only).
 *
 * @example
 * ```ts
 * agencyReservationOf(row, false).status; // 'done'
 * ```
 */
export function agencyReservationOf(row: ReservationRow, withToken: boolean): AgencyReservation {
  const reservation = reservationNow(row, withToken);
  const hotel = db.hotel.get(row.hotel_id);
  const payment = db.payment.get(row.number);
  return {
    reservation_number: row.number,
    hotel_id: row.hotel_id,
    ...(hotel ? { hotel_code: hotel.code, hotel_name: hotel.name } : {}),
    status: row.status,
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    nights: reservation.nights,
    rooms: row.rooms.map((room) => ({
      room_type_code: room.room_type.code,
      room_type_name: room.room_type.name,
      room_plan_code: room.plan.room_plan_code ?? room.plan.hotel_plan_code ?? '',
      room_plan_name: room.plan.name,
      adults: room.adults,
      children: room.children,
    })),
    guest_name: `${row.guest.first_name} ${row.guest.last_name}`,
    email: row.email,
    payment_type: row.payment_type,
    ...(payment ? { payment_status: payment.status } : {}),
    price: reservation.price,
    currency: row.currency,
    ...(withToken ? { bypass_token: row.token } : {}),
    created_at: formatInstant(row.created_at_ms, hotel?.utc_offset_minutes ?? JST),
  };
}

// The agency request (with the stored data filling its gaps) as the widget's booking body.
function bookingBody(
  agency: Schemas['AgencyReservationRequest'],
  stored: ReturnType<typeof restoredStorage> | undefined,
  hotel: HotelRow,
): unknown {
  const currency = agency.currency ?? stored?.currency;
  const coupon = agency.coupon_code ?? stored?.coupon_code;
  const guest = agency.guest ?? stored?.guest;
  const rooms = agency.rooms ?? stored?.rooms ?? [];
  return {
    checkin_date: agency.checkin_date ?? stored?.checkin_date,
    checkout_date: agency.checkout_date ?? stored?.checkout_date,
    rooms: rooms.map((room) => ({
      room_type_code: room.room_type_code,
      room_plan_code: room.room_plan_code,
      adults: room.adults,
      children: room.children,
      ...(room.kids_tiers ? { kids_tiers: room.kids_tiers } : {}),
      ...(guest ? { guest: { first_name: guest.first_name, last_name: guest.last_name } } : {}),
    })),
    ...(guest
      ? {
          guest: {
            first_name: guest.first_name,
            last_name: guest.last_name,
            ...(guest.first_name_kana ? { first_name_kana: guest.first_name_kana } : {}),
            ...(guest.last_name_kana ? { last_name_kana: guest.last_name_kana } : {}),
            email: guest.email,
            phone: guest.phone,
          },
        }
      : {}),
    terms_accepted: agency.terms_accepted,
    payment: {
      type: agency.payment.type,
      ...(agency.payment.card_token ? { card_token: agency.payment.card_token } : {}),
      ...(agency.payment.three_d_secure_return_url
        ? { three_d_secure_return_url: agency.payment.three_d_secure_return_url }
        : {}),
    },
    price_displayed_total: agency.expected_total_price,
    acknowledge_overlapping_reservation: agency.acknowledge_overlapping_reservation ?? false,
    ...(coupon ? { coupon_code: coupon } : {}),
    // Paid in another currency than the hotel's: the widget's multi-currency booking.
    ...(currency && currency !== hotel.currency ? { mcp_currency: currency } : {}),
  };
}

/**
 * Books and pays a stay on the agency site. Returns the 201 answer of `createAgencyReservation`.
 *
 * @example
 * ```ts
 * const { status, body } = createAgencyReservation(await readJsonBody(request), request);
 * ```
 */
export function createAgencyReservation(
  raw: unknown,
  request: Request,
): { status: number; body: Schemas['AgencyReservationResponse'] } {
  const parsed = zAgencyReservationRequest.safeParse(raw);
  if (!parsed.success) {
    throw invalid(
      Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.map(String).join('.') || 'body', [issue.message]]),
      ),
    );
  }
  const agency = parsed.data;
  const hotel: HotelRow = hotelById(String(agency.hotel_id));
  const stored =
    agency.temporary_storage_id === undefined ? undefined : restoredStorage(agency.temporary_storage_id);
  if (stored) {
    if (stored.hotel_code !== hotel.code) {
      throw invalid({ temporary_storage_id: [`holds a booking at ${stored.hotel_code}, not ${hotel.code}`] });
    }
    const problem = agencyPaymentProblem({
      gateway: hotel.payment_gateway,
      paymentHub: paymentHubOf(hotel),
      currency: agency.currency ?? stored.currency ?? hotel.currency,
    });
    if (problem !== null) {
      throw new ApiError('1000', {
        message: 'This booking cannot be paid on the agency site: book it in the widget',
        fields: { temporary_storage_id: [`cannot move to the agency site (${problem})`] },
      });
    }
  }
  if (agency.payment.card_token === TRIGGERS.agencyPaymentFailed.value) {
    throw new ApiError('agency_payment_failed', {
      message: 'The payment on the agency site failed: press Next again or choose another method',
    });
  }
  const input = readReservationRequest(bookingBody(agency, stored, hotel));
  const booked = book(hotel, input, request, 'agency');
  const row = db.reservation.get(booked.body.data.reservation.reservation_number);
  if (!row) throw new Error('The booking was not stored');
  const three = booked.body.data.payment?.three_d_secure;
  return {
    status: 201,
    body: { data: { ...agencyReservationOf(row, true), ...(three ? { three_d_secure: three } : {}) } },
  };
}

/**
 * A reservation made on the agency site, for its booker: the signed-in account, or a guest with the
 * reservation's bypass token or e-mail.
 *
 * @example
 * ```ts
 * getAgencyReservation(request, 'SK2612010001', query); // { data: { reservation_number: 'SK2612010001', ... } }
 * ```
 */
export function getAgencyReservation(
  request: Request,
  number: string,
  query: URLSearchParams,
): Schemas['AgencyReservationResponse'] {
  // An expired link is refused like any other here (the contract lists no 410 for this read).
  const proof = readGuestProof(query, () => undefined, { expiredLinkIsGone: false });
  const found = db.reservation.get(number);
  if (!found || found.source !== 'agency') {
    throw new ApiError('reservation_not_found', { message: `No agency reservation ${number}` });
  }
  const row = reservationFor(request, hotelById(String(found.hotel_id)), number, proof, 'read');
  return { data: agencyReservationOf(row, false) };
}
