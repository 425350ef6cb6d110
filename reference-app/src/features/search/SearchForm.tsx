import type { components } from '@staykit/sdk';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { DateRangePicker, type DateRangePickerProps } from '../../components/DateRangePicker';
import { fillMessage } from '../../i18n/fillMessage';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { RoomGuestsFields } from './RoomGuestsFields';
import { roomsAreUniform, type RoomGuests, type SearchValues, type StayMode } from './searchQuery';
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
}

const STAY_LABELS: Record<StayMode, MessageKey> = {
  overnight: 'stayOvernight',
  dayUse: 'stayDayUse',
  undated: 'stayUndated',
};

const PROBLEM_TEXT: Record<SearchProblem['kind'], MessageKey> = {
  checkinRequired: 'checkinRequired',
  checkinTooEarly: 'checkinTooEarly',
  checkoutRequired: 'checkoutRequired',
  checkoutNotAfterCheckin: 'checkoutNotAfterCheckin',
  stayTooLong: 'stayTooLong',
  tooManyGuests: 'tooManyGuests',
  tooManyChildren: 'tooManyChildren',
  tooManyRooms: 'tooManyRooms',
  undatedNeedsSameRooms: 'undatedNeedsSameRooms',
  stayTooShort: 'updateMinimumNights',
};

const EMPTY_ROOM: RoomGuests = { adults: 2, kidsTiers: [], kidsAges: [] };

/**
 * The search form (B §3 Search form, §5 Validation): the stay (overnight with the keyboard date-range
 * picker, day use on one date, or undecided dates with a number of nights when the hotel allows it), the
 * rooms and the guests of each (the same in every room, or room by room), and a promo code. It edits a
 * draft, checks it against the hotel's limits on submit (problems are listed in an alert and tied to their
 * fields) and hands it over; the URL holds the search.
 */
export function SearchForm(props: SearchFormProps) {
  const { values, limits, onSubmit } = props;
  const text = useMessages();
  const id = useId();
  const [draft, setDraft] = useState(values);
  const [separateRooms, setSeparateRooms] = useState(!roomsAreUniform(values.rooms));
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  const update = (patch: Partial<SearchValues>) => setDraft((previous) => ({ ...previous, ...patch }));
  const problemText = (problem: SearchProblem) =>
    fillMessage(text[PROBLEM_TEXT[problem.kind]], {
      max: 'max' in problem ? (problem.max ?? '') : '',
      nights: 'min' in problem ? problem.min : '',
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
  const minimumNights = limits.minimumNights ?? null;
  const guestRooms = separateRooms ? draft.rooms : draft.rooms.slice(0, 1);

  return (
    <form className="sk-search-form" aria-label={text.searchForm} onSubmit={submit} noValidate>
      {stays.length > 1 && (
        <fieldset className="sk-stay-mode" aria-describedby={errorId('stay')}>
          <legend>{text.stayMode}</legend>
          {stays.map((stay) => (
            <label key={stay} className="sk-choice">
              <input
                type="radio"
                name={`${id}-stay`}
                value={stay}
                checked={draft.stay === stay}
                onChange={() => update({ stay, ...(stay === 'dayUse' ? { checkout: draft.checkin } : {}) })}
              />
              {text[STAY_LABELS[stay]]}
            </label>
          ))}
        </fieldset>
      )}
      {draft.stay === 'undated' ? (
        <div className="sk-field">
          <label htmlFor={`${id}-nights`}>{text.nights}</label>
          <input
            id={`${id}-nights`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={draft.nights}
            onChange={(event) => update({ nights: Math.max(1, event.target.valueAsNumber || 1) })}
          />
        </div>
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
      {minimumNights !== null && (
        // Said before the search, not only when a shorter stay is refused (B §5).
        <p className="sk-field-hint" data-testid="minimum-nights">
          {minimumNights === 1
            ? text.updateMinimumNightsOne
            : fillMessage(text.updateMinimumNights, { nights: minimumNights })}
        </p>
      )}
      <div className="sk-field">
        <label htmlFor={`${id}-rooms`}>{text.roomCount}</label>
        <input
          id={`${id}-rooms`}
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.maxRooms}
          required
          value={draft.rooms.length}
          onChange={(event) => setRoomCount(event.target.valueAsNumber || 1)}
          aria-describedby={errorId('rooms')}
        />
      </div>
      {draft.rooms.length > 1 && (
        <label className="sk-choice">
          <input
            type="checkbox"
            checked={separateRooms}
            onChange={(event) => {
              setSeparateRooms(event.target.checked);
              // Back to one mix: every room takes the first room's guests.
              if (!event.target.checked)
                update({ rooms: draft.rooms.map(() => draft.rooms[0] ?? EMPTY_ROOM) });
            }}
          />
          {text.differentGuestsPerRoom}
        </label>
      )}
      {guestRooms.map((room, index) => (
        <RoomGuestsFields
          key={index}
          legend={separateRooms ? fillMessage(text.roomNumber, { n: index + 1 }) : text.guestsPerRoom}
          room={room}
          onChange={(next) => setRoom(index, next)}
          childrenMode={limits.childrenMode}
          tiers={props.tiers}
          maxGuests={limits.maxGuestsPerRoom}
          errorId={errorId(`room-${index}`)}
        />
      ))}
      <div className="sk-field">
        <label htmlFor={`${id}-promo`}>{text.promoCode}</label>
        <input
          id={`${id}-promo`}
          type="text"
          autoComplete="off"
          maxLength={64}
          value={draft.promoCode}
          onChange={(event) => update({ promoCode: event.target.value })}
        />
      </div>
      {problems.length > 0 && (
        <ul className="sk-form-problems" role="alert">
          {problems.map((problem) => (
            <li key={`${problem.field}-${problem.kind}`} id={`${id}-error-${problem.field}`}>
              {problemText(problem)}
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="sk-button">
        {text.search}
      </button>
    </form>
  );
}
