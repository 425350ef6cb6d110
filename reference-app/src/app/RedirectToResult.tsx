import { Navigate, useLocation } from 'react-router';
import { useWidgetContext } from './WidgetContext';

/** `/` of the booking widget: goes to the booking result, keeping the query (docs/widget.md#screens). */
export function RedirectToResult() {
  const { search } = useLocation();
  const { startup } = useWidgetContext();
  // `type=plan` opens the results by plan (docs/widget.md#screens, #search: type room or plan).
  const pathname = startup.resultType === 'plan' ? '/booking/recommender' : '/booking/result';
  return <Navigate to={{ pathname, search }} replace />;
}
