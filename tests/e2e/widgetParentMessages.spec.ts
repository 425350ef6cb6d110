// Messages between the widget and the page that frames it, across real origins: a hotel page at
// https://hotel.test and a hostile page at https://evil.test (both served by page.route, which answers
// before the network, so no certificate is involved) frame the same production build, with parentUrl
// naming the hotel page.
import { expect, test, type Page } from '@playwright/test';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

// The host pages count as public sites and the widget is served from 127.0.0.1: Chromium lets a public
// page frame a local address only from a secure (https) page and with the local-network permission, as a
// guest's browser would for a local server. A deployed widget is public too and is never asked about.
test.use({ permissions: ['local-network-access'] });

let site: WidgetSite;

test.beforeAll(async () => {
  site = await startWidgetSite('parent-messages');
});

test.afterAll(async () => {
  await site.close();
});

test.afterEach(async () => {
  await site.resetMock();
});

const HOTEL = 'https://hotel.test';
const EVIL = 'https://evil.test';

interface Received {
  origin: string;
  data: unknown;
}

declare global {
  interface Window {
    /** What the host page's message listener has received. */
    received: Received[];
  }
}

/**
 * The widget's address as a host embeds it: the hotel's page is the parent, whoever frames it. The screen
 * is /facilities: what is under test is the page shell around any screen (header, messages).
 */
const widgetUrl = () =>
  `${site.origin}/facilities?hotel_code=demo-tokyo&locale=en&parentUrl=${encodeURIComponent(`${HOTEL}/stay`)}`;

/** Serves a page at `origin` that frames the widget and records every message it receives. */
async function openHostPage(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html>
<html lang="en">
  <head>
    <title>Host page</title>
    <script>
      window.received = [];
      window.addEventListener('message', (event) => {
        window.received.push({ origin: event.origin, data: event.data });
      });
    </script>
  </head>
  <body>
    <iframe title="Booking" src="${widgetUrl()}" style="width: 100%; height: 700px"></iframe>
  </body>
</html>`,
    }),
  );
  await page.goto(`${origin}/stay`);
}

const widget = (page: Page) => page.frameLocator('iframe[title="Booking"]');
const received = (page: Page) => page.evaluate(() => window.received);

/** Posts `message` into the widget's frame from the host page, as any script on that page could. */
const postToWidget = (page: Page, message: unknown, targetOrigin: string) =>
  page.evaluate(
    ([data, target]) => document.querySelector('iframe')?.contentWindow?.postMessage(data, target),
    [message, targetOrigin] as const,
  );

/**
 * Sends a marker from the widget's window to its parent, as the test's own sync point: messages from one
 * window to another arrive in order, so once the marker is in, anything the widget posted before it
 * that the browser delivered is in too.
 */
async function syncWithWidget(page: Page): Promise<Received> {
  const frame = page.frame({ url: (url) => url.origin === site.origin });
  if (!frame) throw new Error('The widget frame is not there');
  await frame.evaluate(() => window.parent.postMessage('sync', '*'));
  const marker = { origin: site.origin, data: 'sync' };
  await expect.poll(() => received(page)).toContainEqual(marker);
  return marker;
}

test('the hotel page receives booking-widget-opened and close, and can change the language', async ({
  page,
}) => {
  await openHostPage(page, HOTEL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect
    .poll(() => received(page))
    .toEqual([
      { origin: site.origin, data: { type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' } },
    ]);

  // A current browser has everything the widget needs: no obsolete-browser warning.
  await expect(frame.getByRole('region', { name: 'Browser notice' })).toHaveCount(0);

  // The close button is a labelled button, operable from the keyboard.
  const close = frame.getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await received(page)).at(-1))
    .toEqual({
      origin: site.origin,
      data: { type: 'close' },
    });

  await postToWidget(page, { type: 'change-locale', locale: 'ja' }, site.origin);
  await expect(frame.getByRole('combobox', { name: '言語' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(frame.getByRole('button', { name: '閉じる' })).toBeVisible();
});

test('a page at another origin framing the widget under the hotel parentUrl receives nothing and is not obeyed', async ({
  page,
}) => {
  await openHostPage(page, EVIL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();

  await postToWidget(page, { type: 'change-locale', locale: 'ja' }, '*');
  await frame.getByRole('button', { name: 'Close' }).click();
  const marker = await syncWithWidget(page);

  // The widget posted booking-widget-opened and close, to the hotel's origin only: none reached this page.
  expect(await received(page)).toEqual([marker]);
  await expect(frame.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
});

test('shows no close button when the hotel does not allow closing', async ({ page }) => {
  await site.setHotelSettings('demo-tokyo', { closeable: false });
  await openHostPage(page, HOTEL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect(frame.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(0);
});
