// axe on every main screen of the production build, at desktop width and at a 375 px phone: no serious
// or critical violation, and no error in the browser's console (a newcomer's walk of every screen). Each screen, once checked, is also saved as a PNG in test-results/screenshots/
// (`<screen>-<width>.png`), an artefact of the run that is never committed.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, VIEWPORTS } from './fixtures/accessibility';
import { MOCK_NOW, startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;
// One page for every screen (its browser cache and client session make each load cheaper); every screen
// is a fresh load of its own URL.
let page: Page;
// What the browser's console said in error since the screen's load.
let consoleErrors: string[] = [];

test.beforeAll(async ({ browser }) => {
  site = await startWidgetSite('accessibility');
  // A context of its own: @axe-core/playwright refuses pages made by browser.newPage().
  page = await (await browser.newContext()).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // The page's clock says what the mock's says, so the hotel's "today" (the default stay) is bookable.
  await page.clock.setFixedTime(MOCK_NOW);
});

test.afterAll(async () => {
  await page.context().close();
  await site.close();
});

const STAY = 'checkin=2026-12-10&checkout=2026-12-12';
// The mock's seeded winter room lottery, open for entries.
const LOTTERY_EVENT = '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001';

/** The hotel screen has settled: its name is shown and nothing is loading any more. */
async function hotelScreenSettled(page: Page, hotelName: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(page.locator('.sk-spinner')).toHaveCount(0);
}

/** On a phone the search folds into its summary line: open it, so that the form itself is checked. */
async function openSearchForm(page: Page): Promise<void> {
  const summary = page.getByRole('button', { name: /Change search$/ });
  if (await summary.isVisible()) await summary.click();
}

interface Screen {
  /** The PNG's name. */
  name: string;
  title: string;
  path: string;
  settled: (page: Page) => Promise<void>;
  /**
   * The screen's walk meets an API refusal on purpose: the browser logs the refused request, and only
   * that, in its console.
   */
  refusals?: true;
}

// How Chromium logs a request the API refused (an answer of 4xx), which is the only console error a
// screen that shows a refusal may have.
const REFUSED_REQUEST = /^Failed to load resource: the server responded with a status of 4\d\d/;

const SCREENS: readonly Screen[] = [
  {
    name: 'search-form',
    title: 'search, empty form',
    path: '/booking/result?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      await openSearchForm(page);
      await expect(page.getByRole('form').first()).toBeVisible();
    },
  },
  {
    name: 'search-guests',
    title: 'search, guests and rooms panel open',
    path: '/booking/result?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      await openSearchForm(page);
      await page.getByRole('button', { name: /^Guests and rooms/ }).click();
      await expect(page.getByRole('spinbutton', { name: 'Adults' })).toBeVisible();
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
    name: 'recommender-widget',
    title: 'the recommender widget',
    path: `/recommender-widget?hotel_code=demo-tokyo&locale=en&${STAY}`,
    settled: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Recommended rooms' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See rates (opens in a new tab)' }).first()).toBeVisible();
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
  {
    name: 'sign-in',
    title: '/sign-in',
    path: '/sign-in?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    },
  },
  {
    name: 'sign-up-errors',
    title: '/sign-up, after a submit with every field empty',
    path: '/sign-up?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Please check the form')).toBeVisible();
    },
  },
  {
    name: 'change-password-ar',
    title: '/change-password in Arabic',
    path: '/change-password?hotel_code=demo-tokyo&locale=ar&reset_password_token=rp_hanako_0001',
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      await expect(page.getByRole('form', { name: 'تعيين كلمة مرور جديدة' })).toBeVisible();
    },
  },
  {
    name: 'chat-sign-up',
    title: '/chat-sign-up, the chatbot screen with its close-only header',
    path: '/chat-sign-up?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await expect(page.getByRole('link', { name: 'Sign up with your e-mail address' })).toBeVisible();
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    // The member screens come last: they leave the page signed in.
    name: 'my-account-ja',
    title: '/my-account in Japanese, a LINE member with the profile form and the programme switch',
    path: '/my-account?hotel_code=demo-tokyo&locale=ja',
    settled: async (page) => {
      await hotelScreenSettled(page, 'Demo Hotel Tokyo');
      const signIn = page.getByRole('form', { name: 'ログイン' });
      const profile = page.getByRole('form', { name: '会員情報' });
      // A guest is sent to sign-in first; a signed-in member sees the account at once.
      await expect(signIn.or(profile)).toBeVisible();
      if (await signIn.isVisible()) {
        await signIn.getByLabel(/^メールアドレス/).fill('mei.watanabe@example.com');
        await signIn.getByLabel(/^パスワード/).fill('Winter2026x');
        await signIn.getByRole('button', { name: 'ログイン' }).click();
      }
      await expect(profile).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'ほかの会員プログラム' })).toBeVisible();
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    name: 'my-account-points',
    // Its walk signs the last member out on /sign-out first: a request that page had started with the
    // old token may be refused once the server has revoked it.
    refusals: true,
    title: '/my-account/points, the seeded member Hanako with her history and the exchange dialog open',
    path: '/my-account/points?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await signInAsHanako(page, '/my-account/points?hotel_code=demo-tokyo&locale=en');
      await expect(page.getByRole('list', { name: 'Point history' }).getByRole('listitem')).toHaveCount(5);
      await page.getByRole('button', { name: 'Exchange points' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Exchange points for digico gift points' }),
      ).toBeVisible();
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    name: 'my-account-reservations',
    // Its walk signs the last member out on /sign-out first: a request that page had started with the
    // old token may be refused once the server has revoked it.
    refusals: true,
    title: '/my-account/reservations, its tabs, filters and list',
    path: '/my-account/reservations?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await signInAsHanako(page, '/my-account/reservations?hotel_code=demo-tokyo&locale=en');
      await expect(page.getByRole('list', { name: 'Your reservations' }).getByRole('article')).toHaveCount(2);
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    name: 'organization-admin',
    // Its walk signs the last member out on /sign-out first: a request that page had started with the
    // old token may be refused once the server has revoked it.
    refusals: true,
    title: "/organization-admin, Demo Trading's usage table for its admin Kenji",
    path: '/organization-admin?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await page.goto(`${site.origin}/sign-out?hotel_code=demo-tokyo&locale=en`);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await page.goto(`${site.origin}/organization-admin?hotel_code=demo-tokyo&locale=en`);
      const form = page.getByRole('form', { name: 'Corporate sign-in' });
      await form.getByLabel(/^E-mail address/).fill('kenji.sato@example.com');
      await form.getByLabel(/^Password/).fill('Winter2026x');
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('table', { name: 'Stays of Demo Trading' }).getByRole('row')).toHaveCount(
        4,
      );
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    name: 'lottery-search',
    title: "the winter lottery's search, its event above the results",
    path: `/booking/result?hotel_code=demo-tokyo&locale=en&lottery_event=${LOTTERY_EVENT}&checkin=2027-02-14&checkout=2027-02-16`,
    settled: async (page) => {
      await expect(page.getByRole('heading', { name: 'Winter suite lottery', level: 2 })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Select Room only/ }).first()).toBeVisible();
      await openSearchForm(page);
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    name: 'lottery-guest-detail',
    // Its walk signs the last member out on /sign-out first: a request that page had started with the
    // old token may be refused once the server has revoked it.
    refusals: true,
    title: '/room-lottery/guest-detail, the entry form with its problems shown',
    path: '/room-lottery/guest-detail?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await signInAsHanako(page, '/my-account?hotel_code=demo-tokyo&locale=en');
      await page.goto(
        `${site.origin}/room-lottery/guest-detail?hotel_code=demo-tokyo&locale=en&lottery_event=${LOTTERY_EVENT}&checkin=2027-02-14&checkout=2027-02-16&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2`,
      );
      await expect(page.getByText(/^Price if you win/)).toBeVisible();
      await page.getByLabel(/^Phone/).fill('');
      await page.getByRole('button', { name: 'Send my entry' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    name: 'lottery-entry',
    // Its walk signs the last member out on /sign-out first: a request that page had started with the
    // old token may be refused once the server has revoked it.
    refusals: true,
    title: "/room-lottery/confirmation/{n}, Hanako's entry in the winter lottery and its actions",
    path: '/room-lottery/confirmation/LE1010002?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await signInAsHanako(page, '/my-account?hotel_code=demo-tokyo&locale=en');
      await page.goto(`${site.origin}/room-lottery/confirmation/LE1010002?hotel_code=demo-tokyo&locale=en`);
      await expect(page.getByRole('button', { name: 'Cancel entry' })).toBeVisible();
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    name: 'lottery-complete',
    title: '/room-lottery/complete/{n}, the end of an entry',
    path: '/room-lottery/complete/LE1010002?hotel_code=demo-tokyo&locale=en',
    settled: async (page) => {
      await expect(page.getByRole('heading', { name: 'Your entry is in', level: 2 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View your entry' })).toBeVisible();
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
    },
  },
  {
    name: 'agency-home',
    title: 'agency storefront, home with AI search and favourites',
    path: '/agency/?locale=en',
    settled: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Find a place to stay' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Guests’ favourites' }).getByRole('article')).toHaveCount(
        6,
      );
    },
  },
  {
    name: 'agency-checkout',
    title: 'agency storefront, the checkout with its problems shown',
    path:
      '/agency/reservation/guest-detail?locale=en&hotel_code=demo-okinawa-beach&hotel_id=132&hotel_name=Demo+Beach+Resort+Okinawa' +
      '&checkin=2026-12-12&checkout=2026-12-13&adults=2&room_type=FAM&room_type_name=Family+Room&room_plan=FAM-BF' +
      '&room_plan_name=With+breakfast&total=64849&currency=JPY',
    settled: async (page) => {
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByLabel(/^Last name/)).toBeFocused();
    },
  },
  {
    name: 'agency-rooms',
    title: 'agency storefront, a hotel’s rooms',
    path: '/agency/hotels/demo-okinawa-beach?locale=en&checkin=2026-12-12&checkout=2026-12-13&adults=2',
    settled: async (page) => {
      await expect(page.getByRole('link', { name: /^Book / }).first()).toBeVisible();
    },
  },
  {
    name: 'agency-fail',
    title: 'agency storefront, a booking that failed',
    path: '/agency/reservation/fail?locale=en&code=demo-okinawa-beach&checkin=2026-12-12&checkout=2026-12-13&adults=2&error_code=3008',
    settled: async (page) => {
      await expect(page.getByRole('link', { name: 'Back to search' })).toBeVisible();
    },
  },
  {
    name: 'agency-results',
    title: 'agency storefront, results with the map',
    path: `/agency/search-hotels?locale=en&q=${encodeURIComponent('ocean view in Okinawa for 2 next weekend')}`,
    settled: async (page) => {
      await expect(page.getByRole('figure', { name: 'Where they are' })).toBeVisible();
      await expect(page.locator('.sk-skeleton')).toHaveCount(0);
    },
  },
];

/** Signs the page in as the seed's Hanako (whoever was signed in before), then opens `path`. */
async function signInAsHanako(page: Page, path: string): Promise<void> {
  await page.goto(`${site.origin}/sign-out?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail address/).fill('hanako.yamada@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('group', { name: 'Your account' })).toBeVisible();
  await page.goto(`${site.origin}${path}`);
  await expect(page.getByRole('heading', { name: 'My account', level: 2 })).toBeVisible();
}

for (const screen of SCREENS) {
  for (const viewport of VIEWPORTS) {
    test(`${screen.title} at ${viewport.width} px: no serious or critical axe violation`, async () => {
      await page.setViewportSize(viewport);
      consoleErrors = [];
      await page.goto(`${site.origin}${screen.path}`);
      await screen.settled(page);
      await expectAccessible(page, `${screen.name}-${viewport.width}`);
      expect(
        consoleErrors.filter((text) => !(screen.refusals && REFUSED_REQUEST.test(text))),
        'console errors',
      ).toEqual([]);
    });
  }
}
