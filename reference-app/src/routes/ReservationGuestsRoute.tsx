import { useStaykitLocale } from '@staykit/react';
import { useParams, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../components/useHotelInit';
import { readEditAccess } from '../features/reservationEdits/editAccess';
import { GuestEditPage } from '../features/reservationEdits/GuestEditPage';

/**
 * /review-reservation/{n}/guests: the guest's contact details after booking, opened with the review's
 * query (`hotel_code`, `hotelId`, `bypass_token`; a member by the user token) (B §5, §7).
 */
export function ReservationGuestsRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  const { confirmationNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  if (!hotel) return <Spinner />;
  const access = readEditAccess(confirmationNumber, searchParams, {
    hotelId: hotel.hotel_id,
    hotelCode: startup.hotelCode ?? '',
  });
  return <GuestEditPage reservationNumber={confirmationNumber} access={access} locale={locale} />;
}
