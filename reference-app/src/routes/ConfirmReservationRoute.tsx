import { useWidgetContext } from '../app/WidgetContext';
import { ConfirmReservation } from '../features/checkout/AgencyRedirectPage';

/** /confirm-reservation?storage=…: the countdown before paying on the agency site (docs/widget.md#agency-hand-off). */
export function ConfirmReservationRoute() {
  return <ConfirmReservation apiUrl={useWidgetContext().apiUrl} />;
}
