import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { fillGuestDetails } from '../../testing/fillGuestDetails';
import { startWidget } from '../../testing/startWidget';

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST); Hanako
// signs in at start-up with her one-time token and holds the mock's 10,000 points (steps of 100, at
// least 500).
setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());

const SEARCH =
  '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12' +
  '&one_time_access_token=ota_hanako_0001';

const amount = (element: HTMLElement) => Number((element.textContent ?? '').replace(/[^\d]/g, ''));

async function openGuestDetails() {
  startWidget(SEARCH);
  const results = await screen.findByRole('region', { name: 'Search results' });
  const select = within(results).getAllByRole('link', { name: /^Select Room only/ })[0];
  fireEvent.click(select as HTMLElement);
  await screen.findByRole('heading', { name: 'Your details' });
  return screen.findByRole('form', { name: 'Use points' });
}

function usePoints(form: HTMLElement, points: string) {
  fireEvent.change(within(form).getByLabelText('Points to use'), { target: { value: points } });
  fireEvent.click(within(form).getByRole('button', { name: 'Use' }));
}

describe('spending points at checkout', () => {
  it('shows the balance and rules, re-prices with 1,000 points and books them', async () => {
    const form = await openGuestDetails();
    expect(within(form).getByText('Your balance: 10,000 points')).toBeTruthy();
    expect(
      within(form).getByText('Points are used in steps of 100, at least 500 points at a time.'),
    ).toBeTruthy();
    const before = amount(await screen.findByTestId('price-total_price'));

    usePoints(form, '1000');
    const spent = await screen.findByTestId('price-spending_point_value');
    expect(amount(spent)).toBe(1000);
    expect(amount(screen.getByTestId('price-total_price'))).toBe(before - 1000);

    await fillGuestDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('form', { name: 'Payment' });
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();
  });

  it('refuses 450 points (below the minimum) without re-pricing', async () => {
    const form = await openGuestDetails();
    await screen.findByTestId('price-total_price');
    usePoints(form, '450');
    expect((await within(form).findByRole('alert')).textContent).toBe('Use at least 500 points.');
    expect(within(form).getByLabelText('Points to use').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('price-spending_point_value')).toBeNull();
  });

  it('refuses 10,050 points (off the steps of 100, and above the balance)', async () => {
    const form = await openGuestDetails();
    await screen.findByTestId('price-total_price');
    usePoints(form, '10050');
    expect((await within(form).findByRole('alert')).textContent).toBe('Use points in steps of 100.');
    expect(screen.queryByTestId('price-spending_point_value')).toBeNull();
  });
});
