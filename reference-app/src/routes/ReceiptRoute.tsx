import { NotAvailablePage } from '../components/NotAvailablePage';

/** /review-reservation/{n}/receipt: the printable receipt. Not built yet: says so. */
export function ReceiptRoute() {
  return <NotAvailablePage />;
}
