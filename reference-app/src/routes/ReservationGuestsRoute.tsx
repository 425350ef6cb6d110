import { NotAvailablePage } from '../components/NotAvailablePage';

/** /review-reservation/{n}/guests: the guest's contact details after booking. Not built yet: says so. */
export function ReservationGuestsRoute() {
  return <NotAvailablePage />;
}
