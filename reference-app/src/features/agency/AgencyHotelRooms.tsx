import { useBookingWidgetInit, useRoomSearch } from '@staykit/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { buttonClass, Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatPrice } from '../../lib/formatPrice';
import { useHotelInitInput } from '../../lib/hotelInitInput';
import { agencyCheckoutPath } from './agencyBooking';
import { AgencyStayFacts } from './AgencyStayFacts';

/**
 * The stay the rooms are searched for: dates and adults (one room).
 *
 * @example
 * ```ts
 * const stay: AgencyRoomsStay = { checkin: '2026-12-12', checkout: '2026-12-13', adults: 2 };
 * ```
 */
export interface AgencyRoomsStay {
  checkin: string | null;
  checkout: string | null;
  adults: number;
}

/**
 * Props of `AgencyHotelRooms`.
 *
 * @example
 * ```ts
 * const props: AgencyHotelRoomsProps = { hotelCode: 'demo-tokyo', stay, onStay: setStay, locale: 'en' };
 * ```
 */
export interface AgencyHotelRoomsProps {
  hotelCode: string;
  stay: AgencyRoomsStay;
  /** The guest changed the dates or adults. */
  onStay: (stay: AgencyRoomsStay) => void;
  locale: string;
}

/**
 * `/hotels/{code}` of the storefront: one hotel's rooms and plans for the stay, each with its total and
 * "Book", which opens the storefront's checkout for it. Without dates, the guest picks them first.
 *
 * @example
 * ```tsx
 * <AgencyHotelRooms hotelCode="demo-hakone-onsen" stay={stay} onStay={setStay} locale="en" />
 * ```
 */
export function AgencyHotelRooms({ hotelCode, stay, onStay, locale }: AgencyHotelRoomsProps) {
  const text = useMessages();
  const id = useId();
  const init = useBookingWidgetInit(useHotelInitInput(hotelCode));
  const hotel = init.data?.data;
  const dated = stay.checkin !== null && stay.checkout !== null;
  const search = useRoomSearch(
    {
      params: {
        path: { hotel_id: hotel?.hotel_id ?? 0 },
        query: { checkin_date: stay.checkin ?? '', checkout_date: stay.checkout ?? '', adults: stay.adults },
      },
    },
    { enabled: hotel !== undefined && dated },
  );
  const [draft, setDraft] = useState({
    checkin: stay.checkin ?? '',
    checkout: stay.checkout ?? '',
    adults: String(stay.adults),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const adults = Number(draft.adults);
    onStay({
      checkin: draft.checkin || null,
      checkout: draft.checkout || null,
      adults: Number.isInteger(adults) && adults >= 1 && adults <= 20 ? adults : 2,
    });
  };
  const rooms = search.data?.data.rooms ?? [];

  return (
    <div className="sk-page sk-agency-rooms">
      {init.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(init.error, locale)}
        </Alert>
      )}
      {init.isPending && <Skeleton height="2.5rem" width="60%" />}
      {hotel && <h1>{text.format('agencyRoomsTitle', { hotel: hotel.hotel_name })}</h1>}
      <form className="sk-agency-stay" onSubmit={submit} aria-labelledby={`${id}-stay`}>
        <h2 id={`${id}-stay`} className="sk-visually-hidden">
          {text.agencyRoomsPageTitle}
        </h2>
        <TextField
          label={text.checkIn}
          type="date"
          value={draft.checkin}
          onChange={(event) => setDraft({ ...draft, checkin: event.target.value })}
        />
        <TextField
          label={text.checkOut}
          type="date"
          value={draft.checkout}
          onChange={(event) => setDraft({ ...draft, checkout: event.target.value })}
        />
        <TextField
          label={text.adults}
          type="number"
          min={1}
          max={20}
          inputMode="numeric"
          value={draft.adults}
          onChange={(event) => setDraft({ ...draft, adults: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          {text.agencyShowRooms}
        </Button>
      </form>
      {stay.checkin && stay.checkout && (
        <AgencyStayFacts
          checkin={stay.checkin}
          checkout={stay.checkout}
          adults={stay.adults}
          locale={locale}
          className="sk-plain-list sk-agency-stay-facts"
        />
      )}
      <p role="status" className="sk-visually-hidden">
        {search.isFetching ? text.loading : ''}
      </p>
      {search.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(search.error, locale)}
        </Alert>
      )}
      {search.isSuccess && rooms.length === 0 && <p>{text.agencyNoRooms}</p>}
      {hotel && stay.checkin && stay.checkout && rooms.length > 0 && (
        <ul className="sk-plain-list sk-agency-list">
          {rooms.map((room) => (
            <li key={room.room_type_code} className="sk-agency-room">
              <h2 className="sk-agency-hotel-name">{room.room_type_name}</h2>
              {room.description && <p className="sk-note">{room.description}</p>}
              <ul className="sk-plain-list sk-stack-tight">
                {room.room_plans.map((plan) => {
                  const price = formatPrice(plan.price.total_price, hotel.currency, locale);
                  const checkout = agencyCheckoutPath({
                    hotelCode,
                    hotelId: hotel.hotel_id,
                    hotelName: hotel.hotel_name,
                    checkin: stay.checkin ?? '',
                    checkout: stay.checkout ?? '',
                    adults: stay.adults,
                    roomTypeCode: room.room_type_code,
                    roomTypeName: room.room_type_name,
                    roomPlanCode: plan.room_plan_code,
                    roomPlanName: plan.hotel_plan_name ?? plan.room_plan_name,
                    total: plan.price.total_price,
                    currency: hotel.currency,
                  });
                  return (
                    <li key={plan.room_plan_code} className="sk-agency-plan">
                      <span>{plan.hotel_plan_name ?? plan.room_plan_name}</span>
                      <strong>{text.format('agencyRoomPrice', { price })}</strong>
                      <Link
                        to={checkout}
                        className={buttonClass('primary')}
                        aria-label={text.format('agencyBookRoomAt', {
                          room: room.room_type_name,
                          plan: plan.hotel_plan_name ?? plan.room_plan_name,
                        })}
                      >
                        {text.bookNow}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
