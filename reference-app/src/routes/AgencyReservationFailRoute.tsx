import { useStaykitLocale } from '@staykit/react';
import { hotelRoomsPath } from '../features/agency/hotelRoomsPath';
import { ReservationFailPage, type FailureWayBack } from '../features/checkout/ReservationFailPage';

/** The storefront's way back: the hotel's rooms for the same stay, or the home without a hotel. */
const hotelRooms: FailureWayBack = (query) => {
  const code = query.get('code') ?? '';
  if (!/^[\w-]{1,64}$/.test(code)) return { pathname: '/', search: '' };
  const checkin = query.get('checkin') ?? undefined;
  const checkout = query.get('checkout') ?? undefined;
  const adults = Number(query.get('adults'));
  const [pathname = '/', search = ''] = hotelRoomsPath(code, {
    ...(checkin && checkout ? { checkin_date: checkin, checkout_date: checkout } : {}),
    ...(Number.isInteger(adults) && adults > 0 ? { adults } : {}),
  }).split('?');
  return { pathname, search };
};

/**
 * The storefront's /reservation/fail (query `code`, `checkin`, `checkout`, `adults`, `error_code`, `error`;
 * docs/widget.md#agency-storefront): why the booking did not go through, and the hotel's rooms again for
 * the same stay.
 */
export function AgencyReservationFailRoute() {
  const { locale } = useStaykitLocale();
  return <ReservationFailPage locale={locale} backTo={hotelRooms} />;
}
