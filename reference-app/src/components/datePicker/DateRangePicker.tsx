import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { messagesFor, textDirection, type Messages } from '../i18n/messages';
import {
  addDays,
  addMonths,
  clampDate,
  endOfWeek,
  firstDayOfWeek,
  formatDayNumber,
  formatFullDate,
  formatMonthYear,
  isIsoDate,
  monthEnd,
  monthStart,
  monthWeeks,
  startOfWeek,
  weekdayNames,
} from './calendarMonth';
import './dateRangePicker.css';

/**
 * Props of `DateRangePicker`. Dates are `YYYY-MM-DD` strings; `''` means not chosen.
 *
 * @example
 * ```tsx
 * const props: DateRangePickerProps = {
 *   checkin: '2026-12-10',
 *   checkout: '2026-12-12',
 *   onChange: ({ checkin, checkout }) => setDraft((draft) => ({ ...draft, checkin, checkout })),
 *   min: '2026-12-01',
 *   locale: 'ja',
 * };
 * ```
 */
export interface DateRangePickerProps {
  /** The check-in date, `YYYY-MM-DD`, or `''`. */
  checkin: string;
  /** The check-out date, `YYYY-MM-DD`, or `''` (equal to `checkin` in day use). */
  checkout: string;
  /**
   * Called with the new range after every change: a calendar pick or a typed entry. A typed entry that is not
   * a valid date arrives as `''`, so the range held by the caller only ever holds dates the picker accepts.
   */
  onChange(range: { checkin: string; checkout: string }): void;
  /** The first date that can be chosen as check-in: the hotel's today. */
  min: string;
  /** The last date that can be chosen as check-in; check-out may be the day after. */
  max?: string;
  /** The product locale (en ja ko zh_Hans zh_Hant id th ar): the picker's words and date formats. */
  locale: string;
  /** Day use: one date only; choosing a day sets check-out to the same day, and only one field shows. */
  dayUse?: boolean;
  /**
   * What the caller knows about a day, such as the lowest price: `note` shows under the day number and is read
   * with the date; an `unavailable` night cannot be a check-in nor lie inside the stay.
   */
  dayInfo?: (date: string) => { note?: string; unavailable?: boolean } | undefined;
  /** Called with the first and last day of the month the calendar shows, when it opens and on every move. */
  onVisibleMonthChange?: (firstDay: string, lastDay: string) => void;
  /** The check-in field, for the caller to move focus to (for example when a search finds nothing). */
  checkinRef?: Ref<HTMLInputElement>;
  /** Marks the fields required, so the enclosing form does not submit without dates. Default `false`. */
  required?: boolean;
}

type Field = 'checkin' | 'checkout';
type DayInfo = NonNullable<DateRangePickerProps['dayInfo']>;
interface Limits {
  min: string;
  max: string | undefined;
  dayInfo: DayInfo | undefined;
}
type Problem =
  { kind: 'invalid' | 'order' | 'stay' } | { kind: 'early' | 'late' | 'unavailable'; date: string };

// A stay is checked night by night; past two years there is no availability to read, and a typed far-off
// date must not make every keystroke walk thousands of days.
const LONGEST_STAY_CHECKED = 731;

function firstUnavailableNight(checkin: string, before: string, dayInfo: DayInfo | undefined) {
  if (!dayInfo) return undefined;
  let night = checkin;
  for (let count = 0; night < before && count < LONGEST_STAY_CHECKED; count += 1) {
    if (dayInfo(night)?.unavailable) return night;
    night = addDays(night, 1);
  }
  return undefined;
}

function checkinProblem(date: string, limits: Limits): Problem | null {
  if (!isIsoDate(date)) return { kind: 'invalid' };
  if (date < limits.min) return { kind: 'early', date: limits.min };
  if (limits.max !== undefined && date > limits.max) return { kind: 'late', date: limits.max };
  if (limits.dayInfo?.(date)?.unavailable) return { kind: 'unavailable', date };
  return null;
}

// The check-out day itself may be unavailable: no night is spent there.
function checkoutProblem(date: string, checkin: string, limits: Limits): Problem | null {
  if (!isIsoDate(date)) return { kind: 'invalid' };
  if (checkin !== '' && date <= checkin) return { kind: 'order' };
  const earliest = addDays(limits.min, 1);
  if (date < earliest) return { kind: 'early', date: earliest };
  const latest = limits.max === undefined ? undefined : addDays(limits.max, 1);
  if (latest !== undefined && date > latest) return { kind: 'late', date: latest };
  if (checkin !== '' && firstUnavailableNight(checkin, date, limits.dayInfo) !== undefined)
    return { kind: 'stay' };
  return null;
}

function problemText(problem: Problem, example: string, text: Messages, locale: string): string {
  switch (problem.kind) {
    case 'invalid':
      return text.datePickerInvalid.replace('{date}', example);
    case 'order':
      return text.datePickerCheckOutBeforeCheckIn;
    case 'stay':
      return text.datePickerStayUnavailable;
    case 'early':
      return text.datePickerTooEarly.replace('{date}', formatFullDate(problem.date, locale));
    case 'late':
      return text.datePickerTooLate.replace('{date}', formatFullDate(problem.date, locale));
    case 'unavailable':
      return text.datePickerDateUnavailable.replace('{date}', formatFullDate(problem.date, locale));
  }
}

/**
 * Check-in and check-out as two labelled text fields that take a typed `YYYY-MM-DD` (checked, with the
 * error shown under the field), each with a "Choose dates" button that opens a calendar dialog (the
 * WAI-ARIA APG date picker dialog: a month grid with roving focus, arrow keys by day and week, Page Up and
 * Page Down by month, with Shift by year, Home and End to the week's ends, Enter or Space to choose, Escape to
 * close). The first pick is the check-in, the next one after it the check-out; a pick on or before the
 * check-in starts again. Days before `min`, after `max` or `unavailable` cannot be chosen.
 *
 * @example
 * ```tsx
 * <DateRangePicker
 *   checkin={draft.checkin}
 *   checkout={draft.checkout}
 *   onChange={({ checkin, checkout }) => setDraft((previous) => ({ ...previous, checkin, checkout }))}
 *   min={hotelToday}
 *   locale={locale}
 *   dayInfo={(date) => (prices[date] ? { note: prices[date] } : undefined)}
 *   onVisibleMonthChange={(first, last) => setPriceMonth({ first, last })}
 *   checkinRef={firstFieldRef}
 *   required
 * />
 * ```
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { checkin, checkout, onChange, min, max, locale, dayUse = false, dayInfo, checkinRef } = props;
  // The locale comes as a prop (not the provider's) so the picker's words always match its date formats.
  const text = messagesFor(locale);
  const limits: Limits = { min, max, dayInfo };
  const [openedFrom, setOpenedFrom] = useState<Field | null>(null);
  const checkinButton = useRef<HTMLButtonElement>(null);
  const checkoutButton = useRef<HTMLButtonElement>(null);
  const validCheckin = isIsoDate(checkin) ? checkin : '';

  const commit = (field: Field, date: string) => {
    if (field === 'checkout') return onChange({ checkin, checkout: date });
    // A check-in on or after the check-out ends that stay, as a calendar pick on it would.
    const staleCheckout = date !== '' && checkout !== '' && checkout <= date;
    onChange({ checkin: date, checkout: dayUse ? date : staleCheckout ? '' : checkout });
  };
  const close = (returnFocus: boolean) => {
    const button = openedFrom === 'checkout' ? checkoutButton : checkinButton;
    setOpenedFrom(null);
    if (returnFocus) button.current?.focus();
  };

  return (
    <div className="sk-date-range">
      <DateField
        label={text.checkIn}
        value={checkin}
        problemOf={(date) => checkinProblem(date, limits)}
        example={min}
        onCommit={(date) => commit('checkin', date)}
        onOpen={() => setOpenedFrom('checkin')}
        buttonRef={checkinButton}
        inputRef={checkinRef}
        required={props.required ?? false}
        text={text}
        locale={locale}
      />
      {!dayUse && (
        <DateField
          label={text.checkOut}
          value={checkout}
          problemOf={(date) => checkoutProblem(date, validCheckin, limits)}
          example={addDays(validCheckin || min, 1)}
          onCommit={(date) => commit('checkout', date)}
          onOpen={() => setOpenedFrom('checkout')}
          buttonRef={checkoutButton}
          required={props.required ?? false}
          text={text}
          locale={locale}
        />
      )}
      {openedFrom !== null && (
        <CalendarDialog
          openedFrom={openedFrom}
          checkin={validCheckin}
          checkout={isIsoDate(checkout) ? checkout : ''}
          limits={limits}
          dayUse={dayUse}
          locale={locale}
          text={text}
          onPick={(range, done) => {
            onChange(range);
            if (done) close(true);
          }}
          onClose={close}
          onVisibleMonthChange={props.onVisibleMonthChange}
        />
      )}
    </div>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  problemOf: (date: string) => Problem | null;
  /** The date an "invalid" error gives as an example. */
  example: string;
  onCommit: (date: string) => void;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  inputRef?: Ref<HTMLInputElement> | undefined;
  required: boolean;
  text: Messages;
  locale: string;
}

function DateField(props: DateFieldProps) {
  const { value, problemOf, text, locale } = props;
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  // The field's own text runs ahead of `value` while the guest types; `committed` is what was last handed
  // over (or received), so a new `value` from outside (a calendar pick) replaces the text and the `''` sent
  // for a half-typed date does not.
  const fresh = (date: string) => ({
    text: date,
    committed: date,
    touched: date !== '' && problemOf(date) !== null,
  });
  const [draft, setDraft] = useState(() => fresh(value));
  let current = draft;
  if (value !== draft.committed) {
    current = fresh(value);
    setDraft(current);
  }
  const typed = current.text.trim();
  const problem = typed === '' ? null : problemOf(typed);
  const error = problem === null ? null : problemText(problem, props.example, text, locale);
  const showError = error !== null && current.touched;

  // The message also holds back the enclosing form's submit while the text is not a date it can take.
  useEffect(() => {
    input.current?.setCustomValidity(error ?? '');
  }, [error]);

  // A typed date refused for the other field's sake (a check-out before the check-in) is handed over once
  // that field changes and it becomes acceptable.
  const commitTyped = useEffectEvent(() => props.onCommit(typed));
  useEffect(() => {
    if (typed !== '' && problem === null && current.committed === '') commitTyped();
  }, [typed, problem, current.committed]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const entered = event.target.value.trim();
    const next = entered !== '' && problemOf(entered) === null ? entered : '';
    setDraft({ text: event.target.value, committed: next, touched: current.touched });
    if (next !== value) props.onCommit(next);
  };
  // The input is both the field's (for its validity) and the caller's (`checkinRef`, to focus it).
  const outerRef = props.inputRef;
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof outerRef === 'function') return outerRef(node);
      if (outerRef) outerRef.current = node;
      return () => {
        if (typeof outerRef !== 'function' && outerRef) outerRef.current = null;
      };
    },
    [outerRef],
  );

  const hint = typed !== '' && problem === null ? formatFullDate(typed, locale) : text.datePickerFormatHint;
  return (
    <div className="sk-date-range-field">
      <label id={`${id}-label`} htmlFor={`${id}-input`}>
        {props.label}
      </label>
      <div className="sk-date-range-control">
        <input
          id={`${id}-input`}
          ref={setInput}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="YYYY-MM-DD"
          required={props.required}
          value={current.text}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={change}
          onBlur={() => setDraft((previous) => ({ ...previous, touched: true }))}
        />
        <button
          ref={props.buttonRef}
          type="button"
          className="sk-date-range-open"
          aria-haspopup="dialog"
          aria-labelledby={`${id}-open ${id}-label`}
          onClick={props.onOpen}
        >
          <CalendarIcon />
          <span id={`${id}-open`} className="sk-date-range-hidden">
            {text.datePickerOpen}
          </span>
        </button>
      </div>
      <p id={`${id}-hint`} className="sk-date-range-hint">
        {hint}
      </p>
      <p id={`${id}-error`} className="sk-date-range-error" aria-live="polite">
        {showError ? error : ''}
      </p>
    </div>
  );
}

interface CalendarDialogProps {
  openedFrom: Field;
  /** Valid dates or `''`. */
  checkin: string;
  checkout: string;
  limits: Limits;
  dayUse: boolean;
  locale: string;
  text: Messages;
  /** A new range; `done` when the choice is complete and the dialog should close. */
  onPick: (range: { checkin: string; checkout: string }, done: boolean) => void;
  onClose: (returnFocus: boolean) => void;
  onVisibleMonthChange: DateRangePickerProps['onVisibleMonthChange'];
}

function CalendarDialog(props: CalendarDialogProps) {
  const { checkin, checkout, limits, dayUse, locale, text } = props;
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Nothing to choose before the hotel's today or after the last check-out: focus stays between them.
  const last = limits.max === undefined ? undefined : addDays(limits.max, dayUse ? 0 : 1);
  const clamp = (date: string) => clampDate(date, limits.min, last);
  const [picking, setPicking] = useState<Field>(() =>
    !dayUse && props.openedFrom === 'checkout' && checkin !== '' ? 'checkout' : 'checkin',
  );
  const [focused, setFocused] = useState(() => {
    if (props.openedFrom === 'checkin' || dayUse) return clamp(checkin || limits.min);
    return clamp(checkout || (checkin ? addDays(checkin, 1) : limits.min));
  });
  // Focus follows `focused` into the grid after a key or on opening, not after a month button (APG).
  const [focusInGrid, setFocusInGrid] = useState(true);
  const [hovered, setHovered] = useState<string | null>(null);

  const firstDay = firstDayOfWeek(locale);
  const visibleFirst = monthStart(focused);
  const visibleLast = monthEnd(focused);
  const reportMonth = useEffectEvent(() => props.onVisibleMonthChange?.(visibleFirst, visibleLast));
  useEffect(() => {
    reportMonth();
  }, [visibleFirst]);
  useEffect(() => {
    if (focusInGrid) dialog.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [focused, focusInGrid]);

  // The nights a check-out can close: up to the first unavailable night after the check-in.
  const blockedNight =
    picking === 'checkout' && checkin !== ''
      ? firstUnavailableNight(checkin, visibleLast, limits.dayInfo)
      : undefined;
  const canCheckOut = (date: string) =>
    picking === 'checkout' &&
    checkin !== '' &&
    date > checkin &&
    (blockedNight === undefined || date <= blockedNight) &&
    checkoutProblem(date, '', limits) === null;
  const actionOn = (date: string): Field | null => {
    if (!dayUse && canCheckOut(date)) return 'checkout';
    return checkinProblem(date, limits) === null ? 'checkin' : null;
  };

  const pick = (date: string) => {
    const action = actionOn(date);
    if (action === null) return;
    if (dayUse) return props.onPick({ checkin: date, checkout: date }, true);
    if (action === 'checkout') return props.onPick({ checkin, checkout: date }, true);
    setPicking('checkout');
    props.onPick({ checkin: date, checkout: '' }, false);
  };
  const moveTo = (date: string) => {
    setFocused(clamp(date));
    setFocusInGrid(true);
  };
  const moveMonth = (months: number) => {
    setFocused(clamp(addMonths(focused, months)));
    setFocusInGrid(false);
  };
  const canGoBack = visibleFirst > limits.min;
  const canGoOn = last === undefined || visibleLast < last;

  const gridKey = (event: KeyboardEvent<HTMLElement>) => {
    // Left and right follow what the eye sees: in a right-to-left page the next day is on the left.
    const pageDirection = event.currentTarget.closest('[dir]')?.getAttribute('dir');
    const step = (pageDirection ? pageDirection === 'rtl' : textDirection(locale) === 'rtl') ? -1 : 1;
    const months = event.shiftKey ? 12 : 1;
    switch (event.key) {
      case 'ArrowRight':
        moveTo(addDays(focused, step));
        break;
      case 'ArrowLeft':
        moveTo(addDays(focused, -step));
        break;
      case 'ArrowDown':
        moveTo(addDays(focused, 7));
        break;
      case 'ArrowUp':
        moveTo(addDays(focused, -7));
        break;
      case 'Home':
        moveTo(startOfWeek(focused, firstDay));
        break;
      case 'End':
        moveTo(endOfWeek(focused, firstDay));
        break;
      case 'PageUp':
        moveTo(addMonths(focused, -months));
        break;
      case 'PageDown':
        moveTo(addMonths(focused, months));
        break;
      case 'Enter':
      case ' ':
        pick(focused);
        break;
      default:
        return;
    }
    event.preventDefault();
  };
  const dialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      props.onClose(true);
    } else if (event.key === 'Tab') {
      // A modal dialog keeps focus inside: Tab and Shift+Tab go round its controls.
      const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('button, td[tabindex="0"]')];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
      event.preventDefault();
      if (next?.tagName === 'TD') setFocusInGrid(true);
      next?.focus();
    }
  };

  // While the check-out is being chosen, the band runs to the day under the pointer or the focus.
  const candidate = hovered ?? (focusInGrid ? focused : null);
  const bandEnd =
    picking === 'checkout' && candidate !== null && actionOn(candidate) === 'checkout' ? candidate : checkout;
  const instruction = dayUse
    ? text.datePickerPickDay
    : picking === 'checkout'
      ? text.datePickerPickCheckOut
      : text.datePickerPickCheckIn;

  const dayCell = (date: string) => {
    const info = limits.dayInfo?.(date);
    const action = actionOn(date);
    const isEnd = date === checkin || (!dayUse && date === checkout);
    const inBand = checkin !== '' && bandEnd !== '' && date > checkin && date < bandEnd;
    const name = [
      formatFullDate(date, locale),
      info?.note,
      info?.unavailable
        ? action === 'checkout'
          ? text.datePickerCheckOutOnly
          : text.datePickerUnavailable
        : '',
      dayUse ? '' : date === checkin ? text.checkIn : date === checkout ? text.checkOut : '',
    ].filter(Boolean);
    const classes = [
      'sk-calendar-day',
      inBand && 'sk-calendar-in-range',
      date === bandEnd && date !== checkout && 'sk-calendar-band-end',
      info?.unavailable && 'sk-calendar-unavailable',
    ].filter(Boolean);
    return (
      <td
        key={date}
        role="gridcell"
        data-date={date}
        className={classes.join(' ')}
        tabIndex={date === focused ? 0 : -1}
        aria-selected={isEnd}
        aria-disabled={action === null || undefined}
        onClick={() => {
          if (action === null) return;
          moveTo(date);
          pick(date);
        }}
        onMouseEnter={() => setHovered(date)}
        onMouseLeave={() => setHovered(null)}
      >
        {/* The name comes from the content (not aria-label) so that it holds the visible text, as speech
            control needs; the short visible parts are hidden from assistive technology instead. */}
        <span className="sk-calendar-number" aria-hidden="true">
          {formatDayNumber(date, locale)}
        </span>
        {info?.note && (
          <span className="sk-calendar-note" aria-hidden="true">
            {info.note}
          </span>
        )}
        <span className="sk-date-range-hidden">{name.join(', ')}</span>
      </td>
    );
  };

  return (
    <div
      className="sk-calendar-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) props.onClose(true);
      }}
    >
      <div
        ref={dialog}
        className="sk-calendar"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-month`}
        onKeyDown={dialogKey}
      >
        <div className="sk-calendar-header">
          <button
            type="button"
            className="sk-calendar-nav"
            aria-label={text.datePickerPreviousMonth}
            aria-disabled={!canGoBack || undefined}
            onClick={() => canGoBack && moveMonth(-1)}
          >
            <ChevronIcon direction="back" />
          </button>
          <h2 id={`${id}-month`} className="sk-calendar-month" aria-live="polite">
            {formatMonthYear(focused, locale)}
          </h2>
          <button
            type="button"
            className="sk-calendar-nav"
            aria-label={text.datePickerNextMonth}
            aria-disabled={!canGoOn || undefined}
            onClick={() => canGoOn && moveMonth(1)}
          >
            <ChevronIcon direction="on" />
          </button>
        </div>
        <p className="sk-calendar-status" aria-live="polite">
          {instruction}
        </p>
        <table
          className="sk-calendar-grid"
          role="grid"
          aria-labelledby={`${id}-month`}
          onKeyDown={gridKey}
          onFocus={() => setFocusInGrid(true)}
        >
          <thead>
            <tr>
              {weekdayNames(locale, firstDay).map((weekday) => (
                <th key={weekday.long} scope="col" abbr={weekday.long}>
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focused, firstDay).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, index) =>
                  date === null ? <td key={index} className="sk-calendar-blank" /> : dayCell(date),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="sk-calendar-footer">
          <button type="button" onClick={() => props.onClose(true)}>
            {text.datePickerClose}
          </button>
        </div>
      </div>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <rect
        x="2.5"
        y="4"
        width="15"
        height="13.5"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path d="M2.5 8h15M6.5 2v4M13.5 2v4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

// Drawn pointing left and right; the stylesheet mirrors it in right-to-left pages.
function ChevronIcon({ direction }: { direction: 'back' | 'on' }) {
  return (
    <svg
      className="sk-calendar-chevron"
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 20 20"
    >
      <path
        d={direction === 'back' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
