import { useReservation, useReservationUpdateSettings, useUpdateReservationGuests } from '@staykit/react';
import { formatName, isLocale, isStaykitError, type Locale, type components } from '@staykit/sdk';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import type { ReviewAccess } from '../../lib/readReviewAccess';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { ErrorSummary } from '../../components/ui/ErrorSummary';
import { TextArea } from '../../components/ui/TextArea';
import { TextField } from '../../components/ui/TextField';
import type { MessageKey, Messages } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import {
  contactChanges,
  contactEditProblem,
  contactFieldOfDetail,
  contactProblems,
  contactValuesOf,
  hasAddress,
  type ContactField,
  type ContactValues,
} from './contactDetails';
import { EditFormEnd, EditPage } from './EditPage';
import { refusalFields } from './refusalFields';
import './reservationEdits.css';
import { ReservationNotOpened } from './ReservationNotOpened';

type Schemas = components['schemas'];

/**
 * Props of `GuestEditPage`.
 *
 * @example
 * ```ts
 * const props: GuestEditPageProps = { reservationNumber: 'SK2612010001', access, locale: 'en' };
 * ```
 */
export interface GuestEditPageProps {
  reservationNumber: string;
  access: ReviewAccess;
  locale: string;
}

/** What the last press of Save came to. */
type Outcome =
  | { readonly kind: 'saved' | 'unchanged' }
  | { readonly kind: 'problems'; readonly count: number }
  | { readonly kind: 'refused'; readonly message: string };

// The widget's words for the SDK's client field codes; a catalogue code shows its SDK message.
const CLIENT_TEXT: Readonly<Record<string, MessageKey>> = {
  required: 'fieldRequired',
  too_long: 'fieldTooLong',
  invalid: 'fieldInvalid',
  mismatch: 'fieldMismatch',
};

function problemText(text: Messages, code: string, locale: string): string {
  const key = CLIENT_TEXT[code];
  if (key) return text[key];
  // A field the API refused (1000): its message is about the whole form, the field says "check this".
  return code === '1000' ? text.fieldInvalid : apiErrorMessage({ code, message: text.fieldInvalid }, locale);
}

// A refusal the settings give before the guest tries: no form can succeed while it holds.
const SETTINGS_REFUSALS: readonly string[] = ['sign_out_required', 'reservation_access_denied'];

/**
 * The booker's contact details after booking (docs/widget.md#validation; contract: `updateReservationGuests`): e-mail (typed twice when it changes),
 * phone, postal code, the address when the booking gave one, and requests to the hotel, checked with the
 * checkout's rules from the SDK before anything is sent. Names are shown read-only: they cannot change
 * after booking. When the SDK can tell that no change can be made online (cancelled, edited by staff, the
 * change deadline passed, a guest booking while signed in) the page says so instead of offering the form;
 * an update in progress (3013) is announced. Refusals show by code, a field refusal (1000) under its field.
 *
 * @example
 * ```tsx
 * <GuestEditPage reservationNumber="SK2612010001" access={readReviewAccess(number, query, hotel)} locale="en" />
 * ```
 */
export function GuestEditPage({ reservationNumber, access, locale }: GuestEditPageProps) {
  const text = useMessages();
  const path = { hotel_id: access.hotelId, reservation_id: reservationNumber };
  const proof = access.bypassToken ? { bypass_token: access.bypassToken } : {};
  const reservation = useReservation({ params: { path, query: proof } });
  const settings = useReservationUpdateSettings({ params: { path, query: proof } });

  let body: ReactNode;
  if (reservation.isPending || (settings.isPending && settings.fetchStatus !== 'idle')) body = <Spinner />;
  else if (reservation.isError) {
    body = (
      <ReservationNotOpened
        error={reservation.error}
        locale={locale}
        findPath={access.findPath}
        findLabel={text.guestEditFindReservation}
      />
    );
  } else {
    const settingsRefusal =
      settings.isError && SETTINGS_REFUSALS.includes(settings.error.code) ? settings.error : null;
    body = (
      <GuestEditForm
        key={reservation.data.data.reservation_number}
        reservation={reservation.data.data}
        settings={settings.data?.data ?? null}
        settingsRefusal={settingsRefusal}
        access={access}
        locale={locale}
        reservationNumber={reservationNumber}
      />
    );
  }
  return (
    <EditPage
      title={text.guestEditTitle}
      reviewPath={access.reviewPath}
      backLabel={text.guestEditBackToReview}
    >
      {body}
    </EditPage>
  );
}

interface GuestEditFormProps {
  reservation: Schemas['Reservation'];
  settings: Schemas['ReservationUpdateSettings'] | null;
  settingsRefusal: { readonly code: string; readonly message: string } | null;
  access: ReviewAccess;
  locale: string;
  reservationNumber: string;
}

const FIELD_LABELS: Readonly<Record<Exclude<ContactField, 'notes'>, MessageKey>> = {
  email: 'email',
  email_confirmation: 'emailConfirmation',
  phone: 'phone',
  postal_code: 'postalCode',
  prefecture_or_state: 'guestEditPrefecture',
  street_address: 'guestEditStreet',
  building_name_and_number: 'guestEditBuilding',
};

/** The names and the contact form of one reservation. */
function GuestEditForm(props: GuestEditFormProps) {
  const { reservation, access, locale } = props;
  const text = useMessages();
  const id = useId();
  const update = useUpdateReservationGuests();
  const [guest, setGuest] = useState(reservation.guest);
  const stored = contactValuesOf(guest);
  const [values, setValues] = useState<ContactValues>(stored);
  // The SDK's checks give client codes; a refusal of the API names fields with its own code.
  const [problems, setProblems] = useState<
    readonly { readonly field: ContactField; readonly code: string }[]
  >([]);
  const [namesRefused, setNamesRefused] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Each failed Save: the error summary takes focus again, even when the problems are the same.
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const uiLocale: Locale = isLocale(locale) ? locale : 'en';
  const fieldId = (field: ContactField) => `${id}-${field}`;

  const state = props.settingsRefusal
    ? { code: props.settingsRefusal.code, blocking: true }
    : contactEditProblem(reservation, props.settings, new Date());
  const blocked = state?.blocking === true;

  const focusAfter = (done: boolean, field?: ContactField) =>
    requestAnimationFrame(() => {
      const target = field ? formRef.current?.ownerDocument.getElementById(fieldId(field)) : null;
      (target ?? (done ? statusRef.current : alertRef.current))?.focus();
    });

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems.some((problem) => problem.field === field)) {
      setProblems((current) => current.filter((problem) => problem.field !== field));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNamesRefused(false);
    const found = contactProblems(values, stored, uiLocale);
    setProblems(found);
    if (found.length > 0) {
      setOutcome({ kind: 'problems', count: found.length });
      setAttempt((tries) => tries + 1);
      return;
    }
    const changes = contactChanges(values, stored);
    if (!changes) {
      setOutcome({ kind: 'unchanged' });
      focusAfter(true);
      return;
    }
    update.mutate(
      {
        params: {
          path: { hotel_id: access.hotelId, reservation_id: props.reservationNumber },
          query: access.bypassToken ? { bypass_token: access.bypassToken } : {},
        },
        body: changes,
      },
      {
        onSuccess: (answer) => {
          setGuest(answer.data.guest);
          setValues(contactValuesOf(answer.data.guest));
          setOutcome({ kind: 'saved' });
          focusAfter(true);
        },
        onError: (error) => {
          const named = isStaykitError(error) ? refusalFields(error).map(contactFieldOfDetail) : [];
          const fields = named.filter((field): field is ContactField => field !== null && field !== 'names');
          setProblems(fields.map((field) => ({ field, code: error.code })));
          setNamesRefused(named.includes('names'));
          setOutcome({ kind: 'refused', message: apiErrorMessage(error, locale) });
          focusAfter(false, fields[0]);
        },
      },
    );
  };

  const problemOf = (field: ContactField) => problems.find((problem) => problem.field === field);
  const labelOf = (field: ContactField) => (field === 'notes' ? text.notes : text[FIELD_LABELS[field]]);
  const errorOf = (field: ContactField) => {
    const problem = problemOf(field);
    return problem ? problemText(text, problem.code, locale) : undefined;
  };
  const input = (
    field: Exclude<ContactField, 'notes'>,
    options: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'email' | 'tel';
      required?: boolean;
      hint?: string;
    },
  ) => (
    <TextField
      key={field}
      id={fieldId(field)}
      name={field}
      label={text[FIELD_LABELS[field]]}
      hint={options.hint}
      error={errorOf(field)}
      errorClassName="sk-edit-field-error"
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
      required={options.required}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  const kana = formatName({ first_name: guest.first_name_kana, last_name: guest.last_name_kana }, uiLocale);
  const roomGuests = reservation.booking_for_someone_else
    ? reservation.rooms.flatMap((room, index) => (room.guest ? [{ index, guest: room.guest }] : []))
    : [];
  const stateMessage =
    state === null
      ? ''
      : state.code === 'cancelled'
        ? text.guestEditCancelled
        : apiErrorMessage(props.settingsRefusal ?? { code: state.code, message: '' }, locale);
  const showAddress = hasAddress(guest);

  return (
    <>
      <Card as="section" className="sk-stack sk-edit-names" aria-labelledby={`${id}-names`}>
        <h3 id={`${id}-names`}>{text.guestEditNames}</h3>
        <dl className="sk-facts">
          <div>
            <dt>{text.bookerName}</dt>
            <dd data-testid="guest-edit-booker">
              {kana === ''
                ? formatName(guest, uiLocale)
                : text.format('nameWithReading', { name: formatName(guest, uiLocale), kana })}
            </dd>
          </div>
          {roomGuests.map(({ index, guest: staying }) => (
            <div key={index}>
              <dt>{text.format('roomGuestName', { n: index + 1 })}</dt>
              <dd>{formatName(staying, uiLocale)}</dd>
            </div>
          ))}
        </dl>
        <p className={namesRefused ? 'sk-field-error sk-edit-field-error' : 'sk-field-hint'}>
          {text.guestEditNamesFixed}
        </p>
      </Card>
      {state && (
        <Alert tone={blocked ? 'warning' : 'info'} role="note" data-testid="guest-edit-state">
          {blocked && state.code !== 'cancelled'
            ? text.format('guestEditCannotChangeBecause', { reason: stateMessage })
            : stateMessage}
        </Alert>
      )}
      <Card as="section" className="sk-stack" aria-labelledby={`${id}-contact`}>
        <h3 id={`${id}-contact`}>{text.guestEditContact}</h3>
        <form
          ref={formRef}
          className="sk-stack sk-edit-form"
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-contact`}
        >
          {outcome?.kind === 'problems' && (
            <ErrorSummary
              title={text.format('formHasProblems', { count: outcome.count })}
              problems={problems.map((problem) => ({
                fieldId: fieldId(problem.field),
                message: text.format('errorSummaryItem', {
                  field: labelOf(problem.field),
                  problem: problemText(text, problem.code, locale),
                }),
              }))}
              attempt={attempt}
            />
          )}
          <fieldset className="sk-form-fields" disabled={blocked || update.isPending}>
            <legend className="sk-visually-hidden">{text.guestEditContact}</legend>
            {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
            {input('email_confirmation', {
              type: 'email',
              autoComplete: 'off',
              inputMode: 'email',
              hint: text.guestEditEmailAgainHint,
            })}
            {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true })}
            {input('postal_code', { autoComplete: 'postal-code', hint: text.guestEditPostalCodeHint })}
            {showAddress && (
              <>
                {input('prefecture_or_state', { autoComplete: 'address-level1' })}
                {input('street_address', { autoComplete: 'address-line1' })}
                {input('building_name_and_number', { autoComplete: 'address-line2' })}
              </>
            )}
            <TextArea
              id={fieldId('notes')}
              name="notes"
              label={text.notes}
              rows={3}
              value={values.notes}
              onChange={(event) => set('notes', event.target.value)}
              error={errorOf('notes')}
              errorClassName="sk-edit-field-error"
            />
          </fieldset>
          <EditFormEnd
            status={
              outcome?.kind === 'saved'
                ? text.guestEditSaved
                : outcome?.kind === 'unchanged'
                  ? text.guestEditNoChanges
                  : null
            }
            statusRef={statusRef}
            alert={
              outcome?.kind === 'refused'
                ? text.format('guestEditNotSavedBecause', { reason: outcome.message })
                : null
            }
            alertRef={alertRef}
            back={
              outcome?.kind === 'saved' ? { to: access.reviewPath, label: text.guestEditBackToReview } : null
            }
            submit={
              blocked
                ? null
                : { label: text.guestEditSave, busyLabel: text.guestEditSaving, busy: update.isPending }
            }
          />
        </form>
      </Card>
    </>
  );
}
