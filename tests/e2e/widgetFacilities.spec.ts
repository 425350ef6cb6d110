// The brand facility list and the cancellation policy screens, in the widget's production build against
// the mock backend over HTTP. demo-tokyo belongs to "Demo Hotels" (brand 900): 13 facilities, 5 to a page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/reusedContext';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;

test.beforeAll(async () => {
  site = await startWidgetSite('facilities');
});

test.afterAll(async () => {
  await site.close();
});

const STAY = 'checkin=2026-12-10&checkout=2026-12-12&adults=2';
const BRAND_PAGE = /\/hotel_brands\/900\/hotels\?/;

/** Serious and critical axe violations of the page as it is now. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('lists all 13 facilities of the brand from three pages, and a facility opens its own search', async ({
  page,
}) => {
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    if (BRAND_PAGE.test(request.url()))
      pagesAsked.push(new URL(request.url()).searchParams.get('page') ?? '');
  });
  await page.goto(`${site.origin}/facilities?hotel_code=demo-tokyo&locale=en&${STAY}`);

  await expect(page.getByRole('heading', { level: 2, name: 'Hotels of Demo Hotels' })).toBeVisible();
  const facilities = page.getByRole('heading', { level: 3 });
  await expect(facilities).toHaveCount(13);
  await expect(facilities.first()).toHaveText('Demo Hotel Tokyo');
  await expect(facilities.last()).toHaveText('Demo Hotel Okinawa');
  expect([...pagesAsked].sort()).toEqual(['1', '2', '3']);
  await expect(page.getByTestId('facility-price').first()).toHaveText(/^From ¥[\d,]+ for your stay$/);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Demo Hotel Osaka' }).click();
  await expect(page).toHaveURL(`${site.origin}/booking/result?hotel_code=demo-osaka&${STAY}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Hotel Osaka' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('heading', { level: 3, name: 'Standard Double' })).toBeVisible();
});

test('shows how many pages have loaded while the last one is on its way', async ({ page }) => {
  let release = () => {};
  const lastPage = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/hotel_brands\/900\/hotels\?(.*&)?page=3(&|$)/, async (route) => {
    await lastPage;
    await route.continue();
  });
  await page.goto(`${site.origin}/facilities?hotel_code=demo-tokyo&locale=en`);

  const progress = page.getByRole('progressbar', { name: 'Loading page 2 of 3…' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('value', '2');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(13);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('writes the cancellation policies as fee steps, in English and then in Japanese', async ({ page }) => {
  await page.goto(`${site.origin}/cancellation-policy?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10`);

  const standard = page.getByRole('article', { name: 'Standard policy' });
  await expect(standard.getByRole('listitem')).toHaveText([
    'From 3 days before check-in: 50% of the stay',
    'On the check-in day: 100% of the stay',
  ]);
  await expect(standard.getByText('No-show: 100% of the stay')).toBeVisible();
  await expect(standard.getByText(/^Free cancellation until Dec 7, 2026, 12:00\sAM$/)).toBeVisible();
  const nonRefundable = page.getByRole('article', { name: 'Non-refundable' });
  await expect(nonRefundable.getByRole('strong')).toHaveText('Non-refundable');
  await expect(nonRefundable.getByRole('listitem')).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('heading', { level: 2, name: 'キャンセルポリシー' })).toBeVisible();
  await expect(standard.getByRole('listitem')).toHaveText([
    'チェックイン3日前から：宿泊料金の50%',
    'チェックイン当日：宿泊料金の100%',
  ]);
  await expect(standard.getByText('無連絡の不泊：宿泊料金の100%')).toBeVisible();
  await expect(standard.getByText('2026/12/07 0:00まで無料でキャンセルできます')).toBeVisible();
  await expect(nonRefundable.getByRole('strong')).toHaveText('返金不可');
});
