/**
 * The booking whose card payment went to the issuer's 3-D Secure page, kept in the tab's session storage
 * until the guest comes back (`/reservation/three-d-secure`): its number, hotel and link token, never card
 * data.
 *
 * @example
 * ```ts
 * const pending: AgencyPendingPayment = { number: 'SK2612120001', hotelId: 132, token: 'bp_x' };
 * ```
 */
export interface AgencyPendingPayment {
  number: string;
  hotelId: number;
  /** The booking's bypass token: the guest's proof of it ('' when none came back). */
  token: string;
}

const KEY = 'staykit_agency_pending_payment';

/**
 * Keeps the booking waiting for 3-D Secure.
 *
 * @example
 * ```ts
 * savePendingPayment(sessionStorage, { number: 'SK2612120001', hotelId: 132, token: 'bp_x' });
 * ```
 */
export function savePendingPayment(storage: Pick<Storage, 'setItem'>, pending: AgencyPendingPayment): void {
  storage.setItem(KEY, JSON.stringify(pending));
}

/**
 * The booking waiting for 3-D Secure, or null when there is none or the stored value is not one.
 *
 * @example
 * ```ts
 * readPendingPayment(sessionStorage)?.number; // 'SK2612120001'
 * ```
 */
export function readPendingPayment(storage: Pick<Storage, 'getItem'>): AgencyPendingPayment | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    if (!('number' in value) || !('hotelId' in value) || !('token' in value)) return null;
    const { number, hotelId, token } = value;
    return typeof number === 'string' && typeof hotelId === 'number' && typeof token === 'string'
      ? { number, hotelId, token }
      : null;
  } catch {
    return null;
  }
}
