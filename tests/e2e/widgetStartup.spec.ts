// The widget's start-up, in its production build against the mock backend over HTTP.
import { expect } from '@playwright/test';
import { test } from './fixtures/reusedContext';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;
let origin = '';

test.beforeAll(async () => {
  site = await startWidgetSite('startup');
  origin = site.origin;
});

test.afterAll(async () => {
  await site.close();
});

test('opens demo-tokyo from / and lands on /booking/result with the hotel name', async ({ page }) => {
  await page.goto(`${origin}/?hotel_code=demo-tokyo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/booking/result');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('opens without a console error or a missing file, its icon included', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(
    `${origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12`,
  );
  await expect(page.getByTestId('price').first()).toBeVisible();
  const icon = await page.request.get(`${origin}/favicon.svg`);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  expect(problems).toEqual([]);
});

test('says "No hotel code" without a hotel code', async ({ page }) => {
  await page.goto(`${origin}/?`);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'No hotel code' })).toBeVisible();
});

test("loads the hotel's Google tag only once the guest allows analytics, and never the hotel's own HTML", async ({
  page,
}) => {
  // Google's server stands in: its script records that it ran, with the consent the data layer gave it.
  const loaded: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    loaded.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.tagRan = JSON.stringify(Array.from(window.dataLayer[0]));',
    });
  });
  await site.setHotelSettings('demo-tokyo', {
    analytics_setting: {
      head_tags:
        "<script>(function(w,d,s,l,i){})(window,document,'script','dataLayer','GTM-AB12CD');</script>" +
        '<script>window.hotelHtmlRan = true</script>',
      body_tags: '',
      consent_required: true,
    },
  });
  try {
    await page.goto(
      `${origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12`,
    );
    const banner = page.getByRole('region', { name: 'Analytics cookies' });
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('price').first()).toBeVisible();
    expect(loaded).toEqual([]);
    await banner.getByRole('button', { name: 'Allow' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => page.evaluate(() => Reflect.get(window, 'tagRan'))).toContain('"granted"');
    expect(loaded).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
    expect(await page.evaluate(() => Reflect.get(window, 'hotelHtmlRan'))).toBeUndefined();
  } finally {
    await page.unroute('https://www.googletagmanager.com/**');
    await site.resetMock();
  }
});

test('says a screen could not be shown when its code does not download, and opens it on Try again', async ({
  page,
}) => {
  await page.goto(
    `${origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12`,
  );
  await expect(page.getByTestId('price').first()).toBeVisible();
  // The connection drops: no later screen's code arrives.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  try {
    await page
      .getByRole('link', { name: /^Select / })
      .first()
      .click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
    await expect(alert).toContainText('Check your connection, then try again.');
    await expect(page).toHaveTitle('This page could not be shown');
  } finally {
    await page.unroute('**/assets/*.js');
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveTitle('Your details – Demo Hotel Tokyo');
  expect(new URL(page.url()).pathname).toBe('/reservation/guest-detail');
});
