import type { components } from '@staykit/sdk';
import type { FormStorage } from './clearGuestForm';

type Reservation = components['schemas']['Reservation'];

/**
 * A booking waiting for its 3-D Secure outcome: what the return route needs to finish it (the guest's
 * browser has been on the card issuer's page meanwhile).
 *
 * @example
 * ```ts
 * const pending: PendingPayment = { reservationNumber: 'SK2612010001', email: 'h@example.com', token: 'bt_x' };
 * ```
 */
export interface PendingPayment {
  reservationNumber: string;
  email: string;
  token: string;
}

const keyOf = (hotelCode: string) => `staykit.pendingPayment.${hotelCode}`;

/**
 * The message a 3-D Secure return page in a new tab sends the widget that opened it: the address's query,
 * which carries the issuer's outcome. Posted to the widget's own origin only.
 *
 * @example
 * ```ts
 * opener.postMessage({ type: THREE_D_SECURE_RETURN_MESSAGE, search: '?outcome=approved' }, location.origin);
 * ```
 */
export const THREE_D_SECURE_RETURN_MESSAGE = 'staykit:three-d-secure-return';

/** The widget's answer to that message, once it has the outcome: only then does the tab close. */
export const THREE_D_SECURE_RECEIVED_MESSAGE = 'staykit:three-d-secure-received';

/**
 * The page that waits for a booking's 3-D Secure step: without the issuer's outcome in its address, it
 * watches the payment (and, in a frame, opens the issuer's page in a new tab).
 *
 * @example
 * ```ts
 * threeDSecureWaitingPath('demo-tokyo', 'en'); // '/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en'
 * ```
 */
export function threeDSecureWaitingPath(hotelCode: string, locale: string): string {
  return `/reservation/three-d-secure?${new URLSearchParams({ hotel_code: hotelCode, locale }).toString()}`;
}

/**
 * Where a finished booking shows (docs/widget.md#screens: `/reservation/confirmation/{n}` reads `email` and `bypass_token`);
 * `flow=short` when the booking had no payment step.
 *
 * @example
 * ```ts
 * confirmationPath({ reservation_number: 'SK2612010001', email: 'h@example.com', token: 'bt_x' }, 'demo-tokyo', 'en');
 * // '/reservation/confirmation/SK2612010001?hotel_code=demo-tokyo&locale=en&email=h%40example.com&bypass_token=bt_x'
 * ```
 */
export function confirmationPath(
  reservation: Pick<Reservation, 'reservation_number' | 'email' | 'token'>,
  hotelCode: string,
  locale: string,
  shortFlow = false,
): string {
  const query = new URLSearchParams({ hotel_code: hotelCode, locale });
  // The confirmation shows the same steps the guest went through (docs/widget.md#checkout: the shorter flow).
  if (shortFlow) query.set('flow', 'short');
  if (reservation.email) query.set('email', reservation.email);
  if (reservation.token) query.set('bypass_token', reservation.token);
  return `/reservation/confirmation/${encodeURIComponent(reservation.reservation_number)}?${query.toString()}`;
}

/**
 * Keeps the booking that went to 3-D Secure, in this tab only (the return URL carries no reservation), and
 * answers it: a framed widget also hands it to its waiting page in the navigation's state, where the
 * browser refuses the frame its storage.
 *
 * @example
 * ```ts
 * const pending = rememberPendingPayment(sessionStorage, 'demo-tokyo', reservation);
 * ```
 */
export function rememberPendingPayment(
  storage: FormStorage,
  hotelCode: string,
  reservation: Pick<Reservation, 'reservation_number' | 'email' | 'token'>,
): PendingPayment {
  const pending: PendingPayment = {
    reservationNumber: reservation.reservation_number,
    email: reservation.email ?? '',
    token: reservation.token ?? '',
  };
  try {
    storage.setItem(keyOf(hotelCode), JSON.stringify(pending));
  } catch {
    // Without it the return route sends the guest to find the reservation by number and e-mail.
  }
  return pending;
}

/**
 * A pending payment read back from what was kept (storage, or a navigation's state), or null when it is not
 * one.
 *
 * @example
 * ```ts
 * asPendingPayment(location.state?.pendingPayment); // PendingPayment or null
 * ```
 */
export function asPendingPayment(value: unknown): PendingPayment | null {
  if (typeof value !== 'object' || value === null) return null;
  const number: unknown = Reflect.get(value, 'reservationNumber');
  const email: unknown = Reflect.get(value, 'email');
  const token: unknown = Reflect.get(value, 'token');
  if (typeof number !== 'string' || number === '') return null;
  return {
    reservationNumber: number,
    email: typeof email === 'string' ? email : '',
    token: typeof token === 'string' ? token : '',
  };
}

/**
 * The booking that went to 3-D Secure from this tab, or null.
 *
 * @example
 * ```ts
 * readPendingPayment(sessionStorage, 'demo-tokyo')?.reservationNumber; // 'SK2612010001'
 * ```
 */
export function readPendingPayment(storage: FormStorage, hotelCode: string): PendingPayment | null {
  try {
    return asPendingPayment(JSON.parse(storage.getItem(keyOf(hotelCode)) ?? 'null'));
  } catch {
    return null;
  }
}
