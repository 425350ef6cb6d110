// After booking, in the widget's production build against the mock backend over HTTP: the receipt (in
// English and Japanese, made out to another name, printed alone, its printable version downloaded), the
// contact details and the answers to the hotel's questions changed end to end, every refusal these pages
// meet that the mock's states and triggers reach (docs/mock-triggers.md), and axe on each page. Bookings
// are made through the mock's API, as a confirmation e-mail would follow; the browser's clock is the mock's.
import { expect, type Page } from '@playwright/test';
import { CATALOGUES, MESSAGES } from '../../reference-app/src/i18n/allCatalogues';
import { errorMessage } from '../../sdk/src/messages';
import { expectAccessible, screenshotPath, VIEWPORTS } from './fixtures/accessibility';
import { bookThroughApi, type BookedReservation } from './fixtures/mockApi';
import { stepClockUntilVisible } from './fixtures/clock';
import { test } from './fixtures/reusedContext';
import { MOCK_NOW, useWidgetSite } from './fixtures/widgetSite';

const ar = CATALOGUES.ar;
const en = CATALOGUES.en;
const ja = CATALOGUES.ja;

// From 2026-12-01 09:00 to 18:00 on 2026-12-09, the change deadline of a 2026-12-10 check-in.
const TO_DEADLINE_MINUTES = (8 * 24 + 9) * 60;
// From 2026-12-01 09:00 to 00:00 on 2027-12-12: receipts are kept 365 days after the 2026-12-11 check-out.
const TO_RECEIPT_GONE_MINUTES = (375 * 24 + 15) * 60;

const site = useWidgetSite('reservation-documents', { startTimeout: 180_000 });

type SubPage = 'receipt' | 'guests' | 'answers';

/** A page under the review, with the review's query (never the e-mail). */
function subPage(
  page: SubPage,
  booked: Pick<BookedReservation, 'reservationNumber' | 'token'>,
  extra: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams({
    hotel_code: 'demo-tokyo',
    hotelId: '101',
    bypass_token: booked.token,
    locale: 'en',
    ...extra,
  });
  return `${site.origin}/review-reservation/${booked.reservationNumber}/${page}?${query.toString()}`;
}

/**
 * Books the standard stay paying by the challenge card: the payment then waits for 3-D Secure, and the
 * receipt is not ready (1200) until it ends.
 */
const bookWaitingForThreeDSecure = () =>
  bookThroughApi(site.mockUrl, {
    cardToken: 'tok_test_3220',
    threeDSecureReturnUrl: `${site.origin}/reservation/three-d-secure`,
  });

const receiptOf = (page: Page) => page.getByRole('article');

test.describe('receipt', () => {
  test('demo-tokyo in English: made out to the booker, with the stay, the lines and the total', async ({
    page,
  }) => {
    const booked = await bookThroughApi(site.mockUrl, { payment: 'on_site' });
    await page.goto(subPage('receipt', booked));
    await expect(page.getByRole('heading', { level: 2, name: en.receiptPageTitle })).toBeVisible();
    const receipt = receiptOf(page);
    await expect(receipt.getByRole('heading', { name: en.receiptDocumentTitle })).toBeVisible();
    await expect(receipt.getByTestId('receipt-addressee')).toHaveText('To: Hanako Yamada');
    await expect(receipt.getByTestId('receipt-hotel')).toHaveText('Demo Hotel Tokyo');
    await expect(receipt.getByTestId('receipt-number')).toContainText(booked.reservationNumber);
    await expect(receipt.getByTestId('receipt-stay')).toHaveText('December 10, 2026 – December 11, 2026');
    await expect(receipt.getByText(en.receiptPaymentOnSite)).toBeVisible();
    await expect(receipt.getByTestId('receipt-total')).toHaveText(/^¥[\d,]+$/);
    await expect(page.getByRole('link', { name: en.receiptBackToReview })).toHaveAttribute(
      'href',
      `/review-reservation/${booked.reservationNumber}?hotel_code=demo-tokyo&hotelId=101&bypass_token=${booked.token}&locale=en`,
    );
  });

  test('demo-tokyo in Japanese', async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl, { payment: 'on_site' });
    await page.goto(subPage('receipt', booked, { locale: 'ja' }));
    await expect(page.getByRole('heading', { level: 2, name: ja.receiptPageTitle })).toBeVisible();
    const receipt = receiptOf(page);
    await expect(receipt.getByTestId('receipt-addressee')).toHaveText('Yamada Hanako 様');
    await expect(receipt.getByTestId('receipt-stay')).toHaveText('2026年12月10日 – 2026年12月11日');
    await expect(receipt.getByText(ja.receiptPaymentOnSite)).toBeVisible();
    await expect(receipt.getByRole('columnheader', { name: ja.receiptAmount })).toBeVisible();
  });

  test('made out to another name: asked again, announced, and in the printable version too', async ({
    page,
  }) => {
    const booked = await bookThroughApi(site.mockUrl);
    await page.goto(subPage('receipt', booked));
    const field = page.getByLabel(en.receiptAddressee);
    await expect(field).toHaveValue('Hanako Yamada');
    const asked = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname.endsWith('/receipt') &&
        new URL(request.url()).searchParams.get('name') === 'Yamada Trading Co., Ltd.',
    );
    await field.fill('Yamada Trading Co., Ltd.');
    await page.getByRole('button', { name: en.receiptAddresseeApply }).click();
    await asked;
    await expect(receiptOf(page).getByTestId('receipt-addressee')).toHaveText('To: Yamada Trading Co., Ltd.');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: MESSAGES.en.format('receiptUpdated', { name: 'Yamada Trading Co., Ltd.' }) }),
    ).toBeVisible();
    const download = page.getByRole('link', { name: new RegExp(`^${en.receiptDownload}`) });
    expect(new URL((await download.getAttribute('href')) ?? '').searchParams.get('name')).toBe(
      'Yamada Trading Co., Ltd.',
    );
  });

  test('printing shows the receipt alone: no header, footer, form, buttons or notices', async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(subPage('receipt', booked));
    const receipt = receiptOf(page);
    await expect(receipt).toBeVisible();
    await expect(page.locator('.sk-header')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByTestId('receipt-total')).toBeVisible();
    await expect(page.locator('.sk-header')).toBeHidden();
    await expect(page.locator('.sk-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: en.receiptPrint })).toBeHidden();
    await expect(page.getByRole('link', { name: new RegExp(`^${en.receiptDownload}`) })).toBeHidden();
    await expect(page.getByLabel(en.receiptAddressee)).toBeHidden();
    await expect(page.getByRole('link', { name: en.receiptBackToReview })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: en.receiptPageTitle })).toBeHidden();
    // Nothing but the receipt takes any room on the page.
    const shown = await page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((element) => !element.closest('.sk-receipt-document'))
        .filter((element) => !element.querySelector('.sk-receipt-document'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        })
        .map((element) => element.tagName),
    );
    expect(shown).toEqual([]);
    await page.screenshot({ path: screenshotPath('receipt-print'), fullPage: true });

    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.sk-header')).toBeVisible();
  });

  test('Download opens the printable receipt in a new tab, without access to the widget', async ({
    page,
    context,
  }) => {
    const booked = await bookThroughApi(site.mockUrl);
    await page.goto(subPage('receipt', booked));
    const download = page.getByRole('link', { name: new RegExp(`^${en.receiptDownload}`) });
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', /noopener/);
    const opened = context.waitForEvent('page');
    await download.click();
    const tab = await opened;
    await tab.waitForLoadState();
    await expect(tab.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(tab.getByText('Hanako Yamada')).toBeVisible();
    await expect(tab.getByText(booked.reservationNumber).first()).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  });
});

test.describe('contact details and answers, end to end', () => {
  test('changes the phone, the e-mail (typed twice) and the requests, and keeps them', async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl);
    await page.goto(subPage('guests', booked));
    await expect(page.getByTestId('guest-edit-booker')).toHaveText('Hanako Yamada');
    await expect(page.getByText(en.guestEditNamesFixed)).toBeVisible();
    await page.getByLabel(/^E-mail \*/).fill('hanako.new@example.com');
    await page.getByLabel(/^Phone/).fill('+819099998888');
    await page.getByLabel(en.notes).fill('We arrive around 22:00.');
    await page.getByRole('button', { name: en.guestEditSave }).click();
    // The e-mail changed: it is typed again first.
    const summary = page
      .getByRole('alert')
      .filter({ hasText: MESSAGES.en.format('formHasProblems', { count: 1 }) });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: `${en.emailConfirmation}: ${en.fieldRequired}` }).click();
    await expect(page.getByLabel(/^Confirm e-mail address/)).toBeFocused();
    await page.getByLabel(/^Confirm e-mail address/).fill('hanako.new@example.com');
    await page.getByRole('button', { name: en.guestEditSave }).click();
    await expect(page.getByText(en.guestEditSaved)).toBeFocused();

    // Read back from the API on a fresh load.
    await page.reload();
    await expect(page.getByLabel(/^Phone/)).toHaveValue('+819099998888');
    await expect(page.getByLabel(/^E-mail \*/)).toHaveValue('hanako.new@example.com');
    await expect(page.getByLabel(en.notes)).toHaveValue('We arrive around 22:00.');
    await page.getByRole('link', { name: en.guestEditBackToReview }).first().click();
    await expect(page).toHaveURL(new RegExp(`/review-reservation/${booked.reservationNumber}\\?`));
  });

  test('answers a question for the first time and changes another, and keeps them', async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl);
    await page.goto(subPage('answers', booked));
    const arrival = page.getByLabel(/^Arrival time/);
    await expect(arrival).toHaveValue('2');
    await arrival.selectOption({ label: '19:00-21:00' });
    await page.getByLabel(/^How did you hear about us\?/).fill('From a friend');
    await page.getByRole('button', { name: en.answersEditSave }).click();
    await expect(page.getByText(en.answersEditSaved)).toBeFocused();

    await page.reload();
    await expect(page.getByLabel(/^Arrival time/)).toHaveValue('3');
    await expect(page.getByLabel(/^How did you hear about us\?/)).toHaveValue('From a friend');
  });
});

/** One refusal: how to reach it, and what the guest is told where. */
interface Refusal {
  readonly name: string;
  readonly page: SubPage;
  /** The booker's last name (a state), or nothing for a plain booking. */
  readonly lastName?: string;
  readonly token?: string;
  readonly reservationNumber?: string;
  readonly advanceMinutes?: number;
  /** Query added to the address (a sign-in token). */
  readonly extra?: Readonly<Record<string, string>>;
  /** Change the phone and save before looking. */
  readonly save?: boolean;
  /** Where the message shows: an alert, or the note the guests page shows before the guest tries. */
  readonly where: 'alert' | 'note';
  readonly message: string;
}

const cannotChange = (code: Parameters<typeof errorMessage>[0]) =>
  `${en.guestEditCannotChange} ${errorMessage(code, 'en')}`;

const REFUSALS: readonly Refusal[] = [
  {
    name: 'receipt 1250: expired link',
    page: 'receipt',
    token: 'bp_expired_link',
    where: 'alert',
    message: en.receiptLinkExpired,
  },
  {
    name: 'receipt 1252: no longer kept',
    page: 'receipt',
    advanceMinutes: TO_RECEIPT_GONE_MINUTES,
    where: 'alert',
    message: en.receiptGone,
  },
  {
    name: 'receipt reservation_access_denied',
    page: 'receipt',
    token: 'bp_someone_else',
    where: 'alert',
    message: errorMessage('reservation_access_denied', 'en'),
  },
  {
    name: 'receipt reservation_not_found',
    page: 'receipt',
    reservationNumber: 'SK0000000000',
    where: 'alert',
    message: errorMessage('reservation_not_found', 'en'),
  },
  {
    name: 'guests edited_by_staff',
    page: 'guests',
    lastName: 'STAFFEDITED',
    where: 'note',
    message: cannotChange('edited_by_staff'),
  },
  {
    name: 'guests update_deadline_passed',
    page: 'guests',
    advanceMinutes: TO_DEADLINE_MINUTES,
    where: 'note',
    message: cannotChange('update_deadline_passed'),
  },
  {
    name: 'guests 3013: an update in progress',
    page: 'guests',
    lastName: 'PENDINGUPDATE',
    save: true,
    where: 'alert',
    message: `${en.guestEditNotSaved} ${errorMessage('3013', 'en')}`,
  },
  {
    name: 'guests sign_out_required: signed in on a guest booking',
    page: 'guests',
    extra: { login_token: 'ota_hanako_0001' },
    where: 'note',
    message: cannotChange('sign_out_required'),
  },
  {
    name: 'guests reservation_access_denied',
    page: 'guests',
    token: 'bp_someone_else',
    where: 'alert',
    message: errorMessage('reservation_access_denied', 'en'),
  },
  {
    name: 'guests reservation_not_found',
    page: 'guests',
    reservationNumber: 'SK0000000000',
    where: 'alert',
    message: errorMessage('reservation_not_found', 'en'),
  },
  {
    name: 'answers edited_by_staff',
    page: 'answers',
    lastName: 'STAFFEDITED',
    where: 'note',
    message: `${en.answersEditCannotChange} ${errorMessage('edited_by_staff', 'en')}`,
  },
  {
    name: 'answers reservation_access_denied',
    page: 'answers',
    token: 'bp_someone_else',
    where: 'alert',
    message: errorMessage('reservation_access_denied', 'en'),
  },
  {
    name: 'answers reservation_not_found',
    page: 'answers',
    reservationNumber: 'SK0000000000',
    where: 'alert',
    message: errorMessage('reservation_not_found', 'en'),
  },
];

test.describe('refusals', () => {
  for (const row of REFUSALS) {
    test(row.name, async ({ page }) => {
      const booked = await bookThroughApi(site.mockUrl, row.lastName ? { lastName: row.lastName } : {});
      if (row.advanceMinutes) await site.moveClocks(page, { minutes: row.advanceMinutes });
      await page.goto(
        subPage(
          row.page,
          {
            reservationNumber: row.reservationNumber ?? booked.reservationNumber,
            token: row.token ?? booked.token,
          },
          row.extra,
        ),
      );
      if (row.save) {
        await page.getByLabel(/^Phone/).fill('+819099998888');
        await page.getByRole('button', { name: en.guestEditSave }).click();
      }
      const shown =
        row.where === 'alert'
          ? page.getByRole('alert')
          : page.getByRole('note').filter({ hasText: row.message });
      await expect(shown).toHaveText(row.message);
    });
  }

  test('receipt 1200: while 3-D Secure is unanswered, progress, tries of its own, then try again', async ({
    page,
  }) => {
    const booked = await bookWaitingForThreeDSecure();
    // The first retry's progress lasts two seconds of the page's clock, held here until it is read.
    await page.clock.pauseAt(MOCK_NOW.getTime() + 60_000);
    await page.goto(subPage('receipt', booked));
    await stepClockUntilVisible(
      page
        .getByRole('status')
        .filter({ hasText: MESSAGES.en.format('receiptPreparingRetry', { attempt: 1, attempts: 3 }) }),
    );
    await page.clock.resume();
    await expect(page.getByRole('alert')).toHaveText(en.receiptPreparing, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: en.tryAgain })).toBeVisible();
  });
});

const SCREENS: readonly { page: SubPage; settled: (page: Page) => Promise<void> }[] = [
  { page: 'receipt', settled: (page) => expect(receiptOf(page)).toBeVisible() },
  { page: 'guests', settled: (page) => expect(page.getByLabel(/^Phone/)).toBeVisible() },
  { page: 'answers', settled: (page) => expect(page.getByLabel(/^Arrival time/)).toBeVisible() },
];

test.describe('accessibility', () => {
  for (const screen of SCREENS) {
    for (const viewport of VIEWPORTS) {
      test(`${screen.page} at ${viewport.width} px: no serious or critical axe violation`, async ({
        page,
      }) => {
        const booked = await bookThroughApi(site.mockUrl);
        await page.setViewportSize(viewport);
        await page.goto(subPage(screen.page, booked));
        await screen.settled(page);
        await expect(page.locator('.sk-spinner')).toHaveCount(0);
        await expectAccessible(page, `reservation-${screen.page}-${viewport.width}`);
      });
    }
  }

  test('answers in Arabic read right to left and pass axe', async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl);
    await page.goto(subPage('answers', booked, { locale: 'ar' }));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: ar.answersEditSave })).toBeVisible();
    await expectAccessible(page);
  });
});
