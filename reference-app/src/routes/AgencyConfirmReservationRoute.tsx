import { useStaykitLocale } from '@staykit/react';
import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAgencyContext } from '../app/agency/AgencyContext';
import { AgencyRedirectPage } from '../features/checkout/AgencyRedirectPage';

// A storage id as the contract writes it; anything else sends the guest home.
const STORAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/confirm-reservation?storage=…` of the agency storefront: the same countdown as the widget's, before
 * the stored booking's `agency_url` (docs/widget.md#agency-hand-off).
 */
export function AgencyConfirmReservationRoute() {
  const { apiUrl } = useAgencyContext();
  const { locale } = useStaykitLocale();
  const [params] = useSearchParams();
  const storageId = params.get('storage') ?? '';
  const leave = useCallback((url: string) => window.location.assign(url), []);
  if (!STORAGE_ID.test(storageId)) return <Navigate to="/" replace />;
  return <AgencyRedirectPage storageId={storageId} locale={locale} apiUrl={apiUrl} go={leave} />;
}
