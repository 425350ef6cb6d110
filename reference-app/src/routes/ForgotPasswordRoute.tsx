import { useStaykitLocale } from '@staykit/react';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { ForgotPasswordPage } from '../features/membership/ForgotPasswordPage';

/** /forgot-password: e-mails a link to set a new password. */
export function ForgotPasswordRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <ForgotPasswordPage hotel={hotel} locale={locale} />;
}
