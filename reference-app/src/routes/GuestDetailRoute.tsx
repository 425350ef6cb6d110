import { NotAvailablePage } from '../components/NotAvailablePage';

/** /reservation/guest-detail: guest details (B §2). Not built yet: says so. */
export function GuestDetailRoute() {
  return <NotAvailablePage />;
}
