import { NotAvailablePage } from '../components/NotAvailablePage';

/** /cancellation-policy: the cancellation policy (B §2). Not built yet: says so. */
export function CancellationPolicyRoute() {
  return <NotAvailablePage />;
}
