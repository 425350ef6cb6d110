import { useStaykitLocale } from '@staykit/react';
import { useParams, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../components/useHotelInit';
import { readReceiptAccess } from '../features/reservationDocuments/receiptAccess';
import { ReceiptPage } from '../features/reservationDocuments/ReceiptPage';

/**
 * /review-reservation/{n}/receipt: the printable receipt, opened with the review's query (`hotel_code`,
 * `hotelId`, `bypass_token`; a member by the user token) (B §1, §7).
 */
export function ReceiptRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  const { confirmationNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  if (!hotel) return <Spinner />;
  const access = readReceiptAccess(confirmationNumber, searchParams, {
    hotelId: hotel.hotel_id,
    hotelCode: startup.hotelCode ?? '',
  });
  return <ReceiptPage reservationNumber={confirmationNumber} access={access} locale={locale} />;
}
