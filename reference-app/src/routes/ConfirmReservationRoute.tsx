import { useStaykitLocale } from '@staykit/react';
import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { AgencyRedirectPage } from '../features/checkout/AgencyRedirectPage';

// A storage id as the contract writes it; anything else sends the guest home.
const STORAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** /confirm-reservation?storage=…: the countdown before paying on the agency site (docs/widget.md#agency-hand-off). */
export function ConfirmReservationRoute() {
  const { apiUrl } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const [params] = useSearchParams();
  const storageId = params.get('storage') ?? '';
  // One function for the page's life: a new one each render would restart its countdown effect.
  const leave = useCallback((url: string) => window.location.assign(url), []);
  if (!STORAGE_ID.test(storageId)) return <Navigate to="/" replace />;
  return <AgencyRedirectPage storageId={storageId} locale={locale} apiUrl={apiUrl} go={leave} />;
}
