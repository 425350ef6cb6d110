import { useStaykitLocale } from '@staykit/react';
import { ReservationFailPage } from '../features/checkout/ReservationFailPage';

/** /reservation/fail: why the booking did not go through, and the way back (docs/widget.md#screens). */
export function ReservationFailRoute() {
  const { locale } = useStaykitLocale();
  return <ReservationFailPage locale={locale} />;
}
