/**
 * The mock's reader of a guest's free-text hotel query ("ocean view near Okinawa for 2 adults next
 * weekend under 30000 yen"), in any of the widget's eight languages. The product reads queries with an
 * AI; the mock stands in with these fixed rules, so a query always reads the same way.
 *
 * Before reading, the text is normalised: full-width forms become ordinary ones (`１２月` is `12月`,
 * `ＮＴ＄` is `nt$`), Arabic-Indic and Thai digits become 0-9, Latin letters are lower-cased, Arabic
 * vowel marks are dropped and alef with hamza is plain alef.
 *
 * - Place: the place of `AGENCY_PLACES` whose name comes first in the query; a longer name wins over a
 *   shorter one inside it. How a name (or any word below) matches depends on its script: Latin words as
 *   whole words, Korean words at a word's start, Arabic words at a word's end, Japanese, Chinese and Thai
 *   anywhere. Look-alikes (`日光浴`, sunbathing, is not Nikko) are set aside first.
 * - Dates: the first date in the query, written `2026-12-24`, `12/24`, `12月24日`, `12월 24일`,
 *   `24 December`, `Dec 24` (or with a month name in Indonesian, Thai or Arabic), alone or as a range
 *   (`24-26 December`, `12/24〜26`, `12月24日至26日`); or a word for today, tomorrow, the day after,
 *   this weekend (the coming Saturday, today on a Saturday) or next weekend (a week later).
 *   - A date without a year is the next such date on or after today; one with a year is read as written.
 *     A range's last day is in its first day's year, or the next when its month comes earlier (Dec 30 -
 *     Jan 2), and in its first day's month when it has none (`24-26 December`).
 *   - `12/24` is month/day unless the first number cannot be a month (`24/12` is 24 December).
 *   - A range's last day sets the check-out; otherwise a count of nights does (`2泊`, `2 malam`,
 *     `ليلتين`); otherwise the stay is one night. Nights without a date give no dates.
 *   - No dates are read when the check-out is not after the check-in, the stay is longer than 30 nights,
 *     the nights are out of range (0 or over 30), a day is not on the calendar, or `today` is not a date.
 *   - A number followed by a count word (`Dec 2 adults`) is a count, not a day.
 * - Budget: the first amount with a currency: a symbol before it (`¥`, `NT$`, `₩`, `$`) or a currency word
 *   after it (`yen`, `円`, `日元`, `엔`, `元` for Taiwan dollars, `원`, `USD`). `万`, `萬` and `만` are ten
 *   thousand, `千`, `천` and `k` a thousand; `30,000` and Indonesian `30.000` are thirty thousand. An
 *   amount after `over`/`at least` or before `以上`/`이상`/`から` is a minimum and not read. An amount
 *   without a currency is not a budget, even after a budget word, as its currency is unknown.
 * - Counts: nights, then children, then rooms, then adults, each from a number with its count word
 *   (`2 adults`, `大人2名`, `아이 1명`, `2 kamar`), a number word before a counter (`二人`, `두 명`,
 *   `สองคน`) or a phrase (`a couple` is two adults, `شخصين` two persons, `طفل` one child). The first
 *   mention counts. A number once read (as a date, an amount or a count) is not read again, so children
 *   are not also adults, and a bare `3人`, `3名` or `3명` is three adults. Out-of-range counts are left
 *   out: adults 1-20, children 0-20, rooms 1-999, nights 1-30.
 * - Wishes: every wish one of whose `WISH_WORDS` appears, in `AGENCY_WISHES` order. Negation (`no pool`)
 *   is not understood.
 * Any text gives a reading; nothing in it makes the reader throw.
 */
import { addDays, daysBetween, isValidDate, weekday } from '../lib/dates';
import { AGENCY_PLACES, AGENCY_WISHES } from './agencyAreas';
import type { AgencyPlace, AgencyWish } from './agencyAreas';
import { WISH_WORDS } from './agencyWishes';
import {
  COUNT_REWRITES,
  COUNT_WORDS,
  CURRENCY_WORDS,
  DAY_WORDS,
  FALSE_FRIENDS,
  MINIMUM_WORDS,
  MONTH_NAMES,
  NUMBER_COUNTERS,
  NUMBER_WORDS,
  RANGE_WORDS,
} from './queryWords';

/**
 * What the reader found in a guest's hotel query; anything not found is `undefined`.
 *
 * @example
 * ```ts
 * const reading: HotelQueryReading = readHotelQuery('京都 温泉 3人', '2026-12-01');
 * reading.adults; // 3
 * ```
 */
export interface HotelQueryReading {
  /** The first place of AGENCY_PLACES named in the query (a town or a region), if any. */
  readonly place: AgencyPlace | undefined;
  /** The check-in day, `YYYY-MM-DD`. */
  readonly checkin: string | undefined;
  /** The check-out day, `YYYY-MM-DD`: always with a check-in, and after it. */
  readonly checkout: string | undefined;
  readonly adults: number | undefined;
  readonly children: number | undefined;
  readonly rooms: number | undefined;
  /** The most the guest means to pay (the query does not say per night or per stay). */
  readonly budget: { readonly amount: number; readonly currency: 'JPY' | 'TWD' | 'KRW' | 'USD' } | undefined;
  /** In `AGENCY_WISHES` order, each once. */
  readonly wishes: readonly AgencyWish[];
}

type Currency = keyof typeof CURRENCY_WORDS;
type CountKind = keyof typeof COUNT_WORDS;
type Groups = Partial<Record<string, string>>;
type Found<T> = { readonly value: T; readonly start: number; readonly end: number };
/** A day as written: the year only when the query gives one. */
type WrittenDay = { readonly year: number | undefined; readonly month: number; readonly day: number };
type WrittenDays = { readonly from: WrittenDay; readonly to: WrittenDay | undefined };
type Stay = { readonly checkin: string; readonly checkout: string | undefined };

const MAX_NIGHTS = 30;
const LIMITS: Readonly<Record<Exclude<CountKind, 'durations'>, readonly [number, number]>> = {
  nights: [1, MAX_NIGHTS],
  children: [0, 20],
  rooms: [1, 999],
  adults: [1, 20],
};

// Text and words

// Of the combining marks, Arabic vowel marks are dropped (and the tatweel, a stretching stroke): they are
// optional in Arabic writing. The marks of other scripts (Thai vowels) are letters there and stay.
const MARKS = /\p{M}|\u0640/gu;
const ALEF_WITH_HAMZA = /[\u0622\u0623\u0625\u0671]/gu;
// Arabic-Indic, Persian and Thai digits, by the code point of their zero.
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0e50];
const OTHER_DIGITS = /[٠-٩۰-۹๐-๙]/gu;
const LATIN = /\p{Script=Latin}/u;
const STARTS_HANGUL = /^\p{Script=Hangul}/u;
const ENDS_ARABIC = /\p{Script=Arabic}$/u;
const HAN = /\p{Script=Han}/u;

function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(MARKS, (mark) => (isArabicMark(mark) ? '' : mark))
    .replace(ALEF_WITH_HAMZA, 'ا')
    .replace(OTHER_DIGITS, (digit) => String(digitValue(digit)));
}

function isArabicMark(mark: string): boolean {
  const code = mark.codePointAt(0) ?? 0;
  return code === 0x0640 || (code >= 0x064b && code <= 0x065f) || code === 0x0670;
}

function digitValue(digit: string): number {
  const code = digit.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((first) => code >= first && code <= first + 9) ?? code;
  return code - zero;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/**
 * The pattern of a word, with the edges its script needs (see the module's doc). `atStart: false` is for
 * a word right after a number (`2泊`, `2adults`), where no start edge applies.
 */
function wordPattern(word: string, atStart = true): string {
  const normal = normalize(word).trim();
  if (LATIN.test(normal)) {
    // `sea view` also finds `sea-view` and `seaview`.
    const body = normal
      .split(/[\s-]+/u)
      .map(escapeRegExp)
      .join('[\\s-]*');
    return `${atStart ? '(?<!\\p{Script=Latin})' : ''}${body}(?!\\p{Script=Latin})`;
  }
  const body = normal.split(/\s+/u).map(escapeRegExp).join('\\s*');
  const start = atStart && STARTS_HANGUL.test(normal) ? '(?<!\\p{Script=Hangul})' : '';
  const end = ENDS_ARABIC.test(normal) ? '(?!\\p{Script=Arabic})' : '';
  return `${start}${body}${end}`;
}

/** A pattern for any of `words`, longest first so that `nights` is tried before `night`. */
function oneOf(words: readonly string[], atStart = true): string {
  const unique = [...new Set(words.map((word) => normalize(word).trim()))].filter((word) => word !== '');
  unique.sort((a, b) => b.length - a.length);
  return `(?:${unique.map((word) => wordPattern(word, atStart)).join('|')})`;
}

function findAll<T>(text: string, pattern: RegExp, valueOf: (groups: Groups) => T): Found<T>[] {
  return [...text.matchAll(pattern)].map((match) => {
    const start = match.index ?? 0;
    return { value: valueOf(match.groups ?? {}), start, end: start + match[0].length };
  });
}

/** The first of `found` in the text; of two starting together, the longer (`next weekend`, not `weekend`). */
function earliest<T>(found: readonly Found<T>[]): Found<T> | undefined {
  return [...found].sort((a, b) => a.start - b.start || b.end - a.end)[0];
}

/** `text` with the spans of `found` turned to spaces, so that what was read there is not read again. */
function blank(text: string, found: readonly Found<unknown>[]): string {
  let result = text;
  for (const { start, end } of found) {
    result = result.slice(0, start) + ' '.repeat(end - start) + result.slice(end);
  }
  return result;
}

function within(value: number | undefined, [min, max]: readonly [number, number]): number | undefined {
  const whole = value !== undefined && Number.isSafeInteger(value);
  return whole && value >= min && value <= max ? value : undefined;
}

// Places and wishes

const FALSE_FRIEND_PATTERN = new RegExp(oneOf(FALSE_FRIENDS), 'gu');
const PLACES = AGENCY_PLACES.map((place) => ({ place, pattern: new RegExp(oneOf(place.names), 'gu') }));
const WISHES = AGENCY_WISHES.map((wish) => ({ wish, pattern: new RegExp(oneOf(WISH_WORDS[wish]), 'u') }));

function readPlace(text: string): AgencyPlace | undefined {
  return earliest(PLACES.flatMap(({ place, pattern }) => findAll(text, pattern, () => place)))?.value;
}

function readWishes(text: string): AgencyWish[] {
  return WISHES.filter(({ pattern }) => pattern.test(text)).map(({ wish }) => wish);
}

// Dates

const RANGE = `\\s*${oneOf(RANGE_WORDS)}\\s*`;
// A day number is not one when a count word follows it: `Dec 2 adults` is two adults in December.
const COUNT_WORD = oneOf(
  Object.values(COUNT_WORDS).flatMap(({ after }) => after),
  false,
);
const DAY_END = `(?!\\d)(?!\\s*${COUNT_WORD})`;
const NO_NUMBER_BEFORE = '(?<![\\d.,/])';
const CJK_YEAR = '(?:(?<y1>\\d{4})\\s*[年년]\\s*)?';
const CJK_DAY = '[日号號일]';
const OF = '\\s*(?:of\\s+)?';
const NAMED_YEAR = '(?:,?\\s*(?<y1>20\\d{2})(?!\\d))?';
const MONTH_BY_NAME = new Map(Object.entries(MONTH_NAMES).map(([name, month]) => [normalize(name), month]));
const monthName = (group: string): string => `(?<${group}>${oneOf([...MONTH_BY_NAME.keys()])})\\.?`;
const ordinalDay = (group: string): string => `(?<${group}>\\d{1,2})(?:st|nd|rd|th)?(?!\\d)`;

/** The ways of writing a date or a range of dates. */
const DATE_PATTERNS: readonly RegExp[] = [
  // 2026-12-24, 2026/12/24 to 2026/12/26, 2026-12-24〜26
  `${NO_NUMBER_BEFORE}(?<y1>\\d{4})[-/.](?<m1>\\d{1,2})[-/.](?<d1>\\d{1,2})(?:${RANGE}(?:(?<y2>\\d{4})[-/.](?<m2>\\d{1,2})[-/.])?(?<d2>\\d{1,2})${CJK_DAY}?)?${DAY_END}`,
  // 12/24, 12/24/2026, 12/24-12/26, 12/24〜26
  `${NO_NUMBER_BEFORE}(?<m1>\\d{1,2})\\/(?<d1>\\d{1,2})(?:\\/(?<y1>\\d{4}))?(?:${RANGE}(?:(?<m2>\\d{1,2})\\/)?(?<d2>\\d{1,2})${CJK_DAY}?)?(?!\\/)${DAY_END}`,
  // 12月24日, 2026年12月24日, 12월 24일
  `${NO_NUMBER_BEFORE}${CJK_YEAR}(?<m1>\\d{1,2})\\s*[月월]\\s*(?<d1>\\d{1,2})\\s*${CJK_DAY}`,
  // 12月24日〜26日, 12月24-26日, 12月24日至26日, 12월 24일~26일, 12月24日から12月26日
  `${NO_NUMBER_BEFORE}${CJK_YEAR}(?<m1>\\d{1,2})\\s*[月월]\\s*(?<d1>\\d{1,2})\\s*${CJK_DAY}?${RANGE}(?:(?<m2>\\d{1,2})\\s*[月월]\\s*)?(?<d2>\\d{1,2})\\s*${CJK_DAY}`,
  // 24-26 December, 24 sampai 26 Desember, 24-26 ธันวาคม, 24-26 ديسمبر
  `${NO_NUMBER_BEFORE}${ordinalDay('d1')}${RANGE}${ordinalDay('d2')}${OF}${monthName('mn2')}${NAMED_YEAR}`,
  // 24 Dec - 2 Jan
  `${NO_NUMBER_BEFORE}${ordinalDay('d1')}${OF}${monthName('mn1')}${RANGE}${ordinalDay('d2')}${OF}${monthName('mn2')}${NAMED_YEAR}`,
  // Dec 24 - Jan 2
  `${monthName('mn1')}\\s*${ordinalDay('d1')}${RANGE}${monthName('mn2')}\\s*${ordinalDay('d2')}${NAMED_YEAR}${DAY_END}`,
  // December 24-26, Dec 24 to 26
  `${monthName('mn1')}\\s*${ordinalDay('d1')}${RANGE}${ordinalDay('d2')}${NAMED_YEAR}${DAY_END}`,
  // 24 December, 24th of Dec 2026, 24 ธ.ค.
  `${NO_NUMBER_BEFORE}${ordinalDay('d1')}${OF}${monthName('mn1')}${NAMED_YEAR}`,
  // December 24, Dec 24th, 2026
  `${monthName('mn1')}\\s*${ordinalDay('d1')}${NAMED_YEAR}${DAY_END}`,
].map((source) => new RegExp(source, 'gu'));

const daysToSaturday = (today: string): number => (6 - weekday(today) + 7) % 7;
const DAY_WORD_PATTERNS = [
  { words: DAY_WORDS.today, days: () => 0 },
  { words: DAY_WORDS.tomorrow, days: () => 1 },
  { words: DAY_WORDS.dayAfterTomorrow, days: () => 2 },
  { words: DAY_WORDS.thisWeekend, days: daysToSaturday },
  { words: DAY_WORDS.nextWeekend, days: (today: string) => daysToSaturday(today) + 7 },
].map(({ words, days }) => ({ days, pattern: new RegExp(oneOf(words), 'gu') }));

function dateOf(year: number, month: number, day: number): string | undefined {
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isValidDate(date) ? date : undefined;
}

/** The first date of that month and day on or after today (29 February may be years away). */
function nextDate(month: number, day: number, today: string): string | undefined {
  const thisYear = Number(today.slice(0, 4));
  for (let year = thisYear; year <= thisYear + 8; year += 1) {
    const date = dateOf(year, month, day);
    if (date !== undefined && date >= today) return date;
  }
  return undefined;
}

function monthOf(number: string | undefined, name: string | undefined): number | undefined {
  if (number !== undefined) return Number(number);
  return name === undefined ? undefined : MONTH_BY_NAME.get(name);
}

/** Month and day as written: month first, unless only the second number can be a month (`24/12`). */
function monthAndDay(month: number, day: number): [number, number] {
  return month > 12 && day <= 12 ? [day, month] : [month, day];
}

function writtenDays(groups: Groups): WrittenDays | undefined {
  const lastMonth = monthOf(groups.m2, groups.mn2);
  const firstMonth = monthOf(groups.m1, groups.mn1) ?? lastMonth;
  if (firstMonth === undefined || groups.d1 === undefined) return undefined;
  const [month, day] = monthAndDay(firstMonth, Number(groups.d1));
  const from = { year: groups.y1 === undefined ? undefined : Number(groups.y1), month, day };
  if (groups.d2 === undefined) return { from, to: undefined };
  // A last day without a month is in the first day's month (24-26 December).
  const [toMonth, toDay]: [number, number] =
    lastMonth === undefined ? [month, Number(groups.d2)] : monthAndDay(lastMonth, Number(groups.d2));
  return {
    from,
    to: { year: groups.y2 === undefined ? undefined : Number(groups.y2), month: toMonth, day: toDay },
  };
}

function stayOf(days: WrittenDays | undefined, today: string): Stay | undefined {
  if (days === undefined) return undefined;
  const { from, to } = days;
  const checkin =
    from.year === undefined ? nextDate(from.month, from.day, today) : dateOf(from.year, from.month, from.day);
  if (checkin === undefined) return undefined;
  if (to === undefined) return { checkin, checkout: undefined };
  const year = to.year ?? Number(checkin.slice(0, 4)) + (to.month < from.month ? 1 : 0);
  const checkout = dateOf(year, to.month, to.day);
  return checkout === undefined ? undefined : { checkin, checkout };
}

/** The first date (or range) of the query, and the text with every written date blanked. */
function readDates(text: string, today: string): { stay: Stay | undefined; rest: string } {
  const written = DATE_PATTERNS.flatMap((pattern) => findAll(text, pattern, writtenDays));
  const rest = blank(text, written);
  if (!isValidDate(today)) return { stay: undefined, rest };
  const dated = written.map((found) => ({ ...found, value: stayOf(found.value, today) }));
  const relative = DAY_WORD_PATTERNS.flatMap(({ days, pattern }) =>
    findAll(text, pattern, () => ({ checkin: addDays(today, days(today)), checkout: undefined })),
  );
  const stays = [...dated, ...relative].filter((found): found is Found<Stay> => found.value !== undefined);
  return { stay: earliest(stays)?.value, rest };
}

/** The stay with its check-out: from the range, else the nights, else one night. */
function settleStay(stay: Stay | undefined, nights: number | undefined): Stay | undefined {
  if (stay === undefined) return undefined;
  const nightCount = nights === undefined ? 1 : within(nights, LIMITS.nights);
  const checkout =
    stay.checkout ?? (nightCount === undefined ? undefined : addDays(stay.checkin, nightCount));
  if (checkout === undefined || !isValidDate(checkout)) return undefined;
  const length = daysBetween(stay.checkin, checkout);
  return length >= 1 && length <= MAX_NIGHTS ? { checkin: stay.checkin, checkout } : undefined;
}

// Budget

const CURRENCIES: readonly Currency[] = ['JPY', 'TWD', 'KRW', 'USD'];
// 30,000 · 30.000 (Indonesian thousands) · 19.99 · 3万 · 3万5千 · 20만 · 30k
const AMOUNT =
  '(?<!\\d)(?<!\\d[.,])(?<number>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:\\.\\d{3})+(?!\\d)|\\d+(?:\\.\\d+)?)' +
  '(?:\\s*(?<myriad>[万萬만])(?:\\s*(?<thousands>\\d)\\s*[千천])?|\\s*(?<kilo>[千천]|k(?!\\p{Script=Latin})))?';
const DOT_THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/u;
const BUDGET_PATTERNS = CURRENCIES.flatMap((currency) => [
  { currency, pattern: new RegExp(`${oneOf(CURRENCY_WORDS[currency].before)}\\s*${AMOUNT}`, 'gu') },
  { currency, pattern: new RegExp(`${AMOUNT}\\s*${oneOf(CURRENCY_WORDS[currency].after, false)}`, 'gu') },
]);
const MINIMUM_BEFORE = new RegExp(`${oneOf(MINIMUM_WORDS.before)}\\s*$`, 'u');
const MINIMUM_AFTER = new RegExp(`^\\s*${oneOf(MINIMUM_WORDS.after, false)}`, 'u');

function amountOf(groups: Groups): number | undefined {
  const written = groups.number;
  if (written === undefined) return undefined;
  const digits = DOT_THOUSANDS.test(written) ? written.replaceAll('.', '') : written.replaceAll(',', '');
  const base = Number(digits);
  const thousands = Number(groups.thousands ?? 0);
  const amount = groups.myriad ? base * 10_000 + thousands * 1_000 : groups.kilo ? base * 1_000 : base;
  const rounded = Math.round(amount * 100) / 100;
  return Number.isFinite(rounded) && rounded > 0 && rounded <= Number.MAX_SAFE_INTEGER ? rounded : undefined;
}

/** The first amount with a currency that is not a minimum, and the text with every amount blanked. */
function readBudget(text: string): { budget: HotelQueryReading['budget']; rest: string } {
  const found = BUDGET_PATTERNS.flatMap(({ currency, pattern }) =>
    findAll(text, pattern, (groups) => ({ amount: amountOf(groups), currency })),
  );
  const budgets = found.flatMap(({ value: { amount, currency }, start, end }) => {
    const minimum = MINIMUM_BEFORE.test(text.slice(0, start)) || MINIMUM_AFTER.test(text.slice(end));
    return amount === undefined || minimum ? [] : [{ value: { amount, currency }, start, end }];
  });
  return { budget: earliest(budgets)?.value, rest: blank(text, found) };
}

// Counts

const COUNT_ORDER: readonly CountKind[] = ['nights', 'durations', 'children', 'rooms', 'adults'];
// Not the tail of 1,500 or 19.99; a comma after a word (`旅館,2人`) is punctuation, not a separator.
const NUMBER = '(?<!\\d)(?<!\\d[.,])(?<count>\\d+)(?![.,]?\\d)';
const COUNT_PATTERNS = COUNT_ORDER.map((kind) => {
  const { after, before } = COUNT_WORDS[kind];
  const patterns = [new RegExp(`${NUMBER}\\s*-?\\s*${oneOf(after, false)}`, 'gu')];
  if (before.length > 0) patterns.push(new RegExp(`${oneOf(before)}\\s*:?\\s*${NUMBER}`, 'gu'));
  return { kind, patterns };
});
const REWRITES = Object.entries(COUNT_REWRITES)
  .sort(([a], [b]) => b.length - a.length)
  .map(([phrase, digits]) => ({ pattern: new RegExp(wordPattern(phrase), 'gu'), digits: normalize(digits) }));
const COUNTER = oneOf(NUMBER_COUNTERS, false);
// A Chinese numeral inside a longer number (十二人) is not read: only one to ten are known.
const NOT_AFTER_NUMERAL = '(?<![一二三四五六七八九十百千万两兩])';
const NUMBER_WORD_PATTERNS = Object.entries(NUMBER_WORDS)
  .sort(([a], [b]) => b.length - a.length)
  .map(([word, value]) => {
    // Latin number words stand alone (`for two`); the others only before a counter (`二人`, not `二世古`).
    const start = HAN.test(word) ? NOT_AFTER_NUMERAL : '';
    const end = LATIN.test(word) ? '' : `(?=\\s*${COUNTER})`;
    return { pattern: new RegExp(`${start}${wordPattern(word)}${end}`, 'gu'), digits: ` ${value} ` };
  });

/** The text with counting phrases and number words written as digits (`ふたり` → `2人`, `two` → `2`). */
function spellNumbers(text: string): string {
  let result = text;
  for (const { pattern, digits } of [...REWRITES, ...NUMBER_WORD_PATTERNS]) {
    result = result.replace(pattern, () => digits);
  }
  return result;
}

/** The first count of each kind, each kind's numbers blanked before the next kind is read. */
function readCounts(text: string): Partial<Record<CountKind, number>> {
  const counts: Partial<Record<CountKind, number>> = {};
  let rest = text;
  for (const { kind, patterns } of COUNT_PATTERNS) {
    const found = patterns.flatMap((pattern) => findAll(rest, pattern, (groups) => Number(groups.count)));
    counts[kind] = earliest(found)?.value;
    rest = blank(rest, found);
  }
  return counts;
}

// The reading

/**
 * Reads a guest's free-text hotel query: the place, the dates, the guests and rooms, a budget and the
 * wishes (see the module's doc for the rules). `today` is the hotel's today, `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * readHotelQuery('ocean view near Okinawa for 2 adults next weekend under 30000 yen', '2026-12-01');
 * // { place: <okinawa>, checkin: '2026-12-12', checkout: '2026-12-13', adults: 2, children: undefined,
 * //   rooms: undefined, budget: { amount: 30000, currency: 'JPY' }, wishes: ['ocean_view'] }
 * ```
 */
export function readHotelQuery(query: string, today: string): HotelQueryReading {
  const text = normalize(query);
  const named = text.replace(FALSE_FRIEND_PATTERN, (friend) => ' '.repeat(friend.length));
  const dates = readDates(text, today);
  const budget = readBudget(dates.rest);
  const counts = readCounts(spellNumbers(budget.rest));
  const stay = settleStay(dates.stay, counts.nights);
  return {
    place: readPlace(named),
    checkin: stay?.checkin,
    checkout: stay?.checkout,
    adults: within(counts.adults, LIMITS.adults),
    children: within(counts.children, LIMITS.children),
    rooms: within(counts.rooms, LIMITS.rooms),
    budget: budget.budget,
    wishes: readWishes(named),
  };
}
