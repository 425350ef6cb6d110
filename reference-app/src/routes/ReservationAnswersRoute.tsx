import { readReviewAccess } from '../lib/readReviewAccess';
import { Spinner } from '../components/Spinner';
import { AnswersEditPage } from '../features/reservationEdits/AnswersEditPage';
import { useReservationRoute } from './useReservationRoute';

/**
 * /review-reservation/{n}/answers: the hotel's questions for the reservation and their answers after
 * booking, opened with the review's query (`hotel_code`, `hotelId`, `bypass_token`; a member by the user
 * token) (contract: `AdditionalQuestion`, `listReservationAdditionalQuestions`).
 */
export function ReservationAnswersRoute() {
  const { hotel, locale, reservationNumber, searchParams } = useReservationRoute();
  if (!hotel) return <Spinner />;
  const access = readReviewAccess(reservationNumber, searchParams, hotel);
  return <AnswersEditPage reservationNumber={reservationNumber} access={access} locale={locale} />;
}
