/**
 * How the receipt page opens its reservation: the facility that holds it (`hotelId` of the review's
 * query, else the widget's hotel), the confirmation link's `bypass_token` (none for a signed-in member,
 * whose user token the SDK sends), and where its links go back to.
 *
 * @example
 * ```ts
 * const access: ReceiptAccess = {
 *   hotelId: 101,
 *   bypassToken: 'bp_4e6f2c1a9b8d7e6f',
 *   reviewPath: '/review-reservation/SK2612010001?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_4e6f2c1a9b8d7e6f',
 *   findPath: '/search?hotel_code=demo-tokyo',
 * };
 * ```
 */
export interface ReceiptAccess {
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
 * Reads the review's query of a sub-page (`/review-reservation/{number}/receipt?hotel_code=…&hotelId=…&bypass_token=…`).
 * Never an e-mail: outside the confirmation page none goes into an address (B §2), so the link's token or
 * the member's sign-in opens the reservation.
 *
 * @param reservationNumber - the number in the path.
 * @param query - the page's query.
 * @param widgetHotel - the widget's hotel (its init), used when the query names no facility.
 * @example
 * ```ts
 * readReceiptAccess('SK1', new URLSearchParams('hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1'), { hotelId: 101, hotelCode: 'demo-tokyo' });
 * // { hotelId: 101, bypassToken: 'bp_1', reviewPath: '/review-reservation/SK1?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1', findPath: '/search?hotel_code=demo-tokyo' }
 * ```
 */
export function readReceiptAccess(
  reservationNumber: string,
  query: URLSearchParams,
  widgetHotel: { readonly hotelId: number; readonly hotelCode: string },
): ReceiptAccess {
  const named = nonEmpty(query.get('hotelId'));
  const hotelId = named !== null && /^[1-9][0-9]{0,9}$/.test(named) ? Number(named) : widgetHotel.hotelId;
  // The shared query of the review and its sub-pages, in its order, with the facility opened.
  const kept = new URLSearchParams({
    hotel_code: nonEmpty(query.get('hotel_code')) ?? widgetHotel.hotelCode,
    hotelId: String(hotelId),
  });
  const bypassToken = nonEmpty(query.get('bypass_token'));
  if (bypassToken !== null) kept.set('bypass_token', bypassToken);
  // The guest's language, when the address chose it.
  const locale = nonEmpty(query.get('locale'));
  if (locale !== null) kept.set('locale', locale);
  const review = `/review-reservation/${encodeURIComponent(reservationNumber)}`;
  return {
    hotelId,
    bypassToken,
    reviewPath: `${review}?${kept.toString()}`,
    findPath: `/search?${new URLSearchParams({ hotel_code: kept.get('hotel_code') ?? '' }).toString()}`,
  };
}
