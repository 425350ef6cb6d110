import { useStaykitLocale } from '@staykit/react';
import { useParams, useSearchParams } from 'react-router';
import { AgencyHotelRooms, type AgencyRoomsStay } from '../features/agency/AgencyHotelRooms';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `/hotels/{code}` of the agency storefront: one hotel's rooms for the address's stay (docs/widget.md#agency-storefront). */
export function AgencyHotelRoute() {
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { locale } = useStaykitLocale();
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : null;
  };
  const adults = Number(params.get('adults'));
  const stay: AgencyRoomsStay = {
    checkin: date('checkin'),
    checkout: date('checkout'),
    adults: Number.isInteger(adults) && adults >= 1 && adults <= 20 ? adults : 2,
  };
  return (
    <AgencyHotelRooms
      key={code}
      hotelCode={code}
      stay={stay}
      locale={locale}
      onStay={(next) =>
        setParams({
          ...(next.checkin ? { checkin: next.checkin } : {}),
          ...(next.checkout ? { checkout: next.checkout } : {}),
          adults: String(next.adults),
        })
      }
    />
  );
}
