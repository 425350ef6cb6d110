import { useReservationLookup } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import {
  findReservationProblems,
  type FindReservationProblems,
  type FindReservationValues,
} from './findReservationForm';
import { reviewReservationPath } from './reservationLinks';
import './reservation.css';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `FindReservationPage`. */
export interface FindReservationPageProps {
  hotel: BookingWidgetInit;
  locale: string;
}

const PROBLEM_TEXT: Record<NonNullable<FindReservationProblems['email']>, MessageKey> = {
  required: 'fieldRequired',
  invalid: 'fieldInvalid',
  too_long: 'fieldTooLong',
};

/**
 * Find a reservation (`/search`, docs/widget.md#screens, #after-booking: a guest looks a reservation up by number and e-mail): the
 * number and the booking e-mail, both required and checked before anything is sent (each problem under
 * its field, focus on the first). The look-up runs through the brand of the hotel (`findReservation`), so
 * a booking at any of the brand's hotels is found. Found: on to its review with the `token` the answer
 * carries as `bypass_token` — the e-mail never goes into the address. Not found ("reservation search
 * failed": the number or the e-mail is not recognised, the answer never says which): an alert tied to the
 * form, focused.
 *
 * @example
 * ```tsx
 * <FindReservationPage hotel={init} locale="en" />
 * ```
 */
export function FindReservationPage({ hotel, locale }: FindReservationPageProps) {
  const text = useMessages();
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<FindReservationValues>({ reservationNumber: '', email: '' });
  const [problems, setProblems] = useState<FindReservationProblems>({});
  // What was last sent: the look-up runs for it (a query, so sending the same twice asks again).
  const [sent, setSent] = useState<FindReservationValues | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const lookup = useReservationLookup({
    params: {
      path: { brand_id: hotel.hotel_brand_id, reservation_number: sent?.reservationNumber ?? '' },
      query: { email: sent?.email ?? '' },
    },
  });
  const found = sent ? lookup.data?.data : undefined;
  const failed = sent !== null && lookup.isError;

  useEffect(() => {
    if (!found) return;
    void navigate(
      reviewReservationPath({
        reservationNumber: found.reservation_number,
        hotelCode: found.hotel.code ?? hotel.hotel_code,
        hotelId: found.hotel.id,
        bypassToken: found.token ?? null,
      }),
    );
  }, [found, hotel.hotel_code, navigate]);

  useEffect(() => {
    if (failed) alertRef.current?.focus();
  }, [failed, lookup.errorUpdatedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = findReservationProblems(values);
    setProblems(checked);
    if (checked.reservationNumber) return numberRef.current?.focus();
    if (checked.email) return emailRef.current?.focus();
    const next = { reservationNumber: values.reservationNumber.trim(), email: values.email.trim() };
    if (sent && sent.reservationNumber === next.reservationNumber && sent.email === next.email) {
      void lookup.refetch();
    } else {
      setSent(next);
    }
  };

  const alertId = `${id}-alert`;
  const field = (
    name: keyof FindReservationValues,
    label: string,
    ref: RefObject<HTMLInputElement | null>,
    options: { type: string; autoComplete: string },
  ) => {
    const problem = problems[name];
    const errorId = `${id}-${name}-error`;
    const describedBy = [problem ? errorId : null, failed ? alertId : null].filter(Boolean).join(' ');
    return (
      <div className="sk-reservation-field">
        <label htmlFor={`${id}-${name}`}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          ref={ref}
          id={`${id}-${name}`}
          name={name}
          type={options.type}
          autoComplete={options.autoComplete}
          aria-required="true"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
        {problem && (
          <p className="sk-reservation-field-error" id={errorId}>
            {text[PROBLEM_TEXT[problem]]}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="sk-reservation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.findReservationTitle}</h2>
      <p>{text.findReservationIntro}</p>
      <form
        className="sk-reservation-card sk-reservation-form"
        aria-label={text.findReservationTitle}
        aria-describedby={failed ? alertId : undefined}
        noValidate
        onSubmit={submit}
      >
        {field('reservationNumber', text.reservationNumber, numberRef, { type: 'text', autoComplete: 'off' })}
        {field('email', text.findReservationEmail, emailRef, { type: 'email', autoComplete: 'email' })}
        {failed && (
          <p className="sk-reservation-alert" id={alertId} role="alert" tabIndex={-1} ref={alertRef}>
            {apiErrorMessage(lookup.error, locale)}
          </p>
        )}
        <button type="submit" disabled={lookup.isFetching}>
          {text.findReservationSubmit}
        </button>
        {lookup.isFetching && (
          <p className="sk-reservation-progress" role="status">
            {text.findReservationSearching}
          </p>
        )}
      </form>
    </section>
  );
}
