import { NotAvailablePage } from '../components/NotAvailablePage';

/** /facilities: the brand facility list (B §2). Not built yet: says so. */
export function FacilitiesRoute() {
  return <NotAvailablePage />;
}
