import { useReservation } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Icon } from '../../components/ui/Icon';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { CheckoutSteps } from './CheckoutSteps';
import { usePurchaseEvent } from './usePurchaseEvent';
import './checkout.css';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type ReservationStatus = components['schemas']['Reservation']['status'];

/** Props of `ConfirmationPage`. */
export interface ConfirmationPageProps {
  hotel: BookingWidgetInit;
  locale: string;
  reservationNumber: string;
  /** From the confirmation link (docs/widget.md#screens: the page reads `email` and `bypass_token`). */
  email: string | null;
  bypassToken: string | null;
  /** The booking went the shorter way (no payment step): the steps show it so. */
  shortFlow?: boolean;
}

const HEADINGS: Record<ReservationStatus, MessageKey> = {
  done: 'bookingConfirmed',
  payment_pending: 'bookingPaymentPending',
  cancelled: 'bookingCancelled',
};

// The review of this booking (shared URL convention): the link's token, else the one the answer carries.
// Never the e-mail: outside this page an e-mail stays out of the address (docs/widget.md#screens).
function reviewPath(props: ConfirmationPageProps, answeredToken: string | undefined): string {
  const query = new URLSearchParams({
    hotel_code: props.hotel.hotel_code,
    hotelId: String(props.hotel.hotel_id),
  });
  const token = props.bypassToken ?? answeredToken;
  if (token) query.set('bypass_token', token);
  return `/review-reservation/${encodeURIComponent(props.reservationNumber)}?${query.toString()}`;
}

/**
 * The confirmation step (`/reservation/confirmation/{n}`, docs/widget.md#screens, #checkout): the reservation read back from the API
 * with the link's `bypass_token` or `email`, its status as the heading (confirmed, waiting for payment,
 * cancelled), the reservation number to quote, the stay, the booker and the total, and a link to review,
 * change or cancel it. A link that does not open the reservation says so.
 */
export function ConfirmationPage(props: ConfirmationPageProps) {
  const text = useMessages();
  const id = useId();
  const reservation = useReservation({
    params: {
      path: { hotel_id: props.hotel.hotel_id, reservation_id: props.reservationNumber },
      query: {
        ...(props.bypassToken ? { bypass_token: props.bypassToken } : {}),
        ...(props.email ? { email: props.email } : {}),
      },
    },
  });
  const data = reservation.data?.data;
  usePurchaseEvent(data);
  return (
    <section className="sk-checkout sk-outcome" aria-labelledby={`${id}-title`}>
      <CheckoutSteps current="confirmation" withPayment={props.shortFlow !== true} />
      {reservation.isPending && <Spinner />}
      {reservation.isError && (
        <Card className="sk-outcome-card">
          <h2 id={`${id}-title`}>{text.reservationNotOpened}</h2>
          <Alert tone="danger" role="alert">
            {apiErrorMessage(reservation.error, props.locale)}
          </Alert>
        </Card>
      )}
      {data && (
        <Card className="sk-outcome-card">
          <div className={`sk-outcome-head sk-outcome-${data.status}`}>
            <span className="sk-outcome-icon" aria-hidden="true">
              <Icon name={data.status === 'done' ? 'check' : 'info'} />
            </span>
            <h2 id={`${id}-title`}>{text[HEADINGS[data.status]]}</h2>
          </div>
          <dl className="sk-confirmation">
            <div className="sk-confirmation-number">
              <dt>{text.reservationNumber}</dt>
              <dd data-testid="reservation-number">{data.reservation_number}</dd>
            </div>
            <div>
              <dt>{text.stay}</dt>
              <dd>
                {formatDate(data.checkin_date, props.locale)} – {formatDate(data.checkout_date, props.locale)}
              </dd>
            </div>
            <div>
              <dt>{text.bookerName}</dt>
              <dd>
                {data.guest.last_name} {data.guest.first_name}
              </dd>
            </div>
            {data.price && (
              <div className="sk-confirmation-total">
                <dt>{text.priceTotal}</dt>
                <dd data-testid="reservation-total">
                  {formatPrice(
                    data.price.total_price,
                    data.currency,
                    props.locale,
                    data.price.mcp_total_price,
                  )}
                </dd>
              </div>
            )}
          </dl>
          <Link className={buttonClass('secondary')} to={reviewPath(props, data.token)}>
            {text.reservationReviewLink}
          </Link>
        </Card>
      )}
    </section>
  );
}
