/**
 * Triggers of the operations after booking: finding, reading, changing and cancelling a reservation, its
 * receipt, guests and answers. Part of the one trigger registry (`src/triggers.ts`), which renders
 * `docs/mock-triggers.md` and whose every example `src/triggers.test.ts` replays.
 */
import { BOOKING_BODY, bookingExample } from '../booking/triggers';
import type { ErrorCode } from '../http/errorCatalogue';
import type { Trigger } from '../lib/trigger';
import { MEMBER } from '../search/triggers';

// The first booking after a reset is SK2612010001 (check-in 2026-12-10), opened with its e-mail.
const BOOKED = '/hotels/101/reservations/SK2612010001';
const BY_EMAIL = 'email=hanako@example.com';
// Hanako's seeded user token: a member's booking, and acting on it signed in.
const HANAKO_SIGNED_IN = { Authorization: 'Bearer ut_hanako_0001' } as const;
const CANCEL_BODY = { reason: 'change_of_plans', cancellation_fee_displayed: 0 } as const;
// The same stay, one room of STD-RO for two adults, as updateReservation takes it (15,800 JPY).
const UPDATE_BODY = {
  checkin_date: '2026-12-10',
  checkout_date: '2026-12-11',
  rooms: [{ reservation_hotel_room_id: 1001, room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2 }],
  price_displayed_total: 15800,
} as const;
// From 2026-12-01 09:00 to 18:00 on 2026-12-09, the change deadline of a 2026-12-10 check-in.
const TO_DEADLINE_MINUTES = (8 * 24 + 9) * 60;
// From 2026-12-01 09:00 to 09:00 on the check-in day, 2026-12-10.
const TO_CHECKIN_DAY_MINUTES = 9 * 24 * 60;
// From 2026-12-01 09:00 to 00:00 on 2027-12-12: receipts are kept 365 days after the 2026-12-11 check-out.
const TO_RECEIPT_GONE_MINUTES = (375 * 24 + 15) * 60;
// The after-booking operations that read a reservation, and those that change its guests or answers.
const AFTER_BOOKING_READS = ['getReservationReceipt', 'listReservationAdditionalQuestions'] as const;
const AFTER_BOOKING_CHANGES = [
  'updateReservationGuests',
  'answerReservationAdditionalQuestions',
  'batchUpdateReservationAdditionalQuestions',
] as const;

/** The booking of the examples after a booking, with the booker named `lastName` (a state trigger). */
function bookedAs(lastName?: string) {
  const guest = lastName ? { guest: { ...BOOKING_BODY.guest, last_name: lastName } } : {};
  return [bookingExample(guest)] as const;
}

/** A reservation state set by the booker's `last_name`, refused with `code` by `operations`. */
function reservationState<C extends ErrorCode>(
  code: C,
  value: string,
  operations: readonly string[],
  description: string,
  example: { method: 'GET' | 'PUT'; path: string; body: unknown },
) {
  return {
    code,
    operations,
    value,
    description,
    example: { ...example, before: bookedAs(value) },
  } as const;
}

/** The after-booking triggers, by name. */
export const afterBookingTriggers = {
  reservationNotFound: {
    code: 'reservation_not_found',
    operations: [
      'getReservation',
      'getReservationPayment',
      'completeThreeDSecure',
      'createAdyenPaymentSession',
      ...AFTER_BOOKING_READS,
      ...AFTER_BOOKING_CHANGES,
    ],
    value: 'SK0000000000',
    description: 'A reservation number the hotel does not have (this one, or any other never booked).',
    example: { method: 'GET', path: '/hotels/101/reservations/SK0000000000?email=hanako@example.com' },
  },
  findReservationNotFound: {
    code: 'reservation_not_found',
    operations: ['findReservation'],
    value: 'SK0000000000',
    description:
      'A number the brand does not have, or a known number with another e-mail: the answer never tells which was wrong.',
    example: { method: 'GET', path: `/hotel_brands/900/reservations/SK0000000000?${BY_EMAIL}` },
  },
  reservationEditedByStaff: reservationState(
    'edited_by_staff',
    'STAFFEDITED',
    ['updateReservation', 'cancelReservation', ...AFTER_BOOKING_CHANGES],
    'A reservation booked with the booker `last_name` STAFFEDITED counts as edited by facility staff (`edited_by_staff: true`): nothing changes online.',
    { method: 'PUT', path: `${BOOKED}/cancel?${BY_EMAIL}`, body: CANCEL_BODY },
  ),
  reservationUpdatePending: reservationState(
    '3013',
    'PENDINGUPDATE',
    ['updateReservation', 'cancelReservation', 'updateReservationGuests'],
    'A reservation booked with the booker `last_name` PENDINGUPDATE has an update pending for 5 minutes on the mock clock (`POST /__staykit/clock/advance {"minutes":5}` ends it).',
    { method: 'PUT', path: `${BOOKED}?${BY_EMAIL}`, body: UPDATE_BODY },
  ),
  reservationPaymentPending: reservationState(
    '3016',
    'PENDINGPAYMENT',
    ['updateReservation', 'cancelReservation'],
    'A reservation booked with the booker `last_name` PENDINGPAYMENT has a payment pending for 5 minutes on the mock clock.',
    { method: 'PUT', path: `${BOOKED}?${BY_EMAIL}`, body: UPDATE_BODY },
  ),
  reservationOriginalChanged: reservationState(
    '3014',
    'STALEORIGINAL',
    ['updateReservation'],
    'A reservation booked with the booker `last_name` STALEORIGINAL changed since it was loaded: an update answers 3014 (cancel the change and reconfirm).',
    { method: 'PUT', path: `${BOOKED}?${BY_EMAIL}`, body: UPDATE_BODY },
  ),
  reservationDeadlinePassed: {
    code: 'update_deadline_passed',
    operations: ['updateReservation', 'cancelReservation', 'updateReservationGuests'],
    value: '18:00 the day before check-in',
    description:
      'Online changes end at `change_deadline_at`, 18:00 hotel time the day before check-in: book, then advance the clock past it.',
    example: {
      method: 'PUT',
      path: `${BOOKED}?${BY_EMAIL}`,
      body: UPDATE_BODY,
      before: bookedAs(),
      advanceMinutes: TO_DEADLINE_MINUTES,
      newSession: true,
    },
  },
  reservationCancelSameDay: {
    code: 'cancellation_same_day',
    operations: ['cancelReservation'],
    value: 'the check-in day',
    description:
      'On the check-in day (hotel time) a reservation is cancelled by phone only: book, then advance the clock to that day.',
    example: {
      method: 'PUT',
      path: `${BOOKED}/cancel?${BY_EMAIL}`,
      body: CANCEL_BODY,
      before: bookedAs(),
      advanceMinutes: TO_CHECKIN_DAY_MINUTES,
      newSession: true,
    },
  },
  reservationCancelFeeChanged: {
    code: 'price_changed',
    operations: ['cancelReservation'],
    value: 'cancellation_fee_displayed ≠ the fee now',
    description:
      '`cancellation_fee_displayed` is not the fee `getReservationUpdateSettings` gives now (0 before the policy charges): show the new fee and ask again.',
    example: {
      method: 'PUT',
      path: `${BOOKED}/cancel?${BY_EMAIL}`,
      body: { ...CANCEL_BODY, cancellation_fee_displayed: 1 },
      before: bookedAs(),
    },
  },
  pointsNotReturned: {
    code: '3504',
    operations: ['cancelReservation'],
    value: 'POINTSLOST',
    description:
      'A member’s booking that spent points, its booker `last_name` POINTSLOST: cancelling it cancels the stay, but the loyalty provider does not return the points spent (they stay spent in the point history).',
    example: {
      method: 'PUT',
      path: `${BOOKED}/cancel?${BY_EMAIL}`,
      body: CANCEL_BODY,
      headers: HANAKO_SIGNED_IN,
      before: [
        bookingExample(
          { points_to_spend: 1000, guest: { ...BOOKING_BODY.guest, last_name: 'POINTSLOST' } },
          HANAKO_SIGNED_IN,
        ),
      ],
    },
  },
  reservationUpdatePriceChanged: {
    code: 'price_changed',
    operations: ['updateReservation'],
    value: 'price_displayed_total ≠ the new total',
    description:
      'The updated stay is priced with the search’s price function; a `price_displayed_total` that differs answers `price_changed` with `meta.new_total_price`.',
    example: {
      method: 'PUT',
      path: `${BOOKED}?${BY_EMAIL}`,
      body: { ...UPDATE_BODY, price_displayed_total: 1 },
      before: bookedAs(),
    },
  },
  reservationMinimumNights: {
    code: 'minimum_nights_not_met',
    operations: ['updateReservation'],
    value: 'fewer nights than minimum_nights',
    description:
      'An updated stay shorter than the reservation’s `minimum_nights` (1): here check-out on the check-in day.',
    example: {
      method: 'PUT',
      path: `${BOOKED}?${BY_EMAIL}`,
      body: { ...UPDATE_BODY, checkout_date: '2026-12-10' },
      before: bookedAs(),
    },
  },
  reservationPlanChange: {
    code: 'plan_change_not_allowed',
    operations: ['updateReservation'],
    value: 'another plan',
    description:
      'A room with a plan other than the reservation’s (here STD-BF for a Room only booking); the room type may change within the plan.',
    example: {
      method: 'PUT',
      path: `${BOOKED}?${BY_EMAIL}`,
      body: {
        ...UPDATE_BODY,
        rooms: [
          { reservation_hotel_room_id: 1001, room_type_code: 'STD', room_plan_code: 'STD-BF', adults: 2 },
        ],
      },
      before: bookedAs(),
    },
  },
  reservationSignOutRequired: {
    code: 'sign_out_required',
    operations: [
      'getReservationUpdateSettings',
      'updateReservation',
      'cancelReservation',
      ...AFTER_BOOKING_CHANGES,
    ],
    value: 'a user token on a guest booking',
    description:
      'A guest booking (booked without a user token) acted on with `Authorization: Bearer ...`: the user signs out first.',
    example: {
      method: 'PUT',
      path: `${BOOKED}/cancel?${BY_EMAIL}`,
      body: CANCEL_BODY,
      headers: MEMBER,
      before: bookedAs(),
    },
  },
  reservationActorDenied: {
    code: 'reservation_access_denied',
    operations: [
      'getReservationUpdateSettings',
      'updateReservation',
      'cancelReservation',
      'createAdyenPaymentSession',
      ...AFTER_BOOKING_READS,
      ...AFTER_BOOKING_CHANGES,
    ],
    value: 'another e-mail, account or organisation',
    description:
      'A guest booking with an e-mail or bypass token that is not its own; a member booking with another member’s user token (a corporate booking: outside the organisation).',
    example: {
      method: 'GET',
      path: `${BOOKED}/update_settings?email=someone-else@example.com`,
      before: bookedAs(),
    },
  },
  bypassTokenExpired: {
    code: '1250',
    operations: ['cancelReservation', 'getReservationReceipt'],
    value: 'bp_expired_link',
    description:
      '`bypass_token=bp_expired_link`: the confirmation link has expired (sign in, or find the reservation by number and e-mail).',
    example: { method: 'PUT', path: `${BOOKED}/cancel?bypass_token=bp_expired_link`, body: CANCEL_BODY },
  },
  receiptNotReady: {
    code: '1200',
    operations: ['getReservationReceipt'],
    value: '3-D Secure unanswered',
    description:
      'The receipt of a reservation whose payment still waits for 3-D Secure (booked with the challenge card `tok_test_3220`): its document is prepared once the guest answers; retry then.',
    example: {
      method: 'GET',
      path: `${BOOKED}/receipt?${BY_EMAIL}`,
      before: [
        bookingExample({
          payment: {
            type: 'credit_card',
            card_token: 'tok_test_3220',
            three_d_secure_return_url: 'https://book.example.com/reservation/payment',
          },
        }),
      ],
    },
  },
  receiptGone: {
    code: '1252',
    operations: ['getReservationReceipt'],
    value: '366 days after check-out',
    description:
      'Receipt documents are kept 365 days after check-out (hotel time): book, then advance the clock past that.',
    example: {
      method: 'GET',
      path: `${BOOKED}/receipt?${BY_EMAIL}`,
      before: bookedAs(),
      advanceMinutes: TO_RECEIPT_GONE_MINUTES,
      newSession: true,
    },
  },
  guestNameFixed: {
    code: '1000',
    operations: ['updateReservationGuests'],
    value: 'a name field',
    description:
      'Names cannot change after booking: a `first_name`, `last_name` or kana field in `guest` (or any `rooms`) is refused with `details` naming it; so are an e-mail, phone (digits and + only) or postal code (letters and digits only) of the wrong form.',
    example: {
      method: 'PUT',
      path: `${BOOKED}/guests?${BY_EMAIL}`,
      body: { guest: { first_name: 'Hana', phone: '+819012345678' } },
      before: bookedAs(),
    },
  },
  answerInvalid: {
    code: '1000',
    operations: ['answerReservationAdditionalQuestions', 'batchUpdateReservationAdditionalQuestions'],
    value: 'an answer its question does not take',
    description:
      'An answer that does not fit: a question that is not the reservation’s or is a notice, an option not among the question’s, text on a question not answered with text or over 255 characters, a room not of the reservation, more than 30 files or a URL that is not an upload of the hotel for the question, a required question left empty, or (POST) a question already answered — `details` names each.',
    example: {
      method: 'PUT',
      path: `${BOOKED}/additional_questions/batch_update?${BY_EMAIL}`,
      body: { answers: [{ additional_question_id: 31, answer: { option_ids: [9] } }] },
      before: bookedAs(),
    },
  },
} as const satisfies Record<string, Trigger>;
