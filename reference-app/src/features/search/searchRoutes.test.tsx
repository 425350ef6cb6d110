import { errorMessage } from '@staykit/sdk/messages';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, setupMockApi } from '../../testing/setupMockApi';
import { createWidget } from '../../app/createWidget';
import { WidgetApp } from '../../app/WidgetApp';

// The widget as main.tsx starts it, over the mock's handlers (clock at 2026-12-01 09:00 JST).
const config = TEST_CONFIG;
setupMockApi();

function start(path: string) {
  window.history.replaceState(null, '', path);
  const hostElement = document.createElement('div');
  document.body.append(hostElement);
  render(<WidgetApp widget={createWidget({ window, hostElement, config })} />, { container: hostElement });
}

const DATES = 'checkin=2026-12-10&checkout=2026-12-12';
const roomNames = () =>
  within(screen.getByRole('region', { name: 'Search results' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('search screens', () => {
  it('searches demo-tokyo by room and shows rooms with their plans and prices in yen', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Standard Twin' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    const prices = screen.getAllByTestId('price').map((price) => price.textContent ?? '');
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^¥[\d,]+$/);
    expect(field('Adults').value).toBe('2');
  });

  it('shows a loading status while the search runs', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('heading', { name: 'Find a room' });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await screen.findByRole('region', { name: 'Search results' });
  });

  it('reorders the rooms when the sort changes, and keeps the order in the URL', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    expect(roomNames()).toEqual(['Standard Twin', 'Deluxe Double', 'Family Room', 'Executive Suite']);

    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sort.options].map((option) => option.value)).toEqual([
      'recommended',
      'price_low_to_high',
      'price_high_to_low',
      'asc',
      'desc',
    ]);
    fireEvent.change(sort, { target: { value: 'price_high_to_low' } });
    await waitFor(() =>
      expect(roomNames()).toEqual(['Executive Suite', 'Family Room', 'Deluxe Double', 'Standard Twin']),
    );
    expect(new URLSearchParams(window.location.search).get('order')).toBe('price_high_to_low');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'asc' } });
    await waitFor(() =>
      expect(roomNames()).toEqual(['Deluxe Double', 'Executive Suite', 'Family Room', 'Standard Twin']),
    );
  });

  it('lists plans with their rooms on the recommender route', async () => {
    start(`/booking/recommender?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    const plans = roomNames();
    expect(plans).toContain('Room only');
    expect(plans).toContain('Breakfast included');
    const roomOnly = screen.getByRole('heading', { level: 3, name: 'Room only' }).closest('li');
    expect(within(roomOnly as HTMLElement).getByText('Standard Twin')).toBeTruthy();
  });

  it('shows the empty state for demo-soldout and moves focus to the form', async () => {
    start(`/booking/result?hotel_code=demo-soldout&locale=en&${DATES}`);
    expect(await screen.findByText('No rooms available — change dates or guests')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Check-in')));
  });

  it('shows the localised API error near the form for check-out before check-in', async () => {
    start('/booking/result?hotel_code=demo-tokyo&locale=en');
    await screen.findByText('Choose your dates to see the rooms available.');
    fireEvent.change(field('Check-in'), { target: { value: '2026-12-12' } });
    fireEvent.change(field('Check-out'), { target: { value: '2026-12-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('1000', 'en'));
  });

  it('puts the submitted search in the URL, which a fresh start reads back', async () => {
    start('/booking/result?hotel_code=demo-tokyo&locale=en');
    await screen.findByRole('form', { name: 'Search' });
    fireEvent.change(field('Check-in'), { target: { value: '2026-12-10' } });
    fireEvent.change(field('Check-out'), { target: { value: '2026-12-12' } });
    fireEvent.change(field('Adults'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('region', { name: 'Search results' });
    const url = `${window.location.pathname}${window.location.search}`;
    expect(url).toBe(
      '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12&adults=3&room_count=1&order=price_low_to_high',
    );

    cleanup();
    document.body.innerHTML = '';
    start(url);
    await screen.findByRole('region', { name: 'Search results' });
    expect(field('Check-in').value).toBe('2026-12-10');
    expect(field('Check-out').value).toBe('2026-12-12');
    expect(field('Adults').value).toBe('3');
  });
  it('warns when the children counted differ from the search (tiers mode, plain count)', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}&children=1`);
    await screen.findByRole('region', { name: 'Search results' });
    expect(screen.getByText(/The children counted differ from your search/)).toBeTruthy();
  });
});
