import { errorMessage } from '@staykit/sdk/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookMockStay, type MockStayChanges } from '../../testing/bookMockStay';
import { moveMockClocks } from '../../testing/moveMockClocks';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { signInMockMember } from '../../testing/signInMockMember';
import { startWidget } from '../../testing/startWidget';

// The widget over the mock's handlers, the page's clock and the mock's moved together. demo-tokyo's
// standard policy on the mock's standard booking (one night from 2026-12-10, ¥14,000 + 10 % tax + ¥400
// accommodation tax = ¥15,800): free until 2026-12-07 00:00, then 50 % (¥7,900); online changes end at
// 18:00 on 2026-12-09; the check-in day is by phone (+81 3-0000-0101).
setupMockApi();
setupMockNow();

const TOKEN_KEY = '900_staykit_user_token';

async function openReview(changes: MockStayChanges = {}, withLink = true) {
  const booked = await bookMockStay({ payment: 'credit_card', ...changes });
  const link = withLink ? `&bypass_token=${booked.token}` : '';
  startWidget(`/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&locale=en${link}`);
  await screen.findByRole('heading', { name: 'Your reservation' });
  return booked;
}

const actions = () => screen.getByRole('region', { name: 'Manage your reservation' });
/** The actions section once the update settings have answered. */
async function settledActions() {
  // The section may be loading anew (the reservation read again for who is now signed in): found again.
  await waitFor(() => expect(within(actions()).queryByRole('status')).toBeNull());
  return actions();
}
/** A blocked action: its name and the reason beside it. */
const blockedAction = (section: HTMLElement, name: string) =>
  within(section).getByText(name, { selector: '.sk-reservation-action-name' }).closest('li');

describe('review a reservation', () => {
  it('opens from the confirmation page with the link’s token, never its e-mail', async () => {
    const booked = await bookMockStay({ payment: 'credit_card' });
    startWidget(
      `/reservation/confirmation/${booked.number}?hotel_code=demo-tokyo&locale=en&email=hanako%40example.com&bypass_token=${booked.token}`,
    );
    const link = await screen.findByRole('link', { name: 'Review, change or cancel' });
    expect(link.getAttribute('href')).toBe(
      `/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&bypass_token=${booked.token}`,
    );
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Your reservation' })).toBeTruthy();
    expect(screen.getByTestId('reservation-number').textContent).toBe(booked.number);
  });

  it('shows the reservation, its price lines and its policy as dated sentences', async () => {
    const booked = await openReview();
    expect(screen.getByTestId('reservation-status').textContent).toBe('Confirmed');
    expect(screen.getByTestId('reservation-number').textContent).toBe(booked.number);
    expect(screen.getByText('December 10, 2026 – December 11, 2026')).toBeTruthy();
    expect(screen.getByText('Room 1: Standard Twin · 2 adults, no children')).toBeTruthy();
    expect(screen.getByText('Room only')).toBeTruthy();
    expect(screen.getByText('By card')).toBeTruthy();
    expect(screen.getByTestId('reservation-price-original_price_with_tax').textContent).toBe('¥15,400');
    expect(screen.getByTestId('reservation-price-accommodation_tax').textContent).toBe('¥400');
    expect(screen.getByTestId('reservation-price-total_price').textContent).toBe('¥15,800');
    expect(
      within(screen.getByTestId('reservation-policy'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cancelling before December 7, 2026 at 12:00 AM is free of charge.',
      'From December 7, 2026 at 12:00 AM: 50% of the stay (¥7,900).',
      'From December 10, 2026 at 12:00 AM: 100% of the stay (¥15,800).',
      'If you do not arrive (from December 11, 2026 at 12:00 AM): 100% of the stay (¥15,800).',
    ]);
  });

  it('offers every action on a booking nothing blocks, with links that keep the token', async () => {
    const booked = await openReview();
    const section = await settledActions();
    const href = (name: string) => within(section).getByRole('link', { name }).getAttribute('href') ?? '';
    const review = `/review-reservation/${booked.number}`;
    const query = `?hotel_code=demo-tokyo&hotelId=101&bypass_token=${booked.token}`;
    expect(href('Change stay')).toBe(
      `/booking/result?hotel_code=demo-tokyo&current_reservation=${booked.number}&hotelId=101` +
        `&bypass_token=${booked.token}&checkin=2026-12-10&checkout=2026-12-11&adults=2&room_count=1`,
    );
    expect(href('Receipt')).toBe(`${review}/receipt${query}`);
    expect(href('Edit contact details')).toBe(`${review}/guests${query}`);
    expect(href('Answers to the hotel’s questions')).toBe(`${review}/answers${query}`);
    expect(within(section).getByRole('button', { name: 'Cancel the reservation' })).toBeTruthy();
  });

  it('names what the state stops, with the reason: staff edits', async () => {
    await openReview({ lastName: 'STAFFEDITED' });
    const section = await settledActions();
    expect(within(section).queryByRole('button', { name: 'Cancel the reservation' })).toBeNull();
    expect(within(section).queryByRole('link', { name: 'Change stay' })).toBeNull();
    for (const name of ['Change stay', 'Cancel the reservation', 'Edit contact details']) {
      expect(blockedAction(section, name)?.textContent).toContain(errorMessage('edited_by_staff', 'en'));
    }
    expect(within(section).getByRole('link', { name: 'Receipt' })).toBeTruthy();
  });

  it('names what the state stops, with the reason: a payment in progress', async () => {
    await openReview({ lastName: 'PENDINGPAYMENT' });
    const section = await settledActions();
    expect(blockedAction(section, 'Cancel the reservation')?.textContent).toContain(
      errorMessage('3016', 'en'),
    );
    expect(blockedAction(section, 'Change stay')?.textContent).toContain(errorMessage('3016', 'en'));
  });

  it('sends the guest to the phone on the check-in day', async () => {
    const booked = await bookMockStay({ payment: 'credit_card' });
    moveMockClocks('2026-12-10T09:00:00+09:00');
    startWidget(
      `/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&locale=en&bypass_token=${booked.token}`,
    );
    await screen.findByRole('heading', { name: 'Your reservation' });
    const section = await settledActions();
    const cancel = blockedAction(section, 'Cancel the reservation') as HTMLElement;
    expect(cancel.textContent).toContain(errorMessage('cancellation_same_day', 'en'));
    const phone = await within(cancel).findByRole('link', { name: '+81 3-0000-0101' });
    expect(phone.getAttribute('href')).toBe('tel:+81300000101');
    expect(blockedAction(section, 'Change stay')?.textContent).toContain(
      errorMessage('update_deadline_passed', 'en'),
    );
  });

  it('cancels with the fee worked out at the hotel’s now, shown before the guest confirms', async () => {
    const booked = await bookMockStay({ payment: 'credit_card' });
    moveMockClocks('2026-12-07T10:00:00+09:00');
    startWidget(
      `/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&locale=en&bypass_token=${booked.token}`,
    );
    await screen.findByRole('heading', { name: 'Your reservation' });
    const opener = within(await settledActions()).getByRole('button', { name: 'Cancel the reservation' });
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this reservation?' });
    expect(within(dialog).getByTestId('cancel-fee').textContent).toBe(
      'Cancelling now costs ¥7,900 (50% of the stay).',
    );
    const reason = within(dialog).getByLabelText(/^Reason for cancelling/);
    expect(document.activeElement).toBe(reason);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fill in this field.',
    );

    fireEvent.change(reason, { target: { value: 'change_of_plans' } });
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), {
      target: { value: 'Trip postponed.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }));
    const done = await screen.findByText('Your reservation is cancelled.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[role="status"]')));
    // Paid ¥15,800 by card: the fee shown is kept, the rest comes back.
    expect(screen.getByText('Cancellation fee: ¥7,900.')).toBeTruthy();
    expect(screen.getByText('Refund: ¥7,900.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('reservation-status').textContent).toBe('Cancelled'));
    expect(screen.getByTestId('reservation-cancellation-fee').textContent).toBe('¥7,900');
    const section = await settledActions();
    expect(within(section).queryByRole('button', { name: 'Cancel the reservation' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Receipt' })).toBeTruthy();
  });

  it('shows the new fee when it changed while the dialog was open, and cancels at it once confirmed again', async () => {
    const booked = await bookMockStay({ payment: 'credit_card' });
    moveMockClocks('2026-12-06T23:59:00+09:00');
    startWidget(
      `/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&locale=en&bypass_token=${booked.token}`,
    );
    await screen.findByRole('heading', { name: 'Your reservation' });
    fireEvent.click(within(await settledActions()).getByRole('button', { name: 'Cancel the reservation' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('cancel-fee').textContent).toBe('Cancelling now is free of charge.');
    fireEvent.change(within(dialog).getByLabelText(/^Reason for cancelling/), { target: { value: 'other' } });

    // The first step of the policy begins while the guest reads.
    moveMockClocks('2026-12-07T00:00:00+09:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The cancellation fee has changed. Check the new fee and confirm again.');
    expect(within(dialog).getByTestId('cancel-fee').textContent).toBe(
      'Cancelling now costs ¥7,900 (50% of the stay).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await screen.findByText('Cancellation fee: ¥7,900.')).toBeTruthy();
  });

  it('closes the dialog on Escape without cancelling, focus back on the button that opened it', async () => {
    await openReview();
    const opener = within(await settledActions()).getByRole('button', { name: 'Cancel the reservation' });
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.getByTestId('reservation-status').textContent).toBe('Confirmed');
  });

  it('asks a signed-in member to sign out before acting on a guest booking, with the login widget’s sign-out', async () => {
    localStorage.setItem(TOKEN_KEY, await signInMockMember('hanako.yamada@example.com'));
    await openReview();
    const section = actions();
    const warning = await within(section).findByRole('alert');
    expect(warning.textContent).toContain(errorMessage('sign_out_required', 'en'));
    expect(within(section).queryByRole('link', { name: 'Change stay' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Cancel the reservation' })).toBeNull();
    expect(within(section).queryByText('Change stay')).toBeNull();
    // The confirmation link still opens the receipt.
    expect(within(section).getByRole('link', { name: 'Receipt' })).toBeTruthy();

    fireEvent.click(within(warning).getByRole('button', { name: 'Sign out' }));
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // The reservation is read again as the guest (its key carries who is signed in): the actions anew.
    const asGuest = await settledActions();
    expect(await within(asGuest).findByRole('button', { name: 'Cancel the reservation' })).toBeTruthy();
    expect(within(asGuest).queryByRole('alert')).toBeNull();
  });

  it('opens a member’s own booking by the sign-in alone, with every action', async () => {
    const token = await signInMockMember('hanako.yamada@example.com');
    localStorage.setItem(TOKEN_KEY, token);
    await openReview({ userToken: token }, false);
    const section = await settledActions();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Cancel the reservation' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Change stay' }).getAttribute('href')).not.toContain(
      'bypass_token',
    );
  });

  it('refuses another member’s booking with the warning and shows no action', async () => {
    const kenji = await signInMockMember('kenji.sato@example.com');
    localStorage.setItem(TOKEN_KEY, await signInMockMember('hanako.yamada@example.com'));
    const booked = await bookMockStay({ payment: 'credit_card', userToken: kenji });
    startWidget(`/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&locale=en`);
    expect(await screen.findByRole('heading', { name: 'The reservation could not be opened' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(errorMessage('reservation_access_denied', 'en'));
    expect(screen.queryByRole('button', { name: 'Cancel the reservation' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Find your reservation by number and e-mail' }).getAttribute('href'),
    ).toBe('/search?hotel_code=demo-tokyo');
  });

  it('says how to open a reservation without a link or a sign-in', async () => {
    startWidget('/review-reservation/SK2612010001?hotel_code=demo-tokyo&hotelId=101&locale=en');
    await screen.findByRole('heading', { name: 'Your reservation' });
    expect(
      screen.getByText(
        'Sign in with the account you booked with, or find your reservation by its number and your e-mail address.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your reservation by number and e-mail' })).toBeTruthy();
  });

  it('says a confirmation link that opens nothing may have expired, and where to find the reservation again', async () => {
    const booked = await bookMockStay({ payment: 'credit_card' });
    startWidget(
      `/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&locale=en&bypass_token=bp_expired_link`,
    );
    expect(await screen.findByRole('heading', { name: 'The reservation could not be opened' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link does not open the reservation: it may have expired. Find your reservation by its number and your e-mail address.',
    );
    expect(screen.getByRole('link', { name: 'Find your reservation by number and e-mail' })).toBeTruthy();
  });
});
