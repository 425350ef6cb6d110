import type { components } from '../generated/openapi';

/**
 * Who booked a reservation and where: the facility that holds it, and whether it is a member's, a corporate
 * or a guest booking. The contract's `Reservation` does not say who booked it, so the app supplies it from
 * where it found the reservation: the signed-in member's or organization's reservation list, or a guest
 * lookup by number and e-mail.
 *
 * @example
 * ```ts
 * const holder: ReservationHolder = { hotelId: 101, bookedBy: { kind: 'member', memberId: 58231 } };
 * ```
 */
export interface ReservationHolder {
  /** The facility (hotel id) that holds the reservation. */
  readonly hotelId: number;
  readonly bookedBy:
    | { readonly kind: 'member'; readonly memberId: number }
    | { readonly kind: 'corporate'; readonly organizationId: number }
    | { readonly kind: 'guest' };
}

/**
 * Who is trying to act: the signed-in user (the contract's `User`, `null` when signed out), the facility
 * the widget (and so the sign-in) belongs to, and the `bypass_token` of a confirmation link if the page
 * was opened from one.
 *
 * @example
 * ```ts
 * const viewer: ReservationViewer = { user: null, hotelId: 101, bypassToken: 'bp_9f8e7d6c' };
 * ```
 */
export interface ReservationViewer {
  readonly user: Pick<components['schemas']['User'], 'id' | 'organization'> | null;
  /** The facility the user is signed in at (the widget's hotel). */
  readonly hotelId: number;
  /** The confirmation link's `bypass_token`, if any. */
  readonly bypassToken?: string | null;
}

/**
 * What the viewer wants to do with the reservation: update it, cancel it, apply a coupon to it, or read its
 * receipt (receipt and cancellation also from a confirmation link).
 *
 * @example
 * ```ts
 * const action: ReservationAction = 'cancel';
 * ```
 */
export type ReservationAction = 'update' | 'cancel' | 'coupon' | 'receipt';

/**
 * A refusal of {@link canActOnReservation}: the catalogue code of the warning to show and which rule failed.
 *
 * @example
 * ```ts
 * const refusal: ReservationActorProblem = { code: 'reservation_access_denied', reason: 'other_facility' };
 * ```
 */
export type ReservationActorProblem =
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], 'reservation_access_denied'>;
      readonly reason: 'sign_in_required' | 'other_account' | 'other_organization' | 'other_facility';
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], 'sign_out_required'>;
      /** A guest booking: the signed-in user must sign out first (the product asks them to). */
      readonly reason: 'guest_booking';
    };

/**
 * Whether the viewer may act on the reservation: `null` when allowed, else the refusal (docs/rules.md, "Who
 * may act on a reservation"; the contract states the same on `updateReservation` and `cancelReservation`). In
 * this order:
 *
 * 1. A guest booking: allowed signed out; signed in (an `id` or an `organization`) is `sign_out_required`,
 *    but for reading the `receipt` from the confirmation link (only changes need the sign-out).
 * 2. A member or corporate booking signed out: allowed for `receipt` and `cancel` with a `bypassToken`
 *    (non-empty; the confirmation link went to the booker, and the API checks the token itself: an expired
 *    one answers 1250), else `reservation_access_denied` (`sign_in_required`). Signed in, the link is no
 *    way round the sign-in rules below: the API answers by the user token.
 * 3. Another facility: `other_facility`; then another member id (`other_account`) or organization
 *    (`other_organization`). A user who is member and corporate at once matches either kind of booking
 *    by the matching part.
 *
 * @param holder - who booked the reservation, and at which facility.
 * @param viewer - who is acting.
 * @param action - what they want to do; `update` and `coupon` always need the matching sign-in.
 * @example
 * ```ts
 * // A member booking, another account signed in at the same hotel.
 * canActOnReservation(
 *   { hotelId: 101, bookedBy: { kind: 'member', memberId: 58231 } },
 *   { user: { id: 777, organization: null }, hotelId: 101 },
 *   'update',
 * ); // { code: 'reservation_access_denied', reason: 'other_account' }
 * // A guest booking while signed in.
 * canActOnReservation({ hotelId: 101, bookedBy: { kind: 'guest' } }, { user: { id: 777, organization: null }, hotelId: 101 }, 'cancel');
 * // { code: 'sign_out_required', reason: 'guest_booking' }
 * ```
 */
export function canActOnReservation(
  holder: ReservationHolder,
  viewer: ReservationViewer,
  action: ReservationAction,
): ReservationActorProblem | null {
  const user = viewer.user;
  const signedIn = user !== null && (isId(user.id) || Boolean(user.organization));
  const fromLink = Boolean(viewer.bypassToken);
  const booked = holder.bookedBy;
  if (booked.kind === 'guest') {
    if (!signedIn || (fromLink && action === 'receipt')) return null;
    return { code: 'sign_out_required', reason: 'guest_booking' };
  }
  if (user === null || !signedIn) {
    if (fromLink && (action === 'receipt' || action === 'cancel')) return null;
    return { code: 'reservation_access_denied', reason: 'sign_in_required' };
  }
  if (viewer.hotelId !== holder.hotelId)
    return { code: 'reservation_access_denied', reason: 'other_facility' };
  if (booked.kind === 'member' && user.id !== booked.memberId) {
    return { code: 'reservation_access_denied', reason: 'other_account' };
  }
  if (booked.kind === 'corporate' && user.organization?.id !== booked.organizationId) {
    return { code: 'reservation_access_denied', reason: 'other_organization' };
  }
  return null;
}

function isId(value: number | null | undefined): boolean {
  return value !== null && value !== undefined;
}
