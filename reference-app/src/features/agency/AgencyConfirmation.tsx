import { useAgencyReservation } from '@staykit/react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';

/**
 * Props of `AgencyConfirmation`.
 *
 * @example
 * ```ts
 * const props: AgencyConfirmationProps = { number: 'SK2612100001', bypassToken: 'bp_x', email: undefined, locale: 'en' };
 * ```
 */
export interface AgencyConfirmationProps {
  number: string;
  bypassToken: string | undefined;
  email: string | undefined;
  locale: string;
}

/**
 * `/reservation/confirmation/{number}` of the storefront: the booking made, read with the link's
 * `bypass_token` (or the booking e-mail): its number, hotel, stay, rooms, guest and total. The heading
 * takes the focus, so a screen reader starts there.
 *
 * @example
 * ```tsx
 * <AgencyConfirmation number="SK2612100001" bypassToken={token} email={undefined} locale="en" />
 * ```
 */
export function AgencyConfirmation({ number, bypassToken, email, locale }: AgencyConfirmationProps) {
  const text = useMessages();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const reservation = useAgencyReservation({
    params: {
      path: { id: number },
      query: { ...(bypassToken ? { bypass_token: bypassToken } : {}), ...(email ? { email } : {}) },
    },
  });
  const booked = reservation.data?.data;
  useEffect(() => {
    if (booked) heading.current?.focus();
  }, [booked]);

  return (
    <div className="sk-page sk-page-medium">
      {reservation.isPending && <Spinner />}
      {reservation.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(reservation.error, locale)}
        </Alert>
      )}
      {booked && (
        <Card as="section" aria-labelledby={`${id}-title`} className="sk-stack">
          <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>
            {/* A card that asked for 3-D Secure leaves the booking waiting for its payment: said as it is. */}
            {booked.status === 'payment_pending' ? text.bookingPaymentPending : text.agencyConfirmationTitle}
          </h1>
          <dl className="sk-facts">
            <div>
              <dt>{text.reservationNumber}</dt>
              <dd>{booked.reservation_number}</dd>
            </div>
            {booked.hotel_name && (
              <div>
                <dt>{text.agencyHotel}</dt>
                <dd>{booked.hotel_name}</dd>
              </div>
            )}
            <div>
              <dt>{text.agencyStay}</dt>
              <dd>
                {text.format('agencyUnderstoodDates', {
                  checkin: formatDate(booked.checkin_date, locale),
                  checkout: formatDate(booked.checkout_date, locale),
                })}
              </dd>
            </div>
            {booked.rooms.map((room, index) => (
              <div key={`${room.room_plan_code}-${index}`}>
                <dt>{room.room_type_name ?? room.room_type_code}</dt>
                <dd>{room.room_plan_name ?? room.room_plan_code}</dd>
                <dd>{text.format('agencyUnderstoodAdults', { count: room.adults })}</dd>
              </div>
            ))}
            {booked.price && booked.currency && (
              <div>
                <dt>{text.agencyTotalPaid}</dt>
                <dd>{formatPrice(booked.price.total_price, booked.currency, locale)}</dd>
              </div>
            )}
          </dl>
          {booked.email && <p>{text.format('agencyConfirmationSent', { email: booked.email })}</p>}
          <p>
            <Link to="/">{text.agencyNewSearch}</Link>
          </p>
        </Card>
      )}
    </div>
  );
}
