import { NotAvailablePage } from '../components/NotAvailablePage';

/** /booking/result: search results by room or plan (B §2). Not built yet: says so. */
export function BookingResultRoute() {
  return <NotAvailablePage />;
}
