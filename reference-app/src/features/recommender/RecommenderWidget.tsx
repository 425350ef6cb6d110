import { useBookingWidgetInit, useRecommenderWidgetSettings, useRoomRecommendations } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId, type CSSProperties } from 'react';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Photo } from '../../components/ui/Photo';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatPrice } from '../../lib/formatPrice';
import { useHotelInitInput } from '../../lib/hotelInitInput';
import { recommenderStay } from './recommenderStay';
import './recommender.css';

type RoomTypeResult = components['schemas']['RoomTypeResult'];
type RecommenderSettings = components['schemas']['RecommenderWidgetSettings'];

/** Props of `RecommenderWidget`. */
export interface RecommenderWidgetProps {
  hotelCode: string;
  locale: string;
  /** The address's query: the stay (`checkin`, `checkout`, `adults`) and `preview`. */
  query: URLSearchParams;
  /** The hotel's colours as style variables, from its settings' button colour. */
  themeOf: (settings: RecommenderSettings) => CSSProperties;
  /** The current time (tests pin it). */
  now?: () => Date;
}

/** A room's lowest total over its plans, or undefined when none is priced. */
function lowestTotal(room: RoomTypeResult): number | undefined {
  const totals = room.room_plans.map((plan) => plan.price.total_price);
  return totals.length === 0 ? undefined : Math.min(...totals);
}

/**
 * The recommender widget (docs/widget.md#screens): the hotel's recommended rooms for a stay
 * (`getRoomRecommendations`, as many and in the order its settings say), each with its photo, its lowest
 * price and a link that opens the booking widget's results for that room in a new tab. Only this view: no
 * header or footer, for a hotel to place in its own page. A hotel that turned it off shows a line saying so.
 *
 * @example
 * ```tsx
 * <RecommenderWidget hotelCode="demo-tokyo" locale="en" query={new URLSearchParams()} themeOf={themeStyle} />
 * ```
 */
export function RecommenderWidget({
  hotelCode,
  locale,
  query,
  themeOf,
  now = () => new Date(),
}: RecommenderWidgetProps) {
  const text = useMessages();
  const titleId = useId();
  const preview = query.get('preview') === 'true';
  const init = useBookingWidgetInit(useHotelInitInput(hotelCode));
  const settings = useRecommenderWidgetSettings({
    params: { path: { hotel_code: hotelCode }, query: preview ? { preview: true } : {} },
  });
  const hotel = init.data?.data;
  const shown = settings.data?.data;
  const stay = hotel ? recommenderStay(query, hotel, now()) : undefined;
  const rooms = useRoomRecommendations(
    {
      params: {
        path: { hotel_id: hotel?.hotel_id ?? 0 },
        query: { ...stay, limit: shown?.max_items ?? 6, order: shown?.order ?? 'recommended' },
      },
    },
    { enabled: hotel !== undefined && shown?.enabled === true },
  );
  const failed = init.error ?? settings.error ?? rooms.error;
  if (failed) {
    return (
      <Alert tone="danger" role="alert" className="sk-recommender-error">
        {apiErrorMessage(failed, locale)}
      </Alert>
    );
  }
  if (!hotel || !shown || !stay) return <Spinner />;
  if (!shown.enabled) return <p className="sk-recommender-off">{text.recommenderOff}</p>;
  const found = rooms.data?.data.rooms ?? [];
  const bookingLink = (room: RoomTypeResult) =>
    `/booking/result?${new URLSearchParams({
      hotel_code: hotel.hotel_code,
      locale,
      checkin: stay.checkin_date,
      checkout: stay.checkout_date,
      adults: String(stay.adults),
      room_type_code: room.room_type_code,
    }).toString()}`;
  return (
    <section className="sk-recommender" aria-labelledby={titleId} style={themeOf(shown)}>
      <h1 id={titleId}>{shown.title}</h1>
      {rooms.isPending ? (
        <Spinner />
      ) : found.length === 0 ? (
        <p className="sk-recommender-off">{text.noRoomsAvailable}</p>
      ) : (
        <ul className="sk-recommender-list">
          {found.map((room) => {
            const total = lowestTotal(room);
            const nameId = `${titleId}-${room.room_type_code}`;
            return (
              <Card
                as="li"
                key={room.room_type_code}
                className="sk-recommender-room"
                aria-labelledby={nameId}
              >
                <Photo
                  src={room.image_urls?.[0]}
                  alt={text.format('roomPhoto', { room: room.room_type_name })}
                />
                <h2 id={nameId}>{room.room_type_name}</h2>
                {total !== undefined && (
                  <p className="sk-recommender-price">
                    {text.format('fromPrice', { price: formatPrice(total, hotel.currency, locale) })}
                  </p>
                )}
                <a
                  className={buttonClass('primary', { block: true })}
                  href={bookingLink(room)}
                  target="_blank"
                  rel="noopener"
                  aria-describedby={nameId}
                >
                  <span>{text.recommenderSeeRates}</span>{' '}
                  <span className="sk-visually-hidden">{text.opensInNewTab}</span>
                </a>
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
