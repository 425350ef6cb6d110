import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/formatDate';
import { useMessages } from '../../i18n/useMessages';
import './reservationUpdate.css';

type Reservation = components['schemas']['Reservation'];

/** Props of `UpdateBanner`. */
export interface UpdateBannerProps {
  reservationNumber: string;
  /** The reservation as it stands, or null when it could not be read. */
  reservation: Reservation | null;
  locale: string;
  /** Why the reservation cannot change now (announced), or null when it can. */
  problem: string | null;
  /** Where the review of the reservation is. */
  reviewPath: string;
}

/**
 * The name of the room type and plan booked, from the reservation's summary or its first room.
 *
 * @example
 * ```ts
 * bookedRoomAndPlan(reservation); // { room: 'Standard Twin', plan: 'Room only' }
 * ```
 */
export function bookedRoomAndPlan(reservation: Reservation): { room: string; plan: string } {
  const first = reservation.rooms[0];
  return {
    room: reservation.room_type?.name ?? first?.room_type.name ?? '',
    plan: reservation.plan?.name ?? first?.plan.name ?? '',
  };
}

/**
 * The update-mode banner above the search (docs/widget.md#search: update mode): which reservation is being changed and its current
 * stay, room and plan; that the plan stays as booked; why nothing can be changed now, when that is so
 * (announced); and the way back to the review.
 *
 * @example
 * ```tsx
 * <UpdateBanner reservationNumber="SK2612010001" reservation={reservation} locale="en" problem={null} reviewPath="/review-reservation/SK2612010001?hotel_code=demo-tokyo" />
 * ```
 */
export function UpdateBanner(props: UpdateBannerProps) {
  const text = useMessages();
  const id = useId();
  const { reservation } = props;
  const booked = reservation ? bookedRoomAndPlan(reservation) : null;
  return (
    <section className="sk-update-banner" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.format('updateBannerTitle', { number: props.reservationNumber })}</h2>
      {reservation && booked && (
        <p data-testid="update-current-stay">
          {text.format('updateCurrentStay', {
            checkin: formatDate(reservation.checkin_date, props.locale),
            checkout: formatDate(reservation.checkout_date, props.locale),
            room: booked.room,
            plan: booked.plan,
          })}
        </p>
      )}
      {props.problem === null && booked && <p>{text.format('updatePlanOnly', { plan: booked.plan })}</p>}
      {props.problem !== null && (
        <p className="sk-update-problem" role="alert">
          {props.problem}
        </p>
      )}
      <Link className="sk-update-back" to={props.reviewPath}>
        {text.updateBackToReview}
      </Link>
    </section>
  );
}
