import { useStaykitLocale } from '@staykit/react';
import { useLocation } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { useWidgetGateway } from '../app/useWidgetGateway';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { ThreeDSecureReturnPage } from '../features/checkout/ThreeDSecureReturnPage';

/** /reservation/three-d-secure: where the card issuer's page returns the guest (docs/widget.md#screens). */
export function ThreeDSecureReturnRoute() {
  const { startup, apiUrl } = useWidgetContext();
  const gateway = useWidgetGateway();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  // The outcome a new tab handed back arrives as a new address: the page starts again with it.
  const { search } = useLocation();
  if (!hotel) return <Spinner />;
  return (
    <ThreeDSecureReturnPage key={search} hotel={hotel} locale={locale} gateway={gateway} apiUrl={apiUrl} />
  );
}
