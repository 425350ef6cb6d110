import { errorMessage } from '@staykit/sdk/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookMockStay } from '../../testing/bookMockStay';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { startWidget } from '../../testing/startWidget';

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST).
setupMockApi();
setupMockNow();

async function openFindForm() {
  startWidget('/search?hotel_code=demo-tokyo&locale=en');
  await screen.findByRole('heading', { name: 'Find your reservation' });
  return screen.getByRole('form', { name: 'Find your reservation' });
}

function fill(form: HTMLElement, number: string, email: string) {
  fireEvent.change(within(form).getByLabelText(/^Reservation number/), { target: { value: number } });
  fireEvent.change(within(form).getByLabelText(/^E-mail address used to book/), { target: { value: email } });
  fireEvent.click(within(form).getByRole('button', { name: 'Find my reservation' }));
}

describe('find a reservation', () => {
  it('finds a booking by its number and e-mail and opens its review with the link token, never the e-mail', async () => {
    const booked = await bookMockStay({ payment: 'credit_card' });
    const form = await openFindForm();
    fill(form, ` ${booked.number} `, 'HANAKO@example.com');
    expect(await screen.findByRole('heading', { name: 'Your reservation' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/review-reservation/${booked.number}`);
    const query = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(query)).toEqual({
      hotel_code: 'demo-tokyo',
      hotelId: '101',
      bypass_token: booked.token,
    });
    expect(window.location.href).not.toContain('example.com');
    expect(screen.getByTestId('reservation-number').textContent).toBe(booked.number);
  });

  it('says the search failed, tied to the form and focused, when the e-mail or number is not recognised', async () => {
    const booked = await bookMockStay({ payment: 'credit_card' });
    const form = await openFindForm();
    fill(form, booked.number, 'someone.else@example.com');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('reservation_not_found', 'en'));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(form.getAttribute('aria-describedby')).toBe(alert.id);
    expect(
      within(form)
        .getByLabelText(/^Reservation number/)
        .getAttribute('aria-describedby'),
    ).toContain(alert.id);
    expect(window.location.pathname).toBe('/search');

    // The same answer for a number that does not exist: the form never says which one was wrong.
    fill(form, 'SK0000000000', 'hanako@example.com');
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(errorMessage('reservation_not_found', 'en')),
    );
  });

  it('checks both fields before asking: each problem under its field, focus on the first', async () => {
    const form = await openFindForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Find my reservation' }));
    const number = within(form).getByLabelText(/^Reservation number/);
    const email = within(form).getByLabelText(/^E-mail address used to book/);
    expect(document.activeElement).toBe(number);
    for (const field of [number, email]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Fill in this field.',
      );
    }

    fill(form, 'SK2612010001', 'hanako@example');
    expect(document.activeElement).toBe(email);
    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Check this field.',
    );
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).queryByRole('status')).toBeNull();
  });
});
