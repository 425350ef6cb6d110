import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '../testing/setupMockApi';
import { startWidget } from '../testing/startWidget';

setupMockApi();
const RESULTS = '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12';

describe('the page title', () => {
  afterEach(cleanup);
  afterAll(() => {
    document.title = '';
  });

  it('names the screen and the hotel, and is announced when the guest moves to another screen', async () => {
    startWidget(RESULTS);
    await waitFor(() => expect(document.title).toBe('Find a room – Demo Hotel Tokyo'));
    const live = await waitFor(() => {
      const region = document.querySelector('[aria-live="polite"].sk-visually-hidden');
      if (!region) throw new Error('No live region for the page title yet');
      return region;
    });
    // The first title is read with the page, not announced again.
    expect(live.textContent).toBe('');

    const select = (await screen.findAllByRole('link', { name: /^Select / }))[0];
    if (!select) throw new Error('No offer to select');
    fireEvent.click(select);
    await waitFor(() => expect(document.title).toBe('Your details – Demo Hotel Tokyo'));
    await waitFor(() => expect(live.textContent).toBe('Your details – Demo Hotel Tokyo'));
  });

  it('is in the guest’s language, with the language’s own separator', async () => {
    startWidget(RESULTS.replace('locale=en', 'locale=ja'));
    await waitFor(() => expect(document.title).toBe('客室を探す｜Demo Hotel Tokyo'));
  });

  it('names a screen without a hotel by itself', async () => {
    startWidget('/503?locale=en');
    await waitFor(() => expect(document.title).toBe('Service unavailable'));
  });

  it('sends a hotel in scheduled maintenance to /503, which says so in its title and text', async () => {
    // The mock's demo-maintenance answers its init with 503 `maintenance`. Until /503's code and words have
    // loaded, the start-up's own error shows: wait for /503 itself.
    startWidget('/booking/result?hotel_code=demo-maintenance&locale=en');
    expect(await screen.findByText(/card payments may be unavailable until it ends/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scheduled maintenance' })).toBeTruthy();
    expect(window.location.search).toContain('reason=maintenance');
    await waitFor(() => expect(document.title).toBe('Scheduled maintenance'));
  });

  it('is the error itself when the widget cannot start', async () => {
    startWidget('/booking/result?hotel_code=demo-nowhere&locale=en');
    await waitFor(() => expect(document.title).toBe('Hotel not found'));
  });
});
