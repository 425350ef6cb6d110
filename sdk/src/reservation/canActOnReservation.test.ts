import { describe, expect, it } from 'vitest';
import { canActOnReservation } from './canActOnReservation';
import type { ReservationHolder, ReservationViewer } from './canActOnReservation';

const member: ReservationHolder = { hotelId: 101, bookedBy: { kind: 'member', memberId: 58231 } };
const corporate: ReservationHolder = { hotelId: 101, bookedBy: { kind: 'corporate', organizationId: 345 } };
const guest: ReservationHolder = { hotelId: 101, bookedBy: { kind: 'guest' } };
const org = { id: 345, name: 'Demo Trading Co., Ltd.', display_name: 'Demo Trading', program_id: null };

const signedOut: ReservationViewer = { user: null, hotelId: 101 };
const owner: ReservationViewer = { user: { id: 58231, organization: null }, hotelId: 101 };
const otherMember: ReservationViewer = { user: { id: 777, organization: null }, hotelId: 101 };
const colleague: ReservationViewer = { user: { id: null, organization: org }, hotelId: 101 };
const otherOrg: ReservationViewer = { user: { id: null, organization: { ...org, id: 999 } }, hotelId: 101 };

describe('canActOnReservation: who may act on a reservation', () => {
  it.each([
    ['the same account on a member booking', member, owner, null],
    ['another account', member, otherMember, 'other_account'],
    ['the same account at another facility', member, { ...owner, hotelId: 202 }, 'other_facility'],
    ['a signed-out user on a member booking', member, signedOut, 'sign_in_required'],
    ['the same organization on a corporate booking', corporate, colleague, null],
    ['another organization', corporate, otherOrg, 'other_organization'],
    ['a member without the organization', corporate, owner, 'other_organization'],
    [
      'a member who is also in the organization',
      corporate,
      { ...owner, user: { id: 58231, organization: org } },
      null,
    ],
  ] as const)('%s: %s', (_who, holder, viewer, reason) => {
    const result = canActOnReservation(holder, viewer, 'update');
    expect(result?.reason ?? null).toBe(reason);
    if (result) expect(result.code).toBe('reservation_access_denied');
  });

  it('lets a guest booking be managed signed out, and asks a signed-in user to sign out', () => {
    expect(canActOnReservation(guest, signedOut, 'update')).toBeNull();
    expect(canActOnReservation(guest, owner, 'coupon')).toEqual({
      code: 'sign_out_required',
      reason: 'guest_booking',
    });
    expect(canActOnReservation(guest, colleague, 'cancel')).toEqual({
      code: 'sign_out_required',
      reason: 'guest_booking',
    });
  });

  it('opens receipt and cancellation signed out with the bypass token, but not update or coupon', () => {
    const fromLink = { ...signedOut, bypassToken: 'bp_9f8e7d6c5b4a' };
    expect(canActOnReservation(member, fromLink, 'receipt')).toBeNull();
    expect(canActOnReservation(member, fromLink, 'cancel')).toBeNull();
    expect(canActOnReservation(corporate, fromLink, 'cancel')).toBeNull();
    expect(canActOnReservation(member, fromLink, 'update')?.reason).toBe('sign_in_required');
    expect(canActOnReservation(member, { ...signedOut, bypassToken: '' }, 'receipt')?.reason).toBe(
      'sign_in_required',
    );
  });

  it('is no way round the sign-in rules when someone is signed in (the API answers by the user token)', () => {
    const otherWithLink = { ...otherMember, bypassToken: 'bp_9f8e7d6c5b4a' };
    expect(canActOnReservation(member, otherWithLink, 'cancel')?.reason).toBe('other_account');
    expect(canActOnReservation(member, otherWithLink, 'receipt')?.reason).toBe('other_account');
    // A guest booking: its receipt reads from the link, but cancelling asks the user to sign out.
    expect(canActOnReservation(guest, otherWithLink, 'receipt')).toBeNull();
    expect(canActOnReservation(guest, otherWithLink, 'cancel')?.code).toBe('sign_out_required');
    expect(canActOnReservation(guest, otherWithLink, 'coupon')?.code).toBe('sign_out_required');
  });
});
