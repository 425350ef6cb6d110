import { errorMessage } from '@staykit/sdk/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';
import { preloadGuestsPanel } from './GuestsPicker';

// The widget as main.tsx starts it, over the mock's handlers (clock at 2026-12-01 09:00 JST). The page's
// clock says the same, so the hotel's today is the mock's; only Date is faked, timers run.
const server = setupMockApi();
// Several screens load per test on a busy two-core machine: wait up to 5 s, not 1 s.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
// The guests panel's code loads on demand: loaded once here, it opens at once in every test.
beforeAll(async () => {
  await preloadGuestsPanel();
});
afterAll(() => vi.useRealTimers());

const start = (path: string) => startWidget(path);

const DATES = 'checkin=2026-12-10&checkout=2026-12-12';
const roomNames = () =>
  within(screen.getByRole('region', { name: 'Search results' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
// The date fields share their label with the button that opens the calendar: take the input.
const field = (name: string) =>
  screen.getAllByLabelText(name).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
// Guests and rooms live in a panel that their button opens (its name starts with its label).
const openGuests = () => {
  const button = screen.getByRole('button', { name: /^Guests and rooms/ });
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
};

describe('search screens', () => {
  it('searches demo-tokyo by room and shows rooms with their plans and prices in yen', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    // The first test also loads the route's modules: give it longer.
    expect(await screen.findByRole('heading', { level: 3, name: 'Standard Twin' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    const prices = screen.getAllByTestId('price').map((price) => price.textContent ?? '');
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^¥[\d,]+$/);
    expect(screen.getByRole('button', { name: /^Guests and rooms/ }).textContent).toBe('2 guests · 1 room');
    openGuests();
    expect(field('Adults').value).toBe('2');
  });

  it('lists for a voucher or with occupied rooms what tiers mode hides when the rooms asked for do not fit', async () => {
    // Three rooms: the Executive Suite sells one at a time, so a plain tiers-mode search leaves it out.
    const three = `/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}&room_count=3`;
    start(three);
    await screen.findByRole('heading', { level: 3, name: 'Standard Twin' });
    expect(roomNames()).not.toContain('Executive Suite');
    expect(screen.queryByText('Showing the plans your voucher can book.')).toBeNull();
    cleanup();

    start(`${three}&mode=voucher&voucher_coupon_code=VC-2026-0001`);
    await screen.findByRole('heading', { level: 3, name: 'Executive Suite' });
    expect(screen.getByText('Showing the plans your voucher can book.')).toBeTruthy();
    cleanup();

    start(`${three}&is_including_occupied=true`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Executive Suite' })).toBeTruthy();
    expect(screen.queryByText('Showing the plans your voucher can book.')).toBeNull();
  });

  it("shows a brand's notice only at the hotel its labels name", async () => {
    // demo-brand's shuttle notice comes with the init of every hotel of the brand, for demo-osaka alone.
    start(`/booking/result?hotel_code=demo-osaka&locale=en&${DATES}`);
    const notices = await screen.findByRole('region', { name: 'Notices from the hotel' });
    expect(within(notices).getByText('Shuttle from Osaka Station')).toBeTruthy();
    cleanup();
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('heading', { level: 3, name: 'Standard Twin' });
    expect(screen.queryByText('Shuttle from Osaka Station')).toBeNull();
  });

  it('shows a loading status while the search runs', async () => {
    // The search is held until the page has shown its status (it may start before the page opens).
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/hotels/:hotelId/rooms', async () => {
        await held;
      }),
    );
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('heading', { name: 'Find a room' });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    answer();
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

  it('keeps what the guest is typing in the form through a sort, and a search then keeps the sort', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    fireEvent.change(field('Check-out'), { target: { value: '2026-12-13' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_high_to_low' },
    });
    await waitFor(() =>
      expect(roomNames()).toEqual(['Executive Suite', 'Family Room', 'Deluxe Double', 'Standard Twin']),
    );
    expect(field('Check-out').value).toBe('2026-12-13');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toContain('checkout=2026-12-13'));
    expect(new URLSearchParams(window.location.search).get('order')).toBe('price_high_to_low');
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

  it('shows the localised API error near the form for a link with check-out before check-in', async () => {
    start('/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-12&checkout=2026-12-10');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('1000', 'en'));
  });

  it('refuses check-out before check-in in the form itself, with the problem announced', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    fireEvent.change(field('Check-out'), { target: { value: '2026-12-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
    expect(window.location.search).toContain('checkout=2026-12-12');
  });

  it('puts the submitted search in the URL, which a fresh start reads back', async () => {
    start('/booking/result?hotel_code=demo-tokyo&locale=en');
    await screen.findByRole('region', { name: 'Search results' });
    fireEvent.change(field('Check-in'), { target: { value: '2026-12-10' } });
    fireEvent.change(field('Check-out'), { target: { value: '2026-12-12' } });
    openGuests();
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
    openGuests();
    expect(field('Adults').value).toBe('3');
  });
  it('warns when the children counted differ from the search (a tier the hotel does not have)', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}&kids_tiers=Z`);
    await screen.findByRole('region', { name: 'Search results' });
    expect(screen.getByText(/The number of children in these results differs from your search/)).toBeTruthy();
  });

  it("opens on the hotel's default stay (today plus its offset) and searches at once", async () => {
    start('/booking/result?hotel_code=demo-tokyo&locale=en');
    await screen.findByRole('region', { name: 'Search results' });
    expect(field('Check-in').value).toBe('2026-12-01');
    expect(field('Check-out').value).toBe('2026-12-02');
    expect(window.location.search).not.toContain('checkin');
  });

  it('offers the next available date when a first search by room type finds nothing', async () => {
    start('/booking/result?hotel_code=demo-soldout&locale=en&room_type_code=STD');
    const next = await screen.findByRole('button', { name: /Search from January 15, 2027/ });
    fireEvent.click(next);
    await screen.findByRole('region', { name: 'Search results' });
    const query = new URLSearchParams(window.location.search);
    expect([query.get('checkin'), query.get('checkout')]).toEqual(['2027-01-15', '2027-01-16']);
  });

  it("applies the hotel's filters at once and keeps them in the URL", async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    const all = roomNames();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bathtub' }));
    await waitFor(() => expect(roomNames().length).toBeLessThan(all.length));
    expect(new URLSearchParams(window.location.search).getAll('filter')).toEqual(['3']);
  });

  it('re-prices the results in the currency chosen in the header', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });
    await waitFor(() => expect(screen.getAllByTestId('price')[0]?.textContent).toMatch(/^\$[\d,]+\.\d\d$/));
    expect(new URLSearchParams(window.location.search).get('currency')).toBe('USD');
  });

  it('switches between results by room and by plan keeping the search', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}&adults=1`);
    await screen.findByRole('region', { name: 'Search results' });
    expect(screen.getByRole('link', { name: 'By room' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'By plan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/booking/recommender'));
    expect(window.location.search).toContain('adults=1');
    await screen.findByRole('heading', { level: 3, name: 'Room only' });
  });

  it("asks each child's age in ages mode and searches undated stays where the hotel allows them", async () => {
    start('/booking/result?hotel_code=demo-kyoto&locale=en&search_type=undated&nights=2&kids_ages=7');
    await screen.findByRole('region', { name: 'Search results' });
    openGuests();
    expect((screen.getByLabelText('Age of child 1') as HTMLSelectElement).value).toBe('7');
    expect(field('Nights').value).toBe('2');
    expect((screen.getByRole('radio', { name: 'Dates not decided' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks for guests room by room when the rooms differ, and sends them in bracket notation', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    openGuests();
    fireEvent.change(field('Rooms'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Set the number of guests room by room' }));
    const second = screen.getByRole('group', { name: 'Room 2' });
    fireEvent.change(within(second).getByLabelText('Adults'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('rooms[1][adults]=1'));
    expect(decodeURIComponent(window.location.search)).toContain('rooms[0][adults]=2');
  });

  it('carries the campaign the guest landed with in every room search, and a later visit that day too', async () => {
    const searched: URLSearchParams[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (/\/hotels\/\d+\/rooms$/.test(url.pathname)) searched.push(url.searchParams);
    };
    server.events.on('request:start', record);
    try {
      start(
        `/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}&utm_source=mail&utm_term=suites` +
          `&gclid=${'g'.repeat(256)}&email_id=E42&google_promo_code=GHA10&metasearch_source=google_hotel_ads`,
      );
      await screen.findByRole('region', { name: 'Search results' });
      const first = searched.at(-1);
      expect(first?.get('utm_source')).toBe('mail');
      expect(first?.get('email_id')).toBe('E42');
      expect(first?.get('google_promo_code')).toBe('GHA10');
      expect(first?.get('metasearch_source')).toBe('google_hotel_ads');
      // Not the contract's (utm_term), or longer than it takes (gclid): left out, the search still runs.
      expect(first?.has('utm_term')).toBe(false);
      expect(first?.has('gclid')).toBe(false);

      // Back later without the campaign in the address: the day's campaign is still carried.
      cleanup();
      searched.length = 0;
      start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
      await screen.findByRole('region', { name: 'Search results' });
      expect(searched.at(-1)?.get('utm_source')).toBe('mail');
      expect(searched.at(-1)?.has('metasearch_source')).toBe(false);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it("marks the plans the hotel's card-payment promotion applies to, and only those", async () => {
    start(`/booking/recommender?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    const plan = (name: string) =>
      screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    expect(within(plan('Room only')).getAllByText('5% off when paying by card.').length).toBeGreaterThan(0);
    expect(within(plan('Non-refundable saver')).queryByText('5% off when paying by card.')).toBeNull();
  });

  it('shows each room with its picture, facts and offers; a picture that fails gives way to a placeholder', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    const results = await screen.findByRole('region', { name: 'Search results' });
    const card = within(results).getByRole('heading', { level: 3, name: 'Standard Twin' }).closest('li');
    const room = within(card as HTMLElement);
    const photo = room.getByRole('img', { name: 'Photo of Standard Twin' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    fireEvent.error(photo);
    // The same text, no broken image: a placeholder stands in.
    expect(room.getByRole('img', { name: 'Photo of Standard Twin' }).tagName).toBe('DIV');
    expect(room.getByText('Up to 3 guests')).toBeTruthy();
    const saver = room.getByRole('heading', { level: 4, name: 'Non-refundable saver' }).closest('li');
    const offer = within(saver as HTMLElement);
    expect(offer.getByText('2 nights, taxes included')).toBeTruthy();
    expect(offer.getByText('Pay now')).toBeTruthy();
    expect(offer.getByText(/^Save ¥[\d,]+$/)).toBeTruthy();
    // Its cancellation terms, read once for every plan of the same policy.
    expect(await offer.findByText('Non-refundable')).toBeTruthy();
    const roomOnly = room.getByRole('heading', { level: 4, name: 'Room only' }).closest('li');
    expect(await within(roomOnly as HTMLElement).findByText(/^Free cancellation until /)).toBeTruthy();
    expect(within(roomOnly as HTMLElement).getByText('Pay now or at the hotel')).toBeTruthy();
  });

  it('counts guests with steppers and keeps the promo code behind a link until asked for', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    const guests = screen.getByRole('button', { name: /^Guests and rooms/ });
    expect(guests.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    openGuests();
    expect(guests.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Increase: Adults' }));
    expect(field('Adults').value).toBe('3');
    expect(guests.textContent).toBe('3 guests · 1 room');
    // At its bound a button stays in place (and focusable) but does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Decrease: Rooms' }));
    expect(field('Rooms').value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Adults')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'WINTER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toContain('adults=3'));
    expect(window.location.search).toContain('promo_code=WINTER');
  });

  it('sums the search up in one line that opens the form (the phone layout)', async () => {
    start(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    await screen.findByRole('region', { name: 'Search results' });
    const summary = screen.getByRole('button', { name: /Change search$/ });
    // Intl writes the range with thin spaces around the dash.
    expect(summary.textContent).toMatch(/^Dec 10\s–\s122 guests · 1 roomChange search$/);
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(summary);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
  });
});
