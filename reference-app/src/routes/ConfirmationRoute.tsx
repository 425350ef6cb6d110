import { Spinner } from '../components/Spinner';
import { ConfirmationPage } from '../features/checkout/ConfirmationPage';
import { useReservationRoute } from './useReservationRoute';

/** /reservation/confirmation/{confirmationNumber}: the booking, read with the link's e-mail or token (docs/widget.md#screens). */
export function ConfirmationRoute() {
  const { hotel, locale, reservationNumber, searchParams } = useReservationRoute();
  if (!hotel) return <Spinner />;
  return (
    <ConfirmationPage
      hotel={hotel}
      locale={locale}
      reservationNumber={reservationNumber}
      email={searchParams.get('email')}
      bypassToken={searchParams.get('bypass_token')}
      shortFlow={searchParams.get('flow') === 'short'}
    />
  );
}
