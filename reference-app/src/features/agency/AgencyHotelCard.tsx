import type { components } from '@staykit/sdk';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/Button';
import { Photo } from '../../components/ui/Photo';
import { useMessages } from '../../i18n/useMessages';
import { formatPrice } from '../../lib/formatPrice';

type AgencyHotel = components['schemas']['AgencyHotel'];

/**
 * Props of `AgencyHotelCard`.
 *
 * @example
 * ```ts
 * const props: AgencyHotelCardProps = { hotel, roomsPath: '/hotels/demo-tokyo', locale: 'en' };
 * ```
 */
export interface AgencyHotelCardProps {
  hotel: AgencyHotel;
  /** Its rooms in the storefront (`hotelRoomsPath`). */
  roomsPath: string;
  locale: string;
  /** The heading level of the hotel's name in the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One hotel of the results: its picture, name and address, the guests' rating, why it matched (in the
 * guest's language, from the search), and its lowest total for the stay with the way to its rooms.
 *
 * @example
 * ```tsx
 * <AgencyHotelCard hotel={hotel} roomsPath={hotelRoomsPath(hotel.hotel_code, interpretation)} locale="en" />
 * ```
 */
export function AgencyHotelCard({ hotel, roomsPath, locale, headingLevel = 3 }: AgencyHotelCardProps) {
  const text = useMessages();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const price =
    hotel.lowest_price !== undefined
      ? formatPrice(hotel.lowest_price, hotel.currency, locale, hotel.mcp_lowest_price)
      : undefined;
  return (
    <article className="sk-agency-hotel">
      <Photo src={hotel.image_url} alt="" className="sk-agency-hotel-photo" />
      <div className="sk-agency-hotel-body">
        <Heading className="sk-agency-hotel-name">{hotel.name}</Heading>
        {hotel.address?.full_address && <p className="sk-note">{hotel.address.full_address}</p>}
        {hotel.rating_average !== undefined && (
          <p className="sk-agency-rating">
            <span aria-hidden="true">★ </span>
            {text.format('agencyRating', {
              // In the guest's digits, always with its one decimal (4.0, not 4).
              rating: new Intl.NumberFormat(locale.replace('_', '-'), {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }).format(hotel.rating_average),
              count: hotel.review_count ?? 0,
            })}
          </p>
        )}
        {hotel.match_reason && <p className="sk-agency-reason">{hotel.match_reason}</p>}
      </div>
      <div className="sk-agency-hotel-offer">
        {!hotel.available ? (
          <p className="sk-agency-unavailable">{text.agencyUnavailable}</p>
        ) : price !== undefined ? (
          <p className="sk-agency-price">
            <strong>{text.format('agencyPriceFrom', { price })}</strong>
            <span className="sk-note">{text.agencyPriceNote}</span>
          </p>
        ) : (
          <p className="sk-note">{text.agencyPriceNeedsDates}</p>
        )}
        <Link
          to={roomsPath}
          className={buttonClass('secondary')}
          aria-label={text.format('agencySeeRoomsAt', { hotel: hotel.name })}
        >
          {text.agencySeeRooms}
        </Link>
      </div>
    </article>
  );
}
