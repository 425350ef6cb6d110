import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  clampDate,
  daysBetween,
  dayOfWeek,
  endOfWeek,
  firstDayOfWeek,
  formatDayNumber,
  formatFullDate,
  formatMonthYear,
  intlDateLocale,
  isIsoDate,
  monthEnd,
  monthStart,
  monthWeeks,
  startOfWeek,
  weekdayNames,
} from './calendarMonth';

describe('isIsoDate', () => {
  it.each(['2026-12-10', '2028-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '',
    '2026-2-3',
    '2026/12/10',
    '10-12-2026',
    '2026-13-01',
    '2026-00-10',
    '2027-02-29',
    '2026-04-31',
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-10', 7)).toBe('2026-12-17');
  });

  it('adds months, keeping the day or falling back to the shorter month’s last day', () => {
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12-10', -12)).toBe('2025-12-10');
    expect(addMonths('2026-12-10', 12)).toBe('2027-12-10');
  });

  it('keeps years below 100 as written', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('0050-03-01', -1)).toBe('0050-02-28');
    expect(daysBetween('0099-12-30', '0100-01-02')).toBe(3);
  });

  it('counts whole days between two dates, negative backwards', () => {
    expect(daysBetween('2026-12-10', '2026-12-12')).toBe(2);
    expect(daysBetween('2026-12-12', '2026-12-10')).toBe(-2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('does not drift with the machine’s time zone', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(addDays('2026-12-10', 1)).toBe('2026-12-11');
    expect(dayOfWeek('2026-12-10')).toBe(4);
    vi.stubEnv('TZ', 'Pacific/Pago_Pago');
    expect(addDays('2026-12-10', 1)).toBe('2026-12-11');
    expect(formatFullDate('2026-12-10', 'en')).toBe('Thursday, December 10, 2026');
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });
});

describe('weeks and months', () => {
  it('finds the week around a date for Sunday and Saturday starts', () => {
    expect(startOfWeek('2026-12-10', 0)).toBe('2026-12-06');
    expect(endOfWeek('2026-12-10', 0)).toBe('2026-12-12');
    expect(startOfWeek('2026-12-10', 6)).toBe('2026-12-05');
    expect(endOfWeek('2026-12-10', 6)).toBe('2026-12-11');
    expect(startOfWeek('2026-12-06', 0)).toBe('2026-12-06');
  });

  it('finds a month’s first and last days', () => {
    expect(monthStart('2026-12-10')).toBe('2026-12-01');
    expect(monthEnd('2026-12-10')).toBe('2026-12-31');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-02-10')).toBe('2026-02-28');
  });

  it('lays a month out in weeks of seven, padded with null', () => {
    const weeks = monthWeeks('2026-12-10', 0);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('starts the rows on Saturday when asked', () => {
    const weeks = monthWeeks('2026-12-10', 6);
    expect(weeks[0]).toEqual([null, null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
  });

  it('needs only four rows for a February that starts on the first day of the week', () => {
    expect(monthWeeks('2026-02-14', 0)).toHaveLength(4);
  });

  it('clamps a date into a range', () => {
    expect(clampDate('2026-11-20', '2026-12-01')).toBe('2026-12-01');
    expect(clampDate('2027-06-01', '2026-12-01', '2027-05-31')).toBe('2027-05-31');
    expect(clampDate('2026-12-10', '2026-12-01', '2027-05-31')).toBe('2026-12-10');
    expect(clampDate('2026-12-10')).toBe('2026-12-10');
  });
});

describe('locale formats', () => {
  it('maps product locales to date locales through the SDK', () => {
    expect(intlDateLocale('zh_Hans')).toBe('zh-cn');
    expect(intlDateLocale('zh_Hant')).toBe('zh-tw');
    expect(intlDateLocale('ja')).toBe('ja');
    expect(intlDateLocale('fr')).toBe('en');
  });

  it('starts weeks on Saturday in Arabic and on Sunday elsewhere', () => {
    expect(firstDayOfWeek('ar')).toBe(6);
    for (const locale of ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th']) {
      expect(firstDayOfWeek(locale)).toBe(0);
    }
  });

  it('writes dates, months and day numbers in the locale', () => {
    expect(formatFullDate('2026-12-10', 'en')).toBe('Thursday, December 10, 2026');
    expect(formatFullDate('2026-12-10', 'ja')).toBe('2026年12月10日木曜日');
    expect(formatMonthYear('2026-12-10', 'en')).toBe('December 2026');
    expect(formatMonthYear('2026-12-10', 'ko')).toBe('2026년 12월');
    expect(formatMonthYear('2026-12-10', 'zh_Hant')).toBe('2026年12月');
    expect(formatDayNumber('2026-12-05', 'ja')).toBe('5');
  });

  it('names the weekday columns in column order', () => {
    expect(weekdayNames('en', 0).map((day) => day.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(weekdayNames('ja', 0).map((day) => day.long)).toEqual([
      '日曜日',
      '月曜日',
      '火曜日',
      '水曜日',
      '木曜日',
      '金曜日',
      '土曜日',
    ]);
    expect(weekdayNames('ar', 6)[0]).toEqual({ short: 'س', long: 'السبت' });
  });

  it('shows narrow weekday names where the short ones are whole words', () => {
    expect(weekdayNames('th', 0).map((day) => day.short)).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    expect(weekdayNames('zh_Hans', 0).map((day) => day.short)[0]).toBe('周日');
    expect(weekdayNames('id', 0).map((day) => day.short)[0]).toBe('Min');
  });
});
