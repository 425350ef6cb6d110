import { HotelSearchRoute } from './HotelSearchRoute';

/**
 * /booking/result: the search form and its results by room (docs/widget.md#search), or in update mode the search
 * that changes a reservation.
 */
export function BookingResultRoute() {
  return <HotelSearchRoute resultType="room" />;
}
