// The widget in each of its eight languages, as a guest reading it meets it (docs/localisation.md): three
// screens per language, the results, the guest details after a pick and a cancellation policy, each in the
// page's language with no untranslated placeholder left, saved as the review set's pictures (JPEG, to keep
// the committed set small); and an Arabic
// sentence holding a Latin brand name and an e-mail address, which must read in their own order.
import { expect, type Locator } from '@playwright/test';
import { screenshotPath } from './fixtures/accessibility';
import { test } from './fixtures/reusedContext';
import { useWidgetSite } from './fixtures/widgetSite';

const site = useWidgetSite('locales');
const STAY = 'checkin=2026-12-10&checkout=2026-12-12';
const LOCALES = ['en', 'ja', 'zh_Hans', 'zh_Hant', 'ko', 'id', 'th', 'ar'] as const;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** The page's text shows no message syntax: every placeholder was filled. */
async function expectNoPlaceholders(main: Locator, where: string): Promise<void> {
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  expect(text, where).not.toMatch(/\{\w+(, (plural|select),)?|\}/);
}

for (const locale of LOCALES) {
  test(`${locale}: results, guest details and a cancellation policy in the language, saved for review`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo&locale=${locale}&${STAY}`);
    const results = page.locator('.sk-search-results');
    await expect(results.getByTestId('price').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
    await expectNoPlaceholders(page.locator('main'), `${locale} results`);
    // The first screen a guest sees.
    await page.screenshot({
      path: screenshotPath(`locales/${locale}-results-1280`, 'jpg'),
      type: 'jpeg',
      quality: 60,
    });

    await page.setViewportSize(PHONE);
    await results.getByRole('link').first().click();
    await expect(page.getByTestId('price-total_price')).toBeVisible();
    await expectNoPlaceholders(page.locator('main'), `${locale} guest details`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: screenshotPath(`locales/${locale}-guest-details-375`, 'jpg'),
      fullPage: true,
      type: 'jpeg',
      quality: 60,
    });

    await page.goto(
      `${site.origin}/cancellation-policy?hotel_code=demo-tokyo&locale=${locale}&checkin=2026-12-10`,
    );
    const policy = page.locator('main');
    await expect(policy.getByRole('listitem').first()).toBeVisible();
    await expectNoPlaceholders(policy, `${locale} cancellation policy`);
    await page.screenshot({
      path: screenshotPath(`locales/${locale}-cancellation-policy-375`, 'jpg'),
      fullPage: true,
      type: 'jpeg',
      quality: 60,
    });
  });
}

test('ar: a Latin brand name and an e-mail address keep their order inside an Arabic sentence', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${site.origin}/unsubscribe-email/confirmation?token=ue_hanako_subscribed&locale=ar`);
  const question = page.locator('main p').filter({ hasText: 'example.com' });
  await expect(question).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Each value is isolated in the text, and on screen its characters run left to right, as written.
  const layout = await question.evaluate((element) => {
    const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
    const text = node?.textContent ?? '';
    const positions = (value: string): number[] => {
      const start = text.indexOf(value);
      if (!node || start < 0) return [];
      return [...value].map((_, offset) => {
        const range = document.createRange();
        range.setStart(node, start + offset);
        range.setEnd(node, start + offset + 1);
        return range.getBoundingClientRect().left;
      });
    };
    return { text, brand: positions('Demo Hotels'), email: positions('h***o@example.com') };
  });
  expect(layout.text).toContain('\u2068Demo Hotels\u2069');
  expect(layout.text).toContain('\u2068h***o@example.com\u2069');
  for (const [value, lefts] of [
    ['brand', layout.brand],
    ['email', layout.email],
  ] as const) {
    expect(lefts.length, value).toBeGreaterThan(5);
    // A space can share its neighbour's edge; letters must never step back leftwards.
    for (let at = 1; at < lefts.length; at += 1) {
      expect(lefts[at] ?? 0, `${value} at ${at}`).toBeGreaterThanOrEqual(lefts[at - 1] ?? 0);
    }
  }
  await page.screenshot({
    path: screenshotPath('locales/ar-unsubscribe-375', 'jpg'),
    fullPage: true,
    type: 'jpeg',
    quality: 60,
  });
});

test("a chatbot's language helper keeps the guest's language for a widget opened without one; the header's pick replaces it", async ({
  page,
}) => {
  const html = page.locator('html');
  await page.goto(`${site.origin}/iframe-change-locale?locale=ko`);
  await expect(page.getByRole('heading', { level: 1, name: '언어가 저장되었습니다' })).toBeVisible();
  await expect(page.getByText('이 브라우저에서는 예약 화면이 한국어(으)로 열립니다.')).toBeVisible();
  await expect(page).toHaveTitle(/언어가 저장되었습니다/);

  await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo`);
  await expect(page.getByRole('combobox', { name: '언어' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'ko');
  // The guest picks English in the header: that is the language kept now.
  await page.getByRole('combobox', { name: '언어' }).selectOption('en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo`);
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
  // The address's locale still comes first.
  await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo&locale=ja`);
  await expect(page.getByRole('combobox', { name: '言語' })).toBeVisible();

  // A language the widget does not have is not kept (the page speaks the default language).
  await page.goto(`${site.origin}/iframe-change-locale?locale=xx`);
  await expect(page.getByRole('heading', { level: 1, name: '言語は保存されていません' })).toBeVisible();
  await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo`);
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
});
