import { useStaykitLocale } from '@staykit/react';
import { useLocation } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { SignUpDonePage } from '../features/membership/SignUpDonePage';
import { SignUpResultPage } from '../features/membership/SignUpResultPage';

/** /sign-up-result: where the confirmation link went (the address from the sign-up screen's state). */
export function SignUpResultRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const { state } = useLocation();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  const email: unknown = typeof state === 'object' && state !== null && 'email' in state ? state.email : null;
  return <SignUpResultPage hotel={hotel} locale={locale} email={typeof email === 'string' ? email : null} />;
}

/** /sign-up-done: a membership made elsewhere is ready; sign in from here. */
export function SignUpDoneRoute() {
  const { startup } = useWidgetContext();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <SignUpDonePage hotelCode={hotel.hotel_code} brand={hotel.hotel_brand.name} />;
}
