import { Navigate, useLocation } from 'react-router';
import { useWidgetContext } from './WidgetContext';

/** `/` of the booking widget: goes to the booking result, keeping the query (B §2). */
export function RedirectToResult() {
  const { search } = useLocation();
  const { startup } = useWidgetContext();
  // `type=plan` opens the results by plan (B §2, §3: type room or plan).
  const pathname = startup.resultType === 'plan' ? '/booking/recommender' : '/booking/result';
  return <Navigate to={{ pathname, search }} replace />;
}
