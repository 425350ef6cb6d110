import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';
import { recommenderStay } from './recommenderStay';

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST).
setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());

describe('the recommender widget', () => {
  it("shows the hotel's recommended rooms with their lowest price, each opening its rates in a new tab", async () => {
    startWidget('/recommender-widget?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12');
    const section = await screen.findByRole('region', { name: 'Recommended rooms' });
    const rooms = await within(section).findAllByRole('listitem');
    expect(rooms.length).toBeGreaterThan(1);
    const first = rooms[0] as HTMLElement;
    const name = within(first).getByRole('heading', { level: 2 }).textContent ?? '';
    expect(within(first).getByText(/^from ¥[\d,]+$/)).toBeTruthy();
    const link = within(first).getByRole('link', { name: 'See rates (opens in a new tab)' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://widget.test');
    expect(target.pathname).toBe('/booking/result');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      hotel_code: 'demo-tokyo',
      checkin: '2026-12-10',
      checkout: '2026-12-12',
    });
    expect(target.searchParams.get('room_type_code')).toMatch(/^[A-Z]+$/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('aria-describedby')).toBe(within(first).getByRole('heading').id);
    expect(name).not.toBe('');
    // Only the routed view: no hotel header, no sign-in.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('says what is missing without a hotel code', async () => {
    startWidget('/recommender-widget?locale=en');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText(/add hotel_code to the address/)).toBeTruthy();
  });
});

describe('recommenderStay', () => {
  const hotel = { time_zone: 'Asia/Tokyo', default_search_setting: { adults: 2, checkin_date_offset: 1 } };
  const now = new Date('2026-12-01T09:00:00+09:00');

  it('takes the stay of the address, or else the hotel’s default search', () => {
    expect(
      recommenderStay(new URLSearchParams('checkin=2026-12-10&checkout=2026-12-12&adults=3'), hotel, now),
    ).toEqual({
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      adults: 3,
    });
    expect(
      recommenderStay(new URLSearchParams('checkin=2026-12-12&checkout=2026-12-10&adults=0'), hotel, now),
    ).toEqual({
      checkin_date: '2026-12-02',
      checkout_date: '2026-12-03',
      adults: 2,
    });
  });
});
