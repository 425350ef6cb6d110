import { useStaykitLocale } from '@staykit/react';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { ThreeDSecureReturnPage } from '../features/checkout/ThreeDSecureReturnPage';

/** /reservation/three-d-secure: where the card issuer's page returns the guest (docs/widget.md#screens). */
export function ThreeDSecureReturnRoute() {
  const { startup, gateway, apiUrl } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <ThreeDSecureReturnPage hotel={hotel} locale={locale} gateway={gateway} apiUrl={apiUrl} />;
}
