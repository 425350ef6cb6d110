import { NotAvailablePage } from '../components/NotAvailablePage';

/** /unsubscribe-email/confirmation: promotional e-mail unsubscribe (B §2). Not built yet: says so. */
export function UnsubscribeConfirmationRoute() {
  return <NotAvailablePage />;
}
