import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { textDirection, type Messages } from '../../i18n/messages';
import {
  addDays,
  addMonths,
  clampDate,
  endOfWeek,
  firstDayOfWeek,
  formatDayNumber,
  formatFullDate,
  formatMonthYear,
  monthEnd,
  monthStart,
  monthWeeks,
  startOfWeek,
  weekdayNames,
} from '../../lib/calendarMonth';
import {
  checkinProblem,
  checkoutProblem,
  firstUnavailableNight,
  type Field,
  type Limits,
} from './dateRangeRules';

/**
 * Props of `CalendarDialog`.
 *
 * @example
 * ```ts
 * const props: Partial<CalendarDialogProps> = { openedFrom: 'checkin', checkin: '2026-12-10', checkout: '2026-12-12' };
 * ```
 */
export interface CalendarDialogProps {
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
  onVisibleMonthChange: ((firstDay: string, lastDay: string) => void) | undefined;
}

/**
 * The calendar dialog (the WAI-ARIA APG date picker dialog): a month grid with roving focus, arrow keys by
 * day and week, Page Up and Page Down by month (with Shift by year), Home and End to the week's ends, Enter
 * or Space to choose, Escape to close; focus stays inside while it is open. It loads only when a guest
 * first opens it (see `DateRangePicker`).
 *
 * @example
 * ```tsx
 * <CalendarDialog openedFrom="checkin" checkin="" checkout="" limits={limits} dayUse={false} locale="en"
 *   text={text} onPick={pick} onClose={close} onVisibleMonthChange={undefined} />
 * ```
 */
export function CalendarDialog(props: CalendarDialogProps) {
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
        <span className="sk-visually-hidden">{name.join(', ')}</span>
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
