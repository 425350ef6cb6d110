import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { Alert } from '../../components/ui/Alert';
import { buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import './checkout.css';
import { useMessages } from '../../i18n/useMessages';

/**
 * Where the way back leads: a path and its query, from the failure page's own query.
 *
 * @example
 * ```ts
 * const back: FailureWayBack = (query) => ({ pathname: '/booking/result', search: `hotel_code=${query.get('code')}` });
 * ```
 */
export type FailureWayBack = (query: URLSearchParams) => { pathname: string; search: string };

/** The widget's search, with the hotel and the stay of the failed booking. */
const widgetSearch: FailureWayBack = (query) => {
  const back = new URLSearchParams();
  for (const key of ['hotel_code', 'code', 'locale', 'checkin', 'checkout', 'adults']) {
    const value = query.get(key);
    if (value) back.set(key, value);
  }
  return { pathname: '/booking/result', search: back.toString() };
};

/** Props of `ReservationFailPage`. */
export interface ReservationFailPageProps {
  locale: string;
  /** Where "Back to search" leads; the widget's search with the same stay when not given. */
  backTo?: FailureWayBack;
}

/**
 * The failure page (`/reservation/fail`, docs/widget.md#screens; query code, checkin, checkout, adults, error_code, error):
 * why the booking did not go through, in the guest's language, and the way back to search with the same
 * stay.
 */
export function ReservationFailPage({ locale, backTo = widgetSearch }: ReservationFailPageProps) {
  const text = useMessages();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('error_code') ?? '';
  const fallback = searchParams.get('error') ?? text.bookingFailedBody;
  const message = code === '' ? fallback : apiErrorMessage({ code, message: fallback }, locale);
  return (
    <section className="sk-checkout sk-outcome">
      <Card className="sk-outcome-card">
        <h2>{text.bookingFailed}</h2>
        <Alert tone="danger" role="alert">
          {message}
        </Alert>
        <Link className={buttonClass('primary')} to={backTo(searchParams)}>
          {text.backToSearch}
        </Link>
      </Card>
    </section>
  );
}
