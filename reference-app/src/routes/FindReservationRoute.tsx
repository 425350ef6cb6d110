import { NotAvailablePage } from '../components/NotAvailablePage';

/** /search: find a reservation (B §2). Not built yet: says so. */
export function FindReservationRoute() {
  return <NotAvailablePage />;
}
