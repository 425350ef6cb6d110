import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/messages';
import { formatFullDate } from '../../lib/calendarMonth';
import { DateRangePicker, preloadCalendarDialog, type DateRangePickerProps } from './DateRangePicker';

// The picker held by a caller that keeps the range in state, as the search form does. The hotel's today is
// 2026-12-01 unless a test says otherwise.
function Picker({ initial, ...props }: Partial<DateRangePickerProps> & { initial?: [string, string] }) {
  const [range, setRange] = useState({ checkin: initial?.[0] ?? '', checkout: initial?.[1] ?? '' });
  return (
    <DateRangePicker
      checkin={range.checkin}
      checkout={range.checkout}
      min="2026-12-01"
      locale="en"
      {...props}
      onChange={(next) => {
        props.onChange?.(next);
        setRange(next);
      }}
    />
  );
}

afterEach(cleanup);
// The calendar's code loads on demand; loaded once here, every opening below renders it at once.
beforeAll(async () => {
  await preloadCalendarDialog();
});

const press = (key: string, options: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...options });
const openFrom = (field: 'Check-in' | 'Check-out') =>
  fireEvent.click(screen.getByRole('button', { name: `Choose dates ${field}` }));
const dialog = () => screen.getByRole('dialog');
const day = (date: string, locale = 'en') =>
  within(dialog()).getByRole('gridcell', { name: new RegExp(`^${formatFullDate(date, locale)}`) });
// An element's accessible name, as Testing Library computes it for role queries.
const nameOf = (element: Element | null) => {
  let found: string | undefined;
  screen.queryAllByRole(element?.getAttribute('role') ?? 'gridcell', {
    name: (name, candidate) => {
      if (candidate === element) found = name;
      return false;
    },
  });
  return found;
};
const focusedName = () => nameOf(document.activeElement);
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('DateRangePicker with the keyboard', () => {
  it('chooses check-in and check-out with arrows and Enter, then returns focus to the button', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    openFrom('Check-in');

    expect(screen.getByRole('dialog', { name: 'December 2026' }).getAttribute('aria-modal')).toBe('true');
    expect(focusedName()).toBe('Tuesday, December 1, 2026');
    press('ArrowDown');
    press('ArrowRight');
    press('ArrowRight');
    expect(focusedName()).toBe('Thursday, December 10, 2026');
    press('Enter');

    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-10', checkout: '' });
    expect(screen.getByText('Choose your check-out date.')).toBeTruthy();
    expect(day('2026-12-10').getAttribute('aria-selected')).toBe('true');
    expect(focusedName()).toBe('Thursday, December 10, 2026, Check-in');

    press('ArrowRight');
    press('ArrowRight');
    press(' ');

    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-10', checkout: '2026-12-12' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose dates Check-in' }));
    expect(field('Check-in').value).toBe('2026-12-10');
    expect(field('Check-out').value).toBe('2026-12-12');
  });

  it('marks the chosen range: both ends selected, the nights between in a band', () => {
    render(<Picker initial={['2026-12-10', '2026-12-13']} />);
    openFrom('Check-in');

    const selected = within(dialog()).getAllByRole('gridcell', { selected: true });
    expect(selected.map(nameOf)).toEqual([
      'Thursday, December 10, 2026, Check-in',
      'Sunday, December 13, 2026, Check-out',
    ]);
    const band = within(dialog())
      .getAllByRole('gridcell')
      .filter((cell) => cell.classList.contains('sk-calendar-in-range'));
    expect(band.map(nameOf)).toEqual(['Friday, December 11, 2026', 'Saturday, December 12, 2026']);
  });

  it('starts again when the second pick is on or before the check-in', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    openFrom('Check-in');
    fireEvent.click(day('2026-12-10'));
    fireEvent.click(day('2026-12-08'));

    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-08', checkout: '' });
    expect(dialog()).toBeTruthy();
    fireEvent.click(day('2026-12-09'));
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-08', checkout: '2026-12-09' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened from Check-out, focuses the day after check-in and takes the first pick as the check-out', () => {
    const onChange = vi.fn();
    render(<Picker initial={['2026-12-10', '']} onChange={onChange} />);
    openFrom('Check-out');

    expect(focusedName()).toBe('Friday, December 11, 2026');
    press('ArrowRight');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-10', checkout: '2026-12-12' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose dates Check-out' }));
  });

  it('closes on Escape and returns focus to the button that opened it', () => {
    const onChange = vi.fn();
    render(<Picker initial={['2026-12-10', '2026-12-12']} onChange={onChange} />);
    openFrom('Check-out');
    expect(focusedName()).toBe('Saturday, December 12, 2026, Check-out');

    press('ArrowRight');
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose dates Check-out' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves by week ends, months and years, and keeps Tab inside the dialog', () => {
    render(<Picker initial={['2026-12-10', '']} />);
    openFrom('Check-in');

    press('Home');
    expect(focusedName()).toBe('Sunday, December 6, 2026');
    press('End');
    expect(focusedName()).toBe('Saturday, December 12, 2026');
    press('PageDown');
    expect(focusedName()).toBe('Tuesday, January 12, 2027');
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    press('PageDown', { shiftKey: true });
    expect(focusedName()).toBe('Wednesday, January 12, 2028');
    press('PageUp', { shiftKey: true });
    press('PageUp');
    expect(focusedName()).toBe('Saturday, December 12, 2026');
    press('ArrowUp');
    press('ArrowUp');
    expect(focusedName()).toBe('Tuesday, December 1, 2026');
    press('ArrowLeft');
    expect(focusedName()).toBe('Tuesday, December 1, 2026');

    const close = within(dialog()).getByRole('button', { name: 'Close' });
    const previous = within(dialog()).getByRole('button', { name: 'Previous month' });
    press('Tab');
    expect(document.activeElement).toBe(close);
    press('Tab');
    expect(document.activeElement).toBe(previous);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(close);
  });
});

describe('DateRangePicker limits', () => {
  it('does not let days before min, after max or unavailable be chosen, but keeps unavailable days readable', () => {
    const onChange = vi.fn();
    const dayInfo = (date: string) => (date === '2026-12-08' ? { unavailable: true } : undefined);
    render(<Picker min="2026-12-05" max="2026-12-20" dayInfo={dayInfo} onChange={onChange} />);
    openFrom('Check-in');

    expect(focusedName()).toBe('Saturday, December 5, 2026');
    expect(day('2026-12-04').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-12-21').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day('2026-12-04'));
    fireEvent.click(day('2026-12-21'));
    press('ArrowLeft');
    expect(focusedName()).toBe('Saturday, December 5, 2026');

    press('ArrowRight');
    press('ArrowRight');
    press('ArrowRight');
    expect(focusedName()).toBe('Tuesday, December 8, 2026, Not available');
    expect(day('2026-12-08').getAttribute('aria-disabled')).toBe('true');
    press('Enter');
    expect(onChange).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });

  it('lets an unavailable day close a stay that ends there, and no stay run through it', () => {
    const onChange = vi.fn();
    const dayInfo = (date: string) => (date === '2026-12-08' ? { unavailable: true } : undefined);
    render(<Picker dayInfo={dayInfo} onChange={onChange} />);
    openFrom('Check-in');
    fireEvent.click(day('2026-12-06'));

    expect(nameOf(day('2026-12-08'))).toBe('Tuesday, December 8, 2026, Check-out only');
    expect(day('2026-12-08').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(day('2026-12-09'));
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-09', checkout: '' });
    fireEvent.click(day('2026-12-10'));
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-09', checkout: '2026-12-10' });
  });

  it('takes the day after max as a check-out, not as a check-in', () => {
    const onChange = vi.fn();
    render(<Picker max="2026-12-20" onChange={onChange} />);
    openFrom('Check-in');
    expect(day('2026-12-21').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day('2026-12-19'));
    expect(day('2026-12-21').getAttribute('aria-disabled')).toBeNull();
    expect(day('2026-12-22').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day('2026-12-21'));
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-19', checkout: '2026-12-21' });
  });
});

describe('DateRangePicker day use', () => {
  it('shows one date field and sets check-out to the chosen day', () => {
    const onChange = vi.fn();
    render(<Picker dayUse onChange={onChange} />);
    expect(screen.queryByRole('textbox', { name: 'Check-out' })).toBeNull();
    openFrom('Check-in');
    expect(screen.getByText('Choose your date.')).toBeTruthy();

    press('ArrowRight');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-02', checkout: '2026-12-02' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(field('Check-in'), { target: { value: '2026-12-24' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-24', checkout: '2026-12-24' });
  });
});

describe('DateRangePicker typed dates', () => {
  it('takes a typed date and writes it out in the locale under the field', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const checkin = field('Check-in');
    expect(description(checkin)).toBe('Format: YYYY-MM-DD');

    fireEvent.change(checkin, { target: { value: '2026-12-15' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-15', checkout: '' });
    expect(description(checkin)).toBe('Tuesday, December 15, 2026');
    fireEvent.change(field('Check-out'), { target: { value: '2026-12-17' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-15', checkout: '2026-12-17' });
  });

  it('shows an error linked to the field for a date that is not one, after leaving the field', () => {
    const onChange = vi.fn();
    render(<Picker initial={['2026-12-10', '2026-12-12']} onChange={onChange} />);
    const checkin = field('Check-in');

    fireEvent.change(checkin, { target: { value: '2026-13-01' } });
    expect(checkin.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(checkin);
    const error = 'Enter a date as YYYY-MM-DD, for example 2026-12-01.';
    expect(checkin.getAttribute('aria-invalid')).toBe('true');
    expect(description(checkin)).toContain(error);
    expect(screen.getByText(error)).toBeTruthy();
    expect(checkin.validationMessage).toBe(error);
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '', checkout: '2026-12-12' });

    fireEvent.change(checkin, { target: { value: '2026-11-30' } });
    expect(description(checkin)).toContain('Choose Tuesday, December 1, 2026 or later.');
    fireEvent.change(checkin, { target: { value: '2026-12-03' } });
    expect(checkin.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Choose .* or later/)).toBeNull();
    expect(checkin.validationMessage).toBe('');
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-03', checkout: '2026-12-12' });
  });

  it('refuses a check-out before the check-in until the check-in moves', () => {
    const onChange = vi.fn();
    render(<Picker initial={['2026-12-10', '']} onChange={onChange} />);
    const checkout = field('Check-out');
    fireEvent.change(checkout, { target: { value: '2026-12-09' } });
    fireEvent.blur(checkout);
    expect(description(checkout)).toContain('Check-out must be after check-in.');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(field('Check-in'), { target: { value: '2026-12-07' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2026-12-07', checkout: '2026-12-09' });
    expect(checkout.getAttribute('aria-invalid')).toBeNull();
  });

  it('gives the caller the check-in field to focus', () => {
    const checkinRef = createRef<HTMLInputElement>();
    render(<Picker checkinRef={checkinRef} />);
    checkinRef.current?.focus();
    expect(document.activeElement).toBe(field('Check-in'));
  });
});

describe('DateRangePicker locales', () => {
  // The widget loads a language before showing a screen in it; so does this test.
  beforeAll(() => Promise.all([loadMessages('ja'), loadMessages('ar')]));

  it('names the weekday columns and the month in Japanese', () => {
    render(<Picker locale="ja" />);
    fireEvent.click(screen.getByRole('button', { name: '日付を選択 チェックイン' }));

    expect(screen.getByRole('dialog', { name: '2026年12月' })).toBeTruthy();
    const headers = within(dialog()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(headers[0]?.getAttribute('abbr')).toBe('日曜日');
    expect(focusedName()).toBe('2026年12月1日火曜日');
  });

  it('follows the visual direction with the arrow keys in a right-to-left page, weeks from Saturday', () => {
    render(
      <div dir="rtl" lang="ar">
        <Picker locale="ar" initial={['2026-12-10', '']} />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'اختر التواريخ تسجيل الوصول' }));
    const columns = within(dialog()).getAllByRole('columnheader');
    expect(columns[0]?.getAttribute('abbr')).toBe('السبت');

    expect(focusedName()?.startsWith(formatFullDate('2026-12-10', 'ar'))).toBe(true);
    press('ArrowLeft');
    expect(focusedName()).toBe(formatFullDate('2026-12-11', 'ar'));
    press('ArrowRight');
    press('ArrowRight');
    expect(focusedName()).toBe(formatFullDate('2026-12-09', 'ar'));
    press('Home');
    expect(focusedName()).toBe(formatFullDate('2026-12-05', 'ar'));
  });

  it('moves right to the next day in a left-to-right page', () => {
    render(<Picker initial={['2026-12-10', '']} />);
    openFrom('Check-in');
    press('ArrowRight');
    expect(focusedName()).toBe('Friday, December 11, 2026');
  });
});

describe('DateRangePicker day information', () => {
  it('shows a note under the day number and reads it with the date', () => {
    const dayInfo = (date: string) => (date === '2026-12-10' ? { note: 'from ¥12,000' } : undefined);
    render(<Picker dayInfo={dayInfo} />);
    openFrom('Check-in');

    const cell = within(dialog()).getByRole('gridcell', {
      name: 'Thursday, December 10, 2026, from ¥12,000',
    });
    expect(within(cell).getByText('from ¥12,000')).toBeTruthy();
  });

  it('reports the month shown when the calendar opens and on every move', () => {
    const onVisibleMonthChange = vi.fn();
    render(<Picker onVisibleMonthChange={onVisibleMonthChange} />);
    openFrom('Check-in');
    expect(onVisibleMonthChange).toHaveBeenLastCalledWith('2026-12-01', '2026-12-31');
    const calls = onVisibleMonthChange.mock.calls.length;
    press('ArrowRight');
    expect(onVisibleMonthChange).toHaveBeenCalledTimes(calls);
    expect(
      within(dialog()).getByRole('button', { name: 'Previous month' }).getAttribute('aria-disabled'),
    ).toBe('true');

    press('PageDown');
    expect(onVisibleMonthChange).toHaveBeenLastCalledWith('2027-01-01', '2027-01-31');
    const next = within(dialog()).getByRole('button', { name: 'Next month' });
    fireEvent.click(next);
    expect(onVisibleMonthChange).toHaveBeenLastCalledWith('2027-02-01', '2027-02-28');
    expect(screen.getByRole('heading', { name: 'February 2027' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous month' }));
    expect(onVisibleMonthChange).toHaveBeenLastCalledWith('2027-01-01', '2027-01-31');
  });
});
