/**
 * What the payment providers a hotel may pay through beside its card gateway (Adyen, PayPal) share in
 * the mock. Both take over the card payment a booking left waiting for the guest (`pre_3d_secure`): a
 * payment already made or being made is 3016; a reservation without a card payment waiting (paid at the
 * hotel, failed or cancelled) is `not_found`. And both fail as a trigger on the `return_url` the client
 * gives asks (docs/mock-triggers.md).
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import type { HotelRow, PaymentRow, ReservationRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { PROVIDER_FAILURE_CODES } from './triggers';

type PaymentProvider = components['schemas']['PaymentProvider'];

// The gateways each provider pays through.
const GATEWAYS: Readonly<Record<PaymentProvider, ReadonlySet<HotelRow['payment_gateway']>>> = {
  paypal: new Set(['gmo_paypal', 'paygent_paypal', 'adyen_gmo_paypal']),
  adyen: new Set(['adyen_gmo', 'adyen_gmo_paypal']),
};

/**
 * Whether the hotel's gateway takes a provider: PayPal for `gmo_paypal`, `paygent_paypal` and
 * `adyen_gmo_paypal`; Adyen for `adyen_gmo` and `adyen_gmo_paypal`.
 *
 * @example
 * ```ts
 * takesProvider(seoul, 'adyen'); // true
 * takesProvider(tokyo, 'paypal'); // false, until the settings control sets `gmo_paypal`
 * ```
 */
export function takesProvider(hotel: Pick<HotelRow, 'payment_gateway'>, provider: PaymentProvider): boolean {
  return GATEWAYS[provider].has(hotel.payment_gateway);
}

/**
 * The card payment of a reservation that waits for the guest, or the refusal (see the module's rules).
 *
 * @example
 * ```ts
 * waitingCardPayment(reservation, 'PayPal').status; // 'pre_3d_secure'
 * ```
 */
export function waitingCardPayment(reservation: ReservationRow, provider: string): PaymentRow {
  const payment = db.payment.get(reservation.number);
  if (!payment || payment.status === 'failed' || payment.status === 'cancelled') {
    throw new ApiError('not_found', { message: `${reservation.number} has no card payment waiting` });
  }
  if (payment.status !== 'pre_3d_secure') {
    throw new ApiError('3016', {
      message: `The payment of ${reservation.number} is already made or being made: nothing is left to pay through ${provider}`,
    });
  }
  return payment;
}

/**
 * Throws the provider failure a URL's trigger parameter asks for (`adyen_trigger=3203`); nothing for
 * any other URL.
 *
 * @example
 * ```ts
 * providerFailure('https://book.example/return?paypal_trigger=3001', 'paypal_trigger', 'PayPal'); // throws 3001
 * ```
 */
export function providerFailure(url: string | undefined, param: string, provider: string): void {
  if (url === undefined) return;
  const asked = new URL(url).searchParams.get(param);
  const code = PROVIDER_FAILURE_CODES.find((candidate) => candidate === asked);
  if (code !== undefined) throw new ApiError(code, { message: `${provider} answered ${code} (trigger)` });
}
