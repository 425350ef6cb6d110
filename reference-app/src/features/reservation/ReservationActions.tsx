import type { components } from '@staykit/sdk';
import { useId, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { changeStayPath, reviewReservationPath, type ReservationLinkTarget } from './reservationLinks';
import type { ActionState, ReviewActions } from './reviewActions';

type Reservation = components['schemas']['Reservation'];

/**
 * The sign-out the review offers on a guest booking, the login widget's own (the identity store's).
 *
 * @example
 * ```ts
 * const signOut: SignOutControl = { hidden: false, signingOut: false, onSignOut: () => store.signOut({ client, hotel }) };
 * ```
 */
export interface SignOutControl {
  /** The brand hides sign-out (its users cannot sign out here). */
  readonly hidden: boolean;
  readonly signingOut: boolean;
  /** Signs out; settles once the user is signed out here (whatever the server answered). */
  readonly onSignOut: () => Promise<void>;
}

/** Props of `ReservationActions`. */
export interface ReservationActionsProps {
  actions: ReviewActions;
  reservation: Reservation;
  target: ReservationLinkTarget;
  locale: string;
  /** The update settings are still loading: the actions that need them are not known yet. */
  loading: boolean;
  /** The hotel's phone, for what must be done by phone. */
  hotelPhone: string | null;
  signOut: SignOutControl;
  /** Opens the cancel dialog; the button is `cancelButton`, where focus returns when it closes. */
  onCancel: () => void;
  cancelButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The hotel's phone as a link to call, or nothing when the hotel gave none.
 *
 * @example
 * ```tsx
 * <HotelPhone phone="+81 3-0000-0101" />
 * ```
 */
export function HotelPhone({ phone }: { phone: string | null }) {
  const text = useMessages();
  if (!phone) return null;
  return (
    <p className="sk-reservation-phone">
      <span className="sk-reservation-phone-label">{text.reservationHotelPhone}</span>
      <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`} dir="ltr">
        {phone}
      </a>
    </p>
  );
}

/**
 * What the guest can do with the reservation (docs/widget.md#after-booking): change the stay (the search in
 * update mode), cancel (the dialog), the receipt, the contact details and the answers to the hotel's
 * questions. Each is shown only when it can work; when the reservation's state stops it (staff edits, the
 * deadline, the check-in day, a pending update or payment) it is named with the reason, the hotel's phone
 * beside a cancellation that must be made by phone. Who may act comes first: a guest booking while signed
 * in asks to sign out (with the login widget's sign-out), someone else's reservation is refused with the
 * warning, and the actions they cover are not shown at all.
 *
 * @example
 * ```tsx
 * <ReservationActions actions={actions} reservation={reservation} target={target} locale="en" loading={false}
 *   hotelPhone="+81 3-0000-0101" signOut={signOut} onCancel={open} cancelButton={cancelButtonRef} />
 * ```
 */
export function ReservationActions(props: ReservationActionsProps) {
  const { actions, reservation, target, locale } = props;
  const text = useMessages();
  const id = useId();
  const reason = (code: string | null) =>
    code === null
      ? text.reservationContactHotel
      : apiErrorMessage({ code, message: text.reservationContactHotel }, locale);

  const item = (key: string, label: MessageKey, state: ActionState, open: () => ReactNode) => {
    if (state.kind === 'hidden') return null;
    if (state.kind === 'open') return <li key={key}>{open()}</li>;
    return (
      <li key={key} className="sk-reservation-action-blocked" data-testid={`action-${key}`}>
        <span className="sk-reservation-action-name">{text[label]}</span>
        <span className="sk-reservation-action-reason">{reason(state.code)}</span>
        {state.code === 'cancellation_same_day' && <HotelPhone phone={props.hotelPhone} />}
      </li>
    );
  };

  const refusal = actions.actorRefusal;
  const items = [
    item('change-stay', 'reservationChangeStay', actions.changeStay, () => (
      <Link to={changeStayPath(target, reservation)}>{text.reservationChangeStay}</Link>
    )),
    item('cancel', 'reservationCancel', actions.cancel, () => (
      <button type="button" ref={props.cancelButton} onClick={props.onCancel} aria-haspopup="dialog">
        {text.reservationCancel}
      </button>
    )),
    item('receipt', 'reservationReceipt', actions.receipt, () => (
      <Link to={reviewReservationPath(target, 'receipt')}>{text.reservationReceipt}</Link>
    )),
    item('edit-contact', 'reservationEditContact', actions.editContact, () => (
      <Link to={reviewReservationPath(target, 'guests')}>{text.reservationEditContact}</Link>
    )),
    item('answers', 'reservationAnswers', actions.answers, () => (
      <Link to={reviewReservationPath(target, 'answers')}>{text.reservationAnswers}</Link>
    )),
  ].filter((entry) => entry !== null);

  return (
    <section className="sk-reservation-card sk-reservation-actions" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.reservationActionsTitle}</h3>
      {refusal && (
        <div className="sk-reservation-warning" role="alert">
          <p>{apiErrorMessage({ code: refusal, message: text.reservationContactHotel }, locale)}</p>
          {refusal === 'sign_out_required' && !props.signOut.hidden && (
            <button
              type="button"
              onClick={() => void props.signOut.onSignOut()}
              disabled={props.signOut.signingOut}
            >
              {text.reservationSignOut}
            </button>
          )}
        </div>
      )}
      {items.length > 0 && <ul className="sk-reservation-action-list">{items}</ul>}
      {props.loading && (
        <p className="sk-reservation-progress" role="status">
          {text.loading}
        </p>
      )}
    </section>
  );
}
