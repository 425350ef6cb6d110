import { useStaykitLocale } from '@staykit/react';
import { useParams, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../components/useHotelInit';
import { UpdateConfirmPage } from '../features/reservationUpdate/UpdateConfirmPage';

/**
 * /review-reservation/{n}/update: the changed stay picked in the update search, side by side with the
 * current one, to confirm (B §2, §4). Takes the review's query (`hotel_code`, `hotelId`, `bypass_token`)
 * and the pick.
 */
export function ReservationUpdateRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  const { confirmationNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  if (!hotel) return <Spinner />;
  return (
    <UpdateConfirmPage
      hotel={hotel}
      locale={locale}
      reservationNumber={confirmationNumber}
      query={searchParams}
    />
  );
}
