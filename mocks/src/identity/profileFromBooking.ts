/**
 * A booking's `update_profile` (the contract's `CreateReservationRequest`): the booker's names, phone and
 * address copied to the signed-in member's profile, when the member may change it (`mayUpdateProfile`, as
 * `updateMembership` asks). The login e-mail is not copied: changing it needs its own confirmation. A
 * value the profile cannot hold as given (a postal code over its 10 characters) leaves that field as it
 * was; the booking itself never fails for the profile.
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import { PHONE, POSTAL_CODE } from '../http/fieldPatterns';
import { mayUpdateProfile } from './members';

type Guest = components['schemas']['ReservationGuestInput'];

const fits = (value: string | undefined, max: number, pattern?: RegExp): value is string =>
  value !== undefined && value !== '' && value.length <= max && (pattern?.test(value) ?? true);

/**
 * Copies the booker's details to the member's profile (see the file's note).
 *
 * @example
 * ```ts
 * if (input.updateProfile && booker.memberId !== null) copyBookerToProfile(booker.memberId, input.guest);
 * ```
 */
export function copyBookerToProfile(memberId: number, guest: Guest): void {
  const member = db.member.get(memberId);
  if (!member || member.corporate_only || !mayUpdateProfile(member)) return;
  const details = { ...member.details };
  if (fits(guest.phone, 20, PHONE) && guest.phone.length >= 3) details.phone = guest.phone;
  if (fits(guest.postal_code, 10, POSTAL_CODE)) details.post_code = guest.postal_code;
  if (fits(guest.prefecture_or_state, 100)) details.prefecture = guest.prefecture_or_state;
  if (fits(guest.street_address, 255)) details.address = guest.street_address;
  if (fits(guest.building_name_and_number, 255)) details.building_name = guest.building_name_and_number;
  db.member.update(member.id, {
    first_name: guest.first_name,
    last_name: guest.last_name,
    ...(guest.first_name_kana ? { first_name_kana: guest.first_name_kana } : {}),
    ...(guest.last_name_kana ? { last_name_kana: guest.last_name_kana } : {}),
    details,
  });
}
