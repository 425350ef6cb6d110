/**
 * The signed-in user's own pages: `getCurrentUser` (`/user/me`) and `listUserReservations`
 * (`/user/reservations`): the member's bookings (a corporate-only user: the ones they made for their
 * organization), one tab at a time by the SDK's `reservationTab` on the member's today, narrowed by
 * payment type and channel (`booking_method`); the upcoming and lottery tabs list the soonest stay first,
 * the others the latest first.
 */
import { reservationTab, type components } from '@staykit/sdk';
import { zPaymentType, zReservationListFilter } from '@staykit/sdk/zod';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import type { ReservationRow } from '../db/rows';
import { bookingMethodOf } from '../booking/reservationBody';
import { pageOf, readPaging } from '../http/paging';
import { ParamReader } from '../http/params';
import { daysBetween, formatInstant } from '../lib/dates';
import { route } from '../http/route';
import { userOf } from '../identity/members';
import { requireUserToken } from '../identity/userTokens';
import { memberToday } from './memberToday';

type Schemas = components['schemas'];

const TABS: readonly Schemas['ReservationListFilter'][] = zReservationListFilter.options;
const PAYMENT_TYPES: readonly Schemas['PaymentType'][] = zPaymentType.options;

/**
 * One row of the member's reservation list.
 *
 * @example
 * ```ts
 * reservationSummaryOf(db.reservation.get('SK9001')).nights; // 2
 * ```
 */
export function reservationSummaryOf(row: ReservationRow): Schemas['ReservationSummary'] | null {
  const hotel = db.hotel.get(row.hotel_id);
  if (!hotel) return null;
  const first = row.rooms[0];
  return {
    reservation_number: row.number,
    hotel: { id: hotel.id, name: hotel.name, code: hotel.code, url: hotel.url },
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    nights: daysBetween(row.checkin_date, row.checkout_date),
    room_count: row.rooms.length,
    adults: row.rooms.reduce((sum, room) => sum + room.adults, 0),
    children: row.rooms.reduce((sum, room) => sum + room.children, 0),
    ...(first ? { plan_name: first.plan.name, room_type_name: first.room_type.name } : {}),
    status: row.status,
    payment_type: row.payment_type,
    payment_status: db.payment.get(row.number)?.status ?? null,
    booking_method: bookingMethodOf(row),
    total_price: row.price.total_price,
    currency: row.currency,
    is_lottery: row.lottery_entry_number !== null,
    ...(row.lottery_entry_number !== null ? { lottery_entry_number: row.lottery_entry_number } : {}),
    created_at: formatInstant(row.created_at_ms, hotel.utc_offset_minutes),
  };
}

/** Handlers of the signed-in user's own pages. */
export const myPageHandlers = [
  http.get(
    '*/user/me',
    route(({ request }) => {
      const { member } = requireUserToken(request);
      const body: Schemas['CurrentUserResponse'] = { data: userOf(member, request) };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/user/reservations',
    route(({ request, query }) => {
      const { member } = requireUserToken(request);
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      const tab = reader.oneOf('status', TABS) ?? 'upcoming';
      const paymentType = reader.oneOf('payment_type', PAYMENT_TYPES);
      const channel = reader.string('channel', { minLength: 1, maxLength: 40, pattern: /^[a-z_]+$/ });
      reader.finish();
      const today = memberToday(member);
      const rows = db.reservation
        .filter((row) => row.member_id === member.id)
        .map(reservationSummaryOf)
        .filter((summary): summary is Schemas['ReservationSummary'] => summary !== null)
        .filter(
          (summary) =>
            reservationTab(summary, today) === tab &&
            (paymentType === undefined || summary.payment_type === paymentType) &&
            (channel === undefined || summary.booking_method === channel),
        )
        // Stays to come soonest first; past and cancelled ones latest first.
        .sort((a, b) =>
          tab === 'upcoming' || tab === 'lottery'
            ? a.checkin_date.localeCompare(b.checkin_date)
            : b.checkin_date.localeCompare(a.checkin_date),
        );
      const body: Schemas['UserReservationListResponse'] = pageOf(rows, page, perPage);
      return HttpResponse.json(body);
    }),
  ),
];
