import type { components } from '@staykit/sdk';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/**
 * How the review of a reservation and its sub-pages (receipt, contact details, answers) open it: the
 * facility that holds it (`hotelId` of the review's query, else the widget's hotel), the confirmation
 * link's `bypass_token` (none for a signed-in member, whose user token the SDK sends), and where their
 * links go back to.
 *
 * @example
 * ```ts
 * const access: ReviewAccess = {
 *   hotelCode: 'demo-tokyo',
 *   hotelId: 101,
 *   bypassToken: 'bp_4e6f2c1a9b8d7e6f',
 *   reviewPath: '/review-reservation/SK2612010001?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_4e6f2c1a9b8d7e6f',
 *   findPath: '/search?hotel_code=demo-tokyo',
 * };
 * ```
 */
export interface ReviewAccess {
  /** The hotel's code the links carry (`hotel_code` of the query, else the widget's hotel). */
  readonly hotelCode: string;
  readonly hotelId: number;
  readonly bypassToken: string | null;
  /** The review of the reservation, with the same query. */
  readonly reviewPath: string;
  /** Find a reservation by number and e-mail at this hotel (for an expired link). */
  readonly findPath: string;
}

const nonEmpty = (value: string | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Reads the review's query (`/review-reservation/{number}[/{page}]?hotel_code=…&hotelId=…&bypass_token=…`).
 * Never an e-mail: outside the confirmation page none goes into an address (docs/widget.md#screens), so the link's token or
 * the member's sign-in opens the reservation.
 *
 * @param reservationNumber - the number in the path.
 * @param query - the page's query.
 * @param widgetHotel - the widget's hotel (its init), used when the query names no hotel or facility.
 * @example
 * ```ts
 * readReviewAccess('SK1', new URLSearchParams('hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1'), { hotel_id: 101, hotel_code: 'demo-tokyo' });
 * // { hotelCode: 'demo-tokyo', hotelId: 101, bypassToken: 'bp_1', reviewPath: '/review-reservation/SK1?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1', findPath: '/search?hotel_code=demo-tokyo' }
 * ```
 */
export function readReviewAccess(
  reservationNumber: string,
  query: URLSearchParams,
  widgetHotel: Pick<BookingWidgetInit, 'hotel_id' | 'hotel_code'>,
): ReviewAccess {
  const named = nonEmpty(query.get('hotelId'));
  const hotelId = named !== null && /^[1-9][0-9]{0,9}$/.test(named) ? Number(named) : widgetHotel.hotel_id;
  const hotelCode = nonEmpty(query.get('hotel_code')) ?? widgetHotel.hotel_code;
  // The shared query of the review and its sub-pages, in its order, with the facility opened.
  const kept = new URLSearchParams({ hotel_code: hotelCode, hotelId: String(hotelId) });
  const bypassToken = nonEmpty(query.get('bypass_token'));
  if (bypassToken !== null) kept.set('bypass_token', bypassToken);
  // The guest's language, when the address chose it.
  const locale = nonEmpty(query.get('locale'));
  if (locale !== null) kept.set('locale', locale);
  const review = `/review-reservation/${encodeURIComponent(reservationNumber)}`;
  return {
    hotelCode,
    hotelId,
    bypassToken,
    reviewPath: `${review}?${kept.toString()}`,
    findPath: `/search?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`,
  };
}
