import {
  useCreateLotteryEntry,
  useLotteryEntry,
  useLotteryEvent,
  useMembership,
  useRoomPrice,
  useUpdateLotteryEntry,
} from '@staykit/react';
import {
  lotteryNightsProblem,
  normalizePhone,
  validateGuestDetails,
  type components,
  type GuestDetailsField,
  type Locale,
} from '@staykit/sdk';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ProgressSteps } from '../../components/ProgressSteps';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { ErrorSummary } from '../../components/ui/ErrorSummary';
import { TextArea } from '../../components/ui/TextArea';
import { TextField } from '../../components/ui/TextField';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { fieldProblemText } from '../../lib/fieldProblemText';
import { daysBetween } from '../../lib/calendarMonth';
import { formatPrice } from '../../lib/formatPrice';
import type { OfferNames } from '../../lib/offerNames';
import { reachableStorage } from '../../lib/reachableStorage';
import { lotteryLinkOf } from './lotteryLink';
import type { LotteryEntryUrl } from './readLotteryEntryUrl';
import { LotteryStayFacts } from './LotteryFacts';
import './lottery.css';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type LotteryGuest = components['schemas']['LotteryGuest'];

/** Props of `LotteryEntryForm`. */
export interface LotteryEntryFormProps {
  hotel: BookingWidgetInit;
  locale: Locale;
  url: LotteryEntryUrl;
  /** The room and plan names the search passed on with the pick, when it did. */
  names: OfferNames | null;
  /** Back to the lottery's search. */
  searchPath: string;
  /** The entry is made or saved. */
  onDone: (entryNumber: string, changed: boolean) => void;
}

type Field = 'last_name' | 'first_name' | 'last_name_kana' | 'first_name_kana' | 'email' | 'phone' | 'notes';
type Values = Record<Field, string> & { terms_accepted: boolean };

const LABELS: Record<Field | 'terms_accepted', MessageKey> = {
  last_name: 'lastName',
  first_name: 'firstName',
  last_name_kana: 'lastNameKana',
  first_name_kana: 'firstNameKana',
  email: 'email',
  phone: 'phone',
  notes: 'notes',
  terms_accepted: 'acceptTerms',
};

const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  last_name: 'family-name',
  first_name: 'given-name',
  email: 'email',
  phone: 'tel',
};

const EMPTY: Values = {
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  email: '',
  phone: '',
  notes: '',
  terms_accepted: false,
};

/** The guest an entry sends: names, e-mail and phone, the kana only when given. */
function toGuest(values: Values): LotteryGuest {
  const kana = (field: 'first_name_kana' | 'last_name_kana') =>
    values[field].trim() === '' ? {} : { [field]: values[field].trim() };
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    ...kana('first_name_kana'),
    ...kana('last_name_kana'),
    email: values.email.trim(),
    phone: normalizePhone(values.phone.trim()),
  };
}

/**
 * The lottery entry form (`/room-lottery/guest-detail`, docs/widget.md#lottery; contract:
 * `createLotteryEntry`, `updateLotteryEntry`): the step indicator, the stay picked in the event's search
 * (names, dates, nights, rooms and guests, and its price if the entry wins), then the entrant's name, e-mail,
 * phone and a note for the hotel, filled from the member's profile (or from the entry being changed), and
 * the hotel's terms. The stay is checked against the event's nights first (`lotteryNightsProblem`); the
 * fields by the SDK's `validateGuestDetails`, each problem under its field and in a focused summary. One
 * entry per member and event: a second is refused by the API (3756) and said above the button, as is any
 * other refusal. A retry of the same send reuses its idempotency key, so it never makes two entries.
 *
 * @example
 * ```tsx
 * <LotteryEntryForm hotel={hotel} locale="en" url={url} names={null} searchPath="/booking/result?…" onDone={(n) => n} />
 * ```
 */
export function LotteryEntryForm({ hotel, locale, url, names, searchPath, onDone }: LotteryEntryFormProps) {
  const text = useMessages();
  const id = useId();
  const storage = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  const token = lotteryLinkOf(storage, url.eventId);
  const event = useLotteryEvent({
    params: {
      path: { event_id: url.eventId },
      ...(token === undefined ? {} : { query: { lottery_access_token: token } }),
    },
  });
  const profile = useMembership({ params: { path: { hotel_id: hotel.hotel_id } } });
  const changing = useLotteryEntry(
    { params: { path: { hotel_id: hotel.hotel_id, entry_number: url.changing ?? '' } } },
    { enabled: url.changing !== undefined },
  );
  const lottery = {
    lottery_event_uuid: url.eventId,
    ...(token === undefined ? {} : { lottery_access_token: token }),
    ...(url.changing === undefined ? {} : { current_lottery_entry: url.changing }),
  };
  const price = useRoomPrice({
    params: {
      path: { hotel_id: hotel.hotel_id },
      query: {
        checkin_date: url.checkin,
        checkout_date: url.checkout,
        selected_rooms: url.rooms.map((room) => ({
          room_type_code: url.roomTypeCode,
          room_plan_code: url.roomPlanCode,
          adults: room.adults,
          children: room.children ?? 0,
          kids_tiers: room.kids_tiers ?? [],
          quantity: 1,
          type: 'room' as const,
        })),
        ...lottery,
      },
    },
  });
  const create = useCreateLotteryEntry();
  const update = useUpdateLotteryEntry();
  const [typed, setTyped] = useState<Partial<Values>>({});
  const [problems, setProblems] = useState<{ field: GuestDetailsField; code: string }[]>([]);
  const [attempt, setAttempt] = useState(0);

  if (event.isPending || profile.isPending || (url.changing !== undefined && changing.isPending))
    return <Spinner />;
  if (event.isError) {
    return (
      <Alert tone="danger" role="alert">
        {apiErrorMessage(event.error, locale)}
      </Alert>
    );
  }
  const lotteryEvent = event.data.data;
  const member = profile.data?.data;
  const entry = changing.data?.data;
  // What the form starts from: the entry being changed, else the member's profile; then what was typed.
  const start: Values = {
    ...EMPTY,
    last_name: entry?.guest?.last_name ?? member?.last_name ?? '',
    first_name: entry?.guest?.first_name ?? member?.first_name ?? '',
    last_name_kana: entry?.guest?.last_name_kana ?? member?.last_name_kana ?? '',
    first_name_kana: entry?.guest?.first_name_kana ?? member?.first_name_kana ?? '',
    email: entry?.guest?.email ?? member?.email ?? '',
    phone: entry?.guest?.phone ?? member?.phone ?? '',
    notes: entry?.notes ?? '',
  };
  const values: Values = { ...start, ...typed };
  const kana = locale === 'ja';
  const fields: Field[] = [
    'last_name',
    'first_name',
    ...(kana ? (['last_name_kana', 'first_name_kana'] as const) : []),
    'email',
    'phone',
  ];
  const nights = lotteryNightsProblem({ checkin: url.checkin, checkout: url.checkout }, lotteryEvent.setting);
  const stayRule = text.format('lotteryNightsRule', {
    min: lotteryEvent.setting.min_nights,
    max: lotteryEvent.setting.max_nights,
  });
  const sending = create.isPending || update.isPending;
  const failure = url.changing === undefined ? create.error : update.error;
  const fieldId = (field: string) => `${id}-${field}`;
  const problemOf = (field: Field | 'terms_accepted') => {
    const problem = problems.find((found) => found.field === field);
    return problem ? fieldProblemText(problem, locale, text) : undefined;
  };
  const summary = problems.map((problem) => ({
    fieldId: fieldId(problem.field),
    message: text.format('errorSummaryItem', {
      field: text[LABELS[problem.field as Field] ?? 'notes'],
      problem: fieldProblemText(problem, locale, text),
    }),
  }));

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (nights !== null || sending) return;
    const found = validateGuestDetails(
      { ...values, email_confirmation: values.email },
      { locale, kanaRequired: kana, emailConfirmation: false },
    ).filter((problem) => problem.field in LABELS);
    setProblems(found);
    setAttempt((count) => count + 1);
    if (found.length > 0) return;
    const stay = {
      checkin_date: url.checkin,
      checkout_date: url.checkout,
      room_type_code: url.roomTypeCode,
      room_plan_code: url.roomPlanCode,
      ...(url.hotelPlanCode === undefined ? {} : { hotel_plan_code: url.hotelPlanCode }),
      rooms: url.rooms,
      guest: toGuest(values),
      ...(values.notes.trim() === '' ? {} : { notes: values.notes.trim() }),
    };
    if (url.changing !== undefined) {
      const number = url.changing;
      update.mutate(
        {
          params: { path: { hotel_id: hotel.hotel_id, entry_number: number } },
          body: { restore: false, ...stay },
        },
        { onSuccess: () => onDone(number, true) },
      );
      return;
    }
    create.mutate(
      {
        params: { path: { hotel_id: hotel.hotel_id } },
        body: {
          event_id: url.eventId,
          ...(token === undefined ? {} : { lottery_access_token: token }),
          ...stay,
        },
      },
      { onSuccess: (answer) => onDone(answer.data.entry_number, false) },
    );
  };

  const total = price.data?.data;
  // The name fields sit side by side on a wide screen.
  const nameCount = kana ? 4 : 2;
  const input = (field: Field) => (
    <TextField
      key={field}
      id={fieldId(field)}
      name={field}
      label={text[LABELS[field]]}
      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
      autoComplete={AUTOCOMPLETE[field]}
      required
      value={values[field]}
      onChange={(change) => setTyped({ ...typed, [field]: change.target.value })}
      error={problemOf(field)}
    />
  );
  return (
    <div className="sk-lottery-entry">
      <ProgressSteps
        label={text.lotteryEntrySteps}
        steps={[text.stepGuestDetails, text.stepLotteryComplete]}
        current={0}
      />
      <Card as="section" className="sk-lottery-summary sk-stack" aria-labelledby={`${id}-stay`}>
        <p className="sk-lottery-eyebrow">{lotteryEvent.name}</p>
        <h3 id={`${id}-stay`}>{text.lotteryEntryStay}</h3>
        <LotteryStayFacts
          room={names?.room}
          plan={names?.plan}
          checkin={url.checkin}
          checkout={url.checkout}
          nights={daysBetween(url.checkin, url.checkout)}
          rooms={url.rooms}
          locale={locale}
        />
        {total && (
          <p>
            {text.format('lotteryPriceIfWon', {
              price: formatPrice(total.total_price, hotel.currency, locale),
            })}
          </p>
        )}
        {nights !== null && (
          <Alert tone="danger" role="alert">
            {stayRule}
          </Alert>
        )}
        <p>
          <Link to={searchPath}>{text.lotteryBackToSearch}</Link>
        </p>
      </Card>
      <form className="sk-lottery-form" aria-labelledby={`${id}-form`} onSubmit={submit} noValidate>
        {summary.length > 0 && (
          <ErrorSummary
            title={text.format('formHasProblems', { count: summary.length })}
            problems={summary}
            attempt={attempt}
          />
        )}
        <Card as="section" className="sk-lottery-form-section" aria-labelledby={`${id}-form`}>
          <h3 id={`${id}-form`}>{text.guestDetailsForm}</h3>
          <p className="sk-field-hint">{text.fieldRequiredMark}</p>
          <div className="sk-lottery-names">{fields.slice(0, nameCount).map((field) => input(field))}</div>
          {fields.slice(nameCount).map((field) => input(field))}
          <TextArea
            id={fieldId('notes')}
            name="notes"
            label={text.notes}
            maxLength={255}
            value={values.notes}
            onChange={(change) => setTyped({ ...typed, notes: change.target.value })}
            error={problemOf('notes')}
          />
          <Checkbox
            id={fieldId('terms_accepted')}
            label={text.acceptTerms}
            checked={values.terms_accepted}
            onChange={(change) => setTyped({ ...typed, terms_accepted: change.target.checked })}
            error={problemOf('terms_accepted')}
          />
        </Card>
        {failure && (
          <Alert tone="danger" role="alert">
            {apiErrorMessage(failure, locale)}
          </Alert>
        )}
        <div className="sk-actions">
          <Button type="submit" disabled={sending || nights !== null}>
            {url.changing === undefined ? text.lotteryEnter : text.lotterySaveEntry}
          </Button>
        </div>
      </form>
    </div>
  );
}
