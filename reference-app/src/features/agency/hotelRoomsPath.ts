import type { components } from '@staykit/sdk';

type Interpretation = components['schemas']['AgencySearchInterpretation'];

/**
 * A hotel's rooms in the storefront (`/hotels/{code}`), for the stay and adults the search read, so the
 * guest does not enter them again.
 *
 * @example
 * ```ts
 * hotelRoomsPath('demo-hakone-onsen', { checkin_date: '2026-12-12', checkout_date: '2026-12-13', adults: 2 });
 * // '/hotels/demo-hakone-onsen?checkin=2026-12-12&checkout=2026-12-13&adults=2'
 * ```
 */
export function hotelRoomsPath(hotelCode: string, stay: Interpretation | undefined): string {
  const query = new URLSearchParams();
  if (stay?.checkin_date && stay.checkout_date) {
    query.set('checkin', stay.checkin_date);
    query.set('checkout', stay.checkout_date);
  }
  if (stay?.adults !== undefined) query.set('adults', String(stay.adults));
  const search = query.toString();
  return `/hotels/${encodeURIComponent(hotelCode)}${search ? `?${search}` : ''}`;
}
