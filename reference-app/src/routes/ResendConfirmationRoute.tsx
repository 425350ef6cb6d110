import { useStaykitLocale } from '@staykit/react';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { ResendConfirmationPage } from '../features/membership/ResendConfirmationPage';

/** /resend-confirmation-email: e-mails the sign-up confirmation link again. */
export function ResendConfirmationRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <ResendConfirmationPage hotel={hotel} locale={locale} />;
}
