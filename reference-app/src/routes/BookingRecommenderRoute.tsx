import { HotelSearchRoute } from './HotelSearchRoute';

/**
 * /booking/recommender: the search form and its results by plan (docs/widget.md#search), or in update mode the
 * search that changes a reservation.
 */
export function BookingRecommenderRoute() {
  return <HotelSearchRoute resultType="plan" />;
}
