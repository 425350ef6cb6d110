/**
 * Adyen Checkout sessions (`createAdyenPaymentSession`): the backend half of an Adyen payment, played by
 * the mock. A hotel on an Adyen gateway (`adyen_gmo`, `adyen_gmo_paypal`: demo-seoul) opens a session for
 * a reservation whose card payment waits for the guest (`pre_3d_secure`): the amount is the payment's
 * (in the display currency when it has one), in minor units; the merchant reference is the reservation
 * number with the attempt; the session lasts an hour, as Adyen's do. What Adyen's Drop-in does with it
 * runs at Adyen: in the mock the payment still settles through its 3-D Secure page. A hotel on another
 * gateway is `not_found`; the payment's own refusals, and the failures a `return_url` whose
 * `adyen_trigger` names 3203, 3251, 3001 or 3011 asks for, are `providerPayments.ts`'s.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, ReservationRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { decimalDigits } from '../lib/currencies';
import { formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { providerFailure, waitingCardPayment } from './providerPayments';
import { ADYEN_TRIGGER_PARAM } from './triggers';

type AdyenPaymentSession = components['schemas']['AdyenPaymentSession'];

const ADYEN_GATEWAYS: ReadonlySet<HotelRow['payment_gateway']> = new Set(['adyen_gmo', 'adyen_gmo_paypal']);
// Adyen's sessions last an hour unless told otherwise.
const SESSION_MS = 60 * 60_000;
// The ISO codes of the seeded hotels' countries, for Adyen's `country_code` (which payment methods show).
const COUNTRY_CODES: Readonly<Record<string, string>> = { Japan: 'JP', 'South Korea': 'KR', Taiwan: 'TW' };
/** The mock's public client key (Adyen's test keys start `test_`). */
export const MOCK_ADYEN_CLIENT_KEY = 'test_STAYKITMOCKCLIENTKEY0000000000';

/** What opening a session needs. */
export interface AdyenSessionStart {
  readonly hotel: HotelRow;
  readonly reservation: ReservationRow;
  readonly returnUrl: string;
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
  if (!ADYEN_GATEWAYS.has(hotel.payment_gateway)) {
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
  if (payment.provider !== null) {
    throw new ApiError('not_found', { message: `${reservation.number} is paid through ${payment.provider}` });
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
    client_key: MOCK_ADYEN_CLIENT_KEY,
    environment: 'test',
    amount,
    reference,
    return_url: returnUrl,
    ...(countryCode === undefined ? {} : { country_code: countryCode }),
    gateway: hotel.payment_gateway,
    expires_at: formatInstant(row.expires_at_ms, hotel.utc_offset_minutes),
  };
}
