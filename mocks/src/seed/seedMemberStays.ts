/**
 * The seed's stays of members: Hanako's reservations at Demo Hotel Tokyo (101), one or more in every tab of
 * my page, and the stays of Demo Trading's users for its usage table (one entered by the hotel). Numbered
 * from `HISTORY_SERIAL_FROM`, apart from the bookings made on the mock; dates count from the hotel's today.
 */
import { HISTORY_SERIAL_FROM } from '../booking/reservations';
import { db } from '../db/db';
import type { ReservationRow } from '../db/rows';
import { addDays, dateToUtcMillis } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { HANAKO, KENJI, YUI } from './seedMembers';

const TOKYO = 101;
const TOKYO_OFFSET_MINUTES = 540;

/**
 * The seeded reservations of Hanako's my page, by tab (numbers from `HISTORY_SERIAL_FROM`, outside the
 * numbering of bookings made on the mock).
 *
 * @example
 * ```ts
 * await fetch(`${base}/user/reservations?status=completed`, { headers: { Authorization: `Bearer ${token}` } });
 * ```
 */
export const HANAKO_RESERVATIONS = {
  /** In 20 days, 2 nights, Deluxe Double with breakfast, paid at the hotel; a voucher pays part of it. */
  upcoming: 'SK9001',
  /** In 45 days, 1 night, Standard Twin room only. */
  upcomingLater: 'SK9002',
  /** Checked out 10 days ago: its points are credited, a voucher and a coupon were used. */
  completed: 'SK9003',
  /** Checked out yesterday: its points are future points until 2 days from now. */
  completedYesterday: 'SK9004',
  /** Was in 30 days; cancelled 5 days ago, the 1,000 points it spent returned. */
  cancelled: 'SK9005',
  /** Booked after a lottery win, in 80 days. */
  lottery: 'SK9006',
} as const;

/** Who booked a seeded stay. */
interface Booker {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** A seeded stay: its number, dates from today, room and plan, price and what happened to it. */
export interface SeededStay {
  readonly number: string;
  /** Hanako when absent. */
  readonly booker?: Booker;
  /** `site` when absent. */
  readonly source?: 'site' | 'staff';
  readonly checkin: number;
  readonly nights: number;
  readonly room: { readonly code: string; readonly name: string };
  readonly plan: { readonly code: string; readonly name: string };
  readonly total: number;
  readonly paymentType: ReservationRow['payment_type'];
  readonly bookedDaysAgo: number;
  readonly cancelledDaysAgo?: number;
  readonly points?: number;
  readonly lottery?: string;
}

const DOUBLE_BREAKFAST = {
  room: { code: 'DBL', name: 'Deluxe Double' },
  plan: { code: 'BF', name: 'Breakfast included' },
};
const TWIN_ROOM_ONLY = {
  room: { code: 'STD', name: 'Standard Twin' },
  plan: { code: 'RO', name: 'Room only' },
};

/** Hanako's seeded stays, with the price each paid (her points count them). */
export const HANAKO_STAYS: readonly SeededStay[] = [
  {
    number: HANAKO_RESERVATIONS.upcoming,
    checkin: 20,
    nights: 2,
    ...DOUBLE_BREAKFAST,
    total: 45_000,
    paymentType: 'on_site',
    bookedDaysAgo: 14,
  },
  {
    number: HANAKO_RESERVATIONS.upcomingLater,
    checkin: 45,
    nights: 1,
    ...TWIN_ROOM_ONLY,
    total: 14_000,
    paymentType: 'on_site',
    bookedDaysAgo: 3,
  },
  {
    number: HANAKO_RESERVATIONS.completed,
    checkin: -12,
    nights: 2,
    ...DOUBLE_BREAKFAST,
    total: 42_000,
    paymentType: 'on_site',
    bookedDaysAgo: 40,
  },
  {
    number: HANAKO_RESERVATIONS.completedYesterday,
    checkin: -3,
    nights: 2,
    ...TWIN_ROOM_ONLY,
    total: 28_000,
    paymentType: 'on_site',
    bookedDaysAgo: 21,
  },
  {
    number: HANAKO_RESERVATIONS.cancelled,
    checkin: 30,
    nights: 1,
    ...DOUBLE_BREAKFAST,
    total: 21_500,
    paymentType: 'on_site',
    bookedDaysAgo: 8,
    cancelledDaysAgo: 5,
    points: 1_000,
  },
  {
    number: HANAKO_RESERVATIONS.lottery,
    checkin: 80,
    nights: 2,
    ...TWIN_ROOM_ONLY,
    total: 30_000,
    paymentType: 'on_site',
    bookedDaysAgo: 2,
    lottery: 'LE1010001',
  },
];

/**
 * The seeded stays of Demo Trading's users (organization 345), for its usage table: three booked on the
 * site (one cancelled) and one the hotel entered, which the table leaves out.
 *
 * @example
 * ```ts
 * await fetch(`${base}/hotel_brands/900/organizations/345/reservations`, { headers: kenjiSignedIn });
 * ```
 */
export const ORGANIZATION_RESERVATIONS = {
  kenjiPast: 'SK9101',
  kenjiUpcoming: 'SK9102',
  kenjiByStaff: 'SK9103',
  yuiCancelled: 'SK9104',
} as const;

const ORGANIZATION_STAYS: readonly SeededStay[] = [
  {
    number: ORGANIZATION_RESERVATIONS.kenjiPast,
    booker: KENJI,
    checkin: -20,
    nights: 2,
    ...TWIN_ROOM_ONLY,
    total: 28_000,
    paymentType: 'on_site',
    bookedDaysAgo: 30,
  },
  {
    number: ORGANIZATION_RESERVATIONS.kenjiUpcoming,
    booker: KENJI,
    checkin: 10,
    nights: 1,
    ...DOUBLE_BREAKFAST,
    total: 22_500,
    paymentType: 'on_site',
    bookedDaysAgo: 4,
  },
  {
    number: ORGANIZATION_RESERVATIONS.kenjiByStaff,
    booker: KENJI,
    source: 'staff',
    checkin: 15,
    nights: 3,
    ...TWIN_ROOM_ONLY,
    total: 42_000,
    paymentType: 'on_site',
    bookedDaysAgo: 2,
  },
  {
    number: ORGANIZATION_RESERVATIONS.yuiCancelled,
    booker: YUI,
    checkin: 5,
    nights: 2,
    ...DOUBLE_BREAKFAST,
    total: 45_000,
    paymentType: 'on_site',
    bookedDaysAgo: 6,
    cancelledDaysAgo: 1,
  },
];

function seedStays(stays: readonly SeededStay[], today: string, serialFrom: number): void {
  stays.forEach((stay, index) => {
    const booker = stay.booker ?? HANAKO;
    const checkin = addDays(today, stay.checkin);
    const checkout = addDays(checkin, stay.nights);
    const serial = serialFrom + index;
    const dayMs = (days: number) =>
      dateToUtcMillis(addDays(today, -days)) - TOKYO_OFFSET_MINUTES * 60_000 + 10 * 3_600_000;
    const cancelled = stay.cancelledDaysAgo !== undefined;
    db.reservation.insert({
      number: stay.number,
      serial,
      hotel_id: TOKYO,
      status: cancelled ? 'cancelled' : 'done',
      token: `bp_${fingerprint(`${stay.number}:bypass`)}${fingerprint(stay.number)}`,
      email: booker.email,
      member_id: booker.id,
      source: stay.source ?? 'site',
      // The booker's account, for the access rules: a seeded stay was booked signed in.
      user_token: `ut_seed_${booker.id}`,
      checkin_date: checkin,
      checkout_date: checkout,
      payment_type: stay.paymentType,
      currency: 'JPY',
      mcp_currency: null,
      guest: {
        first_name: booker.firstName,
        last_name: booker.lastName,
        email: booker.email,
        phone: '+81312345678',
      },
      rooms: [
        {
          id: serial * 1000 + 1,
          room_type: { code: stay.room.code, name: stay.room.name },
          plan: {
            hotel_plan_code: stay.plan.code,
            room_plan_code: `${stay.room.code}-${stay.plan.code}`,
            name: stay.plan.name,
          },
          adults: 2,
          children: 0,
          guest: { first_name: booker.firstName, last_name: booker.lastName },
          total_price: stay.total,
        },
      ],
      price: {
        total_price: stay.total - (stay.points ?? 0),
        total_price_before_point_discount: stay.total,
        ...(stay.points ? { spending_point_value: stay.points } : {}),
      },
      extras: [],
      answers: [],
      // Seeded history holds no stock: the year of stock is written before, for bookings made on the mock.
      held: { rooms: [], plans: [], extras: [] },
      booking_for_someone_else: false,
      coupon_code: null,
      spending_point: stay.points ?? 0,
      deposit_percentage: null,
      cancellation_policy_id: 12,
      lottery_entry_number: stay.lottery ?? null,
      receipt_title: null,
      receipt_unicode: null,
      tracking: {},
      created_at_ms: dayMs(stay.bookedDaysAgo),
      cancelled_at_ms: cancelled ? dayMs(stay.cancelledDaysAgo ?? 0) : null,
      cancel_reason: cancelled ? 'change_of_plans' : null,
      cancel_details: null,
      cancel_fee_displayed: cancelled ? 0 : null,
      cancel_fee: cancelled ? 0 : null,
      cancel_refund: cancelled ? 0 : null,
    });
  });
}

/** Writes the seeded stays of Hanako and of Demo Trading's users. */
export function seedMemberStays(tokyoToday: string): void {
  seedStays(HANAKO_STAYS, tokyoToday, HISTORY_SERIAL_FROM);
  seedStays(ORGANIZATION_STAYS, tokyoToday, HISTORY_SERIAL_FROM + 100);
}
