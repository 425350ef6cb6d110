import { errorMessage } from '@staykit/sdk/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHotelSettings } from '../../testing/setHotelSettings';
import { setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';

// The widget as main.tsx starts it, over the mock's handlers: demo-tokyo belongs to "Demo Hotels"
// (brand 900), whose 13 facilities come 5 to a page. Clock at 2026-12-01; demo-soldout is full until
// mid-January.
setupMockApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const start = (path: string) => startWidget(path);

const requestUrl = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Holds back the answers to requests matching `pattern` until `release()`; the mock still answers them. */
function holdRequests(pattern: RegExp) {
  const answer = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (pattern.test(requestUrl(input))) await gate;
    return answer(input, init);
  });
  return { release };
}

/** Answers requests matching `pattern` with `body` and `status` instead of the mock. */
function replaceAnswers(pattern: RegExp, status: number, body: unknown) {
  const answer = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    pattern.test(requestUrl(input)) ? Response.json(body, { status }) : answer(input, init),
  );
}

// Three pages of facilities plus three of prices, on a busy machine: more than waitFor's default second.

const BRAND_HOTELS = /\/hotel_brands\/900\/hotels\?/;
const SEARCH = 'checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=1';

const facilityNames = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const facility = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('facilities screen', () => {
  it('lists every facility of the brand from all three pages, each name linking to its search', async () => {
    start(`/facilities?hotel_code=demo-tokyo&locale=en&${SEARCH}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hotels of Demo Hotels' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13));
    expect(facilityNames()).toEqual([
      'Demo Hotel Tokyo',
      'Demo Ryokan Kyoto',
      'Demo Hotel Sold Out',
      'Demo Hotel Osaka',
      'Demo Hotel Nagoya',
      'Demo Hotel Sapporo',
      'Demo Hotel Fukuoka',
      'Demo Hotel Sendai',
      'Demo Hotel Hiroshima',
      'Demo Hotel Kanazawa',
      'Demo Hotel Hakone',
      'Demo Hotel Nara',
      'Demo Hotel Okinawa',
    ]);
    expect(screen.queryByRole('status')).toBeNull();

    const osaka = facility('Demo Hotel Osaka');
    expect(within(osaka).getByText('Kita-ku, Osaka, 530-0001, Japan')).toBeTruthy();
    expect(within(osaka).getByRole('link', { name: 'Demo Hotel Osaka' }).getAttribute('href')).toBe(
      `/booking/result?hotel_code=demo-osaka&${SEARCH}&locale=en`,
    );
  });

  it('shows the pages loading one by one', async () => {
    const pageThree = holdRequests(/\/hotel_brands\/900\/hotels\?(.*&)?page=3(&|$)/);
    start('/facilities?hotel_code=demo-tokyo&locale=en');
    const status = await screen.findByText('Loading page 2 of 3…');
    const bar = within(status.closest('[role="status"]') as HTMLElement).getByRole('progressbar', {
      name: 'Loading page 2 of 3…',
    });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['2', '3']);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();

    pageThree.release();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('gives each facility its lowest total for the searched stay, or says it has no rooms', async () => {
    start(`/facilities?hotel_code=demo-tokyo&locale=en&${SEARCH}`);
    await waitFor(() => expect(screen.getAllByTestId('facility-price')).toHaveLength(13));
    expect(within(facility('Demo Hotel Tokyo')).getByTestId('facility-price').textContent).toMatch(
      /^From ¥[\d,]+ for your stay$/,
    );
    expect(within(facility('Demo Hotel Sold Out')).getByTestId('facility-price').textContent).toBe(
      'No rooms for these dates',
    );
  });

  it('shows prices in the chosen currency where the facility sells in it', async () => {
    start(`/facilities?hotel_code=demo-tokyo&locale=en&${SEARCH}&currency=USD`);
    await waitFor(() => expect(screen.getAllByTestId('facility-price')).toHaveLength(13));
    expect(within(facility('Demo Hotel Tokyo')).getByTestId('facility-price').textContent).toMatch(
      /^From \$[\d,]+\.\d\d for your stay$/,
    );
    // demo-kyoto has no multi-currency prices: its own yen.
    expect(within(facility('Demo Ryokan Kyoto')).getByTestId('facility-price').textContent).toMatch(
      /^From ¥[\d,]+ for your stay$/,
    );
  });

  it('shows prices in the currency guessed for the guest when the hotel shows guests their own', async () => {
    await setHotelSettings('demo-tokyo', { show_guest_currency: true });
    // A browser in American English: its guessed currency is the dollar, which demo-tokyo sells in.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    start(`/facilities?hotel_code=demo-tokyo&locale=en&${SEARCH}`);
    await waitFor(() => expect(screen.getAllByTestId('facility-price')).toHaveLength(13));
    expect(within(facility('Demo Hotel Tokyo')).getByTestId('facility-price').textContent).toMatch(
      /^From \$[\d,]+\.\d\d for your stay$/,
    );
    expect(within(facility('Demo Ryokan Kyoto')).getByTestId('facility-price').textContent).toMatch(
      /^From ¥[\d,]+ for your stay$/,
    );
  });

  it('shows no price before the guest has dates', async () => {
    start('/facilities?hotel_code=demo-tokyo&locale=en');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13));
    expect(screen.queryAllByTestId('facility-price')).toEqual([]);
  });

  it('writes the screen in Japanese, addresses in the Japanese order', async () => {
    start(`/facilities?hotel_code=demo-tokyo&locale=ja&${SEARCH}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Hotelsのホテル' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13));
    const osaka = facility('Demo Hotel Osaka');
    expect(within(osaka).getByText('530-0001, Kita-ku, Osaka, Japan')).toBeTruthy();
    expect(within(osaka).getByRole('link').getAttribute('href')).toMatch(/&locale=ja$/);
  });

  it('says so when the brand has no facility', async () => {
    replaceAnswers(BRAND_HOTELS, 200, { data: [], page: 1, per_page: 5, total_pages: 0, total_entries: 0 });
    start('/facilities?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByText('No hotels to show for this brand.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the list usable when the prices cannot be loaded', async () => {
    replaceAnswers(/\/hotel_brands\/900\/inventory\?/, 422, {
      errors: [{ code: '1000', title: 'Invalid', details: {} }],
    });
    start(`/facilities?hotel_code=demo-tokyo&locale=en&${SEARCH}`);
    expect(await screen.findByText(`Prices could not be loaded. ${errorMessage('1000', 'en')}`)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13));
    expect(screen.queryAllByTestId('facility-price')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Demo Hotel Nara' })).toBeTruthy();
  });

  it('shows the error when the list cannot be loaded', async () => {
    replaceAnswers(BRAND_HOTELS, 404, {
      errors: [{ code: 'not_found', title: 'Not found', details: {} }],
    });
    start('/facilities?hotel_code=demo-tokyo&locale=en');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('not_found', 'en'));
  });
});
