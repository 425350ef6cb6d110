import { useStaykitLocale } from '@staykit/react';
import { useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { useTokenFromAddress } from '../lib/useTokenFromAddress';
import { MemberConfirmationPage } from '../features/membership/MemberConfirmationPage';

/** /member-confirmation?confirmation_token=…[&email_update=true]: the confirmation e-mail's link. */
export function MemberConfirmationRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const [query] = useSearchParams();
  const hotel = useHotelInit(startup.hotelCode);
  const token = useTokenFromAddress('confirmation_token');
  if (!hotel) return <Spinner />;
  return (
    <MemberConfirmationPage
      hotel={hotel}
      locale={locale}
      token={token}
      emailUpdate={query.get('email_update') === 'true'}
    />
  );
}
