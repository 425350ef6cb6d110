import type { Locale } from '../locale/locales';

/**
 * A hotel's address as the API sends it (`getHotelInfo`: post_code, full_address, country).
 *
 * @example
 * ```ts
 * const address: PostalAddress = { post_code: '100-0005', full_address: '1-1 Marunouchi, Tokyo', country: 'Japan' };
 * ```
 */
export interface PostalAddress {
  readonly post_code?: string | null;
  readonly full_address?: string | null;
  readonly country?: string | null;
}

/**
 * The full address on one line (as `getHotelInfo`'s description asks): the non-empty parts joined with ", ";
 * for Japanese (`ja`) the post code comes first, otherwise it follows the address and precedes the country.
 * Parts are trimmed, and a blank part is dropped so no ", ," appears.
 *
 * @example
 * ```ts
 * const address = { post_code: '100-0005', full_address: '1-1 Marunouchi, Tokyo', country: 'Japan' };
 * formatAddress(address, 'ja'); // '100-0005, 1-1 Marunouchi, Tokyo, Japan'
 * formatAddress(address, 'en'); // '1-1 Marunouchi, Tokyo, 100-0005, Japan'
 * ```
 */
export function formatAddress(address: PostalAddress, locale: Locale): string {
  const postCode = address.post_code?.trim() ?? '';
  const fullAddress = address.full_address?.trim() ?? '';
  const country = address.country?.trim() ?? '';
  const ordered = locale === 'ja' ? [postCode, fullAddress, country] : [fullAddress, postCode, country];
  return ordered.filter((part) => part !== '').join(', ');
}
