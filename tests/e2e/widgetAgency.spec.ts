// The agency storefront beside the widget (/agency/), in the production build against the mock backend over
// HTTP, as a traveller uses it: a query in their own words, the matching hotels on a list and a map, the
// hotel's rooms in the widget; a query nothing matches; the storefront in Japanese. The browser's clock is
// the mock's (2026-12-01 09:00 in Tokyo, a Tuesday: "next weekend" is 12-13 December).
import { expect } from '@playwright/test';
import { expectAccessible } from './fixtures/accessibility';
import { stepClockUntil, stepClockUntilVisible } from './fixtures/clock';
import { fillGuestDetails } from './fixtures/guestDetails';
import { test } from './fixtures/reusedContext';
import { MOCK_NOW, startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;

test.beforeAll(async () => {
  site = await startWidgetSite('agency');
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(MOCK_NOW);
});

test('a traveller describes a stay, sees the matching hotels on a list and a map, and opens one’s rooms', async ({
  page,
}) => {
  await page.goto(`${site.origin}/agency/?locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a place to stay' })).toBeVisible();
  await expect(page).toHaveTitle('Find a place to stay – Staykit Stays');
  const favourites = page.getByRole('region', { name: 'Guests’ favourites' });
  await expect(favourites.getByRole('article')).toHaveCount(6);

  const box = page.getByRole('textbox', { name: 'Describe your stay' });
  await page.getByRole('button', { name: 'Search hotels' }).click();
  await expect(page.getByText('Tell us a little about your stay first.')).toBeVisible();
  await box.fill('onsen in Hakone for 2 adults next weekend');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/agency\/search-hotels\?q=onsen\+in\+Hakone/);
  await expect(page.getByRole('heading', { name: '2 hotels match your search' })).toBeVisible();
  // Said to screen readers too, by the status region that was there before the answer came.
  await expect(page.getByRole('status').filter({ hasText: '2 hotels match your search' })).toBeAttached();
  const understood = page.getByRole('region', { name: 'What we understood' });
  await expect(understood.getByRole('listitem')).toHaveText([
    'Hakone',
    'December 12, 2026 to December 13, 2026',
    '2 adults',
    'Onsen',
  ]);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('Demo Onsen Ryokan Hakone');
  await expect(first).toContainText('Rated 4.8 out of 5 (176 reviews)');
  await expect(first).toContainText('Onsen · Hakone · Rooms on your dates');
  await expect(first.getByText(/^From ¥[\d,]+$/)).toBeVisible();
  const map = page.getByRole('figure', { name: 'Where they are' });
  await expect(map.getByRole('link')).toHaveCount(2);
  await expect(map.getByRole('link').first()).toHaveAccessibleName(/^Demo Onsen Ryokan Hakone, ¥[\d,]+$/);

  // The hotel's rooms in the storefront, for the stay the search read; then its checkout, paid there.
  await first.getByRole('link', { name: 'See rooms at Demo Onsen Ryokan Hakone' }).click();
  await expect(page).toHaveURL(
    /\/agency\/hotels\/demo-hakone-onsen\?checkin=2026-12-12&checkout=2026-12-13&adults=2$/,
  );
  await expect(page).toHaveTitle('Choose a room – Staykit Stays');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rooms at Demo Onsen Ryokan Hakone');
  await page.getByRole('link', { name: 'Book Standard Double, With breakfast' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book and pay');
  const total = await page.locator('.sk-agency-price strong').textContent();
  expect(total).toMatch(/^¥[\d,]+$/);
  // Sent empty, the form says what is missing and takes the guest to the first field.
  await page.getByRole('button', { name: `Pay ${total ?? ''}` }).click();
  await expect(page.getByLabel(/^Last name/)).toBeFocused();
  await page.getByLabel(/^Last name/).fill('Yamada');
  await page.getByLabel(/^First name/).fill('Taro');
  await page.getByLabel(/^E-mail/).fill('taro@example.com');
  await page.getByLabel(/^Phone/).fill('090-1234-5678');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('TARO YAMADA');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: `Pay ${total ?? ''}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your stay is booked');
  await expect(page).toHaveURL(/\/agency\/reservation\/confirmation\/SK\d+\?bypass_token=/);
  await expect(page.getByText('The confirmation goes to taro@example.com.')).toBeVisible();
  await expect(page.locator('.sk-facts')).toContainText(total ?? '');
});

test('a query nothing matches shows the advice and the alternatives', async ({ page }) => {
  await page.goto(`${site.origin}/agency/search-hotels?q=${encodeURIComponent('ski in Okinawa')}&locale=en`);
  await expect(page.getByRole('heading', { name: 'No hotel matches all of that' })).toBeVisible();
  await expect(
    page.getByText('Add more detail, such as your dates, to see prices.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You might like these instead' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Okinawa · Without: Ski');
  await expect(page.getByRole('article').first()).toContainText('Add your dates to see prices');
});

test('the storefront in Japanese: an example query searches in Japanese', async ({ page }) => {
  await page.goto(`${site.origin}/agency/?locale=ja`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('宿を探す');
  await page
    .getByRole('list', { name: 'こんなふうに聞いてみてください' })
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/agency\/search-hotels\?q=/);
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(
    'Demo Onsen Ryokan Hakone',
  );
  await expect(page.getByRole('region', { name: '読み取った条件' })).toContainText('箱根');
});

test('a card whose issuer asks for 3-D Secure goes to the issuer page and, approved, comes back booked', async ({
  page,
}) => {
  const stay = new URLSearchParams({
    locale: 'en',
    hotel_code: 'demo-okinawa-beach',
    hotel_id: '132',
    hotel_name: 'Demo Beach Resort Okinawa',
    checkin: '2026-12-12',
    checkout: '2026-12-13',
    adults: '2',
    room_type: 'STD',
    room_type_name: 'Standard Double',
    room_plan: 'STD-RO',
    room_plan_name: 'Room only',
    total: '36040',
    currency: 'JPY',
  });
  await page.goto(`${site.origin}/agency/reservation/guest-detail?${stay.toString()}`);
  await page.getByLabel(/^Last name/).fill('Yamada');
  await page.getByLabel(/^First name/).fill('Taro');
  await page.getByLabel(/^E-mail/).fill('taro3ds@example.com');
  await page.getByLabel(/^Phone/).fill('09012345678');
  await page.getByLabel('Card number').fill('4000 0000 0000 3220');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('TARO YAMADA');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Pay ¥36,040' }).click();
  await expect(page).toHaveURL(/\/__staykit\/3ds\//);
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your stay is booked');
  await expect(page).toHaveURL(/\/agency\/reservation\/confirmation\/SK\d+\?bypass_token=/);
});

test('a payment that failed on the way back says why and leads to the hotel’s rooms for the same stay', async ({
  page,
}) => {
  await page.goto(
    `${site.origin}/agency/reservation/fail?locale=en&code=demo-hakone-onsen&checkin=2026-12-12&checkout=2026-12-13&adults=2&error_code=3008`,
  );
  await expect(page.getByRole('heading', { name: 'The booking did not go through' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    '3-D Secure authentication was cancelled. Please try again to complete your payment.',
  );
  await expect(page).toHaveTitle(/The booking did not go through/);
  await page.getByRole('link', { name: 'Back to search' }).click();
  await expect(page).toHaveURL(
    /\/agency\/hotels\/demo-hakone-onsen\?checkin=2026-12-12&checkout=2026-12-13&adults=2$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rooms at Demo Onsen Ryokan Hakone');
  await expect(page.getByRole('link', { name: 'Book Standard Double, With breakfast' })).toBeVisible();
});

test('a guest the agency sent (ota_enabled) hands the stay to the agency site, sees the countdown and pays there', async ({
  page,
}) => {
  await page.goto(
    `${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12&ota_enabled=true`,
  );
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await fillGuestDetails(page);

  // No card here: the payment step says where the guest pays.
  await expect(page.getByRole('heading', { name: 'Pay on the agency site' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page, 'agency-hand-off-1280');
  // The countdown's seconds pass as the test moves the page's clock, however slow the machine.
  await page.clock.pauseAt(MOCK_NOW);
  await page.getByRole('button', { name: 'Continue to the agency site' }).click();

  // The countdown: announced once, a timer that ticks; the guest may stay, and the page says the booking waits.
  await stepClockUntilVisible(page.getByRole('timer'));
  await expect(page).toHaveURL(/\/confirm-reservation\?code=demo-tokyo&locale=en&storage=[\w-]+$/);
  await expect(page).toHaveTitle(/^Going to the agency site/);
  await expect(page.getByRole('timer')).toHaveText('Taking you to the agency site in 5 seconds.');
  await page.clock.runFor(1000);
  await expect(page.getByRole('timer')).toHaveText('Taking you to the agency site in 4 seconds.');
  await stepClockUntil(page, expectAccessible(page, 'agency-redirect-1280'));
  await page.getByRole('button', { name: 'Stay here' }).click();
  await page.clock.resume();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(/Your reservation is kept for 30 minutes/);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page, 'agency-redirect-375');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Opened again, it counts down and sends the guest to the agency site by itself.
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page).toHaveURL(/\/agency\/reservation\/payment\?storage=[\w-]+$/);
  const storefront = page.url();

  // Back from the agency site, no second countdown: the guest goes when ready.
  await page.goBack();
  await expect(page.getByRole('status')).toHaveText(/Your reservation is kept for 30 minutes/);
  await expect(page.getByRole('timer')).toHaveCount(0);
  // The same after "Go now" (on a countdown this tab has not been sent by yet). The page's timers are held
  // while the guest presses it, so a slow machine cannot let the countdown end first.
  await page.evaluate(() => window.sessionStorage.clear());
  // Paused a few minutes on (a paused clock cannot go back), well inside the 30 minutes the stay is kept.
  await page.clock.pauseAt(MOCK_NOW.getTime() + 5 * 60_000);
  await page.reload();
  await stepClockUntilVisible(page.getByRole('timer'));
  await expect(page.getByRole('timer')).toHaveText('Taking you to the agency site in 5 seconds.');
  await page.getByRole('button', { name: 'Go now' }).click();
  await page.clock.resume();
  await expect(page).toHaveURL(storefront);
  await page.goBack();
  await expect(page.getByRole('status')).toHaveText(/Your reservation is kept for 30 minutes/);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go now' }).click();

  // The storefront's checkout, with the stay and the details the widget stored: only the card is left.
  await expect(page).toHaveURL(storefront);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book and pay');
  await expect(page.getByRole('heading', { level: 2, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Yamada');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('09012345678');
  const total = await page.locator('.sk-agency-price strong').textContent();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('HANAKO YAMADA');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: `Pay ${total ?? ''}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your stay is booked');
  await expect(page).toHaveURL(/\/agency\/reservation\/confirmation\/SK\d+\?bypass_token=/);

  // Past its 30 minutes the stored booking is gone: the storefront says so and offers a new search.
  await site.moveClocks(page, { minutes: 31 });
  await page.goto(storefront);
  await expect(page.getByRole('alert')).toContainText(/enter|again/i);
  await expect(page.getByRole('link', { name: 'New search' })).toBeVisible();
});

test('with a tile source configured, the map shows its tiles and the hotels as markers that open their rooms', async ({
  page,
}) => {
  const tiled = await startWidgetSite('agency-tiles', {
    hostAttributes: {
      'data-map-tiles': 'https://tiles.test/{z}/{x}/{y}.png',
      'data-map-attribution': '© Test Tiles <b>bold</b>',
    },
  });
  try {
    // The tile server is this test's: a transparent pixel for every tile asked.
    const tiles: string[] = [];
    await page.route('https://tiles.test/**', (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ contentType: 'image/png', body: PIXEL });
    });
    await page.goto(
      `${tiled.origin}/agency/search-hotels?q=${encodeURIComponent('onsen in Hakone for 2 adults next weekend')}&locale=en`,
    );
    const map = page.getByRole('figure', { name: 'Where they are' });
    const markers = map.getByRole('button', { name: /^Demo .+, ¥[\d,]+$/ });
    await expect(markers).toHaveCount(2);
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.every((url) => /^https:\/\/tiles\.test\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    // The configured attribution is shown as text, never as markup.
    await expect(map.getByText('© Test Tiles <b>bold</b>')).toBeVisible();
    await expectAccessible(page, 'agency-tile-map-1280');
    await markers.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      /\/agency\/hotels\/demo-[\w-]+\?checkin=2026-12-12&checkout=2026-12-13&adults=2$/,
    );
  } finally {
    await tiled.close();
  }
});

test('a member of the hotel signs in on the storefront (/ota-sign-in) and books in their account', async ({
  page,
}) => {
  await page.goto(
    `${site.origin}/agency/hotels/demo-tokyo?checkin=2026-12-12&checkout=2026-12-13&adults=2&locale=en`,
  );
  await page
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book and pay');
  const checkout = page.url();
  await page.getByRole('link', { name: 'A member of Demo Hotel Tokyo? Sign in' }).click();

  await expect(page).toHaveURL(/\/agency\/ota-sign-in\?hotel_id=101&/);
  await expect(page).toHaveTitle('Sign in – Staykit Stays');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Demo Hotel Tokyo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel(/^E-mail/)).toBeFocused();
  await page.getByLabel(/^E-mail/).fill('hanako.yamada@example.com');
  await page.getByLabel(/^Password/).fill('not her password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page, 'agency-sign-in-375');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel(/^Password/).fill('Winter2026x');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the checkout, signed in: her names and e-mail are there, and the booking carries her token.
  await expect(page).toHaveURL(checkout);
  await expect(page.getByText(/^Signed in as .*Hanako.*\.$/)).toBeVisible();
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Yamada');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('hanako.yamada@example.com');
  await page.getByLabel(/^Phone/).fill('090-1234-5678');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('HANAKO YAMADA');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  const booking = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/ota/v1/reservations',
  );
  await page.getByRole('button', { name: /^Pay / }).click();
  expect((await booking).headers()['authorization']).toMatch(/^Bearer \S{16,}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your stay is booked');

  // Signed out, the checkout offers the sign-in again.
  await page.goto(checkout);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'A member of Demo Hotel Tokyo? Sign in' })).toBeVisible();
});

// A 1×1 transparent PNG.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
