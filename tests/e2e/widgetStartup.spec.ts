// The widget's start-up, in its production build against the mock backend over HTTP.
import { expect, test } from '@playwright/test';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
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

test('says "No hotel code" without a hotel code', async ({ page }) => {
  await page.goto(`${origin}/?`);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'No hotel code' })).toBeVisible();
});
