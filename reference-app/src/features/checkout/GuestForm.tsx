import {
  validateGuestDetails,
  type GuestDetailsField,
  type GuestDetailsInput,
  type Locale,
} from '@staykit/sdk';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { ErrorSummary, type FormProblem } from '../../components/ui/ErrorSummary';
import { TextArea } from '../../components/ui/TextArea';
import { TextField } from '../../components/ui/TextField';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { fieldProblemText } from '../../lib/fieldProblemText';

/**
 * The guest form's values: the booking payload's guest fields, as typed.
 *
 * @example
 * ```ts
 * const values: GuestFormValues = { last_name: 'Yamada', first_name: 'Hanako', email: 'h@example.com' };
 * ```
 */
export type GuestFormValues = GuestDetailsInput & {
  /** A signed-in member copies these details to their profile. */
  update_profile?: boolean;
};

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
  /** More sections of the booking (extras, the hotel's questions), after the guest's, before the terms. */
  extraFields?: ReactNode;
  /**
   * Checks the extra fields on submit (the caller shows each problem by its field) and gives them back, each
   * with its field's id and a line for the form's error summary.
   */
  validateExtra?: () => FormProblem[];
  /** A server error about the whole form, shown above the button. */
  formError?: ReactNode;
  /** Offer a signed-in member to save these details to their profile (when the profile may change). */
  offerProfileUpdate?: boolean;
  busy?: boolean;
}

type NameField = 'last_name' | 'first_name' | 'last_name_kana' | 'first_name_kana';

const NAME_LABELS: Record<NameField, MessageKey> = {
  last_name: 'lastName',
  first_name: 'firstName',
  last_name_kana: 'lastNameKana',
  first_name_kana: 'firstNameKana',
};

const FIELD_LABELS: Partial<Record<GuestDetailsField, MessageKey>> = {
  email: 'email',
  email_confirmation: 'emailConfirmation',
  phone: 'phone',
  postal_code: 'postalCode',
  notes: 'notes',
  receipt_title: 'receiptTitle',
  receipt_unicode: 'receiptUnicode',
  terms_accepted: 'acceptTerms',
};

/**
 * The guest-detail form (the booking's guest fields, checked by the SDK's `validateGuestDetails`): names
 * (with kana for a Japanese booking), e-mail and its confirmation, phone, postal code, notes, booking for
 * someone else with the name of each room's guest, the Taiwan receipt where the hotel issues one, and the
 * terms. One column, labels above. On a submit with problems, each shows under its field (tied with
 * `aria-describedby`, `aria-invalid`), and an error summary at the top of the form, focused and announced,
 * links to every field to fix, the caller's extra fields (questions, extras) included.
 */
export function GuestForm(props: GuestFormProps) {
  const { locale, onChange } = props;
  const text = useMessages();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<GuestFormValues>(props.initial);
  const [problems, setProblems] = useState<{ field: GuestDetailsField; code: string }[]>([]);
  const [extraProblems, setExtraProblems] = useState<FormProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
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
  const problemMessage = (field: GuestDetailsField) => {
    const problem = problemOf(field);
    return problem ? fieldProblemText(problem, locale, text) : undefined;
  };
  // What the error summary calls a field: its label, and for a room's guest the room too.
  const labelOf = (field: GuestDetailsField): string => {
    const room = /^rooms\.(\d+)\.guest\.(\w+)$/.exec(field);
    if (room) {
      const name = NAME_LABELS[room[2] as NameField];
      return text.format('roomGuestField', { n: Number(room[1]) + 1, field: name ? text[name] : '' });
    }
    const key = (NAME_LABELS as Record<string, MessageKey | undefined>)[field] ?? FIELD_LABELS[field];
    return key ? text[key] : field;
  };
  const input = (
    field: GuestDetailsField,
    label: string,
    value: string,
    change: (value: string) => void,
    options: { type?: string; autoComplete?: string; required?: boolean; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <TextField
      key={field}
      id={fieldId(field)}
      name={field}
      label={label}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
      required={options.required}
      value={value}
      onChange={(event) => change(event.target.value)}
      error={problemMessage(field)}
    />
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
    const extra = props.validateExtra?.() ?? [];
    setExtraProblems(extra);
    setAttempt((count) => count + 1);
    if (found.length > 0 || extra.length > 0) return;
    props.onSubmit(values);
  };
  const summary: FormProblem[] = [
    ...problems.map((problem) => ({
      fieldId: fieldId(problem.field),
      message: text.format('errorSummaryItem', {
        field: labelOf(problem.field),
        problem: fieldProblemText(problem, locale, text),
      }),
    })),
    ...extraProblems,
  ];

  return (
    <form
      ref={formRef}
      className="sk-guest-form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
    >
      {summary.length > 0 && (
        <ErrorSummary
          title={text.format('formHasProblems', { count: summary.length })}
          problems={summary}
          attempt={attempt}
        />
      )}
      <Card as="section" className="sk-form-section" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{text.guestDetailsForm}</h3>
        <p className="sk-field-hint">{text.fieldRequiredMark}</p>
        <fieldset className="sk-name-fields">
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
        {input(
          'postal_code',
          text.postalCode,
          values.postal_code ?? '',
          (value) => set('postal_code', value),
          {
            autoComplete: 'postal-code',
          },
        )}
        <TextArea
          id={fieldId('notes')}
          label={text.notes}
          rows={3}
          value={values.notes ?? ''}
          onChange={(event) => set('notes', event.target.value)}
          error={problemMessage('notes')}
        />
        {props.offerProfileUpdate && (
          <Checkbox
            label={text.saveToProfile}
            checked={values.update_profile === true}
            onChange={(event) => set('update_profile', event.target.checked)}
          />
        )}
        <Checkbox
          label={text.bookingForSomeoneElse}
          checked={values.booking_for_someone_else === true}
          onChange={(event) => set('booking_for_someone_else', event.target.checked)}
        />
        {values.booking_for_someone_else === true &&
          rooms.map((guest, index) => (
            <fieldset key={index} className="sk-name-fields">
              <legend>{text.format('roomGuestName', { n: index + 1 })}</legend>
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
          <fieldset className="sk-name-fields">
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
      </Card>
      {props.extraFields}
      <div className="sk-form-end">
        <Checkbox
          id={fieldId('terms_accepted')}
          label={text.acceptTerms}
          checked={values.terms_accepted === true}
          onChange={(event) => set('terms_accepted', event.target.checked)}
          error={problemMessage('terms_accepted')}
        />
        {props.formError}
        <Button type="submit" className="sk-form-submit" disabled={props.busy} aria-busy={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
