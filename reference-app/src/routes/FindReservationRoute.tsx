import { useStaykitLocale } from '@staykit/react';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../components/useHotelInit';
import { FindReservationPage } from '../features/reservation/FindReservationPage';

/** /search: find a reservation by its number and the booking e-mail, across the hotel's brand (B §2). */
export function FindReservationRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <FindReservationPage hotel={hotel} locale={locale} />;
}
