import { useStaykitLocale } from '@staykit/react';
import { useParams, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../components/useHotelInit';
import { AnswersEditPage } from '../features/reservationEdits/AnswersEditPage';
import { readEditAccess } from '../features/reservationEdits/editAccess';

/**
 * /review-reservation/{n}/answers: the hotel's questions for the reservation and their answers after
 * booking, opened with the review's query (`hotel_code`, `hotelId`, `bypass_token`; a member by the user
 * token) (B §3 Additional question, §7).
 */
export function ReservationAnswersRoute() {
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
  return <AnswersEditPage reservationNumber={confirmationNumber} access={access} locale={locale} />;
}
