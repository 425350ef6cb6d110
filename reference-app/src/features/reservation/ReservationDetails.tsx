import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { formatHotelTime } from './reservationPolicy';
import { PriceLine } from '../../components/ui/PriceLine';
import { PriceList } from '../../components/ui/PriceList';
import { priceBreakdownLines } from '../../lib/priceBreakdownLines';

type Reservation = components['schemas']['Reservation'];
type ReservationStatus = Reservation['status'];
type PaymentType = Reservation['payment_type'];
type PaymentStatus = components['schemas']['PaymentStatus'];

/** Props of `ReservationDetails`. */
export interface ReservationDetailsProps {
  reservation: Reservation;
  locale: string;
  /** The hotel's time zone, for the instant of a cancellation. */
  timeZone: string;
}

const STATUS: Record<ReservationStatus, MessageKey> = {
  done: 'reservationStatusDone',
  payment_pending: 'reservationStatusPaymentPending',
  cancelled: 'reservationStatusCancelled',
};

const PAYMENT_TYPE: Record<PaymentType, MessageKey> = {
  pre_paid: 'reservationPaymentPrePaid',
  on_site: 'reservationPaymentOnSite',
  credit_card: 'reservationPaymentCard',
  credit_card_international: 'reservationPaymentCard',
  twd_credit_card: 'reservationPaymentCard',
  on_site_credit_card_required: 'reservationPaymentOnSiteCardRequired',
  deferred_payment: 'reservationPaymentDeferred',
  bank_transfer: 'reservationPaymentBankTransfer',
  twd_credit_card_deposit: 'reservationPaymentCardDeposit',
};

const PAYMENT_STATUS: Record<PaymentStatus, MessageKey> = {
  pre_3d_secure: 'reservationPaymentStatusPre3dSecure',
  authorized: 'reservationPaymentStatusAuthorized',
  capturing: 'reservationPaymentStatusCapturing',
  captured: 'reservationPaymentStatusCaptured',
  failed: 'reservationPaymentStatusFailed',
  cancelled: 'reservationPaymentStatusCancelled',
};

/**
 * What was booked (contract: `Reservation`): status, number, stay and nights (day use for a stay without a
 * night), each room with its type and guests, the plan, how it is paid and where the card payment
 * stands, the price lines in the reservation's currency (the multi-currency twins when it was booked in
 * another currency), and, once cancelled, when and at what fee and refund.
 *
 * @example
 * ```tsx
 * <ReservationDetails reservation={reservation} locale="en" timeZone="Asia/Tokyo" />
 * ```
 */
export function ReservationDetails({ reservation, locale, timeZone }: ReservationDetailsProps) {
  const text = useMessages();
  const id = useId();
  const price = (amount: number, mcp?: components['schemas']['Money'] | null) =>
    formatPrice(amount, reservation.currency, locale, mcp);
  const plans = [...new Set(reservation.rooms.map((room) => room.plan.name))];
  const cancellation = reservation.cancellation;
  return (
    <div className="sk-reservation-card">
      <dl className="sk-reservation-details">
        <div>
          <dt>{text.reservationStatusLabel}</dt>
          <dd data-testid="reservation-status">{text[STATUS[reservation.status]]}</dd>
        </div>
        <div>
          <dt>{text.reservationNumber}</dt>
          <dd data-testid="reservation-number">{reservation.reservation_number}</dd>
        </div>
        <div>
          <dt>{text.stay}</dt>
          <dd>
            {formatDate(reservation.checkin_date, locale)} – {formatDate(reservation.checkout_date, locale)}
          </dd>
        </div>
        <div>
          <dt>{text.nights}</dt>
          <dd>{reservation.nights === 0 ? text.stayDayUse : reservation.nights}</dd>
        </div>
        <div>
          <dt>{text.reservationPlan}</dt>
          <dd>{text.list(plans)}</dd>
        </div>
        <div>
          <dt>{text.reservationPaymentType}</dt>
          <dd>{text[PAYMENT_TYPE[reservation.payment_type]]}</dd>
        </div>
        {reservation.payment_status && (
          <div>
            <dt>{text.reservationPaymentStatus}</dt>
            <dd>{text[PAYMENT_STATUS[reservation.payment_status]]}</dd>
          </div>
        )}
      </dl>
      <h3 id={`${id}-rooms`}>{text.reservationRoomsGuests}</h3>
      <ul className="sk-reservation-rooms" aria-labelledby={`${id}-rooms`}>
        {reservation.rooms.map((room, index) => (
          <li key={room.id}>
            {text.format('reservationRoomLine', {
              n: index + 1,
              room: room.room_type.name,
              adults: room.adults,
              children: room.children,
            })}
          </li>
        ))}
      </ul>
      <h3>{text.priceSummary}</h3>
      <PriceList>
        {priceBreakdownLines(reservation.price).map((line) => (
          <PriceLine
            key={line.field}
            label={text[line.label]}
            amount={price(line.amount, line.mcp)}
            kind={line.kind}
            testId={`reservation-price-${line.field}`}
          />
        ))}
      </PriceList>
      {cancellation && (
        <>
          <h3>{text.reservationCancellationTitle}</h3>
          <dl className="sk-reservation-details">
            <div>
              <dt>{text.reservationCancelledAt}</dt>
              <dd>{formatHotelTime(new Date(cancellation.cancelled_at), locale, timeZone)}</dd>
            </div>
            {cancellation.fee !== undefined && (
              <div>
                <dt>{text.reservationCancellationFee}</dt>
                <dd data-testid="reservation-cancellation-fee">
                  {price(cancellation.fee, cancellation.mcp_fee)}
                </dd>
              </div>
            )}
            {cancellation.refund_amount !== undefined && (
              <div>
                <dt>{text.reservationRefund}</dt>
                <dd data-testid="reservation-refund">{price(cancellation.refund_amount)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </div>
  );
}
