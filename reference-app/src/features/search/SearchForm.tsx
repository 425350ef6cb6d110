import { dateLocale, isLocale, type components } from '@staykit/sdk';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { DateRangePicker, type DateRangePickerProps } from '../../components/datePicker/DateRangePicker';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { Radio } from '../../components/ui/Radio';
import { Stepper } from '../../components/ui/Stepper';
import { dateFormat } from '../../lib/dateFormat';
import { TextField } from '../../components/ui/TextField';
import type { Messages, MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { GuestsPicker } from './GuestsPicker';
import {
  childrenOf,
  roomsAreUniform,
  type RoomGuests,
  type SearchValues,
  type StayMode,
} from './searchQuery';
import { validateSearch, type SearchLimits, type SearchProblem } from './validateSearch';

type HotelKidsTier = components['schemas']['HotelKidsTier'];

/** Props of `SearchForm`. */
export interface SearchFormProps {
  /** The search in the URL; the form starts from it. */
  values: SearchValues;
  limits: SearchLimits;
  /** The hotel's child tiers (tiers modes). */
  tiers: readonly HotelKidsTier[];
  /** The hotel offers undated search (init `search_type` `undated`). */
  undatedAllowed: boolean;
  locale: string;
  onSubmit: (values: SearchValues) => void;
  /** The check-in field, for moving focus back to the form (empty results). */
  firstFieldRef?: Ref<HTMLInputElement>;
  /** Per-day facts for the calendar (the lowest price of each open day). */
  dayInfo?: DateRangePickerProps['dayInfo'];
  onVisibleMonthChange?: DateRangePickerProps['onVisibleMonthChange'];
  /** Only an overnight stay may be searched (a reservation being changed keeps dated nights). */
  overnightOnly?: boolean;
  /**
   * The stay's rule in words when it is not the hotel's (the fewest nights of a change, a lottery event's
   * nights): said under the form before the search, and when a stay breaks it.
   */
  stayRule?: string | undefined;
  /**
   * Show the form itself on a narrow screen, not only its one-line summary: there is nothing below it to
   * look at yet (no dates, no rooms found, an error).
   */
  expanded?: boolean;
}

const STAY_LABELS: Record<StayMode, MessageKey> = {
  overnight: 'stayOvernight',
  dayUse: 'stayDayUse',
  undated: 'stayUndated',
};

// A stay outside its own rule is said in the rule's words (`stayRule`).
const PROBLEM_TEXT: Record<Exclude<SearchProblem['kind'], 'stayOutsideRule'>, MessageKey> = {
  checkinRequired: 'checkinRequired',
  checkinTooEarly: 'checkinTooEarly',
  checkoutRequired: 'checkoutRequired',
  checkoutNotAfterCheckin: 'checkoutNotAfterCheckin',
  stayTooLong: 'stayTooLong',
  tooManyGuests: 'tooManyGuests',
  tooManyChildren: 'tooManyChildren',
  tooManyRooms: 'tooManyRooms',
  undatedNeedsSameRooms: 'undatedNeedsSameRooms',
};

const EMPTY_ROOM: RoomGuests = { adults: 2, kidsTiers: [], kidsAges: [] };

/** The stay in a few words for the summary line: "Dec 10 – 12", one date for day use, or undated nights. */
function stayText(values: SearchValues, locale: string, text: Messages): string {
  if (values.stay === 'undated') return text.format('summaryUndated', { nights: values.nights });
  if (values.checkin === '') return text.datePickerOpen;
  const format = dateFormat(dateLocale(isLocale(locale) ? locale : 'en'), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  if (values.stay === 'dayUse' || values.checkout === '') return format.format(day(values.checkin));
  return format.formatRange(day(values.checkin), day(values.checkout));
}

/**
 * The search form (its checks are `validateSearch`'s): the stay (overnight with the keyboard date-range
 * picker, day use on one date, or undecided dates with a number of nights when the hotel allows it), the
 * guests and rooms in a popover of steppers (the same in every room, or room by room), and a promo code
 * behind a link. On a wide screen it is one row; on a phone a one-line summary of the search ("Dec 10 –
 * 12 · Guests: 2 · Rooms: 1") opens it, so the rooms and their prices come first. It edits a draft, checks
 * it against the hotel's limits on submit (problems are listed in an alert and tied to their fields) and
 * hands it over; the URL holds the search.
 */
export function SearchForm(props: SearchFormProps) {
  const { values, limits, onSubmit } = props;
  const text = useMessages();
  const id = useId();
  const [draft, setDraft] = useState(values);
  const [separateRooms, setSeparateRooms] = useState(!roomsAreUniform(values.rooms));
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  const [opened, setOpened] = useState(false);
  const [guestsOpen, setGuestsOpen] = useState(false);
  const [promoShown, setPromoShown] = useState(values.promoCode !== '');
  const promoRef = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<SearchValues>) => setDraft((previous) => ({ ...previous, ...patch }));
  const problemText = (problem: SearchProblem) =>
    problem.kind === 'stayOutsideRule'
      ? (props.stayRule ?? '')
      : text.format(PROBLEM_TEXT[problem.kind], {
          max: 'max' in problem ? (problem.max ?? '') : '',
        });
  const errorId = (field: string) =>
    problems.some((problem) => problem.field === field) ? `${id}-error-${field}` : undefined;

  const setRoomCount = (wanted: number) => {
    const size = Math.max(1, Math.min(limits.maxRooms, wanted));
    const first = draft.rooms[0] ?? EMPTY_ROOM;
    update({
      rooms: Array.from(
        { length: size },
        (_, index) => (separateRooms ? draft.rooms[index] : undefined) ?? first,
      ),
    });
  };
  const setRoom = (index: number, room: RoomGuests) =>
    update({
      rooms: separateRooms
        ? draft.rooms.map((old, at) => (at === index ? room : old))
        : draft.rooms.map(() => room),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSearch(draft, limits);
    setProblems(found);
    // A problem with the guests shows beside their fields: open the panel that holds them.
    if (found.some((problem) => problem.field === 'rooms' || problem.field.startsWith('room-')))
      setGuestsOpen(true);
    if (found.length === 0) onSubmit(draft);
  };
  // A link that asked for another kind of stay keeps it on offer, so the guest can move off it.
  const stays: StayMode[] = props.overnightOnly
    ? draft.stay === 'overnight'
      ? ['overnight']
      : ['overnight', draft.stay]
    : props.undatedAllowed || draft.stay === 'undated'
      ? ['overnight', 'dayUse', 'undated']
      : ['overnight', 'dayUse'];
  const open = opened || props.expanded === true || problems.length > 0;
  const guests = values.rooms.reduce(
    (sum, room) => sum + room.adults + childrenOf(room, limits.childrenMode),
    0,
  );

  return (
    <div className={open ? 'sk-search-panel sk-search-open' : 'sk-search-panel'}>
      <button
        type="button"
        className="sk-search-summary"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpened(!open)}
      >
        <Icon name="calendar" />
        <span className="sk-search-summary-text">
          <span className="sk-search-summary-stay">{stayText(values, props.locale, text)}</span>
          <span>{text.format('guestsSummary', { guests, rooms: values.rooms.length })}</span>
        </span>
        <span className="sk-search-summary-change">{text.changeSearch}</span>
        <Icon name="chevronDown" className="sk-search-summary-chevron" />
      </button>
      <form
        id={`${id}-form`}
        className="sk-search-form"
        aria-label={text.searchForm}
        onSubmit={submit}
        noValidate
      >
        {stays.length > 1 && (
          <fieldset className="sk-stay-mode" aria-describedby={errorId('stay')}>
            <legend className="sk-visually-hidden">{text.stayMode}</legend>
            {stays.map((stay) => (
              <Radio
                key={stay}
                className="sk-stay-option"
                name={`${id}-stay`}
                value={stay}
                checked={draft.stay === stay}
                onChange={() => update({ stay, ...(stay === 'dayUse' ? { checkout: draft.checkin } : {}) })}
                label={text[STAY_LABELS[stay]]}
              />
            ))}
          </fieldset>
        )}
        <div className="sk-search-row">
          {draft.stay === 'undated' ? (
            <Field label={text.nights} className="sk-search-nights">
              {(control) => (
                <Stepper
                  {...control}
                  value={draft.nights}
                  min={1}
                  max={365}
                  onChange={(nights) => update({ nights: Math.max(1, nights || 1) })}
                  decreaseLabel={text.format('stepperDecrease', { item: text.nights })}
                  increaseLabel={text.format('stepperIncrease', { item: text.nights })}
                />
              )}
            </Field>
          ) : (
            <DateRangePicker
              checkin={draft.checkin}
              checkout={draft.checkout}
              onChange={(range) => update(range)}
              min={limits.today}
              locale={props.locale}
              dayUse={draft.stay === 'dayUse'}
              {...(props.dayInfo ? { dayInfo: props.dayInfo } : {})}
              {...(props.onVisibleMonthChange ? { onVisibleMonthChange: props.onVisibleMonthChange } : {})}
              {...(props.firstFieldRef ? { checkinRef: props.firstFieldRef } : {})}
            />
          )}
          <GuestsPicker
            rooms={draft.rooms}
            separateRooms={separateRooms}
            onRoomCount={setRoomCount}
            onSeparateRooms={(separate) => {
              setSeparateRooms(separate);
              // Back to one mix: every room takes the first room's guests.
              if (!separate) update({ rooms: draft.rooms.map(() => draft.rooms[0] ?? EMPTY_ROOM) });
            }}
            onRoomChange={setRoom}
            childrenMode={limits.childrenMode}
            tiers={props.tiers}
            maxGuests={limits.maxGuestsPerRoom}
            maxRooms={limits.maxRooms}
            errorId={errorId}
            open={guestsOpen}
            onOpenChange={setGuestsOpen}
          />
          <Button type="submit" className="sk-search-submit">
            <Icon name="search" />
            {text.search}
          </Button>
        </div>
        {props.stayRule !== undefined && <p className="sk-field-hint">{props.stayRule}</p>}
        {promoShown ? (
          <TextField
            className="sk-search-promo"
            inputRef={promoRef}
            id={`${id}-promo`}
            label={text.promoCode}
            type="text"
            autoComplete="off"
            maxLength={64}
            value={draft.promoCode}
            onChange={(event) => update({ promoCode: event.target.value })}
          />
        ) : (
          <Button
            variant="quiet"
            className="sk-search-promo-link"
            onClick={() => {
              setPromoShown(true);
              // The field appears in place of the link: focus follows.
              requestAnimationFrame(() => promoRef.current?.focus());
            }}
          >
            {text.promoCodeAdd}
          </Button>
        )}
        {problems.length > 0 && (
          <Alert tone="danger" role="alert" className="sk-form-problems">
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field}-${problem.kind}`} id={`${id}-error-${problem.field}`}>
                  {problemText(problem)}
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </form>
    </div>
  );
}
