import { NotAvailablePage } from '../components/NotAvailablePage';

/** /review-reservation/{n}/answers: the hotel's questions after booking. Not built yet: says so. */
export function ReservationAnswersRoute() {
  return <NotAvailablePage />;
}
