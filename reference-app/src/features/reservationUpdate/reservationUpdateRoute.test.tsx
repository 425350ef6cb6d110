import { mockClock } from '@staykit/mocks';
import { errorMessage, type MessageCode } from '@staykit/sdk/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookMockStay, type BookedStay } from '../../testing/bookMockStay';
import { moveMockClocks } from '../../testing/moveMockClocks';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { startWidget } from '../../testing/startWidget';

// The update flow over the mock's handlers: a booking made through the API (as the confirmation e-mail
// would give it), the update-mode search, the confirm page and its refusals. The page's clock is the
// mock's (2026-12-01 09:00 JST); both move together when a test moves time.
setupMockApi();
setupMockNow();
afterEach(() => vi.restoreAllMocks());

const access = (booked: BookedStay) =>
  `hotel_code=demo-tokyo&hotelId=101&bypass_token=${booked.token}&locale=en`;
/** The review's "Change stay" link: the update-mode search of the reservation's stay. */
const updateSearch = (booked: BookedStay, stay = 'checkin=2026-12-10&checkout=2026-12-11') =>
  `/booking/result?${access(booked)}&current_reservation=${booked.number}&${stay}&adults=2`;

/** Opens the widget afresh at `path`, as a reload would. */
function reopen(path: string) {
  cleanup();
  document.body.innerHTML = '';
  startWidget(path);
}

const results = () => screen.findByRole('region', { name: 'Search results' });
const field = (name: string) =>
  screen.getAllByLabelText(name).find((element) => element.tagName === 'INPUT') as HTMLInputElement;

/** Opens the update search for 12-12 → 12-14 and picks the reservation's own offer. */
async function pickNewStay(booked: BookedStay) {
  startWidget(updateSearch(booked, 'checkin=2026-12-12&checkout=2026-12-14'));
  const found = await results();
  const select = within(found).getByRole('link', { name: 'Select Room only in Standard Twin' });
  const shown = select.closest('li')?.querySelector('[data-testid="price"]')?.textContent ?? '';
  fireEvent.click(select);
  await screen.findByRole('heading', { name: `Confirm the change to reservation ${booked.number}` });
  return shown;
}

describe('update-mode search', () => {
  it('shows the banner, sends reservation_no, and lets only the booked plan be picked', async () => {
    const booked = await bookMockStay();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    startWidget(updateSearch(booked));
    const banner = await screen.findByRole('region', { name: `Changing reservation ${booked.number}` });
    expect(within(banner).getByTestId('update-current-stay').textContent).toBe(
      'Current stay: December 10, 2026 – December 11, 2026, Standard Twin, Room only',
    );
    expect(within(banner).getByText(/Your plan, Room only, stays as booked/)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Back to your reservation' }).getAttribute('href')).toBe(
      `/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&bypass_token=${booked.token}&locale=en`,
    );
    expect(screen.getByText('The new stay must be at least 1 night.', { selector: 'p' })).toBeTruthy();

    const found = await results();
    const selectable = within(found)
      .getAllByRole('link', { name: /^Select / })
      .map((link) => link.getAttribute('aria-label'));
    expect(selectable).toEqual(['Select Room only in Standard Twin']);
    expect(within(found).getAllByText('Not your plan: cannot be selected').length).toBeGreaterThan(3);

    const searches = fetchSpy.mock.calls
      .map(([request]) => (request instanceof Request ? new URL(request.url) : null))
      .filter((url) => url?.pathname === '/hotels/101/rooms');
    expect(searches.length).toBeGreaterThan(0);
    for (const url of searches) {
      expect(url?.searchParams.get('reservation_no')).toBe(booked.number);
      expect(url?.searchParams.get('bypass_token')).toBe(booked.token);
    }
  });

  it("opens from the review's Change stay link inside the widget, the header in update mode too", async () => {
    const booked = await bookMockStay();
    startWidget(`/review-reservation/${booked.number}?${access(booked)}`);
    const changeStay = await screen.findByRole('link', { name: 'Change stay' });
    // Signed out, the review's header offers sign-in; the update search's does not.
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    fireEvent.click(changeStay);
    await screen.findByRole('region', { name: `Changing reservation ${booked.number}` });
    await results();
    expect(window.location.pathname).toBe('/booking/result');
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('hides the currency selector and the login widget, and offers only overnight stays', async () => {
    const booked = await bookMockStay();
    startWidget(updateSearch(booked));
    await results();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Day use' })).toBeNull();
  });

  it.each([
    ['edited by staff', { lastName: 'STAFFEDITED' }, 'edited_by_staff'],
    ['an update pending', { lastName: 'PENDINGUPDATE' }, '3013'],
    ['a payment pending', { lastName: 'PENDINGPAYMENT' }, '3016'],
  ] as const)('says why nothing can be picked: %s', async (_name, changes, code) => {
    const booked = await bookMockStay(changes);
    startWidget(updateSearch(booked));
    const banner = await screen.findByRole('region', { name: `Changing reservation ${booked.number}` });
    expect(within(banner).getByRole('alert').textContent).toBe(errorMessage(code, 'en'));
    const found = await results();
    expect(within(found).queryAllByRole('link', { name: /^Select / })).toEqual([]);
    expect(within(found).getAllByText('Cannot be selected now').length).toBeGreaterThan(0);
  });

  it('says the change deadline passed after 18:00 the day before check-in', async () => {
    const booked = await bookMockStay();
    // 2026-12-01 09:00 → 2026-12-09 18:00 is 8 days and 9 hours; one minute later the deadline is past.
    moveMockClocks(8 * 24 * 60 + 9 * 60 + 1);
    startWidget(updateSearch(booked, 'checkin=2026-12-10&checkout=2026-12-12'));
    const banner = await screen.findByRole('region', { name: `Changing reservation ${booked.number}` });
    expect(within(banner).getByRole('alert').textContent).toBe(errorMessage('update_deadline_passed', 'en'));
  });

  it('lets a pending update pass after 5 minutes', async () => {
    const booked = await bookMockStay({ lastName: 'PENDINGUPDATE' });
    moveMockClocks(5);
    startWidget(updateSearch(booked));
    const found = await results();
    expect(within(found).getByRole('link', { name: 'Select Room only in Standard Twin' })).toBeTruthy();
  });

  it('refuses a stay of no nights in the form, before searching', async () => {
    const booked = await bookMockStay();
    startWidget(updateSearch(booked));
    await results();
    fireEvent.change(field('Check-out'), { target: { value: '2026-12-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The date picker takes no check-out on the check-in day: the form then asks for one.
    expect(screen.getByRole('alert').textContent).toBe('Choose a check-out date.');
    expect(window.location.search).toContain('checkout=2026-12-11');
  });
});

describe('update confirm page', () => {
  it('shows both stays, the new total and the difference, then updates and returns to the review', async () => {
    const booked = await bookMockStay();
    const shown = await pickNewStay(booked);
    expect(window.location.pathname).toBe(`/review-reservation/${booked.number}/update`);
    expect(screen.getByTestId('update-new-dates').textContent).toBe('December 12, 2026 – December 14, 2026');
    expect(screen.getByTestId('update-new-total').textContent).toBe(shown);
    const oldTotal = Number(screen.getByTestId('update-old-total').textContent?.replace(/\D/g, ''));
    const newTotal = Number(shown.replace(/\D/g, ''));
    expect(screen.getByTestId('update-difference').textContent).toBe(
      `Difference: ¥${(newTotal - oldTotal).toLocaleString('en')} more`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('Reservation updated.')).toBeTruthy();
    expect(window.location.pathname).toBe(`/review-reservation/${booked.number}`);
    expect(new URLSearchParams(window.location.search).get('bypass_token')).toBe(booked.token);
  });

  it('shows a changed price with the new total, and confirms again with it', async () => {
    const booked = await bookMockStay();
    await pickNewStay(booked);
    // The total the guest saw is no longer the price: as if it moved while the page was open.
    const url = new URL(window.location.href);
    const real = url.searchParams.get('new_total') ?? '';
    url.searchParams.set('new_total', '1000');
    reopen(`${url.pathname}${url.search}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the change' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(errorMessage('price_changed', 'en'));
    expect(alert.textContent).toContain(`New total: ¥${Number(real).toLocaleString('en')}`);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByTestId('update-new-total').textContent).toBe(`¥${Number(real).toLocaleString('en')}`);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('Reservation updated.')).toBeTruthy();
  });

  it('says the original changed (3014) and leads back to the review', async () => {
    const booked = await bookMockStay({ lastName: 'STALEORIGINAL' });
    await pickNewStay(booked);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('3014', 'en'));
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your reservation' })).toBeTruthy();
  });

  it('says the deadline passed when it passes while the page is open', async () => {
    const booked = await bookMockStay();
    await pickNewStay(booked);
    mockClock.advanceMinutes(8 * 24 * 60 + 9 * 60 + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage('update_deadline_passed', 'en'));
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).toBeNull();
  });

  it('says a sold-out stay is sold out, and goes back to the update search for other dates', async () => {
    const booked = await bookMockStay({ roomPlanCode: 'STE-BF' });
    startWidget(updateSearch(booked, 'checkin=2026-12-12&checkout=2026-12-13'));
    const found = await results();
    fireEvent.click(
      within(found).getByRole('link', { name: 'Select Breakfast included in Executive Suite' }),
    );
    await screen.findByRole('button', { name: 'Confirm the change' });
    // Someone else books the suite plan's only room for that night meanwhile.
    await bookMockStay({
      roomPlanCode: 'STE-BF',
      body: { checkin_date: '2026-12-12', checkout_date: '2026-12-13' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage('sold_out', 'en'));

    fireEvent.click(screen.getByRole('link', { name: 'Choose other dates' }));
    await screen.findByRole('region', { name: `Changing reservation ${booked.number}` });
    expect(window.location.pathname).toBe('/booking/result');
    const query = new URLSearchParams(window.location.search);
    expect(query.get('current_reservation')).toBe(booked.number);
    expect(query.get('new_total')).toBeNull();
  });

  it.each<[string, Record<string, string>, MessageCode]>([
    ['another plan', { new_room_type_code: 'STD', new_room_plan_code: 'STD-BF' }, 'plan_change_not_allowed'],
    ['a stay of no nights', { new_checkout: '2026-12-12' }, 'minimum_nights_not_met'],
  ])('explains before sending: %s', async (_name, changes, code) => {
    const booked = await bookMockStay();
    await pickNewStay(booked);
    const url = new URL(window.location.href);
    for (const [key, value] of Object.entries(changes)) url.searchParams.set(key, value);
    reopen(`${url.pathname}${url.search}`);
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage(code, 'en'));
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).toBeNull();
  });

  it('explains a staff edit before sending', async () => {
    const booked = await bookMockStay({ lastName: 'STAFFEDITED' });
    const query = `${access(booked)}&current_reservation=${booked.number}&new_checkin=2026-12-12&new_checkout=2026-12-13&new_room_type_code=STD&new_room_plan_code=STD-RO&new_total=16000&new_rooms%5B0%5D%5Badults%5D=2`;
    startWidget(`/review-reservation/${booked.number}/update?${query}`);
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage('edited_by_staff', 'en'));
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).toBeNull();
  });

  it('sends a guest with no pick back to the update search', async () => {
    const booked = await bookMockStay();
    startWidget(
      `/review-reservation/${booked.number}/update?${access(booked)}&current_reservation=${booked.number}`,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No new stay is selected. Choose new dates and a room in the search first.',
    );
    expect(screen.getByRole('link', { name: 'Choose other dates' }).getAttribute('href')).toContain(
      `current_reservation=${booked.number}`,
    );
  });
});
