import { NotAvailablePage } from '../components/NotAvailablePage';

/** /review-reservation/{confirmationNumber}: review of a reservation (protected) (B §2). Not built yet: says so. */
export function ReviewReservationRoute() {
  return <NotAvailablePage />;
}
