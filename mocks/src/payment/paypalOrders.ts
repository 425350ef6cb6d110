/**
 * PayPal, played by the mock for a hotel on a PayPal gateway (`gmo_paypal`, `paygent_paypal`,
 * `adyen_gmo_paypal`; no seeded hotel is: the settings control's `payment_gateway` puts one there):
 * - `createPaypalClientCredential`: the public client id and an hour's client token for PayPal's
 *   JavaScript SDK, in the currency asked for (the hotel's by default), for authorization first and
 *   capture later, as the hotel's card payments are. The id is the mock's own (`MOCK_PAYPAL_CLIENT_ID`:
 *   apps send the payer to the approval page below), or a sandbox-shaped one when the settings control
 *   set `payment_provider_keys: sandbox` (apps then load PayPal's script, which a test stands in for; its
 *   approval is the same page's Pay).
 * - `createPaypalOrder`: an order for a booking made to be paid through PayPal (`provider: paypal`;
 *   any other booking is `not_found`) whose payment waits for the payer (`providerPayments.ts`), for its
 *   amount and currency (and the display currency's amount when it has one); each call is a new order.
 *   Its `approve_url` is the mock's approval page, which stands for PayPal's: Pay authorizes the payment
 *   as the 3-D Secure page's approve does, Fail refuses it as a failed authentication does (3006); both
 *   record the card the payer gave (PayPal's test Visa ending 1111), end the order (`completed`,
 *   `voided`) and return the payer to the order's `return_url` with PayPal's `token` and `PayerID`.
 *   Cancel leaves the order and the payment waiting, and returns to `cancel_url` with `token`.
 * - `validatePaypalCreditCard`: before the payer paid, the order is not valid yet (`challenge_required`);
 *   once paid it is, if the card meets the booking's card rules (`checkCardForPayment`). The page refuses
 *   a card that breaks them (the payment fails with the rule's code, as a failed authentication fails with
 *   3006), and the check then answers that code.
 */
import { MOCK_PAYPAL_CLIENT_ID, type components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, PaymentRow, PaypalOrderRow, ReservationRow, StoredCard } from '../db/rows';
import { ApiError } from '../http/errors';
import type { CurrencyCode } from '../lib/currencies';
import { formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { paymentProviderKeys } from '../hotel/widgetSettings';
import { shownCard } from './cards';
import { checkCardForPayment } from './cardPayment';
import { providerFailure, takesProvider, waitingCardPayment } from './providerPayments';
import { payAtProvider, withParams } from './providerPage';
import type { ProviderCheckout } from './providerPage';
import { settlePayments } from './reservationPayments';
import { PAYPAL_TRIGGER_PARAM } from './triggers';

type Schemas = components['schemas'];

// PayPal's client tokens last an hour.
const CLIENT_TOKEN_MS = 60 * 60_000;
/** The card a payer gives the mock's PayPal (PayPal's own test Visa). */
const PAYER_CARD: StoredCard = {
  card_brand: 'visa',
  card_last4: '1111',
  card_expiry_month: 12,
  card_expiry_year: 2030,
};
/** The refusals of a paid order's card that the card check answers (the contract's 402 and 422). */
const CARD_CHECK_REFUSALS = [
  '3006',
  '3005',
  'card_brand_not_allowed',
  'card_amount_limit_exceeded',
  'card_expires_before_checkout',
] as const;
/** Where the mock's PayPal approval page lies (`<path>/<order id>`). */
export const PAYPAL_APPROVAL_PATH = '/__staykit/paypal/checkout';

/**
 * Throws `not_found` for a hotel that does not pay through PayPal.
 *
 * @example
 * ```ts
 * requirePaypalGateway(tokyo); // throws not_found, until the settings control sets `gmo_paypal`
 * ```
 */
export function requirePaypalGateway(hotel: HotelRow): void {
  if (!takesProvider(hotel, 'paypal')) {
    throw new ApiError('not_found', { message: `${hotel.code} takes no payment through PayPal` });
  }
}

/**
 * What PayPal's JavaScript SDK needs for the hotel (see the module's rules).
 *
 * @example
 * ```ts
 * paypalClientCredential(hotel, undefined, clientSession).currency; // 'JPY'
 * ```
 */
export function paypalClientCredential(
  hotel: HotelRow,
  currency: CurrencyCode | undefined,
  clientSession: string,
): Schemas['PaypalClientCredential'] {
  requirePaypalGateway(hotel);
  const now = nowMillis();
  return {
    client_id:
      paymentProviderKeys(hotel.id) === 'sandbox' ? `sb-staykit-${hotel.code}` : MOCK_PAYPAL_CLIENT_ID,
    client_token: `mock_paypal_ct_${fingerprint(`${clientSession}:${now}`)}${fingerprint(`${now}:${hotel.id}`)}`,
    merchant_id: `MOCK${fingerprint(hotel.code).toUpperCase()}`,
    gateway: hotel.payment_gateway,
    environment: 'sandbox',
    intent: 'authorize',
    currency: currency ?? hotel.currency,
    expires_at: formatInstant(now + CLIENT_TOKEN_MS, hotel.utc_offset_minutes),
  };
}

/** What opening an order needs. */
export interface PaypalOrderStart {
  readonly hotel: HotelRow;
  readonly reservation: ReservationRow;
  readonly returnUrl: string | undefined;
  readonly cancelUrl: string | undefined;
  /** The mock's base URL, where its approval page lies. */
  readonly base: string;
}

function orderBody(order: PaypalOrderRow, payment: PaymentRow, base: string): Schemas['PaypalOrder'] {
  const offset = db.hotel.get(order.hotel_id)?.utc_offset_minutes ?? 540;
  return {
    id: order.id,
    status: order.status,
    reservation_number: order.reservation_number,
    amount: payment.amount,
    currency: payment.currency,
    ...(payment.mcp_currency !== null && payment.mcp_amount_cents !== null
      ? { mcp_amount: { cents: payment.mcp_amount_cents, currency: payment.mcp_currency } }
      : {}),
    approve_url: `${base}${PAYPAL_APPROVAL_PATH}/${order.id}`,
    created_at: formatInstant(order.created_at_ms, offset),
  };
}

/**
 * Opens a PayPal order for the reservation's waiting card payment (see the module's rules).
 *
 * @example
 * ```ts
 * openPaypalOrder({ hotel, reservation, returnUrl, cancelUrl, base }).approve_url; // 'http://127.0.0.1:4010/__staykit/paypal/checkout/PP…'
 * ```
 */
export function openPaypalOrder(start: PaypalOrderStart): Schemas['PaypalOrder'] {
  const { hotel, reservation } = start;
  requirePaypalGateway(hotel);
  paypalPayment(reservation);
  const payment = waitingCardPayment(reservation, 'PayPal');
  providerFailure(start.returnUrl, PAYPAL_TRIGGER_PARAM, 'PayPal');
  const now = nowMillis();
  const serial = `${reservation.number}:${db.paypalOrder.inserted + 1}:${now}`;
  const order = db.paypalOrder.insert({
    id: `PP${fingerprint(serial)}${fingerprint(`${serial}:order`)}`.toUpperCase(),
    reservation_number: reservation.number,
    hotel_id: hotel.id,
    status: 'created',
    return_url: start.returnUrl ?? null,
    cancel_url: start.cancelUrl ?? null,
    created_at_ms: now,
  });
  return orderBody(order, payment, start.base);
}

/**
 * The mock's PayPal approval page (`providerPage.ts`): an order the payer can answer while it is `created`
 * and its payment waits. Paying or failing ends the order (`completed`, `voided`) and returns the payer
 * to its `return_url` with PayPal's `token` and `PayerID`; Cancel and return leaves both waiting and
 * returns to `cancel_url` with `token`.
 *
 * @example
 * ```ts
 * const handlers = providerPageHandlers(paypalCheckout);
 * ```
 */
export const paypalCheckout: ProviderCheckout = {
  path: PAYPAL_APPROVAL_PATH,
  provider: 'PayPal',
  find(orderId) {
    settlePayments();
    const order = db.paypalOrder.get(orderId);
    if (order === undefined) return undefined;
    const payment = db.payment.get(order.reservation_number);
    return {
      reservationNumber: order.reservation_number,
      payment,
      waiting: order.status === 'created' && payment?.status === 'pre_3d_secure',
      paid: order.status === 'completed',
      answer(action) {
        if (action === 'cancel' || payment === undefined) {
          return withParams(order.cancel_url, { token: order.id });
        }
        const paid = payAtProvider(payment, action, PAYER_CARD);
        db.paypalOrder.update(order.id, { status: paid.status === 'authorized' ? 'completed' : 'voided' });
        return withParams(order.return_url, { token: order.id, PayerID: payerIdOf(order) });
      },
    };
  },
};

function payerIdOf(order: PaypalOrderRow): string {
  return `MOCK${fingerprint(`${order.id}:payer`).toUpperCase()}`;
}

/** The reservation's payment booked to be paid through PayPal, or `not_found`. */
function paypalPayment(reservation: ReservationRow): PaymentRow {
  const payment = db.payment.get(reservation.number);
  if (payment?.provider !== 'paypal') {
    throw new ApiError('not_found', {
      message: `${reservation.number} was not booked to be paid through PayPal`,
    });
  }
  return payment;
}

/**
 * Checks the card of a PayPal order (see the module's rules).
 *
 * @example
 * ```ts
 * validatePaypalCard(hotel, reservation, 'PP…').valid; // true once the payer paid
 * ```
 */
export function validatePaypalCard(
  hotel: HotelRow,
  reservation: ReservationRow,
  orderId: string,
): Schemas['PaypalCardValidation'] {
  requirePaypalGateway(hotel);
  const order = db.paypalOrder.get(orderId);
  if (order === undefined || order.reservation_number !== reservation.number || order.hotel_id !== hotel.id) {
    throw new ApiError('not_found', { message: `${reservation.number} has no PayPal order ${orderId}` });
  }
  const payment = paypalPayment(reservation);
  // A payment PayPal refused answers why: the card's authentication, or a card rule the card broke.
  const refused = CARD_CHECK_REFUSALS.find((code) => code === payment.failure_code);
  if (refused !== undefined) {
    throw new ApiError(refused, { message: 'PayPal refused the card: nothing was charged' });
  }
  // An order the payer never answered: not valid yet while its payment waits, and never once the payment
  // ended or was paid through another order.
  if (order.status === 'created' && payment.status !== 'pre_3d_secure') {
    throw new ApiError('not_found', { message: `PayPal order ${order.id} was not paid` });
  }
  if (order.status === 'created') {
    return {
      paypal_order_id: order.id,
      valid: false,
      liability_shift: 'unknown',
      authentication_status: 'challenge_required',
    };
  }
  if (order.status === 'voided' || payment.card === null) {
    throw new ApiError('not_found', { message: `PayPal order ${order.id} was not paid` });
  }
  const { card } = payment;
  checkCardForPayment(
    { brand: card.card_brand, expiryMonth: card.card_expiry_month, expiryYear: card.card_expiry_year },
    {
      hotel,
      amount: payment.amount,
      mcp: payment.mcp_currency ?? undefined,
      checkout: reservation.checkout_date,
    },
  );
  return {
    paypal_order_id: order.id,
    valid: true,
    card: shownCard(card),
    liability_shift: 'yes',
    enrollment_status: 'enrolled',
    authentication_status: 'successful',
  };
}
