import { useStaykitClient, useStaykitLocale } from '@staykit/react';
import { useCallback, useSyncExternalStore } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../components/useHotelInit';
import { ReviewReservationPage } from '../features/reservation/ReviewReservationPage';
import { ReservationUpdatedNotice } from '../features/reservationUpdate/ReservationUpdatedNotice';

const HOTEL_ID = /^[1-9]\d{0,9}$/;

/**
 * /review-reservation/{confirmationNumber}: the review of a reservation (B §2, protected). Reads the
 * hotel that holds it from `hotelId` (the widget's hotel when absent) and the confirmation link's
 * `bypass_token`; who is signed in, and the sign-out, are the widget's identity store's.
 */
export function ReviewReservationRoute() {
  const { startup, identity } = useWidgetContext();
  const client = useStaykitClient();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  const { confirmationNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  const state = useSyncExternalStore(identity.subscribe, identity.getState, identity.getState);
  const signOut = useCallback(
    () => (hotel ? identity.signOut({ client, hotel }) : Promise.resolve()),
    [identity, client, hotel],
  );
  if (!hotel) return <Spinner />;
  const hotelId = searchParams.get('hotelId') ?? '';
  return (
    <>
      <ReservationUpdatedNotice />
      <ReviewReservationPage
        key={confirmationNumber}
        hotel={hotel}
        locale={locale}
        target={{
          reservationNumber: confirmationNumber,
          hotelCode: searchParams.get('hotel_code') || hotel.hotel_code,
          hotelId: HOTEL_ID.test(hotelId) ? Number(hotelId) : hotel.hotel_id,
          bypassToken: searchParams.get('bypass_token') || null,
        }}
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
