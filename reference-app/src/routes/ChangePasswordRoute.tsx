import { useStaykitLocale } from '@staykit/react';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { useTokenFromAddress } from '../lib/useTokenFromAddress';
import { ChangePasswordPage } from '../features/membership/ChangePasswordPage';

/** /change-password?reset_password_token=…: the reset e-mail's link, where the new password is set. */
export function ChangePasswordRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  const token = useTokenFromAddress('reset_password_token');
  if (!hotel) return <Spinner />;
  return <ChangePasswordPage hotel={hotel} locale={locale} token={token} />;
}
