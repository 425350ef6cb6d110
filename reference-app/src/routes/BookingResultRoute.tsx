import { useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { UpdateModeSearch } from '../features/reservationUpdate/UpdateModeSearch';
import { readUpdateMode } from '../features/reservationUpdate/updateUrl';
import { HotelSearch } from '../features/search/HotelSearch';

/**
 * /booking/result: the search form and its results by room (B §2, B §3); with `current_reservation` in
 * the address, the search that changes that reservation (update mode), its banner above.
 */
export function BookingResultRoute() {
  const { startup } = useWidgetContext();
  const [searchParams] = useSearchParams();
  const mode = readUpdateMode(searchParams);
  if (mode === null) return <HotelSearch hotelCode={startup.hotelCode} resultType="room" />;
  return (
    <UpdateModeSearch hotelCode={startup.hotelCode} mode={mode}>
      {({ banner, update }) => (
        <HotelSearch hotelCode={startup.hotelCode} resultType="room" banner={banner} update={update} />
      )}
    </UpdateModeSearch>
  );
}
