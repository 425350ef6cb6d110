// The widget's search screen, in its production build against the mock backend over HTTP: what a newcomer
// does with the demo, hotel by hotel. The browser's clock is set to the mock's (2026-12-01 09:00 in Tokyo)
// so the hotel's "today" is the same on both sides.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/reusedContext';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;
let origin = '';
const MOCK_NOW = new Date('2026-12-01T09:00:00+09:00');
const DATES = 'checkin=2026-12-10&checkout=2026-12-12';

test.beforeAll(async () => {
  site = await startWidgetSite('search');
  origin = site.origin;
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(MOCK_NOW);
});

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const headings = (page: Page) => results(page).getByRole('heading', { level: 3 });

// One row per scenario hotel of the mock: its language, its currency's look, what a first search shows.
const SCENARIOS = [
  { hotel: 'demo-tokyo', locale: 'en', price: /^¥[\d,]+$/, first: 'Standard Twin' },
  { hotel: 'demo-kyoto', locale: 'ja', price: /^¥[\d,]+$/, first: null },
  { hotel: 'demo-taipei', locale: 'zh_Hant', price: /^\$[\d,]+$|^NT\$[\d,]+$/, first: null },
  { hotel: 'demo-seoul', locale: 'ko', price: /^₩[\d,]+$/, first: null },
] as const;

for (const scenario of SCENARIOS) {
  test(`${scenario.hotel}: opens on the default stay and shows priced rooms in ${scenario.locale}`, async ({
    page,
  }) => {
    await page.goto(`${origin}/?hotel_code=${scenario.hotel}&locale=${scenario.locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', scenario.locale.replace('_', '-'));
    const section = page.locator('.sk-search-results');
    await expect(section.getByTestId('price').first()).toHaveText(scenario.price);
    if (scenario.first !== null) await expect(headings(page).first()).toHaveText(scenario.first);
  });
}

test('demo-tokyo: the hotel’s notices for the stay and the guest show above the results', async ({
  page,
}) => {
  await page.goto(
    `${origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-02&checkout=2026-12-03`,
  );
  const notices = page.getByRole('region', { name: 'Notices from the hotel' });
  await expect(notices).toContainText('Card payments paused');
  // Meant for members of a programme: a guest does not see it.
  await expect(notices).not.toContainText('Members: free late check-out');
  // Outside its display dates, the maintenance notice goes too.
  await page.goto(
    `${origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-20&checkout=2026-12-21`,
  );
  await expect(page.getByTestId('price').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices from the hotel' })).toHaveCount(0);
});

test('demo-tokyo: sorts, switches to plans, filters and re-prices in another currency', async ({ page }) => {
  await page.goto(`${origin}/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
  await expect(headings(page).first()).toBeVisible();
  await expect(results(page).getByTestId('price').first()).toHaveText(/^¥[\d,]+$/);
  const before = await headings(page).allTextContents();
  expect(before.length).toBeGreaterThan(1);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_high_to_low');
  await expect(page).toHaveURL(/order=price_high_to_low/);
  await expect(headings(page)).toHaveText([...before].reverse());

  await page.getByRole('link', { name: 'By plan' }).click();
  await expect(page).toHaveURL(/\/booking\/recommender\?.*order=price_high_to_low/);
  // The address changes before the plan view replaces the room view (whose rooms each have a "Room only"
  // offer): one such heading is the plan view.
  await expect(results(page).getByRole('heading', { name: 'Room only' })).toHaveCount(1);
  await expect(results(page).getByRole('heading', { name: 'Room only' })).toBeVisible();
  await page.getByRole('link', { name: 'By room' }).click();

  // The filter lives in the URL: the box shows checked once the address has it (so click, not check).
  await page.getByRole('checkbox', { name: 'Bathtub' }).click();
  await expect(page).toHaveURL(/filter=3/);
  await expect(page.getByRole('checkbox', { name: 'Bathtub' })).toBeChecked();
  await expect(headings(page)).not.toHaveCount(before.length);

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(results(page).getByTestId('price').first()).toHaveText(/^\$[\d,]+\.\d\d$/);
});

test('demo-tokyo showing guests their currency: a British guest sees pounds until choosing yen', async ({
  browser,
}) => {
  await site.setHotelSettings('demo-tokyo', { show_guest_currency: true });
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(MOCK_NOW);
    await page.goto(`${origin}/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
    // The mock detects pounds from the browser's language, as a server would from where the guest is.
    await expect(results(page).getByTestId('price').first()).toHaveText(/^£[\d,]+\.\d\d$/);
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('GBP');
    await currency.selectOption('JPY');
    await expect(page).toHaveURL(/currency=JPY/);
    await expect(results(page).getByTestId('price').first()).toHaveText(/^¥[\d,]+$/);
    // The choice is the guest's: a reload keeps it.
    await page.reload();
    await expect(results(page).getByTestId('price').first()).toHaveText(/^¥[\d,]+$/);
  } finally {
    await context.close();
    await site.resetMock();
  }
});

test('demo-tokyo: a voucher link lists what three rooms in tiers mode would not, and companions travel with the search', async ({
  page,
}) => {
  const three = `${origin}/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}&room_count=3`;
  await page.goto(three);
  await expect(headings(page).first()).toBeVisible();
  await expect(results(page).getByRole('heading', { name: 'Executive Suite' })).toHaveCount(0);

  const voucherSearch = page.waitForRequest((request) => /\/rooms\?.*mode=voucher/.test(request.url()));
  await page.goto(`${three}&mode=voucher&voucher_coupon_code=VC-2026-0001`);
  expect(new URL((await voucherSearch).url()).searchParams.get('voucher_coupon_code')).toBe('VC-2026-0001');
  await expect(page.getByText('Showing the plans your voucher can book.')).toBeVisible();
  await expect(results(page).getByRole('heading', { name: 'Executive Suite' })).toBeVisible();

  const companionSearch = page.waitForRequest((request) =>
    /\/rooms\?.*adult_companion=1/.test(request.url()),
  );
  await page.goto(`${origin}/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}&adult_companion=1`);
  expect(new URL((await companionSearch).url()).searchParams.get('adult_companion')).toBe('1');
  await expect(headings(page).first()).toBeVisible();
});

test('demo-tokyo: a keyboard-only guest picks dates in the calendar and searches', async ({ page }) => {
  await page.goto(`${origin}/booking/result?hotel_code=demo-tokyo&locale=en`);
  await expect(headings(page).first()).toBeVisible();
  await page
    .getByRole('button', { name: /Choose dates.*Check-in/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Today (1 December) takes focus once the dialog has drawn its month (a key pressed before that would be
  // lost, as a guest's would not be: they see the focus first); a week on is the 8th, three days on the 11th.
  const day = (date: string) => dialog.locator(`td[data-date="${date}"]`);
  await expect(day('2026-12-01')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(day('2026-12-08')).toBeFocused();
  await page.keyboard.press('Enter');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(day('2026-12-11')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Search', exact: true }).press('Enter');
  await expect(page).toHaveURL(/checkin=2026-12-08&checkout=2026-12-11/);
  await expect(headings(page).first()).toBeVisible();
});

test('demo-soldout: shows the empty state and moves to the next available date', async ({ page }) => {
  await page.goto(`${origin}/booking/result?hotel_code=demo-soldout&locale=en&room_type_code=STD`);
  await expect(page.getByText('No rooms available — change dates or guests')).toBeVisible();
  await page.getByRole('button', { name: /Search from January 15, 2027/ }).click();
  await expect(page).toHaveURL(/checkin=2027-01-15&checkout=2027-01-16/);
  await expect(headings(page).first()).toHaveText('Standard Double');
});

test('demo-kyoto: searches undated stays with each child’s age', async ({ page }) => {
  await page.goto(`${origin}/booking/result?hotel_code=demo-kyoto&locale=en`);
  await page.getByRole('radio', { name: 'Dates not decided' }).check();
  await page.getByLabel('Nights', { exact: true }).fill('2');
  // Guests and rooms are in the panel their button opens.
  await page.getByRole('button', { name: /^Guests and rooms/ }).click();
  await page.getByLabel('Children', { exact: true }).fill('1');
  await page.getByLabel('Age of child 1').selectOption('8');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search_type=undated&nights=2.*kids_ages=8/);
  await expect(headings(page).first()).toBeVisible();
});

test('changes the language to Arabic: right to left, Arabic text, results searched again', async ({
  page,
}) => {
  await page.goto(`${origin}/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}`);
  await expect(headings(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 2 })).not.toHaveText('Find a room');
  await expect(page.locator('.sk-search-results').getByTestId('price').first()).toBeVisible();
});
