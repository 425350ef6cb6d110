import { useStaykitLocale } from '@staykit/react';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { FindReservationPage } from '../features/reservation/FindReservationPage';

/** /search: find a reservation by its number and the booking e-mail, across the hotel's brand (docs/widget.md#screens). */
export function FindReservationRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <FindReservationPage hotel={hotel} locale={locale} />;
}
