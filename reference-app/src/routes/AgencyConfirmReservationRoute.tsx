import { useAgencyContext } from '../app/agency/AgencyContext';
import { ConfirmReservation } from '../features/checkout/AgencyRedirectPage';

/**
 * `/confirm-reservation?storage=…` of the agency storefront: the same countdown as the widget's, before
 * the stored booking's `agency_url` (docs/widget.md#agency-hand-off).
 */
export function AgencyConfirmReservationRoute() {
  return <ConfirmReservation apiUrl={useAgencyContext().apiUrl} />;
}
