import { NotAvailablePage } from '../components/NotAvailablePage';

/** /payments/{paymentNumber} and its /display: the pay-link payment page (B §2). Not built yet: says so. */
export function PaymentLinkRoute() {
  return <NotAvailablePage />;
}
