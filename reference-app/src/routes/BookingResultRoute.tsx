import { useWidgetContext } from '../app/WidgetContext';
import { HotelSearch } from '../features/search/HotelSearch';

/** /booking/result: the search form and its results by room (B §2, B §3). */
export function BookingResultRoute() {
  const { startup } = useWidgetContext();
  return <HotelSearch hotelCode={startup.hotelCode} resultType="room" />;
}
