import type { Messages } from '../../i18n/messages';
import { addDays, formatFullDate, isIsoDate } from '../../lib/calendarMonth';

// The date picker's rules, shared by its field and its calendar: which dates a field takes, and what it says
// about one it does not.

/**
 * Which date of the range: the check-in or the check-out.
 *
 * @example
 * ```ts
 * const field: Field = 'checkout';
 * ```
 */
export type Field = 'checkin' | 'checkout';
/**
 * What the caller knows about a day (see `DateRangePickerProps.dayInfo`).
 *
 * @example
 * ```ts
 * const info: DayInfo = (date) => (date === '2026-12-24' ? { unavailable: true } : { note: 'from ¥9,800' });
 * ```
 */
export type DayInfo = (date: string) => { note?: string; unavailable?: boolean } | undefined;
/**
 * The dates a range may hold: from `min` (the hotel's today) to `max`, and what `dayInfo` says of each day.
 *
 * @example
 * ```ts
 * const limits: Limits = { min: '2026-12-01', max: undefined, dayInfo: undefined };
 * ```
 */
export interface Limits {
  min: string;
  max: string | undefined;
  dayInfo: DayInfo | undefined;
}
/**
 * Why a field does not take a date.
 *
 * @example
 * ```ts
 * const problem: Problem = { kind: 'early', date: '2026-12-01' };
 * ```
 */
export type Problem =
  { kind: 'invalid' | 'order' | 'stay' } | { kind: 'early' | 'late' | 'unavailable'; date: string };

// A stay is checked night by night; past two years there is no availability to read, and a typed far-off
// date must not make every keystroke walk thousands of days.
const LONGEST_STAY_CHECKED = 731;

/**
 * The first night from `checkin` up to (not including) `before` that `dayInfo` marks unavailable.
 *
 * @example
 * ```ts
 * firstUnavailableNight('2026-12-10', '2026-12-12', dayInfo); // '2026-12-11' when that night is closed
 * ```
 */
export function firstUnavailableNight(checkin: string, before: string, dayInfo: DayInfo | undefined) {
  if (!dayInfo) return undefined;
  let night = checkin;
  for (let count = 0; night < before && count < LONGEST_STAY_CHECKED; count += 1) {
    if (dayInfo(night)?.unavailable) return night;
    night = addDays(night, 1);
  }
  return undefined;
}

/**
 * Why a check-in date is refused, or null when it is taken.
 *
 * @example
 * ```ts
 * checkinProblem('2026-11-30', { min: '2026-12-01', max: undefined, dayInfo: undefined }); // { kind: 'early', … }
 * ```
 */
export function checkinProblem(date: string, limits: Limits): Problem | null {
  if (!isIsoDate(date)) return { kind: 'invalid' };
  if (date < limits.min) return { kind: 'early', date: limits.min };
  if (limits.max !== undefined && date > limits.max) return { kind: 'late', date: limits.max };
  if (limits.dayInfo?.(date)?.unavailable) return { kind: 'unavailable', date };
  return null;
}

/**
 * Why a check-out date is refused, or null when it is taken. The check-out day itself may be unavailable:
 * no night is spent there.
 *
 * @example
 * ```ts
 * checkoutProblem('2026-12-10', '2026-12-10', limits); // { kind: 'order' }
 * ```
 */
export function checkoutProblem(date: string, checkin: string, limits: Limits): Problem | null {
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

/**
 * A refusal in the guest's words; `example` is the date an "invalid" message shows.
 *
 * @example
 * ```ts
 * problemText({ kind: 'invalid' }, '2026-12-01', messagesFor('en'), 'en'); // 'Enter a date as YYYY-MM-DD, for example 2026-12-01.'
 * ```
 */
export function problemText(problem: Problem, example: string, text: Messages, locale: string): string {
  switch (problem.kind) {
    case 'invalid':
      return text.format('datePickerInvalid', { date: example });
    case 'order':
      return text.datePickerCheckOutBeforeCheckIn;
    case 'stay':
      return text.datePickerStayUnavailable;
    case 'early':
      return text.format('datePickerTooEarly', { date: formatFullDate(problem.date, locale) });
    case 'late':
      return text.format('datePickerTooLate', { date: formatFullDate(problem.date, locale) });
    case 'unavailable':
      return text.format('datePickerDateUnavailable', { date: formatFullDate(problem.date, locale) });
  }
}
