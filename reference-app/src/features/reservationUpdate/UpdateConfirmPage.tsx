import { useReservation, useReservationUpdateSettings, useUpdateReservation } from '@staykit/react';
import { reservationUpdateProblem, type components, type ReservationChange } from '@staykit/sdk';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';
import { daysBetween } from '../../lib/calendarMonth';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import { newTotalOfRefusal } from './newTotalOfRefusal';
import { UPDATED_STATE } from './ReservationUpdatedNotice';
import { bookedRoomAndPlan } from './UpdateBanner';
import {
  readUpdateSelection,
  reviewReservationPath,
  updateSearchPath,
  type UpdateSelection,
} from './updateUrl';
import './reservationUpdate.css';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type Reservation = components['schemas']['Reservation'];

/** Props of `UpdateConfirmPage`. */
export interface UpdateConfirmPageProps {
  hotel: BookingWidgetInit;
  locale: string;
  reservationNumber: string;
  /** The page's query: the update search's, plus the pick (see `updateConfirmPath`). */
  query: URLSearchParams;
  /** The current time (tests pin it): the change deadline and the pending lock are read against it. */
  now?: () => Date;
}

// Refusals after which Confirm may be pressed again: a new total to accept, or a lock that passes.
const CONFIRM_AGAIN: ReadonlySet<string> = new Set([
  'price_changed',
  'exchange_rates_updated',
  '3013',
  '3016',
]);
/** The update's rooms: the booked rooms keep their ids in order; rooms beyond them are added. */
function changeOf(reservation: Reservation, selection: UpdateSelection): ReservationChange {
  return {
    checkin_date: selection.checkin,
    checkout_date: selection.checkout,
    rooms: selection.rooms.map((room, index) => {
      const booked = reservation.rooms[index];
      return {
        ...(booked ? { reservation_hotel_room_id: booked.id } : {}),
        room_type_code: selection.roomTypeCode,
        room_plan_code: selection.roomPlanCode,
        adults: room.adults,
        children: room.children,
        ...(room.childrenAges.length > 0 ? { children_ages: room.childrenAges } : {}),
      };
    }),
  };
}

/**
 * The confirm page of a changed stay (`/review-reservation/{n}/update`, docs/widget.md#after-booking): the current and the new
 * stay side by side, the new total and the difference, then Confirm, which sends the total shown as
 * `price_displayed_total` (`updateReservation`) and goes back to the review, which says the reservation
 * was updated. Before Confirm the SDK's `reservationUpdateProblem` says what it can tell (deadline, staff
 * edit, pending change, minimum nights, another plan) and then nothing is sent. A refusal is said by its
 * code where the guest looks (focus moves to it): a changed price shows the new total to confirm again;
 * a pending update or payment can be confirmed again later; otherwise Confirm goes, and the ways on stay:
 * other dates in the update search (sold out, no rooms, too short, another plan) or back to the review
 * (deadline passed, staff edit, original changed: cancel and reconfirm).
 *
 * @example
 * ```tsx
 * <UpdateConfirmPage hotel={hotel} locale="en" reservationNumber="SK2612010001" query={searchParams} />
 * ```
 */
export function UpdateConfirmPage(props: UpdateConfirmPageProps) {
  const { hotel, locale, reservationNumber, query, now = () => new Date() } = props;
  const text = useMessages();
  const id = useId();
  const navigate = useNavigate();
  const selection = useMemo(() => readUpdateSelection(query), [query]);
  const bypassToken = query.get('bypass_token')?.trim() ?? '';
  const access = {
    path: { hotel_id: hotel.hotel_id, reservation_id: reservationNumber },
    query: bypassToken === '' ? {} : { bypass_token: bypassToken },
  };
  const reservation = useReservation({ params: access });
  const settings = useReservationUpdateSettings({ params: access });
  const reviewPath = reviewReservationPath(reservationNumber, query);
  const searchPath = updateSearchPath(query);
  // After `price_changed` the total to show and send is the server's new one.
  const [newTotal, setNewTotal] = useState<number | null>(null);
  const update = useUpdateReservation({
    onSuccess: () => void navigate(reviewPath, { state: UPDATED_STATE }),
    onError: (error) => {
      if (error.code === 'price_changed') setNewTotal(newTotalOfRefusal(error));
    },
  });
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (update.error) alertRef.current?.focus();
  }, [update.error]);

  const booked = reservation.data?.data;
  if (reservation.isError) {
    return (
      <section className="sk-update" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{text.reservationNotOpened}</h2>
        <p role="alert">{apiErrorMessage(reservation.error, locale)}</p>
        <Link to={reviewPath}>{text.updateBackToReview}</Link>
      </section>
    );
  }
  if (!booked || settings.isPending) return <Spinner />;
  const title = text.format('updateConfirmTitle', { number: reservationNumber });
  if (selection === null) {
    return (
      <section className="sk-update" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p role="alert">{text.updateNothingSelected}</p>
        <Link to={searchPath}>{text.updateChooseOtherDates}</Link>
      </section>
    );
  }

  const change = changeOf(booked, selection);
  const total = newTotal ?? selection.total;
  const problem = reservationUpdateProblem(booked, settings.data?.data ?? null, now(), change);
  const settingsError = settings.error ? apiErrorMessage(settings.error, locale) : null;
  const refusal = update.error;
  const canConfirm =
    problem === null && settingsError === null && (refusal === null || CONFIRM_AGAIN.has(refusal.code));
  const { room, plan } = bookedRoomAndPlan(booked);
  const newRoom =
    booked.rooms.find((candidate) => candidate.room_type.code === selection.roomTypeCode)?.room_type.name ??
    selection.roomTypeCode;
  const newPlan =
    booked.rooms.find((candidate) => candidate.plan.room_plan_code === selection.roomPlanCode)?.plan.name ??
    selection.roomPlanCode;
  const money = (amount: number) => formatPrice(amount, booked.currency, locale);
  const difference = total - booked.price.total_price;
  const guests = (rooms: number, adults: number, children: number) =>
    text.format('updateGuestsValue', { rooms, adults, children });
  const confirm = () =>
    update.mutate({
      params: access,
      body: {
        checkin_date: change.checkin_date,
        checkout_date: change.checkout_date,
        ...(change.rooms ? { rooms: [...change.rooms] } : {}),
        price_displayed_total: total,
      },
    });

  return (
    <section className="sk-update" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <table className="sk-update-compare">
        <thead>
          <tr>
            <td />
            <th scope="col">{text.updateCurrentStayTitle}</th>
            <th scope="col">{text.updateNewStayTitle}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{text.stay}</th>
            <td>
              {formatDate(booked.checkin_date, locale)} – {formatDate(booked.checkout_date, locale)}
            </td>
            <td data-testid="update-new-dates">
              {formatDate(selection.checkin, locale)} – {formatDate(selection.checkout, locale)}
            </td>
          </tr>
          <tr>
            <th scope="row">{text.nights}</th>
            <td>{daysBetween(booked.checkin_date, booked.checkout_date)}</td>
            <td>{daysBetween(selection.checkin, selection.checkout)}</td>
          </tr>
          <tr>
            <th scope="row">{text.updateRoomType}</th>
            <td>{room}</td>
            <td>{newRoom}</td>
          </tr>
          <tr>
            <th scope="row">{text.updatePlan}</th>
            <td>{plan}</td>
            <td>{newPlan}</td>
          </tr>
          <tr>
            <th scope="row">{text.updateGuests}</th>
            <td>{guests(booked.rooms.length, booked.adults, booked.children)}</td>
            <td>
              {guests(
                selection.rooms.length,
                selection.rooms.reduce((sum, one) => sum + one.adults, 0),
                selection.rooms.reduce((sum, one) => sum + one.children, 0),
              )}
            </td>
          </tr>
          <tr className="sk-update-total">
            <th scope="row">{text.priceTotal}</th>
            <td data-testid="update-old-total">
              {formatPrice(booked.price.total_price, booked.currency, locale, booked.price.mcp_total_price)}
            </td>
            <td data-testid="update-new-total">{money(total)}</td>
          </tr>
        </tbody>
      </table>
      <p className="sk-update-difference" data-testid="update-difference">
        {difference === 0
          ? text.updateDifferenceNone
          : text.format(difference > 0 ? 'updateDifferenceMore' : 'updateDifferenceLess', {
              amount: money(Math.abs(difference)),
            })}
      </p>
      {(problem !== null || settingsError !== null) && (
        <p className="sk-update-problem" role="alert">
          {settingsError ?? (problem ? apiErrorMessage({ code: problem.code, message: '' }, locale) : '')}
        </p>
      )}
      {refusal && (
        <div className="sk-update-problem" role="alert" tabIndex={-1} ref={alertRef}>
          <p>{apiErrorMessage(refusal, locale)}</p>
          {refusal.code === 'price_changed' && newTotal !== null && (
            <p>{text.format('priceChangedNewTotal', { price: money(newTotal) })}</p>
          )}
        </div>
      )}
      {update.isPending && (
        <p role="status" aria-live="polite">
          {text.updateSending}
        </p>
      )}
      <div className="sk-update-actions">
        {canConfirm && (
          <button type="button" className="sk-button" onClick={confirm} disabled={update.isPending}>
            {text.updateConfirm}
          </button>
        )}
        <Link to={searchPath}>{text.updateChooseOtherDates}</Link>
        <Link to={reviewPath}>{text.updateBackToReview}</Link>
      </div>
    </section>
  );
}
