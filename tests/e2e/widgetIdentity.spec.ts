// Start-up identity in the widget's production build against the mock backend over HTTP: a one-time token
// in the address signs the seed's member in, the address no longer shows it, and the session survives a
// reload until the member signs out.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/reusedContext';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;

test.beforeAll(async () => {
  site = await startWidgetSite('identity');
});

test.afterAll(async () => {
  await site.close();
});

// A one-time token is spent by its first use: every test starts from the seed.
test.beforeEach(async () => {
  await site.resetMock();
});

const account = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Your account' });

test('opens the demo with a one-time token: the member is signed in and the token is gone', async ({
  page,
}) => {
  await page.goto(`${site.origin}/?hotel_code=demo-tokyo&locale=en&login_token=ota_hanako_0001`);
  await expect(account(page).getByText('Hanako Yamada')).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/booking/result');
  expect(url.searchParams.has('login_token')).toBe(false);
  expect(page.url()).not.toContain('ota_hanako_0001');
});

test('stays signed in after a reload, until the member signs out', async ({ page }) => {
  await page.goto(`${site.origin}/?hotel_code=demo-tokyo&locale=en&one_time_access_token=ota_hanako_0001`);
  await expect(account(page).getByText('Hanako Yamada')).toBeVisible();
  await page.reload();
  await expect(account(page).getByText('Hanako Yamada')).toBeVisible();
  await account(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
