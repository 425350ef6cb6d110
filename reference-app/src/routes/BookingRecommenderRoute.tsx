import { useWidgetContext } from '../app/WidgetContext';
import { HotelSearch } from '../features/search/HotelSearch';

/** /booking/recommender: the search form and its results by plan (B §2, B §3). */
export function BookingRecommenderRoute() {
  const { startup } = useWidgetContext();
  return <HotelSearch hotelCode={startup.hotelCode} resultType="plan" />;
}
