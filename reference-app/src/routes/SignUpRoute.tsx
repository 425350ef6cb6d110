import { useStaykitLocale } from '@staykit/react';
import { useNavigate } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { SignUpPage } from '../features/membership/SignUpPage';
import { memberPath } from '../features/membership/memberPaths';

/** /sign-up: a guest creates a (provisional) membership account; then /sign-up-result says where the link went. */
export function SignUpRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const navigate = useNavigate();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return (
    <SignUpPage
      hotel={hotel}
      locale={locale}
      // The address travels in the screen's state, never in the URL.
      onSignedUp={(email) =>
        void navigate(memberPath('/sign-up-result', hotel.hotel_code), { state: { email } })
      }
    />
  );
}
