import { NotAvailablePage } from '../components/NotAvailablePage';

/** /review-reservation/{n}/update: confirms a changed stay before it is sent. Not built yet: says so. */
export function ReservationUpdateRoute() {
  return <NotAvailablePage />;
}
