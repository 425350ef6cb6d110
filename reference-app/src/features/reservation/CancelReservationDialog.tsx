import { useCancelReservation } from '@staykit/react';
import { cancellationFee, type CancellationFee, type components } from '@staykit/sdk';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatPrice } from '../../lib/formatPrice';
import type { Messages } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { cancelRefusalHandling, type CancelRefusalHandling } from './cancelRefusal';
import { HotelPhone, type SignOutControl } from './ReservationActions';
import { formatPercent } from './reservationPolicy';

type Reservation = components['schemas']['Reservation'];
type UpdateSettings = components['schemas']['ReservationUpdateSettings'];

/** Props of `CancelReservationDialog`. */
export interface CancelReservationDialogProps {
  reservation: Reservation;
  settings: UpdateSettings;
  /** The hotel that holds the reservation (the API's path). */
  hotelId: number;
  bypassToken: string | null;
  locale: string;
  /** The hotel's IANA time zone: the fee's steps start on its days. */
  timeZone: string;
  /** The hotel's now (the page's clock). */
  now: () => Date;
  hotelPhone: string | null;
  /** Where a guest whose link expired finds the reservation again. */
  findPath: string;
  signOut: SignOutControl;
  /** Closes the dialog without cancelling. */
  onClose: () => void;
  /** The reservation as the API answered the cancellation. */
  onCancelled: (reservation: Reservation) => void;
}

/**
 * The fee sentence of the dialog: no refund for a non-refundable booking, free, or the amount and its
 * percentage, in the reservation's currency (its multi-currency twin when it has one).
 *
 * @example
 * ```ts
 * feeSentence(fee, 'en', text); // 'Cancelling now costs ¥7,900 (50% of the stay).'
 * ```
 */
export function feeSentence(fee: CancellationFee, locale: string, text: Messages): string {
  const amount = formatPrice(fee.amount, fee.currency, locale, fee.mcpAmount);
  if (fee.nonRefundable) return text.format('cancelFeeNonRefundable', { amount });
  if (fee.amount === 0) return text.cancelFeeFree;
  return text.format('cancelFeeAmount', { amount, percent: formatPercent(fee.percentage, locale) });
}

interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly handling: CancelRefusalHandling;
}

/**
 * The cancel dialog (docs/widget.md#after-booking; contract: `cancelReservation`; docs/errors.md), a real modal `<dialog>` (focus inside, Escape or
 * "Keep the reservation" closes it). The fee is the SDK's `cancellationFee` at the hotel's now when the
 * dialog opens, shown in the reservation's currency before the guest confirms (non-refundable: "no
 * refund"); a reason from the update settings' list (required) and free details; confirming sends the
 * shown fee as `cancellation_fee_displayed`. A refusal is shown in the dialog by its code, focused:
 * `price_changed` works the fee out again and asks to confirm again; the check-in day gives the hotel's
 * phone instead of the button; `sign_out_required` offers the sign-out (which closes the dialog, so the
 * review can be read again signed out); an expired link (1250) links to find the reservation; staff
 * edits, the deadline and someone else's reservation end it; 3013, 3016 and failures keep the button to
 * retry.
 *
 * @example
 * ```tsx
 * {open && <CancelReservationDialog reservation={reservation} settings={settings} hotelId={101} bypassToken="bp_1"
 *   locale="en" timeZone="Asia/Tokyo" now={() => new Date()} hotelPhone={null} findPath="/search?hotel_code=demo-tokyo"
 *   signOut={signOut} onClose={close} onCancelled={done} />}
 * ```
 */
export function CancelReservationDialog(props: CancelReservationDialogProps) {
  const { reservation, settings, locale, timeZone, now } = props;
  const text = useMessages();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const [fee, setFee] = useState<CancellationFee>(() => cancellationFee(null, reservation, now(), timeZone));
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const cancel = useCancelReservation();
  const reasons = settings.cancellation_reasons ?? [];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Browsers without modal dialogs (and the test DOM) open it in place.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    reasonRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const close = () => {
    if (!cancel.isPending) props.onClose();
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') {
      setReasonMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setReasonMissing(false);
    setRefusal(null);
    const trimmed = details.trim();
    cancel.mutate(
      {
        params: {
          path: { hotel_id: props.hotelId, reservation_id: reservation.reservation_number },
          query: props.bypassToken ? { bypass_token: props.bypassToken } : {},
        },
        body: {
          reason,
          ...(trimmed ? { details: trimmed } : {}),
          cancellation_fee_displayed: fee.amount,
        },
      },
      {
        onSuccess: ({ data }) => props.onCancelled(data),
        onError: (error) => {
          const handling = cancelRefusalHandling(error.code);
          // The fee moved on (a step began since the dialog opened): work it out again at the hotel's now.
          if (handling === 'fee_changed') setFee(cancellationFee(null, reservation, now(), timeZone));
          setRefusal({ code: error.code, message: apiErrorMessage(error, locale), handling });
        },
      },
    );
  };

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A dialog opened in place has no native Escape: close it here too.
    if (event.key === 'Escape' && typeof dialogRef.current?.showModal !== 'function') close();
  };

  const handling = refusal?.handling;
  const canConfirm = handling === undefined || handling === 'fee_changed' || handling === 'retry';
  const reasonError = `${id}-reason-error`;
  return (
    <dialog
      ref={dialogRef}
      className="sk-reservation-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-fee`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={keyDown}
    >
      <form onSubmit={confirm} noValidate>
        <h2 id={`${id}-title`}>{text.cancelDialogTitle}</h2>
        <p id={`${id}-fee`} className="sk-reservation-fee" data-testid="cancel-fee">
          {feeSentence(fee, locale, text)}
        </p>
        {refusal && (
          <div className="sk-reservation-alert" role="alert" tabIndex={-1} ref={refusalRef}>
            <p>{handling === 'fee_changed' ? text.cancelFeeChanged : refusal.message}</p>
            {handling === 'by_phone' && <HotelPhone phone={props.hotelPhone} />}
            {handling === 'find_again' && <Link to={props.findPath}>{text.reservationFindAgain}</Link>}
            {handling === 'sign_out' && !props.signOut.hidden && (
              <button
                type="button"
                disabled={props.signOut.signingOut}
                onClick={() => {
                  void props.signOut.onSignOut();
                  props.onClose();
                }}
              >
                {text.reservationSignOut}
              </button>
            )}
          </div>
        )}
        {canConfirm && (
          <>
            <div className="sk-reservation-field">
              <label htmlFor={`${id}-reason`}>
                {text.cancelReason}
                <span aria-hidden="true"> *</span>
              </label>
              <select
                ref={reasonRef}
                id={`${id}-reason`}
                value={reason}
                aria-required="true"
                aria-invalid={reasonMissing ? true : undefined}
                aria-describedby={reasonMissing ? reasonError : undefined}
                onChange={(event) => setReason(event.target.value)}
              >
                <option value="">{text.chooseOne}</option>
                {reasons.map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {choice.label}
                  </option>
                ))}
              </select>
              {reasonMissing && (
                <p className="sk-reservation-field-error" id={reasonError}>
                  {text.fieldRequired}
                </p>
              )}
            </div>
            <div className="sk-reservation-field">
              <label htmlFor={`${id}-details`}>{text.cancelDetails}</label>
              <textarea
                id={`${id}-details`}
                maxLength={1000}
                rows={3}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            </div>
          </>
        )}
        {cancel.isPending && (
          <p className="sk-reservation-progress" role="status">
            {text.cancelInProgress}
          </p>
        )}
        <div className="sk-reservation-dialog-buttons">
          {canConfirm && (
            <button type="submit" disabled={cancel.isPending}>
              {text.cancelConfirm}
            </button>
          )}
          <button
            type="button"
            className="sk-reservation-secondary"
            onClick={close}
            disabled={cancel.isPending}
          >
            {text.cancelKeep}
          </button>
        </div>
      </form>
    </dialog>
  );
}
