import { readReviewAccess } from '../lib/readReviewAccess';
import { Spinner } from '../components/Spinner';
import { GuestEditPage } from '../features/reservationEdits/GuestEditPage';
import { useReservationRoute } from './useReservationRoute';

/**
 * /review-reservation/{n}/guests: the guest's contact details after booking, opened with the review's
 * query (`hotel_code`, `hotelId`, `bypass_token`; a member by the user token) (docs/widget.md#validation; contract: `updateReservationGuests`).
 */
export function ReservationGuestsRoute() {
  const { hotel, locale, reservationNumber, searchParams } = useReservationRoute();
  if (!hotel) return <Spinner />;
  const access = readReviewAccess(reservationNumber, searchParams, hotel);
  return <GuestEditPage reservationNumber={reservationNumber} access={access} locale={locale} />;
}
