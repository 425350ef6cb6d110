import { useStaykitLocale } from '@staykit/react';
import { useParams, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../components/useHotelInit';
import { ConfirmationPage } from '../features/checkout/ConfirmationPage';

/** /reservation/confirmation/{confirmationNumber}: the booking, read with the link's e-mail or token (B §2). */
export function ConfirmationRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  const { confirmationNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  if (!hotel) return <Spinner />;
  return (
    <ConfirmationPage
      hotel={hotel}
      locale={locale}
      reservationNumber={confirmationNumber}
      email={searchParams.get('email')}
      bypassToken={searchParams.get('bypass_token')}
      shortFlow={searchParams.get('flow') === 'short'}
    />
  );
}
