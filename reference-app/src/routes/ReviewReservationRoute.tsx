import { useStaykitClient } from '@staykit/react';
import { useCallback, useSyncExternalStore } from 'react';
import { useWidgetContext } from '../app/WidgetContext';
import { readReviewAccess } from '../lib/readReviewAccess';
import { Spinner } from '../components/Spinner';
import { ReviewReservationPage } from '../features/reservation/ReviewReservationPage';
import { ReservationUpdatedNotice } from '../features/reservationUpdate/ReservationUpdatedNotice';
import { useReservationRoute } from './useReservationRoute';

/**
 * /review-reservation/{confirmationNumber}: the review of a reservation (docs/widget.md#screens, protected). Reads the
 * hotel that holds it from `hotelId` (the widget's hotel when absent) and the confirmation link's
 * `bypass_token`; who is signed in, and the sign-out, are the widget's identity store's.
 */
export function ReviewReservationRoute() {
  const { identity } = useWidgetContext();
  const client = useStaykitClient();
  const { hotel, locale, reservationNumber, searchParams } = useReservationRoute();
  const state = useSyncExternalStore(identity.subscribe, identity.getState, identity.getState);
  const signOut = useCallback(
    () => (hotel ? identity.signOut({ client, hotel }) : Promise.resolve()),
    [identity, client, hotel],
  );
  if (!hotel) return <Spinner />;
  const { hotelCode, hotelId, bypassToken } = readReviewAccess(reservationNumber, searchParams, hotel);
  return (
    <>
      <ReservationUpdatedNotice />
      <ReviewReservationPage
        key={reservationNumber}
        hotel={hotel}
        locale={locale}
        target={{ reservationNumber, hotelCode, hotelId, bypassToken }}
        user={state.user}
        signOut={{
          hidden: hotel.hotel_brand_setting.hide_logout,
          signingOut: state.signingOut,
          onSignOut: signOut,
        }}
      />
    </>
  );
}
