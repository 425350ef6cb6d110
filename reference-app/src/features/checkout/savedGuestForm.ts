import type { components, GuestDetailsInput, GuestNames } from '@staykit/sdk';

type MemberProfile = components['schemas']['MemberProfile'];
import { guestFormKey as keyOf, type FormStorage } from './clearGuestForm';

/** How long a typed guest form survives a reload (docs/widget.md#checkout: 10 minutes). */
export const GUEST_FORM_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Keeps the typed guest form for ten minutes, per hotel, in this tab only. Only the guest fields are
 * kept: card data never goes through this form (it goes to the payment gateway alone).
 *
 * @example
 * ```ts
 * saveGuestForm(sessionStorage, 'demo-tokyo', { last_name: 'Yamada' }, new Date());
 * ```
 */
export function saveGuestForm(
  storage: FormStorage,
  hotelCode: string,
  values: GuestDetailsInput,
  now: Date,
): void {
  try {
    storage.setItem(keyOf(hotelCode), JSON.stringify({ savedAt: now.getTime(), values }));
  } catch {
    // Keeping the form is a convenience.
  }
}

/**
 * The guest form kept for the hotel in the last ten minutes, or `{}` (an expired or unreadable one is
 * removed).
 *
 * @example
 * ```ts
 * loadGuestForm(sessionStorage, 'demo-tokyo', new Date()).last_name; // 'Yamada'
 * ```
 */
export function loadGuestForm(storage: FormStorage, hotelCode: string, now: Date): GuestDetailsInput {
  try {
    const stored = JSON.parse(storage.getItem(keyOf(hotelCode)) ?? 'null') as {
      savedAt?: unknown;
      values?: unknown;
    } | null;
    if (stored === null) return {};
    const fresh =
      typeof stored.savedAt === 'number' && now.getTime() - stored.savedAt < GUEST_FORM_LIFETIME_MS;
    if (fresh && typeof stored.values === 'object' && stored.values !== null)
      return stored.values as GuestDetailsInput;
    storage.removeItem(keyOf(hotelCode));
  } catch {
    // An unreadable entry is as good as none.
  }
  return {};
}

/**
 * What a signed-in member's guest details start with: their names, and from their profile (when it could
 * be read) their e-mail, phone and address.
 *
 * @example
 * ```ts
 * const member: MemberDetails = { first_name: 'Hanako', last_name: 'Yamada', profile: { phone: '+819011112222' } };
 * ```
 */
export interface MemberDetails extends GuestNames {
  profile?: Partial<
    Pick<MemberProfile, 'email' | 'phone' | 'post_code' | 'prefecture' | 'address' | 'building_name'>
  >;
}

// The profile's fields by the guest form's names.
const FROM_PROFILE = [
  ['email', 'email'],
  ['email_confirmation', 'email'],
  ['phone', 'phone'],
  ['postal_code', 'post_code'],
  ['prefecture_or_state', 'prefecture'],
  ['street_address', 'address'],
  ['building_name_and_number', 'building_name'],
] as const;

/**
 * What the guest details start with: a signed-in member's names, e-mail, phone and address (those the
 * profile has), under the form kept in the last ten minutes, so what the guest typed wins over the profile.
 *
 * @example
 * ```ts
 * startGuestForm(sessionStorage, 'demo-tokyo', new Date(), { first_name: 'Hanako', last_name: 'Yamada' });
 * // { first_name: 'Hanako', last_name: 'Yamada' } when nothing was kept
 * ```
 */
export function startGuestForm(
  storage: FormStorage,
  hotelCode: string,
  now: Date,
  member: MemberDetails | undefined,
): GuestDetailsInput {
  const fromProfile: Record<string, string> = {};
  for (const field of ['last_name', 'first_name', 'last_name_kana', 'first_name_kana'] as const) {
    const name = member?.[field]?.trim();
    if (name) fromProfile[field] = name;
  }
  for (const [field, source] of FROM_PROFILE) {
    const value = member?.profile?.[source]?.trim();
    if (value) fromProfile[field] = value;
  }
  return { ...fromProfile, ...loadGuestForm(storage, hotelCode, now) };
}
