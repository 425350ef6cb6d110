import { NotAvailablePage } from '../components/NotAvailablePage';

/** /reservation/fail: the failure page (B §2). Not built yet: says so. */
export function ReservationFailRoute() {
  return <NotAvailablePage />;
}
