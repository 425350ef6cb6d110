import { NotAvailablePage } from '../components/NotAvailablePage';

/** /unsubscribe-email/success: promotional e-mail unsubscribed (B §2). Not built yet: says so. */
export function UnsubscribeSuccessRoute() {
  return <NotAvailablePage />;
}
