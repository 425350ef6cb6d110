// Test support (not part of the widget): a demo-tokyo reservation and its update settings as the API answers them.
import type { components } from '@staykit/sdk';

type Reservation = components['schemas']['Reservation'];
type UpdateSettings = components['schemas']['ReservationUpdateSettings'];

/**
 * demo-tokyo's standard policy: 50 % from 3 days before check-in, 100 % on the check-in day and for a
 * no-show.
 *
 * @example
 * ```ts
 * STANDARD_POLICY.cancellation_policy_parts[0]?.percentage_of_cost; // 50
 * ```
 */
export const STANDARD_POLICY: components['schemas']['CancellationPolicy'] = {
  id: 12,
  name: 'Standard policy',
  cancellation_policy_parts: [
    { days_before: 3, hours_after: 0, percentage_of_cost: 50 },
    { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
  ],
  no_show_percentage_of_cost: 100,
  is_non_refundable: false,
};

/**
 * One night at demo-tokyo (Standard Twin, Room only, 2 adults) from 2026-12-10: ¥14,000 + 10 % tax +
 * ¥400 accommodation tax = ¥15,800; changes online until 18:00 the day before check-in.
 *
 * @example
 * ```ts
 * const cancelled = reservationFixture({ status: 'cancelled' });
 * ```
 */
export function reservationFixture(changes: Partial<Reservation> = {}): Reservation {
  return {
    reservation_number: 'SK2612010001',
    email: 'hanako@example.com',
    status: 'done',
    hotel: { id: 101, name: 'Demo Hotel Tokyo', code: 'demo-tokyo' },
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com' },
    rooms: [
      {
        id: 1001,
        room_type: { code: 'STD', name: 'Standard Twin' },
        plan: { name: 'Room only', hotel_plan_code: 'RO', room_plan_code: 'STD-RO' },
        adults: 2,
        children: 0,
        guest: { first_name: 'Hanako', last_name: 'Yamada' },
        total_price: 15800,
      },
    ],
    checkin_date: '2026-12-10',
    checkout_date: '2026-12-11',
    nights: 1,
    adults: 2,
    children: 0,
    payment_type: 'on_site',
    payment_status: null,
    currency: 'JPY',
    price: {
      total_price: 15800,
      tax: 1400,
      accommodation_tax: 400,
      original_price: 14000,
      original_price_with_tax: 15400,
    },
    additional_questions: [
      {
        id: 31,
        question_type: 'checkin',
        answer_type: 'options',
        title: 'Arrival time',
        required: true,
        labels: ['all_users'],
        hotel_plan_codes: [],
        ownable_type: 'hotel',
      },
    ],
    transactions: [],
    cancellation: null,
    cancellation_policy: STANDARD_POLICY,
    is_non_refundable: false,
    edited_by_staff: false,
    change_deadline_at: '2026-12-09T18:00:00+09:00',
    minimum_nights: 1,
    ...changes,
  };
}

/**
 * The update settings of a reservation nothing blocks.
 *
 * @example
 * ```ts
 * const staffEdited = settingsFixture({ edited_by_staff: true, can_update: false, can_cancel: false });
 * ```
 */
export function settingsFixture(changes: Partial<UpdateSettings> = {}): UpdateSettings {
  return {
    can_update: true,
    can_cancel: true,
    updatable_fields: ['dates', 'rooms', 'guests', 'coupon', 'additional_questions'],
    blocked_reasons: [],
    change_deadline_at: '2026-12-09T18:00:00+09:00',
    minimum_nights: 1,
    edited_by_staff: false,
    is_non_refundable: false,
    cancellation_fee: 0,
    refund_amount: 0,
    cancellation_policy: STANDARD_POLICY,
    cancellation_reasons: [
      { code: 'change_of_plans', label: 'Change of plans' },
      { code: 'other', label: 'Other' },
    ],
    ...changes,
  };
}
