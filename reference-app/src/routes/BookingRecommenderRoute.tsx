import { HotelSearchRoute } from './HotelSearchRoute';

/**
 * /booking/recommender: the search form and its results by plan (B §2, B §3), or in update mode the
 * search that changes a reservation.
 */
export function BookingRecommenderRoute() {
  return <HotelSearchRoute resultType="plan" />;
}
