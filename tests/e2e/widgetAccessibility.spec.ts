// axe on every main screen of the production build, at desktop width and at a 375 px phone: no serious
// or critical violation. Each screen, once checked, is also saved as a PNG in test-results/screenshots/
// (`<screen>-<width>.png`), an artefact of the run that is never committed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

// Beside Playwright's own output, at a path CI can pick up whatever the spec's name.
const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

let site: WidgetSite;
// One page for every screen (its browser cache and client session make each load cheaper); every screen
// is a fresh load of its own URL.
let page: Page;

test.beforeAll(async ({ browser }) => {
  site = await startWidgetSite('accessibility');
  // A context of its own: @axe-core/playwright refuses pages made by browser.newPage().
  page = await (await browser.newContext()).newPage();
  // The page's clock says what the mock's says, so the hotel's "today" (the default stay) is bookable.
  await page.clock.setFixedTime(new Date('2026-12-01T09:00:00+09:00'));
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test.afterAll(async () => {
  await page.context().close();
  await site.close();
});

const STAY = 'checkin=2026-12-10&checkout=2026-12-12';

/** The hotel screen has settled: its name is shown and nothing is loading any more. */
async function hotelScreenSettled(page: Page, hotelName: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(page.locator('.sk-spinner')).toHaveCount(0);
}

interface Screen {
  /** The PNG's name. */
  name: string;
  title: string;
  path: string;
  settled: (page: Page) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'search-form',
    title: 'search, empty form',
    path: '/booking/result?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      await expect(page.getByRole('form').first()).toBeVisible();
    },
  },
  {
    name: 'results-by-room',
    title: 'results by room',
    path: `/booking/result?hotel_code=demo-tokyo&locale=en&${STAY}`,
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      await expect(page.getByTestId('price').first()).toBeVisible();
    },
  },
  {
    name: 'results-by-plan',
    title: 'results by plan',
    path: `/booking/recommender?hotel_code=demo-tokyo&locale=en&${STAY}`,
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      await expect(page.getByTestId('price').first()).toBeVisible();
    },
  },
  {
    name: 'no-rooms',
    title: 'sold out, no rooms',
    path: `/booking/result?hotel_code=demo-soldout&locale=en&${STAY}`,
    settled: async (page) => {
      await hotelScreenSettled(page, /Sold ?Out/i);
      await expect(page.getByTestId('price')).toHaveCount(0);
      await expect(page.getByText(/no rooms/i).first()).toBeVisible();
    },
  },
  {
    name: 'results-arabic',
    title: 'Arabic results, right to left',
    path: `/booking/result?hotel_code=demo-tokyo&locale=ar&${STAY}`,
    settled: async (page) => {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await hotelScreenSettled(page, /./);
      await expect(page.getByTestId('price').first()).toBeVisible();
    },
  },
  {
    name: 'service-unavailable',
    title: '/503',
    path: '/503?code=demo-tokyo&locale=en',
    settled: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'no-hotel-code',
    title: 'global error "No hotel code"',
    path: '/booking/result?locale=en',
    settled: async (page) => {
      await expect(page.getByRole('alert').getByRole('heading', { name: 'No hotel code' })).toBeVisible();
    },
  },
  {
    name: 'facilities',
    title: '/facilities',
    path: '/facilities?hotel_code=demo-tokyo&locale=en',
    settled: (page) => hotelScreenSettled(page, 'Demo Hotel Tokyo'),
  },
  {
    name: 'cancellation-policy',
    title: '/cancellation-policy',
    path: '/cancellation-policy?hotel_code=demo-tokyo&locale=en',
    settled: (page) => hotelScreenSettled(page, 'Demo Hotel Tokyo'),
  },
];

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

for (const screen of SCREENS) {
  for (const viewport of VIEWPORTS) {
    test(`${screen.title} at ${viewport.width} px: no serious or critical axe violation`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`${site.origin}${screen.path}`);
      await screen.settled(page);

      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ` +
            violation.nodes.map((node) => node.target.join(' ')).join(', '),
        );
      await page.screenshot({
        path: join(SCREENSHOTS, `${screen.name}-${viewport.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      // axe did look at the page (a page it could not read would pass with no violation at all).
      expect(results.passes.length).toBeGreaterThan(0);
      expect(blocking).toEqual([]);
    });
  }
}
