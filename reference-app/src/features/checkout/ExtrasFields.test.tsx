import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';

// The extras step of the guest details over the mock's handlers (demo-tokyo's extras), the page's clock at
// the mock's (2026-12-01 09:00 JST); the stay is 10 to 12 December.
setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());

const SEARCH = '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12';
const DEC_10 = 'Thursday, December 10, 2026';
const DEC_11 = 'Friday, December 11, 2026';

/** From the results to the guest details with the room-only plan; the extras listed. */
async function openExtras() {
  startWidget(SEARCH);
  const results = await screen.findByRole('region', { name: 'Search results' });
  fireEvent.click(within(results).getAllByRole('link', { name: /^Select Room only/ })[0] as HTMLElement);
  await screen.findByTestId('price-total_price');
  return screen.findByRole('region', { name: 'Extras' });
}

const yen = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('extras at the guest details', () => {
  it('lists the extras for the stay with their price with and without tax, and re-prices the stay', async () => {
    const extras = await openExtras();
    expect(
      within(extras)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Breakfast voucher', 'Airport limousine', 'Late check-out until 14:00', 'Limited souvenir']);
    // Champagne is sold on 24 and 25 December only, outside the stay.
    expect(within(extras).queryByText('Champagne on arrival')).toBeNull();
    const breakfast = within(extras).getByRole('group', { name: 'Breakfast voucher' });
    expect(within(breakfast).getByText('¥2,750 each, tax included (¥2,500 before tax)')).toBeTruthy();
    expect(
      within(within(extras).getByRole('group', { name: 'Limited souvenir' })).getByText('Sold out'),
    ).toBeTruthy();

    const before = yen(screen.getByTestId('price-total_price').textContent);
    fireEvent.click(within(breakfast).getByRole('button', { name: 'Add one: Breakfast voucher' }));
    fireEvent.click(within(breakfast).getByRole('button', { name: 'Add one: Breakfast voucher' }));
    expect(
      (within(breakfast).getByRole('spinbutton', { name: 'Breakfast voucher Quantity' }) as HTMLInputElement)
        .value,
    ).toBe('2');
    expect((await screen.findByTestId('price-total_extra_price')).textContent).toBe('¥5,500');
    await waitFor(() => expect(yen(screen.getByTestId('price-total_price').textContent)).toBe(before + 5500));

    // Back to none: the extra leaves the price.
    fireEvent.click(within(breakfast).getByRole('button', { name: 'Remove one: Breakfast voucher' }));
    fireEvent.click(within(breakfast).getByRole('button', { name: 'Remove one: Breakfast voucher' }));
    await waitFor(() => expect(screen.queryByTestId('price-total_extra_price')).toBeNull());
    expect(yen(screen.getByTestId('price-total_price').textContent)).toBe(before);
  });

  it('offers a date-based extra on each night of the stay, within its maximum over the stay', async () => {
    const extras = await openExtras();
    const late = within(extras).getByRole('group', { name: 'Late check-out until 14:00' });
    expect(within(late).getAllByRole('spinbutton')).toHaveLength(2);
    const addOn = (date: string) =>
      within(late).getByRole('button', { name: `Add one: Late check-out until 14:00, ${date}` });
    fireEvent.click(addOn(DEC_11));
    expect(
      (
        within(late).getByRole('spinbutton', {
          name: `Late check-out until 14:00 ${DEC_11}`,
        }) as HTMLInputElement
      ).value,
    ).toBe('1');
    // One late check-out per booking: the other night's button goes no further.
    expect(addOn(DEC_10).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(addOn(DEC_10));
    expect(
      (
        within(late).getByRole('spinbutton', {
          name: `Late check-out until 14:00 ${DEC_10}`,
        }) as HTMLInputElement
      ).value,
    ).toBe('0');
    expect((await screen.findByTestId('price-total_extra_price')).textContent).toBe('¥3,300');
  });

  it('announces a typed quantity it cannot sell and leaves it out of the price until it is fixed', async () => {
    const extras = await openExtras();
    const breakfast = within(extras).getByRole('group', { name: 'Breakfast voucher' });
    const quantity = within(breakfast).getByRole('spinbutton', { name: 'Breakfast voucher Quantity' });
    fireEvent.change(quantity, { target: { value: '9' } });
    const problem = within(breakfast).getByText('You can order at most 4.');
    expect(problem.parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(problem.id);
    expect(screen.queryByTestId('price-total_extra_price')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(quantity, { target: { value: '3' } });
    expect(within(breakfast).queryByText('You can order at most 4.')).toBeNull();
    expect((await screen.findByTestId('price-total_extra_price')).textContent).toBe('¥8,250');
  });

  it("asks an extra's required question once it is ordered, then books the extra with the stay", async () => {
    const extras = await openExtras();
    const limousine = within(extras).getByRole('group', { name: 'Airport limousine' });
    expect(within(limousine).queryByLabelText(/^Your flight number\?/)).toBeNull();
    fireEvent.click(within(limousine).getByRole('button', { name: 'Add one: Airport limousine' }));
    const answer = within(limousine).getByLabelText(/^Your flight number\?/);
    expect((await screen.findByTestId('price-total_extra_price')).textContent).toBe('¥3,520');

    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/^Last name/, 'Yamada');
    type(/^First name/, 'Hanako');
    type(/^E-mail \*/, 'hanako@example.com');
    type(/^Confirm e-mail address/, 'hanako@example.com');
    type(/^Phone/, '+819012345678');
    const arrival = (await screen.findByLabelText(/^Arrival time/)) as HTMLSelectElement;
    fireEvent.change(arrival, { target: { value: arrival.options[1]?.value } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = (await screen.findByText('1 field needs your attention.')).closest('[role="alert"]');
    expect(within(summary as HTMLElement).getByRole('link').textContent).toBe(
      'Your flight number?: Fill in this field.',
    );
    expect(within(limousine).getByText('Fill in this field.').id).toBe(
      answer.getAttribute('aria-describedby'),
    );
    expect(screen.queryByRole('form', { name: 'Payment' })).toBeNull();

    fireEvent.change(answer, { target: { value: 'NH 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('form', { name: 'Payment' });
    const total = screen.getByTestId('price-total_price').textContent;
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();
    // The reservation read back from the API costs what the guest saw, the limousine included.
    expect(screen.getByTestId('reservation-total').textContent).toBe(total);
  });
});
