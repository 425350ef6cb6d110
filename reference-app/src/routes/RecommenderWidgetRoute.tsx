import { NotAvailablePage } from '../components/NotAvailablePage';

/** /recommender-widget: the recommender view (docs/widget.md#screens). Not built yet: says so. */
export function RecommenderWidgetRoute() {
  return <NotAvailablePage />;
}
