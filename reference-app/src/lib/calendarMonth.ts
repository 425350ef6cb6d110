import { dateLocale, isLocale } from '@staykit/sdk';
import { dateFormat } from './dateFormat';

// Calendar dates are 'YYYY-MM-DD' strings, worked on as UTC midnights: no local time zone takes part, so a
// date never shifts by a day however the guest's clock is set. Strings of this shape also sort as dates.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  const [, year = '0', month = '1', day = '1'] = ISO_DATE.exec(date) ?? [];
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  utc.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  return utc;
}

function fromUtc(utc: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1, 2)}-${pad(utc.getUTCDate(), 2)}`;
}

/**
 * Whether a string is a real calendar date written `YYYY-MM-DD` (`2026-02-30` is not).
 *
 * @example
 * ```ts
 * isIsoDate('2026-12-10'); // true
 * isIsoDate('2026-2-3'); // false
 * isIsoDate('2027-02-29'); // false
 * ```
 */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && fromUtc(toUtc(value)) === value;
}

/**
 * The date some days later (negative: earlier).
 *
 * @example
 * ```ts
 * addDays('2026-12-31', 1); // '2027-01-01'
 * addDays('2026-03-01', -1); // '2026-02-28'
 * ```
 */
export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 *
 * @example
 * ```ts
 * daysBetween('2026-12-10', '2026-12-12'); // 2
 * ```
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/**
 * The same day some months later (negative: earlier), or that month's last day when it is shorter.
 *
 * @example
 * ```ts
 * addMonths('2026-12-10', 1); // '2027-01-10'
 * addMonths('2027-01-31', 1); // '2027-02-28'
 * addMonths('2026-12-10', -12); // '2025-12-10'
 * ```
 */
export function addMonths(date: string, months: number): string {
  const utc = toUtc(date);
  const target = new Date(0);
  target.setUTCFullYear(utc.getUTCFullYear(), utc.getUTCMonth() + months, 1);
  const lastDay = monthEnd(fromUtc(target));
  const sameDay = `${lastDay.slice(0, 8)}${date.slice(8)}`;
  return sameDay < lastDay ? sameDay : lastDay;
}

/**
 * The day of the week, 0 for Sunday to 6 for Saturday.
 *
 * @example
 * ```ts
 * dayOfWeek('2026-12-10'); // 4 (Thursday)
 * ```
 */
export function dayOfWeek(date: string): number {
  return toUtc(date).getUTCDay();
}

/**
 * The first day of the week a date falls in, for weeks that start on `firstDay` (0 Sunday … 6 Saturday).
 *
 * @example
 * ```ts
 * startOfWeek('2026-12-10', 0); // '2026-12-06' (Sunday)
 * startOfWeek('2026-12-10', 6); // '2026-12-05' (Saturday)
 * ```
 */
export function startOfWeek(date: string, firstDay: number): string {
  return addDays(date, -((dayOfWeek(date) - firstDay + 7) % 7));
}

/**
 * The last day of the week a date falls in, for weeks that start on `firstDay` (0 Sunday … 6 Saturday).
 *
 * @example
 * ```ts
 * endOfWeek('2026-12-10', 0); // '2026-12-12' (Saturday)
 * endOfWeek('2026-12-10', 6); // '2026-12-11' (Friday)
 * ```
 */
export function endOfWeek(date: string, firstDay: number): string {
  return addDays(startOfWeek(date, firstDay), 6);
}

/**
 * The first day of a date's month.
 *
 * @example
 * ```ts
 * monthStart('2026-12-10'); // '2026-12-01'
 * ```
 */
export function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/**
 * The last day of a date's month.
 *
 * @example
 * ```ts
 * monthEnd('2028-02-10'); // '2028-02-29'
 * ```
 */
export function monthEnd(date: string): string {
  const utc = toUtc(monthStart(date));
  utc.setUTCMonth(utc.getUTCMonth() + 1, 0);
  return fromUtc(utc);
}

/**
 * A date's month as calendar rows of seven, weeks starting on `firstDay`; `null` pads the cells before the
 * 1st and after the last day.
 *
 * @example
 * ```ts
 * monthWeeks('2026-02-14', 0)[0]; // ['2026-02-01', '2026-02-02', …, '2026-02-07']
 * monthWeeks('2026-12-10', 0)[0]; // [null, null, '2026-12-01', …, '2026-12-05']
 * ```
 */
export function monthWeeks(date: string, firstDay: number): (string | null)[][] {
  const first = monthStart(date);
  const last = monthEnd(date);
  const weeks: (string | null)[][] = [];
  for (let day = startOfWeek(first, firstDay); day <= last; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const cell = addDays(day, index);
        return cell < first || cell > last ? null : cell;
      }),
    );
  }
  return weeks;
}

/**
 * A date moved into `[min, max]` (either bound optional).
 *
 * @example
 * ```ts
 * clampDate('2026-11-20', '2026-12-01'); // '2026-12-01'
 * clampDate('2027-06-01', '2026-12-01', '2027-05-31'); // '2027-05-31'
 * ```
 */
export function clampDate(date: string, min?: string, max?: string): string {
  if (min !== undefined && date < min) return min;
  if (max !== undefined && date > max) return max;
  return date;
}

/**
 * The `Intl` locale of a product locale, through the SDK's date mapping (`zh_Hans` → `zh-cn`,
 * `zh_Hant` → `zh-tw`); English for anything that is not a product locale.
 *
 * @example
 * ```ts
 * intlDateLocale('zh_Hant'); // 'zh-tw'
 * intlDateLocale('fr'); // 'en'
 * ```
 */
export function intlDateLocale(locale: string): string {
  return dateLocale(isLocale(locale) ? locale : 'en');
}

/**
 * The day weeks start on in a product locale's calendar: Saturday (6) for Arabic, Sunday (0) otherwise.
 * A fixed rule rather than `Intl.Locale` week data, which not every browser has and which would start
 * `zh-cn` weeks on Monday in some browsers only: the same locale shows the same calendar everywhere.
 *
 * @example
 * ```ts
 * firstDayOfWeek('ar'); // 6
 * firstDayOfWeek('ja'); // 0
 * ```
 */
export function firstDayOfWeek(locale: string): number {
  return locale === 'ar' ? 6 : 0;
}

// Built once per locale: a calendar writes some 80 days, and building a format costs far more than using one.
const dayNumberFormats = new Map<string, Intl.NumberFormat>();

const formatter = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  dateFormat(intlDateLocale(locale), { ...options, timeZone: 'UTC' });

/**
 * A date written out in full in a product locale (weekday, day, month and year).
 *
 * @example
 * ```ts
 * formatFullDate('2026-12-10', 'en'); // 'Thursday, December 10, 2026'
 * formatFullDate('2026-12-10', 'ja'); // '2026年12月10日木曜日'
 * ```
 */
export function formatFullDate(date: string, locale: string): string {
  return formatter(locale, { dateStyle: 'full' }).format(toUtc(date));
}

/**
 * A date's month and year in a product locale, for a calendar's heading.
 *
 * @example
 * ```ts
 * formatMonthYear('2026-12-10', 'en'); // 'December 2026'
 * formatMonthYear('2026-12-10', 'ko'); // '2026년 12월'
 * ```
 */
export function formatMonthYear(date: string, locale: string): string {
  return formatter(locale, { year: 'numeric', month: 'long' }).format(toUtc(date));
}

/**
 * A date's day of the month as a bare number in a product locale's digits (no `日` or other suffix).
 *
 * @example
 * ```ts
 * formatDayNumber('2026-12-05', 'ja'); // '5'
 * ```
 */
export function formatDayNumber(date: string, locale: string): string {
  let digits = dayNumberFormats.get(locale);
  if (!digits) {
    digits = new Intl.NumberFormat(intlDateLocale(locale));
    dayNumberFormats.set(locale, digits);
  }
  return digits.format(toUtc(date).getUTCDate());
}

/**
 * The weekday names of a calendar's column headers in a product locale, in column order from `firstDay`:
 * a short name to show and the long one for assistive technology. Where the locale's short names are whole
 * words (Arabic, Thai) the narrow ones are shown, so seven columns fit a phone's width.
 *
 * @example
 * ```ts
 * weekdayNames('en', 0)[0]; // { short: 'Sun', long: 'Sunday' }
 * weekdayNames('ar', 6)[0]; // { short: 'س', long: 'السبت' }
 * ```
 */
export function weekdayNames(locale: string, firstDay: number): { short: string; long: string }[] {
  // 2026-01-04 is a Sunday: the week from it holds every weekday once.
  const days = Array.from({ length: 7 }, (_, index) => toUtc(addDays('2026-01-04', (firstDay + index) % 7)));
  const short = days.map((day) => formatter(locale, { weekday: 'short' }).format(day));
  const shown = short.some((name) => name.length > 3)
    ? days.map((day) => formatter(locale, { weekday: 'narrow' }).format(day))
    : short;
  return days.map((day, index) => ({
    short: shown[index] ?? '',
    long: formatter(locale, { weekday: 'long' }).format(day),
  }));
}
