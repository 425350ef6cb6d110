import { fireEvent, screen } from '@testing-library/react';

/**
 * Fills the checkout's guest details as a guest would — names, e-mail twice, phone, demo-tokyo's required
 * arrival time — and accepts the terms, leaving the submit to the test.
 *
 * @example
 * ```ts
 * await fillGuestDetails();
 * fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
 * ```
 */
export async function fillGuestDetails(email = 'hanako@example.com'): Promise<void> {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Last name/, 'Yamada');
  type(/^First name/, 'Hanako');
  type(/^E-mail \*/, email);
  type(/^Confirm e-mail address/, email);
  type(/^Phone/, '+819012345678');
  // The hotel's required question (demo-tokyo asks the arrival time).
  const arrival = (await screen.findByLabelText(/^Arrival time/)) as HTMLSelectElement;
  fireEvent.change(arrival, { target: { value: arrival.options[1]?.value } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}
