import { CATALOGUES, MESSAGES } from '../../i18n/allCatalogues';
import { errorMessage } from '@staykit/sdk/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bookMockStay, type BookedStay } from '../../testing/bookMockStay';
import { mockApiClient } from '../../testing/mockApiClient';
import { moveMockClocks } from '../../testing/moveMockClocks';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { startWidget } from '../../testing/startWidget';

const en = CATALOGUES.en;

// The widget over the mock's handlers, with the server at hand: one refusal below comes from an API
// whose rules go beyond the widget's, which the mock's never do. The page's clock at the mock's
// (2026-12-01 09:00 JST).
const server = setupMockApi();
setupMockNow();

const guestsPath = (booked: BookedStay, token = booked.token, extra = '') =>
  `/review-reservation/${booked.number}/guests?hotel_code=demo-tokyo&hotelId=101&bypass_token=${token}&locale=en${extra}`;

const readBack = async (booked: BookedStay) =>
  (
    await mockApiClient().booking.getReservation({
      params: {
        path: { hotel_id: 101, reservation_id: booked.number },
        query: { bypass_token: booked.token },
      },
    })
  ).data;

async function openForm(path: string) {
  startWidget(path);
  return screen.findByRole('form', { name: en.guestEditContact });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const problemOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('sk-edit-field-error'))?.textContent;

describe('contact details after booking', () => {
  it('shows the names read-only, changes phone and requests, and says so with a way back to the review', async () => {
    const booked = await bookMockStay();
    const form = await openForm(guestsPath(booked));
    expect(screen.getByTestId('guest-edit-booker').textContent).toBe('Hanako Yamada');
    expect(screen.getByText(en.guestEditNamesFixed)).toBeTruthy();
    expect(screen.queryByLabelText(/^Last name/)).toBeNull();
    expect(field(/^E-mail \*/).value).toBe('hanako@example.com');
    expect(field(/^Phone/).value).toBe('+819012345678');

    type(/^Phone/, '+819099998888');
    type(/^Requests to the hotel/, 'We arrive around 22:00.');
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    const saved = await screen.findByText(en.guestEditSaved);
    expect(saved.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(screen.getAllByRole('link', { name: en.guestEditBackToReview }).at(-1)?.getAttribute('href')).toBe(
      `/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&bypass_token=${booked.token}&locale=en`,
    );
    expect((await readBack(booked)).guest).toMatchObject({
      phone: '+819099998888',
      notes: 'We arrive around 22:00.',
      first_name: 'Hanako',
      last_name: 'Yamada',
    });
  });

  it('changes the e-mail only when typed twice alike, and checks the phone as checkout does', async () => {
    const booked = await bookMockStay();
    const form = await openForm(guestsPath(booked));
    type(/^E-mail \*/, 'hanako.new@example.com');
    type(/^Phone/, '090-123');
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    // The summary at the top says how many, takes focus, and links to each field.
    const title = await screen.findByText(MESSAGES.en.format('formHasProblems', { count: 2 }));
    const summary = title.closest<HTMLElement>('[role="alert"]');
    if (!summary) throw new Error('The count is not in an alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${en.emailConfirmation}: ${en.fieldRequired}`,
      `Phone: ${en.fieldInvalid}`,
    ]);
    const again = field(/^Confirm e-mail address/);
    fireEvent.click(links[0] as HTMLElement);
    expect(document.activeElement).toBe(again);
    expect(again.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(again)).toBe(en.fieldRequired);
    expect(problemOf(field(/^Phone/))).toBe(en.fieldInvalid);

    type(/^Confirm e-mail address/, 'hanako.other@example.com');
    type(/^Phone/, '+819012345678');
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    await waitFor(() => expect(problemOf(field(/^Confirm e-mail address/))).toBe(en.fieldMismatch));

    type(/^Confirm e-mail address/, 'hanako.new@example.com');
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    expect(await screen.findByText(en.guestEditSaved)).toBeTruthy();
    expect((await readBack(booked)).guest.email).toBe('hanako.new@example.com');
  });

  it('shows the address fields of a booking that gave one, and keeps the postal code from being emptied', async () => {
    const booked = await bookMockStay({
      guest: { postal_code: '1000001', prefecture_or_state: 'Tokyo', street_address: '1-1 Chiyoda' },
    });
    const form = await openForm(guestsPath(booked));
    expect(field(/^Street address/).value).toBe('1-1 Chiyoda');
    type(/^Postal code/, '');
    type(/^Building name and number/, 'Demo Building 101');
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    await waitFor(() => expect(problemOf(field(/^Postal code/))).toBe(en.fieldRequired));
    type(/^Postal code/, '1000005');
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    expect(await screen.findByText(en.guestEditSaved)).toBeTruthy();
    expect((await readBack(booked)).guest).toMatchObject({
      postal_code: '1000005',
      building_name_and_number: 'Demo Building 101',
    });
  });

  it('says nothing changed when nothing did', async () => {
    const booked = await bookMockStay();
    const form = await openForm(guestsPath(booked));
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    expect((await screen.findByText(en.guestEditNoChanges)).getAttribute('role')).toBe('status');
  });
});

describe('contact details refused', () => {
  it('edited_by_staff: says so before the guest tries, with the form disabled and no Save', async () => {
    const booked = await bookMockStay({ lastName: 'STAFFEDITED' });
    await openForm(guestsPath(booked));
    expect(screen.getByTestId('guest-edit-state').textContent).toBe(
      `${en.guestEditCannotChange} ${errorMessage('edited_by_staff', 'en')}`,
    );
    expect(field(/^Phone/).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: en.guestEditSave })).toBeNull();
  });

  it('update_deadline_passed: after 18:00 the day before check-in', async () => {
    const booked = await bookMockStay();
    // From 2026-12-01 09:00 to 18:00 on 2026-12-09, on the mock's clock and the page's.
    moveMockClocks((8 * 24 + 9) * 60);
    await openForm(guestsPath(booked));
    expect(screen.getByTestId('guest-edit-state').textContent).toBe(
      `${en.guestEditCannotChange} ${errorMessage('update_deadline_passed', 'en')}`,
    );
    expect(screen.queryByRole('button', { name: en.guestEditSave })).toBeNull();
  });

  it('3013: an update in progress is announced, and saving meanwhile is refused by its code', async () => {
    const booked = await bookMockStay({ lastName: 'PENDINGUPDATE' });
    const form = await openForm(guestsPath(booked));
    expect(screen.getByTestId('guest-edit-state').textContent).toBe(errorMessage('3013', 'en'));
    type(/^Phone/, '+819099998888');
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${en.guestEditNotSaved} ${errorMessage('3013', 'en')}`,
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect((await readBack(booked)).guest.phone).toBe('+819012345678');
  });

  it('reservation_access_denied: a link of another booking opens nothing', async () => {
    const booked = await bookMockStay();
    startWidget(guestsPath(booked, 'bp_someone_else'));
    expect(await screen.findByRole('heading', { name: en.reservationNotOpened })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(errorMessage('reservation_access_denied', 'en'));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('reservation_not_found: a number the hotel does not have', async () => {
    startWidget(guestsPath({ number: 'SK0000000000', token: 'bp_someone_else', hotelId: 101 }));
    expect(await screen.findByRole('heading', { name: en.reservationNotOpened })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(errorMessage('reservation_not_found', 'en'));
  });

  it('sign_out_required: a guest booking while signed in asks to sign out first', async () => {
    const booked = await bookMockStay();
    // The link signs a member in as the widget starts (a one-time login token).
    await openForm(guestsPath(booked, booked.token, '&login_token=ota_hanako_0001'));
    expect(screen.getByTestId('guest-edit-state').textContent).toBe(
      `${en.guestEditCannotChange} ${errorMessage('sign_out_required', 'en')}`,
    );
    expect(screen.queryByRole('button', { name: en.guestEditSave })).toBeNull();
  });

  it('1000: fields the API refuses are marked under their fields, focus on the first', async () => {
    const booked = await bookMockStay();
    // An API whose rules go beyond the widget's (a hotel's own): the contract's 422 naming two fields.
    server.use(
      http.put('*/hotels/:hotel_id/reservations/:reservation_id/guests', () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: '1000',
                title: 'Invalid parameter',
                details: {
                  base: [{ code: '1000', error: 'Invalid parameter: guest.phone, guest.notes' }],
                  'guest.phone': [{ code: '1000', error: 'is not a number the hotel can call' }],
                  'guest.notes': [{ code: '1000', error: 'contains a word the hotel does not accept' }],
                },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const form = await openForm(guestsPath(booked));
    type(/^Phone/, '+819099998888');
    type(/^Requests to the hotel/, 'Something');
    fireEvent.click(within(form).getByRole('button', { name: en.guestEditSave }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${en.guestEditNotSaved} ${errorMessage('1000', 'en')}`,
      ),
    );
    const phone = field(/^Phone/);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(phone)).toBe(en.fieldInvalid);
    expect(problemOf(field(/^Requests to the hotel/))).toBe(en.fieldInvalid);
    expect(problemOf(field(/^E-mail \*/))).toBeUndefined();
  });
});
