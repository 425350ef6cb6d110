import { useRef, useState, type Ref } from 'react';
import { messagesFor } from '../../i18n/messages';
import { addDays, isIsoDate } from '../../lib/calendarMonth';
import { onDemand, useOnDemand } from '../../lib/onDemand';
import { DateField } from './DateField';
import { checkinProblem, checkoutProblem, type DayInfo, type Field, type Limits } from './dateRangeRules';
import './dateRangePicker.css';

// The calendar is code a guest who types the dates never needs: it loads when the pointer or focus
// reaches a calendar button (or on the first opening), not with the first screen.
const calendarDialog = onDemand(() => import('./CalendarDialog').then((module) => module.CalendarDialog));

/**
 * Fetches the calendar dialog's code ahead of its first opening (tests, and a page that knows it will
 * need it); repeated calls share one load.
 *
 * @example
 * ```ts
 * await preloadCalendarDialog(); // the next opening renders the calendar at once
 * ```
 */
export function preloadCalendarDialog(): Promise<unknown> {
  return calendarDialog.preload();
}

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
  dayInfo?: DayInfo;
  /** Called with the first and last day of the month the calendar shows, when it opens and on every move. */
  onVisibleMonthChange?: (firstDay: string, lastDay: string) => void;
  /** The check-in field, for the caller to move focus to (for example when a search finds nothing). */
  checkinRef?: Ref<HTMLInputElement>;
  /** Marks the fields required, so the enclosing form does not submit without dates. Default `false`. */
  required?: boolean;
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
  const Calendar = useOnDemand(calendarDialog, openedFrom !== null);
  const warmUp = () => void calendarDialog.preload();
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
        onWarmUp={warmUp}
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
          onWarmUp={warmUp}
          buttonRef={checkoutButton}
          required={props.required ?? false}
          text={text}
          locale={locale}
        />
      )}
      {openedFrom !== null && Calendar !== null && (
        <Calendar
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
