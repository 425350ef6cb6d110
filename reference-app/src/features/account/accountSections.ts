import type { MemberKey } from '../../i18n/messages';

/**
 * A part of the member's account (`/my-account/<section>`; `/my-account` is the profile).
 *
 * @example
 * ```ts
 * const section: AccountSection = 'points';
 * ```
 */
export type AccountSection = 'profile' | 'reservations' | 'points' | 'payment-options' | 'promotions';

/** The sections in the order the account's navigation shows them, with their names. */
export const ACCOUNT_SECTIONS: readonly (readonly [AccountSection, MemberKey])[] = [
  ['profile', 'accountSectionProfile'],
  ['reservations', 'accountSectionReservations'],
  ['points', 'accountSectionPoints'],
  ['payment-options', 'accountSectionPaymentOptions'],
  ['promotions', 'accountSectionPromotions'],
];

/**
 * The section an address names, or `null` for one the account does not have.
 *
 * @example
 * ```ts
 * accountSection(undefined); // 'profile'
 * accountSection('points'); // 'points'
 * accountSection('cards'); // null
 * ```
 */
export function accountSection(segment: string | undefined): AccountSection | null {
  if (segment === undefined) return 'profile';
  return ACCOUNT_SECTIONS.find(([section]) => section === segment)?.[0] ?? null;
}

/**
 * The address of an account section with the hotel's code and any other query (a tab, a filter).
 *
 * @example
 * ```ts
 * accountPath('reservations', 'demo-tokyo', { status: 'completed' });
 * // '/my-account/reservations?hotel_code=demo-tokyo&status=completed'
 * ```
 */
export function accountPath(
  section: AccountSection,
  hotelCode: string,
  query: Readonly<Record<string, string>> = {},
): string {
  const path = section === 'profile' ? '/my-account' : `/my-account/${section}`;
  return `${path}?${new URLSearchParams({ hotel_code: hotelCode, ...query }).toString()}`;
}
