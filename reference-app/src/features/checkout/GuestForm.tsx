import {
  validateGuestDetails,
  type GuestDetailsField,
  type GuestDetailsInput,
  type Locale,
} from '@staykit/sdk';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fillMessage } from '../../i18n/fillMessage';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { fieldProblemText } from './fieldProblemText';

/**
 * The guest form's values: the booking payload's guest fields, as typed.
 *
 * @example
 * ```ts
 * const values: GuestFormValues = { last_name: 'Yamada', first_name: 'Hanako', email: 'h@example.com' };
 * ```
 */
export type GuestFormValues = GuestDetailsInput;

/** Props of `GuestForm`. */
export interface GuestFormProps {
  initial: GuestFormValues;
  locale: Locale;
  /** Rooms booked (for the names of who stays when booking for someone else). */
  roomCount: number;
  /** Ask for the kana reading of names (a Japanese booking). */
  kana: boolean;
  /** Offer the Taiwan receipt fields (a Taiwan hotel). */
  taiwanReceipt: boolean;
  /** Every change, so the caller can keep the form across a reload. */
  onChange: (values: GuestFormValues) => void;
  onSubmit: (values: GuestFormValues) => void;
  submitLabel: string;
  /** More fields of the booking (the hotel's questions), before the terms. */
  extraFields?: ReactNode;
  /** Checks the extra fields on submit (the caller shows their problems) and says how many it found. */
  validateExtra?: () => number;
  /** A server error about the whole form, shown above the button. */
  formError?: ReactNode;
  busy?: boolean;
}

type NameField = 'last_name' | 'first_name' | 'last_name_kana' | 'first_name_kana';

const NAME_LABELS: Record<NameField, MessageKey> = {
  last_name: 'lastName',
  first_name: 'firstName',
  last_name_kana: 'lastNameKana',
  first_name_kana: 'firstNameKana',
};

/**
 * The guest-detail form (B §3 Guest-detail form, §5 Validation): names (with kana for a Japanese booking),
 * e-mail and its confirmation, phone, postal code, notes, booking for someone else with the name of each
 * room's guest, the Taiwan receipt where the hotel issues one, and the terms. It checks everything with
 * the SDK's `validateGuestDetails` on submit: each problem shows under its field (tied with
 * `aria-describedby`, `aria-invalid`), a summary is announced, and focus moves to the first field to fix.
 */
export function GuestForm(props: GuestFormProps) {
  const { locale, onChange } = props;
  const text = useMessages();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<GuestFormValues>(props.initial);
  const [problems, setProblems] = useState<{ field: GuestDetailsField; code: string }[]>([]);
  const [extraCount, setExtraCount] = useState(0);
  const nameFields: NameField[] = props.kana
    ? ['last_name', 'first_name', 'last_name_kana', 'first_name_kana']
    : ['last_name', 'first_name'];
  const update = (next: GuestFormValues) => {
    setValues(next);
    onChange(next);
  };
  const set = (field: keyof GuestFormValues, value: string | boolean) =>
    update({ ...values, [field]: value });
  const problemOf = (field: GuestDetailsField) => problems.find((problem) => problem.field === field);
  const fieldId = (field: string) => `${id}-${field.replace(/\./g, '-')}`;
  const described = (field: GuestDetailsField) =>
    problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(field)}-error` } : {};
  const problemLine = (field: GuestDetailsField) => {
    const problem = problemOf(field);
    if (!problem) return null;
    return (
      <p className="sk-field-error" id={`${fieldId(field)}-error`}>
        {fieldProblemText(problem.code, locale, text)}
      </p>
    );
  };
  const input = (
    field: GuestDetailsField,
    label: string,
    value: string,
    change: (value: string) => void,
    options: { type?: string; autoComplete?: string; required?: boolean; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <div className="sk-field" key={field}>
      <label htmlFor={fieldId(field)}>
        {label}
        {options.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={fieldId(field)}
        name={field}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        required={options.required}
        value={value}
        onChange={(event) => change(event.target.value)}
        {...described(field)}
      />
      {problemLine(field)}
    </div>
  );
  const rooms = Array.from({ length: props.roomCount }, (_, index) => values.rooms?.[index]?.guest ?? {});
  const setRoomName = (index: number, field: NameField, value: string) =>
    update({
      ...values,
      rooms: rooms.map((guest, at) => ({ guest: at === index ? { ...guest, [field]: value } : guest })),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGuestDetails(values, {
      locale,
      kanaRequired: props.kana,
      taiwanReceipt: props.taiwanReceipt,
    });
    setProblems(found);
    const extra = props.validateExtra?.() ?? 0;
    setExtraCount(extra);
    if (found.length > 0 || extra > 0) {
      const first = found[0];
      if (first) formRef.current?.ownerDocument.getElementById(fieldId(first.field))?.focus();
      return;
    }
    props.onSubmit(values);
  };

  return (
    <form
      ref={formRef}
      className="sk-guest-form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
    >
      <h3 id={`${id}-title`}>{text.guestDetailsForm}</h3>
      <fieldset>
        <legend>{text.bookerName}</legend>
        {nameFields.map((field) =>
          input(field, text[NAME_LABELS[field]], values[field] ?? '', (value) => set(field, value), {
            required: true,
            autoComplete:
              field === 'last_name' ? 'family-name' : field === 'first_name' ? 'given-name' : undefined,
          }),
        )}
      </fieldset>
      {input('email', text.email, values.email ?? '', (value) => set('email', value), {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        required: true,
      })}
      {input(
        'email_confirmation',
        text.emailConfirmation,
        values.email_confirmation ?? '',
        (value) => set('email_confirmation', value),
        { type: 'email', autoComplete: 'off', inputMode: 'email', required: true },
      )}
      {input('phone', text.phone, values.phone ?? '', (value) => set('phone', value), {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        required: true,
      })}
      {input('postal_code', text.postalCode, values.postal_code ?? '', (value) => set('postal_code', value), {
        autoComplete: 'postal-code',
      })}
      <div className="sk-field">
        <label htmlFor={fieldId('notes')}>{text.notes}</label>
        <textarea
          id={fieldId('notes')}
          rows={3}
          value={values.notes ?? ''}
          onChange={(event) => set('notes', event.target.value)}
          {...described('notes')}
        />
        {problemLine('notes')}
      </div>
      <label className="sk-choice">
        <input
          type="checkbox"
          checked={values.booking_for_someone_else === true}
          onChange={(event) => set('booking_for_someone_else', event.target.checked)}
        />
        {text.bookingForSomeoneElse}
      </label>
      {values.booking_for_someone_else === true &&
        rooms.map((guest, index) => (
          <fieldset key={index}>
            <legend>{fillMessage(text.roomGuestName, { n: index + 1 })}</legend>
            {nameFields.map((field) =>
              input(
                `rooms.${index}.guest.${field}`,
                text[NAME_LABELS[field]],
                guest[field] ?? '',
                (value) => setRoomName(index, field, value),
                { required: true },
              ),
            )}
          </fieldset>
        ))}
      {props.taiwanReceipt && (
        <fieldset>
          <legend>{text.taiwanReceipt}</legend>
          {input('receipt_title', text.receiptTitle, values.receipt_title ?? '', (value) =>
            set('receipt_title', value),
          )}
          {input(
            'receipt_unicode',
            text.receiptUnicode,
            values.receipt_unicode ?? '',
            (value) => set('receipt_unicode', value),
            { inputMode: 'tel' },
          )}
        </fieldset>
      )}
      {props.extraFields}
      <div className="sk-field">
        <label className="sk-choice">
          <input
            id={fieldId('terms_accepted')}
            type="checkbox"
            checked={values.terms_accepted === true}
            onChange={(event) => set('terms_accepted', event.target.checked)}
            {...described('terms_accepted')}
          />
          {text.acceptTerms}
        </label>
        {problemLine('terms_accepted')}
      </div>
      {problems.length + extraCount > 0 && (
        <p className="sk-form-problems" role="alert">
          {fillMessage(text.formHasProblems, { count: problems.length + extraCount })}
        </p>
      )}
      {props.formError}
      <button type="submit" className="sk-button" disabled={props.busy} aria-busy={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
