/**
 * The trigger registry: for every error code the handlers of this package return, the documented input
 * that produces it, in the manner of payment providers' test cards. Handlers read their magic values
 * from here (one source), `triggers.test.ts` replays every example against the handlers, and
 * `docs/mock-triggers.md` is rendered from this list.
 */
import type { ErrorCode } from './http/errorCatalogue';
import { LOTTERY, POINTS } from './seed/scenarios';

/** A request that produces a trigger's code (paths are relative to any base URL). */
export interface TriggerExample {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Send no `Client-Session` header (the example then needs none, or shows what happens without). */
  readonly withoutSession?: boolean;
  /** Send a create without its `Idempotency-Key` header (examples assume one on every create). */
  readonly withoutIdempotencyKey?: boolean;
  /** Move the mock clock forward this many minutes before sending (after `before`). */
  readonly advanceMinutes?: number;
  /** Start a new client session after moving the clock (days later the first one has expired). */
  readonly newSession?: boolean;
  /** Requests sent first, in order, on the fresh seed (a booking the example then acts on). */
  readonly before?: readonly TriggerExample[];
}

/** One documented way to obtain an error code. */
export interface Trigger {
  readonly code: ErrorCode;
  /** The operationId(s) that answer it. */
  readonly operations: readonly string[];
  /** The magic value, or the rule's example input. */
  readonly value: string;
  readonly description: string;
  readonly example: TriggerExample;
}

// Dates in the examples assume the default clock (today 2026-12-01 in Japan).
const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-11';
// One room of demo-tokyo's STD-RO for two adults on that night: 15,800 JPY.
const STD_RO =
  'selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2';
const PRICE = `/hotels/101/rooms/price?${STAY}&${STD_RO}`;
const MEMBER = { Authorization: 'Bearer member' } as const;
const SEARCHES = ['searchRooms', 'getRoomRecommendations', 'getRoomPrice'] as const;
const LOTTERY_SEARCHES = [...SEARCHES, 'getRoomInventory'] as const;
const POINT_RULES = `steps of ${POINTS.increment}, at least ${POINTS.minimum}`;

/** A lottery event that is unavailable with `code` (its UUID ends in the code). */
function lotteryUnavailable(
  code: '3751' | '3752' | '3753' | '3754' | '3755' | '3757' | '3758' | '3759' | '3760',
  extra = '',
) {
  const value = `00000000-0000-4000-8000-00000000${code}`;
  return {
    code,
    operations: SEARCHES,
    value,
    description: `\`lottery_event_uuid\` ${value}: an event that is unavailable with ${code}.${extra}`,
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&lottery_event_uuid=${value}` },
  } as const;
}

/** A lottery link (`lottery_access_token`) that has expired or is invalid, with `code`. */
function lotteryLink(code: '3780' | '3781' | '3782' | '3783', path: string) {
  const value = `lottery_link_${code}`;
  return {
    code,
    operations: LOTTERY_SEARCHES,
    value,
    description: `\`lottery_access_token=${value}\`: a lottery link that expired or is invalid (410 ${code}); any other token is a valid link.`,
    example: { method: 'GET', path: `${path}&lottery_access_token=${value}` },
  } as const;
}

/** A hotel plan code of a plan sold in Japanese only, refused with `code` in any other language. */
function languagePlan(code: '3601' | '3602' | '3603' | '3604', value: string, path: string) {
  return {
    code,
    operations: SEARCHES,
    value,
    description: `\`hotel_plan_codes=${value}\`: a plan sold in Japanese only, asked with an \`Accept-Language\` other than Japanese (or none at a hotel whose locale is not \`ja\`); in Japanese the code just matches nothing.`,
    example: {
      method: 'GET',
      path: `${path}&hotel_plan_codes=${value}`,
      headers: { 'Accept-Language': 'en' },
    },
  } as const;
}

/** A createCardToken request for a card number (expiry 12/2030, security code 123). */
function cardTokenExample(number: string, changes: Readonly<Record<string, unknown>> = {}) {
  return {
    method: 'POST',
    path: '/payment_gateways/mock/tokens',
    body: {
      hotel_id: 101,
      number,
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
      holder_name: 'HANAKO YAMADA',
      brand: 'visa',
      ...changes,
    },
  } as const;
}

/** A test card the gateway refuses when it is tokenised (createCardToken answers `code`). */
function cardAtTokenise(
  code: '3003' | '3004' | '3005' | '3007' | '3205' | '3011',
  number: string,
  what: string,
) {
  return {
    code,
    operations: ['createCardToken'],
    value: number,
    description: `Card number ${number} (Visa, any valid expiry and security code): ${what}.`,
    example: cardTokenExample(number),
  } as const;
}

/**
 * A booking the mock accepts from a fresh seed: one night of demo-tokyo's STD-RO for two adults
 * (15,800 JPY) on 2026-12-10, paid by the test Visa token, answering the required question 31.
 *
 * @example
 * ```ts
 * await fetch(`${base}/hotels/101/reservations`, { method: 'POST', headers, body: JSON.stringify(BOOKING_BODY) });
 * ```
 */
export const BOOKING_BODY = {
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

/** A createReservation request: the booking above with some fields replaced. */
function bookingExample(
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

/** A test card the card tokenises but the payment then fails with `code` (createReservation). */
function cardAtPayment(
  code: '3001' | '3002' | '3006' | '3008' | '3009' | '3203' | '3204' | '3250' | '3251' | '3252',
  number: string,
  what: string,
) {
  const token = `tok_test_${number.slice(-4)}`;
  return {
    code,
    operations: ['createReservation'],
    value: number,
    description: `Card number ${number} (Visa), tokenised by createCardToken or sent as the ready-made test token \`${token}\`: ${what}; nothing is booked.`,
    example: bookingExample({ payment: { type: 'credit_card', card_token: token } }),
  } as const;
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

// The first booking after a reset is SK2612010001 (check-in 2026-12-10), opened with its e-mail.
const BOOKED = '/hotels/101/reservations/SK2612010001';
const BY_EMAIL = 'email=hanako@example.com';
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

/** An extra of demo-tokyo booked with the stay, refused with `code`. */
function bookingExtra<C extends ErrorCode>(code: C, value: string, description: string, extra: object) {
  return booking(code, value, description, { extras: [extra] });
}

/** A payment of a seeded pay link (`createPayLinkTransaction`) with a ready-made test token. */
function payLinkPayment(paymentNumber: string, cardToken = 'tok_test_1111', expectedAmount = 12_000) {
  return {
    method: 'POST',
    path: `/pay_links/${paymentNumber}/transactions`,
    body: { card_token: cardToken, expected_amount: expectedAmount },
  } as const;
}

/** A pay-link test card the issuer refuses with a `card_issue_code`, answered as `code`. */
function payLinkIssue(code: '1000' | '3004' | '3005' | '3204', number: string, issue: string) {
  const token = `tok_test_${number.slice(-4)}`;
  return {
    code,
    operations: ['createPayLinkTransaction'],
    value: number,
    description: `Card number ${number} (Visa), tokenised by createCardToken or sent as the ready-made test token \`${token}\`, paying a pay link: the issuer refuses it with \`card_issue_code\` \`${issue}\`, answered as ${code}; the failed transaction (the link's \`last_transaction_id\`) carries the issue code. Bookings take the card.`,
    example: payLinkPayment('PL1010001', token),
  } as const;
}

/** Every trigger, by name. */
export const TRIGGERS = {
  invalidParameter: {
    code: '1000',
    operations: [
      'searchRooms',
      'getRoomPrice',
      'getRoomInventory',
      'getRoomAvailability',
      'getBrandInventory',
    ],
    value: 'adults=abc',
    description:
      'Any parameter that is not what the contract says (a non-integer, 2026-02-30, checkout before check-in); `details` names each field.',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&adults=abc` },
  },
  malformedRequest: {
    code: 'malformed_request',
    operations: ['searchRooms', 'getRoomPrice', 'createClientSession'],
    value: 'rooms[x][adults]=2',
    description:
      'Bracket notation that cannot be read (`rooms=2`, `rooms[x][adults]`, unclosed brackets), or a body that is not JSON.',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&rooms[x][adults]=2` },
  },
  reservedKey: {
    code: 'malformed_request',
    operations: ['every operation', 'controls'],
    value: '__proto__',
    description:
      'A key `__proto__`, `constructor` or `prototype` anywhere: in a JSON body (at any depth), a form field or a query key (`rooms[0][__proto__][notes]=x`); `details` names the field. Also a path whose percent-escapes do not decode (`/hotels/%ZZ/info`).',
    example: {
      method: 'POST',
      path: '/hotels/101/reservations',
      body: JSON.parse('{"__proto__":{"notes":"polluted"}}') as unknown,
    },
  },
  idempotencyKeyMissing: {
    code: 'idempotency_key_missing',
    operations: [
      'createClientSession',
      'createReservation',
      'answerReservationAdditionalQuestions',
      'uploadFileAttachment',
      'createPayLinkTransaction',
      'createCardToken',
      'exchangeToken',
    ],
    value: 'no Idempotency-Key header',
    description:
      'A create sent without its `Idempotency-Key` header: refused before anything is created (a key that is not 8-255 characters of `A-Z a-z 0-9 _ -` is a 400 `malformed_request`).',
    example: { ...cardTokenExample('4111111111111111'), withoutIdempotencyKey: true },
  },
  methodNotAllowed: {
    code: 'method_not_allowed',
    operations: ['any path the mock serves'],
    value: 'DELETE /hotels/101/info',
    description:
      'A method the path does not take (`TRACE`, `PROPFIND` and other unknown methods too); the `Allow` header lists the ones it takes. An unknown path is a 404 `not_found`.',
    example: { method: 'DELETE', path: '/hotels/101/info' },
  },
  payloadTooLarge: {
    code: 'payload_too_large',
    operations: ['any operation or control that takes a body'],
    value: 'a JSON body over 1 MB or nested deeper than 32 levels',
    description:
      'A JSON body larger than 1 MB or nested deeper than 32 levels, an upload over 81 MB, or a `Content-Length` that says so (refused before the body is read).',
    example: {
      method: 'POST',
      path: '/client_sessions',
      body: {
        key: 'demo-widget',
        secret: 'demo-secret',
        nested: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown,
      },
      withoutSession: true,
    },
  },
  clientSessionMissing: {
    code: 'client_session_invalid',
    operations: ['every operation except createClientSession'],
    value: 'no Client-Session header',
    description: 'A missing or unknown `Client-Session` header (refreshClientSession: an unknown token).',
    example: { method: 'GET', path: '/hotels/demo-tokyo/booking_widget/init', withoutSession: true },
  },
  clientSessionExpired: {
    code: '4000',
    operations: ['every operation except createClientSession'],
    value: 'cs_expired_0000_trigger',
    description:
      'This `Client-Session` token, or any token once the clock passed its 0.75-day lifetime (`POST /__staykit/clock/advance {"minutes":1080}`).',
    example: {
      method: 'GET',
      path: '/hotels/demo-tokyo/booking_widget/init',
      headers: { 'Client-Session': 'cs_expired_0000_trigger' },
    },
  },
  clientKeyInvalid: {
    code: '1000',
    operations: ['createClientSession'],
    value: 'secret other than demo-secret',
    description: 'A key and secret other than `demo-widget` / `demo-secret`.',
    example: {
      method: 'POST',
      path: '/client_sessions',
      body: { key: 'demo-widget', secret: 'wrong' },
      withoutSession: true,
    },
  },
  idempotencyKeyReused: {
    code: 'idempotency_key_reused',
    operations: [
      'createClientSession',
      'createReservation',
      'answerReservationAdditionalQuestions',
      'uploadFileAttachment',
      'createPayLinkTransaction',
      'createCardToken',
      'exchangeToken',
    ],
    value: 'Idempotency-Key: trigger-key-reused',
    description:
      'An Idempotency-Key the same client session sent before to the same operation with a different body (this key counts as used before, by every session). Keys belong to the session that sent them: another session may use the same key for its own request.',
    example: {
      method: 'POST',
      path: '/client_sessions',
      body: { key: 'demo-widget', secret: 'demo-secret' },
      headers: { 'Idempotency-Key': 'trigger-key-reused' },
      withoutSession: true,
    },
  },
  hotelNotFound: {
    code: 'hotel_not_found',
    operations: [
      'getBookingWidgetInit',
      'settings, login widget, info',
      'search and price operations',
      'extras, questions, policies',
    ],
    value: 'demo-missing',
    description: 'Hotel code `demo-missing` (or any unknown code or id, e.g. 999999).',
    example: { method: 'GET', path: '/hotels/demo-missing/booking_widget/init' },
  },
  maintenance: {
    code: 'maintenance',
    operations: ['getBookingWidgetInit'],
    value: 'demo-maintenance',
    description: 'Hotel code `demo-maintenance`: 503 with `Retry-After: 3600`.',
    example: { method: 'GET', path: '/hotels/demo-maintenance/booking_widget/init' },
  },
  serviceUnavailable: {
    code: 'service_unavailable',
    operations: ['getBookingWidgetInit', 'any operation on an unexpected mock failure'],
    value: 'demo-unavailable',
    description: 'Hotel code `demo-unavailable`; also the answer when a handler fails unexpectedly (logged).',
    example: { method: 'GET', path: '/hotels/demo-unavailable/booking_widget/init' },
  },
  rateLimited: {
    code: 'rate_limited',
    operations: ['getBookingWidgetInit'],
    value: 'demo-rate-limited',
    description: 'Hotel code `demo-rate-limited`: 429 with `Retry-After: 1`, every time.',
    example: { method: 'GET', path: '/hotels/demo-rate-limited/booking_widget/init' },
  },
  notFound: {
    code: 'not_found',
    operations: [
      'listBrandHotels',
      'getBrandInventory',
      'listBrandAdditionalQuestions',
      'getCancellationPolicy',
    ],
    value: 'brand 999 / policy 9999',
    description: 'An unknown brand id or cancellation policy id.',
    example: { method: 'GET', path: '/hotel_brands/999/hotels' },
  },
  beyondBookablePeriod: {
    code: '1903',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomInventory', 'getBrandInventory'],
    value: 'checkin_date=2028-01-10',
    description: "A check-in after the hotel's bookable months (12 for demo-tokyo, 6 for demo-kyoto).",
    example: { method: 'GET', path: '/hotels/101/rooms?checkin_date=2028-01-10&checkout_date=2028-01-11' },
  },
  undatedNotAllowed: {
    code: 'undated_search_not_allowed',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomInventory', 'getBrandInventory'],
    value: 'search_type=undated with differing rooms',
    description: 'An undated search whose rooms differ in guests, or with `dynamic_package=wbf`.',
    example: {
      method: 'GET',
      path: '/hotels/102/rooms?search_type=undated&rooms[0][adults]=2&rooms[1][adults]=1',
    },
  },
  roomCountLimit: {
    code: 'room_count_limit_exceeded',
    operations: [
      'searchRooms',
      'getRoomPrice',
      'getRoomInventory',
      'getRoomAvailability',
      'getBrandInventory',
    ],
    value: 'room_count=6',
    description:
      'More rooms than `multi_rooms_search_limit` (5 at demo-tokyo, 3 at demo-kyoto; 5 with `dynamic_package=wbf`).',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&room_count=6` },
  },
  tooManyGuests: {
    code: 'too_many_guests',
    operations: [
      'searchRooms',
      'getRoomPrice',
      'getRoomInventory',
      'getRoomAvailability',
      'getBrandInventory',
    ],
    value: 'adults=21',
    description:
      'More guests in a room than `max_guests_per_room` (20 at demo-tokyo, 6 at demo-kyoto), or more children per adult than allowed.',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&adults=21` },
  },
  promotionCannotApply: {
    code: '2001',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomAvailability'],
    value: 'PROMO-EXPIRED',
    description: 'Promo code `PROMO-EXPIRED` (any code other than `PROMO10`, which takes 10% off).',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&promo_code=PROMO-EXPIRED` },
  },
  couponInvalid: {
    code: '1500',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomAvailability'],
    value: 'COUPON-INVALID',
    description:
      'Coupon `COUPON-INVALID` (any coupon other than `WELCOME10`, which takes 10% off the first night).',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&coupon_code=COUPON-INVALID` },
  },
  couponUsageLimit: {
    code: '1501',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomAvailability'],
    value: 'COUPON-USED-UP',
    description: 'Coupon `COUPON-USED-UP`.',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&coupon_code=COUPON-USED-UP` },
  },
  priceChanged: {
    code: 'price_changed',
    operations: ['getRoomPrice'],
    value: 'expected_total_price other than the total',
    description:
      'An `expected_total_price` that differs from the computed total; `meta.new_total_price` carries the total.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&expected_total_price=1`,
    },
  },
  exchangeRatesUpdated: {
    code: 'exchange_rates_updated',
    operations: ['getRoomPrice'],
    value: 'expected_mcp_total_cents other than the mcp total',
    description:
      'With `mcp_currency`, an `expected_mcp_total_cents` that differs from the converted total (the hotel-currency total matching or not sent).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&mcp_currency=USD&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&expected_mcp_total_cents=1`,
    },
  },
  noRoomsAvailable: {
    code: 'no_rooms_available',
    operations: ['getRoomPrice'],
    value: 'quantity above the rooms left',
    description:
      'More rooms of a type than are left on some night (demo-tokyo STE has 2), or than its plan allotment or sale limit.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STE&selected_rooms[0][room_plan_code]=STE-BF&selected_rooms[0][adults]=2&selected_rooms[0][quantity]=3`,
    },
  },
  soldOut: {
    code: 'sold_out',
    operations: ['getRoomPrice'],
    value: 'STE on 2026-12-24',
    description:
      'A selection with a night of no stock: demo-tokyo STE on the 23rd day from today (2026-12-24), or demo-soldout in its first 45 days.',
    example: {
      method: 'GET',
      path: '/hotels/101/rooms/price?checkin_date=2026-12-24&checkout_date=2026-12-25&selected_rooms[0][room_type_code]=STE&selected_rooms[0][room_plan_code]=STE-BF&selected_rooms[0][adults]=2',
    },
  },
  planCodeDuplicate: {
    code: '2101',
    operations: ['getRoomPrice'],
    value: 'the same room plan twice',
    description: 'The same room plan code in two `selected_rooms` lines.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&selected_rooms[1][room_type_code]=STD&selected_rooms[1][room_plan_code]=STD-RO&selected_rooms[1][adults]=1`,
    },
  },
  paymentTypesConflict: {
    code: 'payment_types_conflict',
    operations: ['getRoomPrice'],
    value: 'STD-NR with STD-OS',
    description:
      'Plans with no payment type in common: demo-tokyo STD-NR (card only) with STD-OS (on site only).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-NR&selected_rooms[0][adults]=2&selected_rooms[1][room_type_code]=STD&selected_rooms[1][room_plan_code]=STD-OS&selected_rooms[1][adults]=2`,
    },
  },
  extraUnknown: {
    code: '1100',
    operations: ['getRoomPrice'],
    value: 'extra_id 12345',
    description: 'An extra id the hotel does not have.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=12345&extras[0][quantity]=1`,
    },
  },
  extraDeadline: {
    code: '1101',
    operations: ['getRoomPrice'],
    value: 'extra 10 delivered today',
    description: "Extra 10 (late check-out, orders close 18:00 the day before) delivered on today's date.",
    example: {
      method: 'GET',
      path: '/hotels/101/rooms/price?checkin_date=2026-12-01&checkout_date=2026-12-02&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=10&extras[0][quantity]=1&extras[0][delivered_at]=2026-12-01',
    },
  },
  extraQuantity: {
    code: '1102',
    operations: ['getRoomPrice'],
    value: 'extra 8 quantity 9',
    description: "A quantity outside the extra's min and max (extra 8 allows 0-4).",
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=8&extras[0][quantity]=9`,
    },
  },
  extraStock: {
    code: '1104',
    operations: ['getRoomPrice'],
    value: 'extra 98',
    description: 'More of an extra than in stock (extra 98 has none left).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=98&extras[0][quantity]=1`,
    },
  },
  extraDates: {
    code: '1105',
    operations: ['getRoomPrice'],
    value: 'extra 7 on a date it is not sold',
    description:
      'A date-based extra delivered on a date outside its booking-available dates or the stay (extra 7 is sold on 2026-12-24 and 25 only).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=7&extras[0][quantity]=1&extras[0][delivered_at]=2026-12-10`,
    },
  },
  extraDiscontinued: {
    code: '1106',
    operations: ['getRoomPrice'],
    value: 'extra 99',
    description: 'Extra 99, no longer sold (not listed by listExtras).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=99&extras[0][quantity]=1`,
    },
  },
  pointsNeedSignIn: {
    code: 'unauthorized',
    operations: ['getRoomPrice'],
    value: 'spending_points without a user token',
    description: '`spending_points` above 0 without `Authorization: Bearer ...`.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&spending_points=100`,
    },
  },
  extraTotalInvalid: {
    code: '1103',
    operations: ['getRoomPrice'],
    value: 'extra_id=97',
    description:
      'Extra 97, a trigger id whose total never adds up on the server (the contract has no expected-extras-total parameter).',
    example: { method: 'GET', path: `${PRICE}&extras[0][extra_id]=97&extras[0][quantity]=1` },
  },
  planAccountStatus: {
    code: '2304',
    operations: ['getRoomPrice'],
    value: 'user_token_rank_mismatch',
    description:
      'A members-only plan (demo-tokyo STD-MEM) priced with `Authorization: Bearer user_token_rank_mismatch` (a member whose rank the plan does not admit; searches hide the plan from it) or with no user token.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-MEM&selected_rooms[0][adults]=2`,
      headers: { Authorization: 'Bearer user_token_rank_mismatch' },
    },
  },
  pointsNotEnough: {
    code: '2401',
    operations: ['getRoomPrice'],
    value: `spending_points above ${POINTS.balance}`,
    description: `With a user token, more \`spending_points\` than the balance every member holds (${POINTS.balance} points, 1 point = 1 unit of the hotel currency).`,
    example: { method: 'GET', path: `${PRICE}&spending_points=10100`, headers: MEMBER },
  },
  pointBalanceUnavailable: {
    code: '3202',
    operations: ['getRoomPrice'],
    value: 'user_token_points_down',
    description:
      '`spending_points` sent with `Authorization: Bearer user_token_points_down`: the point balance cannot be read (502).',
    example: {
      method: 'GET',
      path: `${PRICE}&spending_points=500`,
      headers: { Authorization: 'Bearer user_token_points_down' },
    },
  },
  loyaltyBalanceUnavailable: {
    code: '3502',
    operations: ['getRoomPrice'],
    value: 'user_token_loyalty_down',
    description:
      '`spending_points` sent with `Authorization: Bearer user_token_loyalty_down`: the loyalty provider cannot give the balance (502).',
    example: {
      method: 'GET',
      path: `${PRICE}&spending_points=500`,
      headers: { Authorization: 'Bearer user_token_loyalty_down' },
    },
  },
  pointSpendInvalid: {
    code: 'point_spend_invalid',
    operations: ['getRoomPrice'],
    value: 'spending_points=150',
    description: `With a user token, points outside the spending rules (${POINT_RULES}, not above the total price).`,
    example: { method: 'GET', path: `${PRICE}&spending_points=150`, headers: MEMBER },
  },
  accommodationTaxChanged: {
    code: 'accommodation_tax_changed',
    operations: ['getRoomPrice'],
    value: 'spending_points=9000',
    description:
      'With a user token, exactly 9000 points at a hotel that charges accommodation tax (demo-tokyo, demo-kyoto): the redemption drops the tax to 0, so the call answers 409 with `meta.new_total_price`; sent again with `expected_total_price` equal to it, it answers 200.',
    example: { method: 'GET', path: `${PRICE}&spending_points=9000`, headers: MEMBER },
  },
  mixedPaymentMethods: {
    code: 'mixed_payment_methods',
    operations: ['getRoomPrice'],
    value: 'STD-NR with STD-RO',
    description:
      'Plans that share a payment type but not the way it is paid: a prepaid plan (deposit, demo-tokyo STD-NR) with a plan paid later (STD-RO). One payment method applies to all rooms.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-NR&selected_rooms[0][adults]=2&selected_rooms[1][room_type_code]=STD&selected_rooms[1][room_plan_code]=STD-RO&selected_rooms[1][adults]=2`,
    },
  },
  planLanguageRestricted: languagePlan('3601', 'LANG-RESTRICTED', `/hotels/101/rooms?${STAY}`),
  planLanguageUnavailable: languagePlan(
    '3602',
    'LANG-UNAVAILABLE',
    `/hotels/101/rooms/recommendation?${STAY}`,
  ),
  planLanguageMismatch: languagePlan('3603', 'LANG-MISMATCH', PRICE),
  planLanguageSettingInvalid: languagePlan('3604', 'LANG-SETTING-INVALID', `/hotels/101/rooms?${STAY}`),
  lotteryOnlyDates: {
    code: '3750',
    operations: LOTTERY_SEARCHES,
    value: 'checkin_date=2027-02-14 at demo-tokyo',
    description: `A demo-tokyo stay over a lottery-only night (today + ${LOTTERY.onlyDays.from} and + ${LOTTERY.onlyDays.to}: 2027-02-14 and 15) without \`lottery_event_uuid=${LOTTERY.eventUuid}\`, the open lottery event (with it the search answers 200).`,
    example: {
      method: 'GET',
      path: '/hotels/101/rooms/inventory?checkin_date=2027-02-14&checkout_date=2027-02-15',
    },
  },
  lotteryUnavailable3751: lotteryUnavailable(
    '3751',
    ` Also any event other than ${LOTTERY.eventUuid} at demo-tokyo.`,
  ),
  lotteryUnavailable3752: lotteryUnavailable('3752'),
  lotteryUnavailable3753: lotteryUnavailable('3753'),
  lotteryUnavailable3754: lotteryUnavailable('3754'),
  lotteryUnavailable3755: lotteryUnavailable('3755'),
  lotteryUnavailable3757: lotteryUnavailable('3757'),
  lotteryUnavailable3758: lotteryUnavailable('3758'),
  lotteryUnavailable3759: lotteryUnavailable('3759'),
  lotteryUnavailable3760: lotteryUnavailable('3760'),
  lotteryLinkInvalid3780: lotteryLink('3780', `/hotels/101/rooms?${STAY}`),
  lotteryLinkInvalid3781: lotteryLink('3781', `/hotels/101/rooms/recommendation?${STAY}`),
  lotteryLinkInvalid3782: lotteryLink('3782', PRICE),
  lotteryLinkInvalid3783: lotteryLink('3783', `/hotels/101/rooms/inventory?${STAY}`),
  lotteryNotWinner: {
    code: 'lottery_not_winner',
    operations: SEARCHES,
    value: 'LOT-NOT-WINNER',
    description:
      '`lottery_result_entry_number=LOT-NOT-WINNER`: an entry that did not win (403); any other entry number counts as a winning entry of the guest.',
    example: { method: 'GET', path: `${PRICE}&lottery_result_entry_number=LOT-NOT-WINNER` },
  },
  lotteryAccessDenied: {
    code: 'lottery_access_denied',
    operations: SEARCHES,
    value: 'LOT-OTHER-ACCOUNT',
    description:
      '`lottery_result_entry_number=LOT-OTHER-ACCOUNT`: an entry that belongs to another account (403).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms?${STAY}&lottery_result_entry_number=LOT-OTHER-ACCOUNT`,
    },
  },
  oneTimeTokenNotFound: {
    code: '3401',
    operations: ['getUserIdentity'],
    value: 'ota_unknown_0000_trigger',
    description:
      'An `X-One-Time-Access-Token` the mock never issued: this one, any other unknown token or a malformed one (the client logs out locally and shows the logout message).',
    example: {
      method: 'GET',
      path: '/user/identity',
      headers: { 'X-One-Time-Access-Token': 'ota_unknown_0000_trigger' },
    },
  },
  oneTimeTokenOtherBrand: {
    code: '3402',
    operations: ['getUserIdentity'],
    value: 'ota_other_brand_0000_trigger',
    description:
      'A one-time token issued by another hotel brand. The call names no hotel or brand, so the mismatch is this fixed token.',
    example: {
      method: 'GET',
      path: '/user/identity',
      headers: { 'X-One-Time-Access-Token': 'ota_other_brand_0000_trigger' },
    },
  },
  oneTimeTokenSpent: {
    code: '3403',
    operations: ['getUserIdentity'],
    value: 'ota_spent_0000_trigger',
    description:
      'A one-time token already spent: this seeded one, or any issued token sent a second time (410; the client calls again without it).',
    example: {
      method: 'GET',
      path: '/user/identity',
      headers: { 'X-One-Time-Access-Token': 'ota_spent_0000_trigger' },
    },
  },
  userTokenInvalid: {
    code: 'unauthorized',
    operations: ['getUserIdentity', 'getMembershipProgram', 'signOut'],
    value: 'ut_revoked_0000_trigger',
    description:
      '`Authorization: Bearer ut_revoked_0000_trigger` (a token revoked by sign-out), or any user token never issued, revoked, or older than its 30 days on the mock clock.',
    example: {
      method: 'GET',
      path: '/user/identity',
      headers: { Authorization: 'Bearer ut_revoked_0000_trigger' },
    },
  },
  refreshExchangeFailed: {
    code: 'unauthorized',
    operations: ['exchangeToken'],
    value: 'rt_invalid_0000_trigger',
    description:
      'A `refresh_token` the mock never issued (this one), one already exchanged, one past its 10 minutes, or the wrong `code` (the client sets a global error).',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/tokens',
      headers: { 'Idempotency-Key': 'exchange-trigger-0001' },
      body: { refresh_token: 'rt_invalid_0000_trigger', code: 'c_0000' },
    },
  },
  customAuthFailed: {
    code: 'custom_auth_failed',
    operations: ['signIn'],
    value: 'bca_invalid_0000_trigger',
    description:
      'Grant type `custom_auth` with a code the brand does not know (this one), one already used, or at a hotel whose brand has no custom authentication (only demo-korea 920 has it).',
    example: {
      method: 'POST',
      path: '/hotels/301/memberships/sign_in',
      body: { grant_type: 'custom_auth', code: 'bca_invalid_0000_trigger' },
    },
  },
  signInInvalidCredentials: {
    code: 'invalid_credentials',
    operations: ['signIn', 'signInWithLoyaltyProvider'],
    value: 'a wrong password',
    description:
      'Grant type `password` with an unknown e-mail or a wrong password; an `otid` the loyalty provider does not know.',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: { grant_type: 'password', email: 'hanako.yamada@example.com', password: 'Wrong-password-1' },
    },
  },
  membershipNotRegistered: {
    code: 'membership_not_registered',
    operations: ['signIn', 'signInWithLoyaltyProvider'],
    value: 'pending.member@example.com',
    description:
      'A provisional sign-up whose confirmation link was not clicked (this e-mail, password `Winter2026x`), or a member of another brand signing in at this hotel.',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: { grant_type: 'password', email: 'pending.member@example.com', password: 'Winter2026x' },
    },
  },
  accountLocked: {
    code: '1301',
    operations: ['signIn'],
    value: 'locked.member@example.com',
    description: 'A locked account (this e-mail, password `Winter2026x`).',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: { grant_type: 'password', email: 'locked.member@example.com', password: 'Winter2026x' },
    },
  },
  registeredByFacility: {
    code: '1403',
    operations: ['signIn'],
    value: 'front.desk.member@example.com',
    description:
      'An account the facility registered (this e-mail, password `Winter2026x`): the member must reset the password first.',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: { grant_type: 'password', email: 'front.desk.member@example.com', password: 'Winter2026x' },
    },
  },
  membershipProgramNotFound: {
    code: 'not_found',
    operations: ['getMembershipProgram', 'signInWithLoyaltyProvider'],
    value: 'hotel 201',
    description:
      'demo-taipei (201), whose brand has no membership programme (and so no loyalty sign-in); also the programme of member ichiro.suzuki@example.com, which was retired.',
    example: { method: 'GET', path: '/hotels/201/memberships/program' },
  },
  loyaltyProviderError: {
    code: '3501',
    operations: ['signInWithLoyaltyProvider'],
    value: 'otid_provider_error_3501',
    description: '`otid` otid_provider_error_3501: the loyalty provider failed (502).',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/creansmaerd/sign_in',
      body: { otid: 'otid_provider_error_3501' },
    },
  },
  loyaltyProviderUnavailable: {
    code: '3503',
    operations: ['signInWithLoyaltyProvider'],
    value: 'otid_provider_error_3503',
    description: '`otid` otid_provider_error_3503: the loyalty provider is unavailable (502).',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/creansmaerd/sign_in',
      body: { otid: 'otid_provider_error_3503' },
    },
  },
  cardUnusable3003: cardAtTokenise('3003', '4000030000003003', 'the issuer says the card cannot be used'),
  cardUnusable3205: cardAtTokenise('3205', '4000090000003205', 'the gateway says the card cannot be used'),
  cardNumberWrong3004: cardAtTokenise(
    '3004',
    '4000020000003004',
    'the issuer does not know the number; any number that fails the Luhn check gives 3004 too',
  ),
  cardExpiryWrong3005: cardAtTokenise(
    '3005',
    '4000010000003005',
    'the expiry does not match the card; any expiry already past gives 3005 too',
  ),
  cardRefused3007: cardAtTokenise('3007', '4000090000003007', 'the issuer refuses the card'),
  cardGatewayTimeout3011: cardAtTokenise(
    '3011',
    '4000030000003011',
    'the gateway times out (504), no token is made',
  ),
  cardBrandMismatch: {
    code: 'card_brand_not_allowed',
    operations: ['createCardToken', 'createReservation'],
    value: 'brand jcb with a Visa number',
    description:
      'A `brand` that does not match the number (Visa numbers start with 4; `ponta_visa` is a Visa, `master` and `mastercard` the same network), or a brand the gateway does not take.',
    example: cardTokenExample('4111111111111111', { brand: 'jcb' }),
  },
  cardExpiresBeforeCheckout: {
    code: 'card_expires_before_checkout',
    operations: ['createCardToken'],
    value: 'valid_until after the expiry',
    description: 'A `valid_until` (the check-out) after the end of the card’s expiry month.',
    example: cardTokenExample('4111111111111111', {
      expiry_month: 1,
      expiry_year: 2027,
      valid_until: '2027-02-01',
    }),
  },
  paymentFailed3002: cardAtPayment('3002', '4000040000003002', 'the payment fails'),
  useAnotherCard3204: cardAtPayment('3204', '4000000000003204', 'the issuer declines the payment'),
  cardWithout3ds3252: cardAtPayment(
    '3252',
    '4000010000003252',
    'the card does not support the 3-D Secure the payment needs',
  ),
  threeDSecureFailed3006: cardAtPayment('3006', '4000000000003006', '3-D Secure fails without a challenge'),
  threeDSecureFailed3250: cardAtPayment(
    '3250',
    '4000030000003250',
    '3-D Secure 2 authentication fails without a challenge',
  ),
  threeDSecureCancelled3008: cardAtPayment(
    '3008',
    '4000080000003008',
    'the issuer reports that the guest cancelled 3-D Secure',
  ),
  threeDSecureSuspended3009: cardAtPayment(
    '3009',
    '4000070000003009',
    'the issuer suspended 3-D Secure after repeated requests',
  ),
  gatewayError3203: cardAtPayment('3203', '4000010000003203', 'the gateway has a processing error (502)'),
  gatewayError3251: cardAtPayment('3251', '4000020000003251', 'the gateway has a processing error (502)'),
  paymentTimeout3001: cardAtPayment('3001', '4000050000003001', 'the payment times out (504)'),
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
    'Coupon `COUPON-INVALID` (any `coupon_code` other than `WELCOME10`), or any `voucher_coupon_code` but `VOUCHER-FULL-STAY`.',
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
    'turnstile-fail',
    '`turnstile_token` turnstile-fail: the bot check refuses it (no seeded hotel requires the check, so any other token or none passes).',
    { turnstile_token: 'turnstile-fail' },
  ),
  bookingLotteryDeadlinePassed: booking(
    'lottery_deadline_passed',
    'LOT-DEADLINE-PASSED',
    "`lottery_result.entry_number` LOT-DEADLINE-PASSED: a winning entry past the winner's reservation deadline (LOT-NOT-WINNER and LOT-OTHER-ACCOUNT give their 403s here too).",
    { lottery_result: { entry_number: 'LOT-DEADLINE-PASSED' } },
  ),
  reservationNotFound: {
    code: 'reservation_not_found',
    operations: [
      'getReservation',
      'getReservationPayment',
      'completeThreeDSecure',
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
  payLinkNotFound: {
    code: 'pay_link_not_found',
    operations: ['getPayLink', 'createPayLinkTransaction', 'getPayLinkTransaction'],
    value: 'PL0000000',
    description:
      'A payment number no pay link has (this one, or any other not seeded). Paying `PL1010008`, a link whose payment record is missing (it reads `state: not_found`), answers it too.',
    example: { method: 'GET', path: '/pay_links/PL0000000' },
  },
  payLinkExpired: {
    code: 'pay_link_expired',
    operations: ['getPayLink', 'createPayLinkTransaction', 'getPayLinkTransaction'],
    value: 'PL1010009',
    description:
      'Pay link `PL1010009`, sent two hours before the clock and never paid. Every link awaiting payment expires an hour after it was sent (the others of the seed an hour after the clock’s start: advance the clock 60 minutes).',
    example: { method: 'GET', path: '/pay_links/PL1010009' },
  },
  payLinkAlreadyPaid: {
    code: 'pay_link_already_paid',
    operations: ['createPayLinkTransaction'],
    value: 'PL1010003',
    description:
      'Paying pay link `PL1010003` (paid the day before; `completed` `PL1010005` answers it too), or any link a second time.',
    example: payLinkPayment('PL1010003', 'tok_test_1111', 8_000),
  },
  payLinkAmountChanged: {
    code: 'payment_amount_changed',
    operations: ['createPayLinkTransaction'],
    value: 'PL1010002 with expected_amount 12000',
    description:
      'Pay link `PL1010002` paid with `expected_amount` 12,000: the hotel changed it to 13,200 (`meta.new_total_price`); any `expected_amount` other than the link’s amount answers it. Read the link again (update) and pay the new amount.',
    example: payLinkPayment('PL1010002'),
  },
  payLinkNotUpdatable: {
    code: '3200',
    operations: ['createPayLinkTransaction'],
    value: 'PL1010007',
    description: 'Paying pay link `PL1010007`, which the hotel cancelled.',
    example: payLinkPayment('PL1010007', 'tok_test_1111', 4_400),
  },
  payLinkNotCapturable: {
    code: '3201',
    operations: ['createPayLinkTransaction'],
    value: 'PL1010006',
    description: 'Paying pay link `PL1010006`, whose payment was refunded.',
    example: payLinkPayment('PL1010006', 'tok_test_1111', 3_000),
  },
  payLinkIssueParameterSyntax: payLinkIssue('1000', '4000050000000106', 'INVALID_PARAMETER_SYNTAX'),
  payLinkIssueExpirationYear: payLinkIssue('3005', '4000060000000204', 'INVALID_EXPIRATION_YEAR'),
  payLinkIssueCardNumber: payLinkIssue('3004', '4000070000000302', 'Invalid_card_number'),
  payLinkIssueOthers: payLinkIssue('3204', '4000080000000400', 'Others'),
  unsubscribeFailed: {
    code: 'unsubscribe_failed',
    operations: ['getMarketingEmailSubscriptionStatus', 'unsubscribeMarketingEmails'],
    value: 'ue_expired_link',
    description:
      'The unsubscribe token `ue_expired_link` (expired the day before), or any token the seed does not have (`ue_hanako_subscribed` and `ue_taro_unsubscribed` work).',
    example: { method: 'GET', path: '/marketing_emails/subscription_status?token=ue_expired_link' },
  },
} as const satisfies Record<string, Trigger>;

/** The name of a trigger. */
export type TriggerName = keyof typeof TRIGGERS;

/** Renders the registry as the Markdown of `docs/mock-triggers.md`. */
export function renderTriggersMarkdown(): string {
  const escape = (text: string): string => text.replaceAll('|', '\\|');
  const rows = Object.entries(TRIGGERS).map(([name, trigger]: [string, Trigger]) => {
    const first = [
      ...(trigger.example.before ?? []).map((step) => `\`${step.method} ${escape(step.path)}\``),
      ...(trigger.example.advanceMinutes ? [`clock +${trigger.example.advanceMinutes} min`] : []),
    ];
    const request = `\`${trigger.example.method} ${escape(trigger.example.path)}\`${first.length > 0 ? ` after ${first.join(', ')}` : ''}`;
    return `| \`${trigger.code}\` | ${escape(trigger.operations.join(', '))} | \`${escape(trigger.value)}\` | ${escape(trigger.description)} | ${request} | \`${name}\` |`;
  });
  return [
    '# Mock triggers',
    '',
    '<!-- Generated from mocks/src/triggers.ts by mocks/src/triggers.test.ts (UPDATE_MOCK_DOCS=1 rewrites it). Do not edit by hand. -->',
    '',
    'Every error code the `@staykit/mocks` handlers return, and the input that produces it, in the manner of',
    "payment providers' test cards. Examples assume the default clock (today 2026-12-01 09:00 in Japan, after",
    '`POST /__staykit/reset`), a valid `Client-Session` header and, on a create, a new `Idempotency-Key`',
    'header unless they say otherwise. demo-tokyo is hotel 101, demo-kyoto 102, the brand demo-brand 900.',
    '',
    '| Code | Operations | Trigger | What it does | Example request | Registry name |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
