import { NotAvailablePage } from '../components/NotAvailablePage';

/** /recommender-widget: the recommender view (B §2). Not built yet: says so. */
export function RecommenderWidgetRoute() {
  return <NotAvailablePage />;
}
