/**
 * Adyen Checkout sessions (`createAdyenPaymentSession`): the backend half of an Adyen payment, played by
 * the mock. A hotel on an Adyen gateway (`adyen_gmo`, `adyen_gmo_paypal`: demo-seoul) opens a session for
 * a reservation whose payment waits for the guest (`pre_3d_secure`): one booked to be paid through Adyen
 * (`provider: adyen`, no card yet), or a card payment waiting for 3-D Secure (not one booked for PayPal).
 * The amount is the payment's (in the display currency when it has one), in minor units; the merchant
 * reference is the reservation number with the attempt; the session lasts an hour, as Adyen's do. A
 * session made with `mode: hosted` has the `url` of the mock's stand-in for Adyen's hosted payment page
 * (`adyenCheckout`). An `embedded` one is for Adyen's Drop-in, which runs at Adyen: its client key is the
 * mock's own (`MOCK_ADYEN_CLIENT_KEY`: apps open a hosted session instead), or a sandbox-shaped one when
 * the settings control set `payment_provider_keys: sandbox`, for a test that stands in for Adyen; that
 * stand-in settles the payment through the same page, as Adyen's notification would. A hotel on another gateway is `not_found`; the payment's
 * own refusals, and the failures a `return_url` whose `adyen_trigger` names 3203, 3251, 3001 or 3011 asks
 * for, are `providerPayments.ts`'s.
 */
import { MOCK_ADYEN_CLIENT_KEY, type components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { AdyenSessionRow, HotelRow, ReservationRow, StoredCard } from '../db/rows';
import { ApiError } from '../http/errors';
import { decimalDigits } from '../lib/currencies';
import { formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { paymentProviderKeys } from '../hotel/widgetSettings';
import { payAtProvider, withParams } from './providerPage';
import type { ProviderCheckout } from './providerPage';
import { providerFailure, takesProvider, waitingCardPayment } from './providerPayments';
import { settlePayments } from './reservationPayments';
import { ADYEN_TRIGGER_PARAM } from './triggers';

type AdyenPaymentSession = components['schemas']['AdyenPaymentSession'];

// Adyen's sessions last an hour unless told otherwise.
const SESSION_MS = 60 * 60_000;
// The ISO codes of the seeded hotels' countries, for Adyen's `country_code` (which payment methods show).
const COUNTRY_CODES: Readonly<Record<string, string>> = { Japan: 'JP', 'South Korea': 'KR', Taiwan: 'TW' };
/** Where the mock's stand-in for Adyen's hosted payment page lies (`<path>/<session id>`). */
const ADYEN_PAGE_PATH = '/__staykit/adyen/checkout';
/** The card a payer gives the mock's Adyen page when the booking had none (Adyen's own test Visa). */
const PAYER_CARD: StoredCard = {
  card_brand: 'visa',
  card_last4: '1142',
  card_expiry_month: 3,
  card_expiry_year: 2030,
};
/** The sandbox-shaped client key the settings control's `payment_provider_keys: sandbox` asks for. */
const SANDBOX_ADYEN_CLIENT_KEY = 'test_STAYKITSANDBOXCLIENTKEY000000';

/** What opening a session needs. */
export interface AdyenSessionStart {
  readonly hotel: HotelRow;
  readonly reservation: ReservationRow;
  readonly returnUrl: string;
  readonly mode: AdyenSessionRow['mode'];
  /** The mock's base URL, where its stand-in for Adyen's hosted page lies. */
  readonly base: string;
}

/**
 * Throws `not_found` for a hotel that does not pay through Adyen (before its reservation is looked at).
 *
 * @example
 * ```ts
 * requireAdyenGateway(seoul); // passes
 * requireAdyenGateway(tokyo); // throws not_found
 * ```
 */
export function requireAdyenGateway(hotel: HotelRow): void {
  if (!takesProvider(hotel, 'adyen')) {
    throw new ApiError('not_found', { message: `${hotel.code} takes no payment through Adyen` });
  }
}

/**
 * Opens an Adyen session for the reservation's waiting card payment (see the module's rules).
 *
 * @example
 * ```ts
 * openAdyenSession({ hotel: seoul, reservation, returnUrl: 'https://book.example/return' }).reference; // 'SK2612010001-1'
 * ```
 */
export function openAdyenSession(start: AdyenSessionStart): AdyenPaymentSession {
  const { hotel, reservation, returnUrl } = start;
  requireAdyenGateway(hotel);
  const payment = waitingCardPayment(reservation, 'Adyen');
  if (payment.provider === 'paypal') {
    throw new ApiError('not_found', { message: `${reservation.number} is paid through PayPal` });
  }
  providerFailure(returnUrl, ADYEN_TRIGGER_PARAM, 'Adyen');
  const attempt = db.adyenSession.where('reservation_number', reservation.number).length + 1;
  const now = nowMillis();
  const reference = `${reservation.number}-${attempt}`;
  const countryCode = Object.hasOwn(COUNTRY_CODES, hotel.country) ? COUNTRY_CODES[hotel.country] : undefined;
  const row = db.adyenSession.insert({
    id: `CS${fingerprint(`${reference}:${now}`).toUpperCase()}`,
    reservation_number: reservation.number,
    hotel_id: hotel.id,
    attempt,
    return_url: returnUrl,
    mode: start.mode,
    status: 'open',
    created_at_ms: now,
    expires_at_ms: now + SESSION_MS,
  });
  const amount =
    payment.mcp_currency !== null && payment.mcp_amount_cents !== null
      ? { cents: payment.mcp_amount_cents, currency: payment.mcp_currency }
      : {
          cents: Math.round(payment.amount * 10 ** decimalDigits(payment.currency)),
          currency: payment.currency,
        };
  return {
    id: row.id,
    session_data: `Ab02b4c0!mock.${fingerprint(`${row.id}:data`)}`,
    client_key:
      paymentProviderKeys(hotel.id) === 'sandbox' ? SANDBOX_ADYEN_CLIENT_KEY : MOCK_ADYEN_CLIENT_KEY,
    environment: 'test',
    amount,
    reference,
    return_url: returnUrl,
    ...(start.mode === 'hosted' ? { url: `${start.base}${ADYEN_PAGE_PATH}/${row.id}` } : {}),
    ...(countryCode === undefined ? {} : { country_code: countryCode }),
    gateway: hotel.payment_gateway,
    expires_at: formatInstant(row.expires_at_ms, hotel.utc_offset_minutes),
  };
}

/**
 * The mock's stand-in for Adyen's hosted payment page (`providerPage.ts`), for a session made with
 * `mode: hosted` (and, for a test standing in for Adyen, for what Drop-in did with an `embedded` one):
 * the payer can answer while the session is open and its payment waits. Paying or failing
 * ends the session (`completed`, `refused`); every answer returns the payer to the session's `return_url`
 * with Adyen's `sessionId` and `sessionResult` (Cancel and return leaves the payment waiting).
 *
 * @example
 * ```ts
 * const handlers = providerPageHandlers(adyenCheckout);
 * ```
 */
export const adyenCheckout: ProviderCheckout = {
  path: ADYEN_PAGE_PATH,
  provider: 'Adyen',
  find(sessionId) {
    settlePayments();
    const session = db.adyenSession.get(sessionId);
    // An embedded session's payment is Drop-in's: only a test standing in for Adyen (sandbox keys) settles it here.
    if (session === undefined) return undefined;
    if (session.mode === 'embedded' && paymentProviderKeys(session.hotel_id) !== 'sandbox') return undefined;
    const payment = db.payment.get(session.reservation_number);
    return {
      reservationNumber: session.reservation_number,
      payment,
      waiting:
        session.status === 'open' &&
        payment?.status === 'pre_3d_secure' &&
        nowMillis() < session.expires_at_ms,
      paid: session.status === 'completed',
      answer(action) {
        if (action !== 'cancel' && payment !== undefined) {
          const paid = payAtProvider(payment, action, PAYER_CARD);
          db.adyenSession.update(session.id, {
            status: paid.status === 'authorized' ? 'completed' : 'refused',
          });
        }
        return withParams(session.return_url, {
          sessionId: session.id,
          sessionResult: `mock_sr_${fingerprint(`${session.id}:${action}`)}`,
        });
      },
    };
  },
};
