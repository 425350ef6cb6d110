import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, setupMockApi } from '../testing/setupMockApi';
import { createWidget, type Widget } from './createWidget';
import { WidgetApp } from './WidgetApp';

// Any base URL works: the mock's handlers match `*/hotels/...`.
const config = TEST_CONFIG;
setupMockApi();

/** Opens the widget at `path` as main.tsx does, with an optional `data-hotel-code` on the host element. */
function start(path: string, hostHotelCode?: string): Widget {
  window.history.replaceState(null, '', path);
  const hostElement = document.createElement('div');
  if (hostHotelCode) hostElement.dataset['hotelCode'] = hostHotelCode;
  document.body.append(hostElement);
  const widget = createWidget({ window, hostElement, config });
  render(<WidgetApp widget={widget} />, { container: hostElement });
  return widget;
}

const hotelName = () => screen.findByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' });

describe('widget start-up', () => {
  it('shows a spinner, then loads demo-tokyo, shows its name and lands on /booking/result', async () => {
    start('/?hotel_code=demo-tokyo');
    expect(screen.getByRole('status')).toBeTruthy();

    expect(await hotelName()).toBeTruthy();
    expect(window.location.pathname).toBe('/booking/result');
    // The hotel's locale (ja) when the URL names none; the result route shows the search form.
    expect(document.documentElement.lang).toBe('ja');
    expect(await screen.findByRole('heading', { name: '客室を探す' })).toBeTruthy();
  });

  it('opens the results by plan from / when the link says type=plan', async () => {
    start('/?hotel_code=demo-tokyo&type=plan');
    expect(await hotelName()).toBeTruthy();
    expect(window.location.pathname).toBe('/booking/recommender');
  });

  it('takes the hotel code from the host element when the URL has none', async () => {
    start('/booking/result', 'demo-tokyo');
    expect(await hotelName()).toBeTruthy();
  });

  it('uses the URL locale when the hotel books in it, and sets lang and dir', async () => {
    start('/booking/result?code=demo-tokyo&locale=ar');
    await hotelName();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect((screen.getByRole('combobox', { name: 'اللغة' }) as HTMLSelectElement).value).toBe('ar');
  });

  it('ignores a URL locale the hotel does not book in', async () => {
    start('/booking/result?code=demo-tokyo&locale=fr');
    await hotelName();
    expect(document.documentElement.lang).toBe('ja');
  });

  it('shows "No hotel code" without a hotel code', async () => {
    start('/booking/result?adults=2');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No hotel code' })).toBeTruthy();
  });

  it('shows the init error as a global error for an unknown hotel', async () => {
    start('/?hotel_code=no-such-hotel');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Hotel not found' })).toBeTruthy();
  });

  it('reads the sign-in tokens and removes them (and e-mail parameters) from the URL', async () => {
    const widget = start(
      '/?hotel_code=demo-tokyo&login_token=L1&accessToken=A1&one_time_access_token=O1&email=a%40b.example',
    );
    expect(widget.startup.tokens).toEqual({
      login_token: 'L1',
      accessToken: 'A1',
      one_time_access_token: 'O1',
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/booking/result?hotel_code=demo-tokyo',
    );
    expect(await hotelName()).toBeTruthy();
  });

  it('renders the sanitised custom header and footer, with footer links in a new tab', async () => {
    start('/?hotel_code=demo-tokyo');
    await hotelName();
    // The hotel's markup sits in the shadow root of a box of its own, out of the page's tree.
    const shadowText = (box: string) =>
      document.querySelector(box)?.shadowRoot?.querySelector('div')?.textContent;
    await waitFor(() => expect(shadowText('.sk-custom-header')).toBe('Demo Hotel Tokyo by Demo Hotels'));
    const footer = screen.getByRole('contentinfo').querySelector('.sk-custom-footer')?.shadowRoot;
    const link = footer?.querySelector('a');
    expect(link?.textContent).toBe('Terms');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the currency selector on the result page of a multi-currency hotel, not elsewhere', async () => {
    start('/booking/result?code=demo-tokyo&locale=en');
    await hotelName();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    cleanup();
    start('/reservation/guest-detail?code=demo-tokyo&locale=en');
    await hotelName();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});
