import { NotAvailablePage } from '../components/NotAvailablePage';

/** /reservation/confirmation/{confirmationNumber}: the confirmation (B §2). Not built yet: says so. */
export function ConfirmationRoute() {
  return <NotAvailablePage />;
}
