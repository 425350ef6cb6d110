/**
 * Triggers of `createReservation` and of uploads: every refusal of a booking, by the field or state that
 * causes it. Part of the one trigger registry (`src/triggers.ts`), which renders `docs/mock-triggers.md`
 * and whose every example `src/triggers.test.ts` replays.
 */
import { FAILING_BOT_CHECK_TOKEN } from '../hotel/botCheck';
import type { ErrorCode } from '../http/errorCatalogue';
import type { Trigger } from '../lib/trigger';
import { MEMBER } from '../search/triggers';

const standardBooking = {
  checkin_date: '2026-12-10',
  checkout_date: '2026-12-11',
  rooms: [
    {
      room_type_code: 'STD',
      room_plan_code: 'STD-RO',
      adults: 2,
      guest: { first_name: 'Hanako', last_name: 'Yamada' },
    },
  ],
  guest: {
    first_name: 'Hanako',
    last_name: 'Yamada',
    email: 'hanako@example.com',
    phone: '+819012345678',
  },
  terms_accepted: true,
  payment: { type: 'credit_card', card_token: 'tok_test_1111' },
  additional_question_answers: [{ additional_question_id: 31, answer: { option_ids: [2] } }],
} as const;
// A declared type, so the reference shows a createReservation body rather than every literal field.
type StandardBookingBody = typeof standardBooking;
/**
 * A booking the mock accepts from a fresh seed: one night of demo-tokyo's STD-RO for two adults
 * (15,800 JPY) on 2026-12-10, paid by the test Visa token, answering the required question 31.
 *
 * @example
 * ```ts
 * await fetch(`${base}/hotels/101/reservations`, { method: 'POST', headers, body: JSON.stringify(BOOKING_BODY) });
 * ```
 */
export const BOOKING_BODY: StandardBookingBody = standardBooking;

/** A createReservation request: the booking above with some fields replaced. */
export function bookingExample(
  changes: Readonly<Record<string, unknown>> = {},
  headers?: Readonly<Record<string, string>>,
) {
  return {
    method: 'POST',
    path: '/hotels/101/reservations',
    body: { ...BOOKING_BODY, ...changes },
    ...(headers ? { headers } : {}),
  } as const;
}

/** The booking's rooms, one per room plan code given (`STD-RO` → room type STD). */
function roomsOf(...roomPlanCodes: readonly string[]) {
  return roomPlanCodes.map((code) => ({
    room_type_code: code.split('-')[0] ?? code,
    room_plan_code: code,
    adults: 2,
    guest: { first_name: 'Hanako', last_name: 'Yamada' },
  }));
}

/**
 * A multipart form of `uploadFileAttachment`: a small file of `name` and `type` for demo-tokyo, with the
 * fields replaced by `fields` (a field set to `null` is left out).
 */
function uploadForm(name: string, type: string, fields: Readonly<Record<string, string | null>> = {}) {
  const form = new FormData();
  form.append('file', new File(['staykit trigger file'], name, { type }));
  for (const [field, value] of Object.entries({ hotel_id: '101', ...fields })) {
    if (value !== null) form.append(field, value);
  }
  return form;
}

/** A booking refused with `code` because of one field. */
function booking<C extends ErrorCode>(
  code: C,
  value: string,
  description: string,
  changes: Readonly<Record<string, unknown>>,
  headers?: Readonly<Record<string, string>>,
) {
  return {
    code,
    operations: ['createReservation'],
    value,
    description,
    example: bookingExample(changes, headers),
  } as const;
}

/** An extra of demo-tokyo booked with the stay, refused with `code`. */
function bookingExtra<C extends ErrorCode>(code: C, value: string, description: string, extra: object) {
  return booking(code, value, description, { extras: [extra] });
}

/** The booking triggers, by name. */
export const bookingTriggers = {
  bookingInvalidField: booking(
    '1000',
    'guest.first_name=Hanako2',
    'Any field the contract refuses: a name with digits or symbols, a phone with letters, `terms_accepted` not true, an unanswered required question (demo-tokyo 31), an unknown field; `details` names each field.',
    { guest: { ...BOOKING_BODY.guest, first_name: 'Hanako2' } },
  ),
  bookingSessionExpired: booking(
    '1400',
    'SESSIONEXPIRED',
    'Booker `last_name` SESSIONEXPIRED: the booking session expired (go back to guest details).',
    { guest: { ...BOOKING_BODY.guest, last_name: 'SESSIONEXPIRED' } },
  ),
  bookingUpdateInProgress: booking(
    '3013',
    'UPDATEINPROGRESS',
    'Booker `last_name` UPDATEINPROGRESS: an update of the stay is in progress (retry in about 5 minutes).',
    { guest: { ...BOOKING_BODY.guest, last_name: 'UPDATEINPROGRESS' } },
  ),
  bookingPaymentInProgress: booking(
    '3016',
    'PAYMENTINPROGRESS',
    'Booker `last_name` PAYMENTINPROGRESS; also a retry sent while the first request with the same Idempotency-Key is still running.',
    { guest: { ...BOOKING_BODY.guest, last_name: 'PAYMENTINPROGRESS' } },
  ),
  bookingOriginalChanged: booking(
    '3014',
    'ORIGINALCHANGED',
    'Booker `last_name` ORIGINALCHANGED: the original reservation changed (cancel and reconfirm).',
    { guest: { ...BOOKING_BODY.guest, last_name: 'ORIGINALCHANGED' } },
  ),
  bookingPriceChanged: booking(
    'price_changed',
    'price_displayed_total other than the total',
    'A `price_displayed_total` that differs from the total the mock computes now (as after a promotion change); `meta.new_total_price` carries the total.',
    { price_displayed_total: 1 },
  ),
  bookingExchangeRatesUpdated: booking(
    'exchange_rates_updated',
    'mcp_currency with another price_displayed_total',
    'With `mcp_currency`, a `price_displayed_total` (in that currency) that differs from the converted total.',
    { mcp_currency: 'USD', price_displayed_total: 1 },
  ),
  bookingSoldOut: booking(
    'sold_out',
    'STE on 2026-12-24',
    'A room with a night of no stock left: demo-tokyo STE on the 23rd day from today (2026-12-24), demo-soldout in its first 45 days, or the last room once someone booked it.',
    { checkin_date: '2026-12-24', checkout_date: '2026-12-25', rooms: roomsOf('STE-BF') },
  ),
  bookingNoRoomsAvailable: booking(
    'no_rooms_available',
    'more rooms than are left',
    "More rooms of a type than are left on a night (demo-tokyo STE has 2), than its plan's allotment (STE-BF 1) or than the plan's sale limit (BF 2).",
    { rooms: roomsOf('STE-BF', 'STE-BF', 'STE-BF') },
  ),
  bookingPaymentTypesConflict: booking(
    'payment_types_conflict',
    'STD-NR with STD-OS',
    'Plans with no payment type in common: demo-tokyo STD-NR (card only) with STD-OS (on site only).',
    { rooms: roomsOf('STD-NR', 'STD-OS') },
  ),
  bookingMixedPaymentMethods: booking(
    'mixed_payment_methods',
    'STD-NR with STD-RO',
    'A prepaid plan (deposit, demo-tokyo STD-NR) with a plan paid later (STD-RO): one payment method applies to all rooms.',
    { rooms: roomsOf('STD-NR', 'STD-RO') },
  ),
  bookingOverlapping: booking(
    'overlapping_reservation',
    'overlapping@example.com',
    'Booker e-mail overlapping@example.com (holds a stay on every date), or the e-mail of a reservation at the same hotel whose dates overlap; resend with `acknowledge_overlapping_reservation: true` to book anyway.',
    { guest: { ...BOOKING_BODY.guest, email: 'overlapping@example.com' } },
  ),
  bookingCouponInvalid: booking(
    '1500',
    'COUPON-INVALID',
    'Coupon `COUPON-INVALID` (any `coupon_code` other than `WELCOME10`), or a `voucher_coupon_code` the signed-in member cannot use for the stay (not theirs, used, expired, outside its stay period or on an excluded date; `VOUCHER-FULL-STAY` is the test voucher anyone may use).',
    { coupon_code: 'COUPON-INVALID' },
  ),
  bookingCouponUsageLimit: booking('1501', 'COUPON-USED-UP', 'Coupon `COUPON-USED-UP`.', {
    coupon_code: 'COUPON-USED-UP',
  }),
  bookingPromotionCannotApply: booking(
    '2001',
    'PROMO-EXPIRED',
    'Promo code `PROMO-EXPIRED` (any `promo_code` other than `PROMO10`).',
    { promo_code: 'PROMO-EXPIRED' },
  ),
  bookingBeyondBookablePeriod: booking(
    '1903',
    'checkin_date=2028-01-10',
    "A check-in after the hotel's bookable months (12 for demo-tokyo).",
    { checkin_date: '2028-01-10', checkout_date: '2028-01-11' },
  ),
  bookingExtraUnknown: bookingExtra('1100', 'extra_id 12345', 'An extra id the hotel does not have.', {
    extra_id: 12345,
    quantity: 1,
  }),
  bookingExtraDeadline: booking(
    '1101',
    'extra 10 delivered today',
    'Extra 10 (orders close 18:00 the day before delivery) delivered on a stay starting today.',
    {
      checkin_date: '2026-12-01',
      checkout_date: '2026-12-02',
      extras: [{ extra_id: 10, quantity: 1, delivery_times: [{ delivered_at: '2026-12-01', quantity: 1 }] }],
    },
  ),
  bookingExtraQuantity: bookingExtra(
    '1102',
    'extra 8 quantity 9',
    "A quantity outside the extra's min and max (extra 8 allows 0-4).",
    { extra_id: 8, quantity: 9 },
  ),
  bookingExtraTotalInvalid: bookingExtra(
    '1103',
    'extra_id=97',
    'Extra 97, whose total never adds up on the server.',
    { extra_id: 97, quantity: 1 },
  ),
  bookingExtraStock: bookingExtra('1104', 'extra 98', 'More of an extra than in stock (extra 98 has none).', {
    extra_id: 98,
    quantity: 1,
  }),
  bookingExtraDates: bookingExtra(
    '1105',
    'extra 7 on a date it is not sold',
    'A date-based extra delivered outside its booking-available dates or the stay (extra 7: 2026-12-24 and 25 only).',
    { extra_id: 7, quantity: 1, delivery_times: [{ delivered_at: '2026-12-10', quantity: 1 }] },
  ),
  bookingExtraDiscontinued: bookingExtra('1106', 'extra 99', 'Extra 99, no longer sold.', {
    extra_id: 99,
    quantity: 1,
  }),
  bookingPlanAccountStatus: booking(
    '2304',
    'user_token_rank_mismatch',
    'The members-only plan demo-tokyo STD-MEM booked with `Authorization: Bearer user_token_rank_mismatch` (a rank the plan does not admit) or without a user token.',
    { rooms: roomsOf('STD-MEM') },
    { Authorization: 'Bearer user_token_rank_mismatch' },
  ),
  bookingCardAmountLimit: booking(
    'card_amount_limit_exceeded',
    'over 1,000,000 JPY by Visa',
    'A Visa or Mastercard payment over 1,000,000 JPY (converted from the hotel currency): five STD-RO rooms for ten nights over the new year.',
    {
      checkin_date: '2026-12-20',
      checkout_date: '2026-12-30',
      rooms: roomsOf('STD-RO', 'STD-RO', 'STD-RO', 'STD-RO', 'STD-RO'),
    },
  ),
  bookingCardBrandMultiCurrency: booking(
    'card_brand_not_allowed',
    'mcp_currency with an Amex card',
    'A multi-currency booking (`mcp_currency`) paid by a card other than Visa or Mastercard (`tok_test_0005` is Amex 378282246310005).',
    { mcp_currency: 'USD', payment: { type: 'credit_card', card_token: 'tok_test_0005' } },
  ),
  bookingCardExpiresBeforeCheckout: booking(
    'card_expires_before_checkout',
    'tok_test_expiring',
    'The test token `tok_test_expiring` (a Visa that expires at the end of the mock clock’s month) for a stay ending in a later month.',
    {
      checkin_date: '2027-01-10',
      checkout_date: '2027-01-11',
      payment: { type: 'credit_card', card_token: 'tok_test_expiring' },
    },
  ),
  bookingCardPaymentNotAllowed: booking(
    'card_payment_not_allowed',
    'VOUCHER-FULL-STAY',
    'Voucher `VOUCHER-FULL-STAY` pays the whole stay, so the total payable is 0 and card payment is refused (book it with `on_site`).',
    { voucher_coupon_code: 'VOUCHER-FULL-STAY' },
  ),
  bookingSavedCardNeedsSignIn: booking(
    'unauthorized',
    'credit_card_id without a user token',
    'A saved card (`payment.credit_card_id`) or points without `Authorization: Bearer ...`; also a revoked or expired user token.',
    { payment: { type: 'credit_card', credit_card_id: 9001 } },
  ),
  bookingSavedCardInvalid: booking(
    'saved_card_invalid',
    'credit_card_id 9001',
    'Saved card 9001 of a signed-in member: saved before the card-system change, so it must be entered again.',
    { payment: { type: 'credit_card', credit_card_id: 9001 } },
    MEMBER,
  ),
  bookingSavedCardsDisabled: booking(
    'saved_cards_disabled',
    'credit_card_id 9002',
    'Saved card 9002 of a signed-in member: paying with saved cards is disabled for now.',
    { payment: { type: 'credit_card', credit_card_id: 9002 } },
    MEMBER,
  ),
  bookingBotCheckFailed: booking(
    'bot_check_failed',
    FAILING_BOT_CHECK_TOKEN,
    "`turnstile_token` turnstile-fail: the bot check refuses it. demo-nagoya requires the check (its site key `mock-turnstile`: the SDK's `createMockBotCheck` gives `turnstile-mock-pass`) and refuses a booking without a token too; elsewhere any other token or none passes.",
    { turnstile_token: FAILING_BOT_CHECK_TOKEN },
  ),
  bookingLotteryDeadlinePassed: booking(
    'lottery_deadline_passed',
    'LOT-DEADLINE-PASSED',
    "`lottery_result.entry_number` LOT-DEADLINE-PASSED: a winning entry past the winner's reservation deadline (LOT-NOT-WINNER and LOT-OTHER-ACCOUNT give their 403s here too).",
    { lottery_result: { entry_number: 'LOT-DEADLINE-PASSED' } },
  ),
  uploadRefused: {
    code: '1251',
    operations: ['uploadFileAttachment'],
    value: 'a text/plain file',
    description:
      'A file that is not PNG, JPEG, GIF, HEIC or PDF (here `notes.txt`, `text/plain`; an `application/octet-stream` part is judged by its extension); also a file over 80 MB, or a 31st file for the same answer (client session, hotel and `additional_question_id`).',
    example: { method: 'POST', path: '/file_attachments', body: uploadForm('notes.txt', 'text/plain') },
  },
  uploadFormInvalid: {
    code: '1000',
    operations: ['uploadFileAttachment'],
    value: 'no hotel_id',
    description:
      'A form without `file` or `hotel_id`, with an unknown field or hotel, or with an `additional_question_id` that is not a file question of the hotel (35 is demo-tokyo’s); `details` names each field. A body that is not a multipart form is a 400 `malformed_request`.',
    example: {
      method: 'POST',
      path: '/file_attachments',
      body: uploadForm('passport.pdf', 'application/pdf', { hotel_id: null }),
    },
  },
} as const satisfies Record<string, Trigger>;
