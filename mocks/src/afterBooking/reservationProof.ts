/**
 * The guest's proof (`email`, `bypass_token`) in the query of the after-booking operations whose contract
 * documents no 410: reading what may change, changing the stay, the guest details and the answers to the
 * reservation's questions. There the expired confirmation link (`bp_expired_link`) is only a token that
 * opens nothing — 403 `reservation_access_denied` from {@link reservationFor} — where cancelling and the
 * receipt answer 410 `1250`.
 */
import { readGuestProof, type GuestProof } from './access';

/**
 * Reads `email` and `bypass_token` of the query and finishes the reader: a bad value is a 422 `1000`
 * naming it; no token is refused here for having expired.
 *
 * @example
 * ```ts
 * const proof = readReservationProof(query);
 * const row = reservationFor(request, hotel, number, proof, 'act');
 * ```
 */
export function readReservationProof(query: URLSearchParams): GuestProof {
  return readGuestProof(query, undefined, { expiredLinkIsGone: false });
}
