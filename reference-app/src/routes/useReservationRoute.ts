import { useStaykitLocale } from '@staykit/react';
import { useParams, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { useHotelInit } from '../lib/useHotelInit';

/**
 * What a route of one reservation (`/review-reservation/{n}…`, `/reservation/confirmation/{n}`) reads
 * before its page: the UI locale, the widget's hotel (its init; `undefined` while it loads), the
 * reservation number in the path and the page's query.
 *
 * @example
 * ```tsx
 * const { hotel, locale, reservationNumber, searchParams } = useReservationRoute();
 * if (!hotel) return <Spinner />;
 * ```
 */
export function useReservationRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(startup.hotelCode);
  const { confirmationNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  return { locale, hotel, reservationNumber: confirmationNumber, searchParams };
}
