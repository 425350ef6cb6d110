import { toSearchQueryString, type components } from '@staykit/sdk';

type Interpretation = components['schemas']['AgencySearchInterpretation'];

/**
 * Where a hotel's rooms open from the storefront: the booking widget's results for that hotel, in the
 * guest's language (the widget keeps it when the hotel books in it), with the stay and guests the search
 * read, so the guest does not enter them again. The widget asks for the children's ages itself: a count
 * alone cannot price them.
 *
 * @example
 * ```ts
 * hotelRoomsPath('demo-hakone-onsen', 'en', { checkin_date: '2026-12-12', checkout_date: '2026-12-13', adults: 2 });
 * // '/booking/result?hotel_code=demo-hakone-onsen&locale=en&checkin=2026-12-12&checkout=2026-12-13&adults=2'
 * ```
 */
export function hotelRoomsPath(hotelCode: string, locale: string, stay: Interpretation | undefined): string {
  const query = toSearchQueryString({
    hotel_code: hotelCode,
    locale,
    checkin: stay?.checkin_date,
    checkout: stay?.checkout_date,
    adults: stay?.adults,
    room_count: stay?.room_count && stay.room_count > 1 ? stay.room_count : undefined,
  });
  return `/booking/result?${query}`;
}

/**
 * `hotelRoomsPath` at the booking widget's address ('' when the widget is on the same site).
 *
 * @example
 * ```ts
 * hotelRoomsHref('https://book.example.com', 'demo-tokyo', 'en', undefined);
 * // 'https://book.example.com/booking/result?hotel_code=demo-tokyo&locale=en'
 * ```
 */
export function hotelRoomsHref(
  widgetUrl: string,
  hotelCode: string,
  locale: string,
  stay: Interpretation | undefined,
): string {
  return `${widgetUrl}${hotelRoomsPath(hotelCode, locale, stay)}`;
}
