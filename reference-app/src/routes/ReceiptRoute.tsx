import { readReviewAccess } from '../lib/readReviewAccess';
import { Spinner } from '../components/Spinner';
import { ReceiptPage } from '../features/reservationDocuments/ReceiptPage';
import { useReservationRoute } from './useReservationRoute';

/**
 * /review-reservation/{n}/receipt: the printable receipt, opened with the review's query (`hotel_code`,
 * `hotelId`, `bypass_token`; a member by the user token) (docs/widget.md#after-booking; contract: `getReservationReceipt`).
 */
export function ReceiptRoute() {
  const { hotel, locale, reservationNumber, searchParams } = useReservationRoute();
  if (!hotel) return <Spinner />;
  const access = readReviewAccess(reservationNumber, searchParams, hotel);
  return <ReceiptPage reservationNumber={reservationNumber} access={access} locale={locale} />;
}
