import { formatAddress, isLocale, type components, type CurrencyCode } from '@staykit/sdk';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';
import { facilityPrice } from './facilityPrice';
import { facilitySearchPath } from './facilitySearchQuery';

type BrandHotel = components['schemas']['BrandHotel'];
type BrandHotelInventory = components['schemas']['BrandHotelInventory'];

/**
 * Props of `FacilityList`.
 *
 * @example
 * ```ts
 * const props: FacilityListProps = { hotels, inventory: new Map(), currency: 'USD', search: searchParams, locale: 'en' };
 * ```
 */
export interface FacilityListProps {
  hotels: readonly BrandHotel[];
  /** Each facility's availability for the searched stay, by hotel code; empty when there is no stay. */
  inventory: ReadonlyMap<string, BrandHotelInventory>;
  /** The guest's currency, chosen or detected, if any (else each facility's own). */
  currency: CurrencyCode | undefined;
  /** The current address query, which each facility's search keeps. */
  search: URLSearchParams;
  locale: string;
}

/**
 * The brand's facilities as a list of headings (`/facilities`, docs/widget.md#screens): each name links to that facility's
 * search (the whole card is its target), with its address, description and, for a searched stay, its
 * lowest total or "no rooms".
 *
 * @example
 * ```tsx
 * <FacilityList hotels={hotels} inventory={new Map()} currency={undefined} search={searchParams} locale="en" />
 * ```
 */
export function FacilityList({ hotels, inventory, currency, search, locale }: FacilityListProps) {
  const text = useMessages();
  return (
    <ul className="sk-plain-list sk-facility-list">
      {hotels.map((hotel) => {
        const address = formatAddress(hotel.address, isLocale(locale) ? locale : 'en');
        const stay = inventory.get(hotel.hotel_code);
        const price = stay ? facilityPrice(stay, currency, locale) : null;
        return (
          <Card as="li" key={hotel.hotel_id} className="sk-facility">
            <h3 className="sk-facility-name">
              {/* A full page load, not a route change: the widget starts from one hotel's code, so
                  another hotel's search is a fresh start of the widget for that hotel. */}
              <a href={facilitySearchPath(hotel.hotel_code, search, locale)}>{hotel.hotel_name}</a>
            </h3>
            {/* The hotel's own words, in their own direction (a Latin address in an Arabic page). */}
            {address !== '' && (
              <p className="sk-facility-address" dir="auto">
                {address}
              </p>
            )}
            {hotel.description && (
              <p className="sk-facility-description" dir="auto">
                {hotel.description}
              </p>
            )}
            {stay && (
              <p
                className={price === null ? 'sk-facility-price sk-facility-sold-out' : 'sk-facility-price'}
                data-testid="facility-price"
              >
                {price === null ? text.facilityUnavailable : text.format('facilityLowestPrice', { price })}
              </p>
            )}
          </Card>
        );
      })}
    </ul>
  );
}
