import { Spinner } from '../components/Spinner';
import { UpdateConfirmPage } from '../features/reservationUpdate/UpdateConfirmPage';
import { useReservationRoute } from './useReservationRoute';

/**
 * /review-reservation/{n}/update: the changed stay picked in the update search, side by side with the
 * current one, to confirm (docs/widget.md#screens, #after-booking; contract: `updateReservation`). Takes the review's query (`hotel_code`, `hotelId`, `bypass_token`)
 * and the pick.
 */
export function ReservationUpdateRoute() {
  const { hotel, locale, reservationNumber, searchParams } = useReservationRoute();
  if (!hotel) return <Spinner />;
  return (
    <UpdateConfirmPage
      hotel={hotel}
      locale={locale}
      reservationNumber={reservationNumber}
      query={searchParams}
    />
  );
}
