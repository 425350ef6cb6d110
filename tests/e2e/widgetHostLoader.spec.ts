// The host-page loader (`@staykit/embed`) on a hotel's page at https://hotel.test, served by page.route
// (which answers before the network), loading `staykit-embed.js` from the widget's own address as a hotel
// would paste it: a button opens the popup on the stay it names, the page's code drives `Staykit.open`
// and hears the widget through `Staykit.on`, an inline frame follows the widget's height, a link opens a
// tab, and a third origin's messages are ignored.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures/accessibility';
import { MOCK_NOW, startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

// The hotel's page counts as a public site and the widget is served from 127.0.0.1 (see
// widgetParentMessages.spec.ts): the guest's browser asks for the local-network permission.
test.use({ permissions: ['local-network-access'] });

const HOTEL = 'https://hotel.test';
const EVIL = 'https://evil.test';

let site: WidgetSite;

test.beforeAll(async () => {
  // The widget's production server, as a hotel deploys it: it also answers the loader's
  // `/staykit-embed.json`, the hotel's own choice of mode.
  site = await startWidgetSite('host-loader', { productionServer: true });
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  await site.setHotelSettings('demo-tokyo', { allowed_parent_origins: [HOTEL], closeable: true });
  await page.clock.setFixedTime(MOCK_NOW);
});

test.afterEach(async () => {
  await site.resetMock();
});

declare global {
  interface Window {
    /** The widget's messages the page's own `Staykit.on` handlers heard. */
    heard: unknown[];
  }
}

/** The hotel's page: the loader's one tag (`tag` adds attributes to it), a button, a link and `body`. */
async function openHotelPage(page: Page, { tag = '', body = '' } = {}): Promise<void> {
  await page.route(`${HOTEL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html>
<html lang="en">
  <head>
    <title>Demo Hotel Tokyo</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script src="${site.origin}/staykit-embed.js" data-hotel-code="demo-tokyo" ${tag} async></script>
  </head>
  <body>
    <main>
      <h1>Demo Hotel Tokyo</h1>
      <button type="button" data-staykit-open data-checkin="2026-12-10" data-nights="2" data-adults="2" data-locale="en">
        Book now
      </button>
      <a href="${site.origin}/booking/result?hotel_code=demo-tokyo" data-staykit-open="tab" data-checkin="2026-12-10" data-checkout="2026-12-11" data-locale="en">
        Book in a new tab
      </a>
      ${body}
    </main>
  </body>
</html>`,
    }),
  );
  await page.goto(`${HOTEL}/stay`);
  await page.waitForFunction(() => window.Staykit !== undefined);
  await page.evaluate(() => {
    window.heard = [];
    for (const type of ['booking-widget-opened', 'close'] as const) {
      window.Staykit?.on(type, (message) => window.heard.push(message));
    }
  });
}

/** The widget's frame (the popup's or the inline one) and the address it was opened at. */
function widgetFrame(page: Page) {
  const frame = page.frameLocator('iframe[title="Book a room"]');
  const url = () =>
    new URL(
      page
        .frames()
        .find((each) => each.url().startsWith(site.origin))
        ?.url() ?? 'about:blank',
    );
  return { frame, url };
}

test('a button on the hotel page opens the popup on its stay; the page hears the widget; Escape closes it', async ({
  page,
}) => {
  await openHotelPage(page);
  const opener = page.getByRole('button', { name: 'Book now' });
  await opener.click();

  const popup = page.getByRole('dialog', { name: 'Book a room' });
  await expect(popup).toBeVisible();
  const { frame, url } = widgetFrame(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect(frame.getByTestId('price').first()).toBeVisible();
  const query = url().searchParams;
  expect(query.get('checkin')).toBe('2026-12-10');
  expect(query.get('checkout')).toBe('2026-12-12');
  expect(query.get('adults')).toBe('2');
  // The host page's address travels without its query: only its origin and path.
  expect(query.get('parentUrl')).toBe(`${HOTEL}/stay`);
  await expect
    .poll(() => page.evaluate(() => window.heard))
    .toContainEqual({ type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' });

  // The page switches the widget's language.
  await page.evaluate(() => window.Staykit?.setLocale('ja'));
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ja');

  // Escape inside the widget closes the popup, and focus goes back to the button that opened it.
  await frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' }).click();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.heard)).toContainEqual({ type: 'close' });

  // The popup's own close button does the same.
  await opener.click();
  await expect(frame.getByTestId('price').first()).toBeVisible();
  await expectAccessible(page, 'host-loader-popup-1280');
  await popup.getByRole('button', { name: /Close$/ }).click();
  await expect(popup).toBeHidden();
});

test('Staykit.open from the page code: a promo code and a child reach the search; a wrong option is refused by name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openHotelPage(page);

  const refusal = await page.evaluate(() => {
    try {
      window.Staykit?.open({ checkin: '2026-02-30', nights: 2 });
      return 'opened';
    } catch (error) {
      return error instanceof TypeError ? error.message : 'another error';
    }
  });
  expect(refusal).toBe('Staykit: checkin must be YYYY-MM-DD, got "2026-02-30"');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.evaluate(() =>
    window.Staykit?.open({
      checkin: '2026-12-10',
      checkout: '2026-12-11',
      adults: 1,
      childTiers: ['A'],
      promoCode: 'WINTER',
      locale: 'en',
    }),
  );
  const { frame, url } = widgetFrame(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  const query = url().searchParams;
  expect(query.getAll('kids_tiers')).toEqual(['A']);
  // One adult and the child of tier A: the search counts two guests.
  await expect(frame.getByText('2 guests · 1 room').first()).toBeVisible();
  expect(query.get('promo_code')).toBe('WINTER');
  await expectAccessible(page, 'host-loader-popup-375');
  // On a phone the popup is the whole screen.
  const box = await page.getByRole('dialog').locator('iframe').boundingBox();
  expect(box?.width).toBe(375);
});

test('inline: the frame takes the widget’s height, so the page has the only scrollbar, at 1280 and 375 px; a popup over it', async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openHotelPage(page, {
      tag: 'data-target="#booking" data-checkin="2026-12-10" data-nights="1" data-locale="en"',
      body: '<section id="booking" aria-label="Booking"></section>',
    });
    const { frame } = widgetFrame(page);
    await expect(frame.getByTestId('price').first()).toBeVisible();
    const inline = page.locator('#booking iframe');
    // The widget's page is taller than the first guess (720 px) once priced: the frame grows to it.
    await expect.poll(async () => (await inline.boundingBox())?.height ?? 0).toBeGreaterThan(900);
    const inner = await frame.locator('html').evaluate((html) => html.scrollHeight - window.innerHeight);
    expect(inner).toBeLessThanOrEqual(1);
  }

  // The popup over the inline widget: both are heard and told, each its own way.
  await page.getByRole('button', { name: 'Book now' }).click();
  const popup = page.getByRole('dialog', { name: 'Book a room' });
  await expect(popup.locator('iframe').contentFrame().getByTestId('price').first()).toBeVisible();
  await page.evaluate(() => window.Staykit?.setLocale('ja'));
  await expect(page.locator('#booking iframe').contentFrame().locator('html')).toHaveAttribute('lang', 'ja');
  await expect(popup.locator('iframe').contentFrame().locator('html')).toHaveAttribute('lang', 'ja');
  await popup.locator('iframe').contentFrame().getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.locator('#booking iframe')).toBeVisible();
});

test('a link opens the widget in a new tab on its stay, with no parent to talk to', async ({ page }) => {
  await openHotelPage(page);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Book in a new tab' }).click(),
  ]);
  await tab.clock.setFixedTime(MOCK_NOW);
  await expect(tab.getByTestId('price').first()).toBeVisible();
  const query = new URL(tab.url()).searchParams;
  expect(query.get('checkout')).toBe('2026-12-11');
  expect(query.get('parentUrl')).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await tab.close();
});

test("the hotel's own choice, a new tab, opens the widget from the page's button; a mode the page names wins", async ({
  page,
}) => {
  await site.setHotelSettings('demo-tokyo', { booking_widget_type: 'standalone' });
  // The loader reads the hotel's choice from beside the widget as the page loads; a click before the
  // answer opens the popup. The page asking the same address once the loader's read has finished is a
  // full round trip later, so the loader has its answer by then.
  const read = page.waitForEvent('requestfinished', (request) =>
    request.url().includes('/staykit-embed.json'),
  );
  await openHotelPage(page);
  const settingsUrl = (await read).url();
  expect(settingsUrl).toBe(`${site.origin}/staykit-embed.json?hotel_code=demo-tokyo`);
  expect(await page.evaluate(async (url) => (await fetch(url)).json(), settingsUrl)).toEqual({
    booking_widget_type: 'standalone',
  });
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Book now' }).click(),
  ]);
  await tab.clock.setFixedTime(MOCK_NOW);
  await expect(tab.getByTestId('price').first()).toBeVisible();
  const query = new URL(tab.url()).searchParams;
  expect(query.get('checkin')).toBe('2026-12-10');
  expect(query.get('embed')).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await tab.close();

  // The page's code names its mode.
  await page.evaluate(() => window.Staykit?.open({ mode: 'popup' }));
  await expect(page.getByRole('dialog', { name: 'Book a room' })).toBeVisible();

  // A tag that names the mode does not ask for the hotel's.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/staykit-embed.json')) asked.push(request.url());
  });
  await openHotelPage(page, { tag: 'data-mode="popup"' });
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a room' })).toBeVisible();
  expect(asked).toEqual([]);
});

test("a third origin's frame on the page cannot close the popup or speak for the widget", async ({
  page,
}) => {
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>Advert</title><script>
        parent.postMessage({ type: 'close' }, '*');
        parent.postMessage({ type: 'booking-widget-opened', hotelCode: 'evil', locale: 'en' }, '*');
        document.title = 'sent';
      </script>`,
    }),
  );
  await openHotelPage(page, { body: `<iframe title="Advert" src="about:blank"></iframe>` });
  await page.getByRole('button', { name: 'Book now' }).click();
  const { frame } = widgetFrame(page);
  await expect(frame.getByTestId('price').first()).toBeVisible();
  await page.evaluate(`document.querySelector('iframe[title="Advert"]').src = '${EVIL}/advert'`);
  await expect.poll(() => page.frame({ url: `${EVIL}/advert` })?.title()).toBe('sent');
  await expect(page.getByRole('dialog', { name: 'Book a room' })).toBeVisible();
  const heard = await page.evaluate(() => window.heard);
  expect(heard).toEqual([{ type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' }]);
});
