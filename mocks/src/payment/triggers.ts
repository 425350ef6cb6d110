/**
 * Triggers of payments: the test cards refused when tokenised or declined at payment, card checks, and
 * the seeded pay links. Part of the one trigger registry (`src/triggers.ts`), which renders `docs/mock-
 * triggers.md` and whose every example `src/triggers.test.ts` replays.
 */
import { bypassTokenOf } from '../lib/bypassToken';
import { bookingExample } from '../booking/triggers';
import type { Trigger } from '../lib/trigger';

/** A createCardToken request for a card number (expiry 12/2030, security code 123). */
export function cardTokenExample(number: string, changes: Readonly<Record<string, unknown>> = {}) {
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

/** The query parameter of an Adyen session's `return_url` that makes the mock's Adyen fail. */
export const ADYEN_TRIGGER_PARAM = 'adyen_trigger';
/** The query parameter of a PayPal order's `return_url` that makes the mock's PayPal fail. */
export const PAYPAL_TRIGGER_PARAM = 'paypal_trigger';
/** The provider failures an Adyen session's or a PayPal order's `return_url` can ask for. */
export const PROVIDER_FAILURE_CODES = ['3203', '3251', '3001', '3011'] as const;

// The number of a fresh seed's first booking, wherever it is made. demo-seoul (301) pays through Adyen:
// the Adyen examples book there first, by a card that leaves its payment waiting (the 3-D Secure test
// card) or one authorized at once.
const FIRST_RESERVATION = 'SK2612010001';

/**
 * A createReservation request at demo-seoul (301, Adyen GMO) paid by `cardToken`: the 3-D Secure test
 * card's `tok_test_3220` leaves the payment waiting, `tok_test_1111` authorizes it at once.
 *
 * @example
 * ```ts
 * const { path, body } = adyenBooking('tok_test_3220'); // POST /hotels/301/reservations
 * ```
 */
export function adyenBooking(cardToken: string) {
  const booking = bookingExample({
    rooms: [
      {
        room_type_code: 'STD',
        room_plan_code: 'STD-RO',
        adults: 2,
        guest: { first_name: 'Hanako', last_name: 'Yamada' },
      },
    ],
    payment: { type: 'credit_card_international', card_token: cardToken },
    additional_question_answers: [],
  });
  return { ...booking, path: '/hotels/301/reservations' } as const;
}

/** An Adyen session for that booking (made first), with `query` on its `return_url`. */
function adyenSessionExample(query = '', hotelId = 301, cardToken = 'tok_test_3220') {
  return {
    method: 'POST',
    path: `/hotels/${hotelId}/adyen/payment_session?bypass_token=${bypassTokenOf(FIRST_RESERVATION)}`,
    body: {
      reservation_number: FIRST_RESERVATION,
      return_url: `https://book.example.com/reservation/three-d-secure${query}`,
    },
    before: [adyenBooking(cardToken)],
  } as const;
}

// demo-tokyo (101) pays through PayPal once the settings control says so: a fresh seed's first booking
// there, made to be paid through PayPal, waits for the payer.
const PAYPAL_STEPS = [
  { method: 'PATCH', path: '/__staykit/hotels/demo-tokyo/settings', body: { payment_gateway: 'gmo_paypal' } },
  bookingExample({ payment: { type: 'credit_card', provider: 'paypal' } }),
] as const;

/** A PayPal order for that booking (made first), with `query` on its `return_url`. */
function paypalOrderExample(query: string) {
  return {
    method: 'POST',
    path: `/paypal_payments/order?bypass_token=${bypassTokenOf(FIRST_RESERVATION)}`,
    body: {
      hotel_id: 101,
      reservation_number: FIRST_RESERVATION,
      return_url: `https://book.example.com/reservation/paypal${query}`,
    },
    before: PAYPAL_STEPS,
  } as const;
}

/** PayPal failing as an order's `return_url` asks (`paypal_trigger=<code>`). */
function paypalFailure(code: (typeof PROVIDER_FAILURE_CODES)[number], what: string) {
  return {
    code,
    operations: ['createPaypalOrder'],
    value: `return_url …?${PAYPAL_TRIGGER_PARAM}=${code}`,
    description: `A PayPal order whose \`return_url\` has \`${PAYPAL_TRIGGER_PARAM}=${code}\`: ${what}; no order is made.`,
    example: paypalOrderExample(`?${PAYPAL_TRIGGER_PARAM}=${code}`),
  } as const;
}

/** Adyen failing as a session's `return_url` asks (`adyen_trigger=<code>`). */
function adyenFailure(code: (typeof PROVIDER_FAILURE_CODES)[number], what: string) {
  return {
    code,
    operations: ['createAdyenPaymentSession'],
    value: `return_url …?${ADYEN_TRIGGER_PARAM}=${code}`,
    description: `An Adyen session whose \`return_url\` has \`${ADYEN_TRIGGER_PARAM}=${code}\`: ${what}; no session is made.`,
    example: adyenSessionExample(`?${ADYEN_TRIGGER_PARAM}=${code}`),
  } as const;
}

/** The payment triggers, by name. */
export const paymentTriggers = {
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
  adyenProcessingError3203: adyenFailure('3203', 'Adyen has a processing error (502)'),
  adyenGatewayError3251: adyenFailure('3251', 'the Adyen gateway has a processing error (502)'),
  adyenTimeout3001: adyenFailure('3001', 'Adyen times out (504)'),
  adyenGatewayTimeout3011: adyenFailure('3011', 'the Adyen gateway times out (504)'),
  adyenPaymentAlreadyMade: {
    code: '3016',
    operations: ['createAdyenPaymentSession'],
    value: 'a payment already made',
    description:
      'An Adyen session for a reservation whose card payment is already authorized (or being captured): nothing is left to pay through Adyen.',
    example: adyenSessionExample('', 301, 'tok_test_1111'),
  },
  paypalProcessingError3203: paypalFailure('3203', 'PayPal has a processing error (502)'),
  paypalGatewayError3251: paypalFailure('3251', 'the PayPal gateway has a processing error (502)'),
  paypalTimeout3001: paypalFailure('3001', 'PayPal times out (504)'),
  paypalGatewayTimeout3011: paypalFailure('3011', 'the PayPal gateway times out (504)'),
  paypalNotTheHotelsGateway: {
    code: 'not_found',
    operations: ['createPaypalClientCredential', 'createPaypalOrder', 'validatePaypalCreditCard'],
    value: 'a hotel on another gateway',
    description:
      'PayPal at a hotel that does not pay through PayPal (no seeded hotel does, until the settings control sets its `payment_gateway` to `gmo_paypal`, `paygent_paypal` or `adyen_gmo_paypal`); an order for a reservation not booked to be paid through PayPal, or whose payment no longer waits; a card check of an order the reservation does not have.',
    example: { method: 'POST', path: '/paypal_payments/client_credential', body: { hotel_id: 101 } },
  },
  adyenNotTheHotelsGateway: {
    code: 'not_found',
    operations: ['createAdyenPaymentSession'],
    value: 'a hotel on another gateway',
    description:
      'An Adyen session at a hotel that does not pay through Adyen (every seeded hotel but demo-seoul, 301), or for a reservation without a payment waiting (paid at the hotel, failed or cancelled) or booked to be paid through PayPal.',
    example: adyenSessionExample('', 101),
  },
} as const satisfies Record<string, Trigger>;
