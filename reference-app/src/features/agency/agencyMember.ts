import type { KeyValueStorage } from '../../lib/reachableStorage';

/**
 * A member signed in on the storefront at one hotel (`/ota-sign-in`): the user token its bookings there
 * carry, and the names and e-mail the checkout starts with.
 *
 * @example
 * ```ts
 * const member: AgencyMember = { token: 'ut_…', firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.com', name: 'Yamada Hanako' };
 * ```
 */
export interface AgencyMember {
  token: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
}

// Per hotel: a membership belongs to the hotel's programme, not to the storefront.
const KEY = 'staykit_agency_member_';

const isMember = (value: unknown): value is AgencyMember =>
  typeof value === 'object' &&
  value !== null &&
  ['token', 'name', 'firstName', 'lastName', 'email'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  );

/**
 * The member signed in at a hotel on this browser, or `null` (none, or storage that cannot be read).
 *
 * @example
 * ```ts
 * readAgencyMember(reachableStorage(() => localStorage), 101)?.name; // 'Yamada Hanako'
 * ```
 */
export function readAgencyMember(storage: KeyValueStorage, hotelId: number): AgencyMember | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(`${KEY}${hotelId}`) ?? 'null');
    return isMember(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the member signed in at a hotel.
 *
 * @example
 * ```ts
 * saveAgencyMember(storage, 101, member);
 * ```
 */
export function saveAgencyMember(storage: KeyValueStorage, hotelId: number, member: AgencyMember): void {
  storage.setItem(`${KEY}${hotelId}`, JSON.stringify(member));
}

/**
 * Signs the member out at a hotel, on this browser.
 *
 * @example
 * ```ts
 * forgetAgencyMember(storage, 101);
 * ```
 */
export function forgetAgencyMember(storage: KeyValueStorage, hotelId: number): void {
  storage.removeItem(`${KEY}${hotelId}`);
}

/**
 * The sign-in page for a hotel's members, coming back to `back` (a path of the storefront) once signed in.
 *
 * @example
 * ```ts
 * agencySignInPath(101, 'Demo Hotel Tokyo', '/reservation/guest-detail?…'); // '/ota-sign-in?hotel_id=101&…'
 * ```
 */
export function agencySignInPath(hotelId: number, hotelName: string, back: string): string {
  return `/ota-sign-in?${new URLSearchParams({ hotel_id: String(hotelId), hotel_name: hotelName, return: back }).toString()}`;
}

/**
 * Where the sign-in page may send the guest back: a path of the storefront (`/…`), never another site
 * (`//host`, `/\host`, `https:…`), else the home.
 *
 * @example
 * ```ts
 * storefrontPath('/reservation/guest-detail?x=1'); // '/reservation/guest-detail?x=1'
 * storefrontPath('//evil.example'); // '/'
 * ```
 */
export function storefrontPath(value: string | null): string {
  // A control character (a tab or line break a browser would drop) could turn a path into a host.
  const plain = value !== null && [...value].every((character) => character.charCodeAt(0) >= 0x20);
  return plain && value !== null && /^\/(?![/\\])/.test(value) ? value : '/';
}
