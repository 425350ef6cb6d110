import { Navigate, useLocation } from 'react-router';

/** `/` of the booking widget: goes to the booking result, keeping the query (B §2). */
export function RedirectToResult() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/booking/result', search }} replace />;
}
