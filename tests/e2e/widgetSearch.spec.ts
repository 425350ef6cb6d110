// The widget's search screen, in its production build against the mock backend over HTTP.
import { expect, test } from '@playwright/test';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startWidgetSite('search');
  origin = site.origin;
});

test.afterAll(async () => {
  await site.close();
});

test('searches demo-tokyo from the URL, shows rooms with prices, and reorders them by the sort', async ({
  page,
}) => {
  await page.goto(
    `${origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12`,
  );
  const results = page.getByRole('region', { name: 'Search results' });
  const rooms = results.getByRole('heading', { level: 3 });
  await expect(rooms.first()).toBeVisible();
  await expect(results.getByTestId('price').first()).toHaveText(/^¥[\d,]+$/);
  const before = await rooms.allTextContents();
  expect(before.length).toBeGreaterThan(1);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_high_to_low');
  await expect(page).toHaveURL(/order=price_high_to_low/);
  await expect(rooms).toHaveText([...before].reverse());
});
