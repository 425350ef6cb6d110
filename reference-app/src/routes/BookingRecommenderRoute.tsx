import { NotAvailablePage } from '../components/NotAvailablePage';

/** /booking/recommender: search results with recommendations (B §2). Not built yet: says so. */
export function BookingRecommenderRoute() {
  return <NotAvailablePage />;
}
