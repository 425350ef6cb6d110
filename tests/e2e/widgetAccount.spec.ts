// A member walks the account in the widget's production build against the mock backend over HTTP, as a
// newcomer on `npm start` would with the seed's member Hanako: the reservation tabs and filters, the point
// history page by page, a gift-point exchange (a wrong amount first), the saved cards (one flagged after
// the card-system change, then deleted), and the vouchers and coupons in each state.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/reusedContext';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;

test.beforeAll(async () => {
  site = await startWidgetSite('account');
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async () => {
  await site.resetMock();
});

async function openAccount(page: Page, section = '') {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail address/).fill('hanako.yamada@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('group', { name: 'Your account' })).toBeVisible();
  await page.goto(`${site.origin}/my-account${section}?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('heading', { name: 'My account', level: 2 })).toBeVisible();
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Parts of your account' });

test('the reservations: each tab, the filters, and a reservation opens its page', async ({ page }) => {
  await openAccount(page);
  await sections(page).getByRole('link', { name: 'Reservations' }).click();
  await expect(sections(page).getByRole('link', { name: 'Reservations' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const list = page.getByRole('list', { name: 'Your reservations' });
  const tabs = page.getByRole('navigation', { name: 'Reservation lists' });
  // The reservations listed, by number: each step waits for its own list, not the one before.
  const listed = (numbers: readonly string[]) =>
    expect(list.getByRole('article').getByRole('link')).toHaveText(
      numbers.map((number) => `Open reservation ${number}`),
    );
  const openTab = async (name: string, numbers: readonly string[]) => {
    await tabs.getByRole('link', { name }).click();
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await listed(numbers);
  };
  await listed(['SK9001', 'SK9002']);
  await expect(list.getByRole('article').first()).toContainText('Deluxe Double');
  await expect(list.getByRole('article').first()).toContainText('Confirmed');

  await openTab('Completed', ['SK9004', 'SK9003']);
  await openTab('Cancelled', ['SK9005']);
  await expect(list.getByRole('article')).toContainText('Cancelled');
  await openTab('Lottery', ['SK9006']);

  await page.getByLabel('Booked through').selectOption({ label: 'This website' });
  await expect(page.getByText('There are no reservations here.')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('channel')).toBe('booking_widget');
  await page.getByLabel('Booked through').selectOption({ label: 'Anywhere' });
  await listed(['SK9006']);

  await openTab('Upcoming', ['SK9001', 'SK9002']);
  await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'By card' });
  await expect(page.getByText('There are no reservations here.')).toBeVisible();
  await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'At the hotel' });
  await listed(['SK9001', 'SK9002']);
  await list.getByRole('link', { name: 'Open reservation SK9001' }).click();
  await expect(page).toHaveURL(/\/review-reservation\/SK9001\?/);
  // Opened as the member's own: its details and what she may still do, not a refusal.
  await expect(page.getByText('Deluxe Double').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel/ }).first()).toBeVisible();
});

test('the points: totals and rank, the history page by page, points to come, an exchange', async ({
  page,
}) => {
  await openAccount(page, '/points');
  // The totals: points usable now, ranking points, points to come.
  const totals = page.getByRole('definition');
  await expect(page.getByRole('term').first()).toHaveText('Points you can use');
  await expect(totals).toHaveText(['10,000 points', '9,000 points', '1,170 points']);
  await expect(page.getByText('Your rank: Gold')).toBeVisible();
  await expect(
    page.getByText('Earn 6,000 more ranking points by December 31, 2026 to reach Platinum.'),
  ).toBeVisible();

  const history = page.getByRole('list', { name: 'Point history' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(history.getByText('Sign-up bonus')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Point history lists' })
    .getByRole('link', { name: 'Points to come' })
    .click();
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByText('Usable from December 3, 2026')).toBeVisible();

  await page.getByRole('button', { name: 'Exchange points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exchange points for digico gift points' });
  await dialog.getByLabel(/^Points to exchange/).fill('750');
  await dialog.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(dialog.getByText('Enter a multiple of 500 points.')).toBeVisible();
  await expect(dialog.getByText('Confirm that you understand the exchange cannot be undone.')).toBeVisible();
  await dialog.getByLabel(/^Points to exchange/).fill('20000');
  await expect(dialog.getByText('You have 10,000 points.')).toBeVisible();
  await dialog.getByLabel(/^Points to exchange/).fill('1000');
  await dialog.getByLabel('I understand that this exchange cannot be undone.').check();
  await dialog.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(dialog.getByText(/^1,000 points exchanged\. Your gift code is DGC-/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(totals.first()).toHaveText('9,000 points');
  await expect(page.getByRole('heading', { name: 'Your exchanges' })).toBeVisible();
});

test('the saved cards: one flagged after the card-system change, deleted after a confirmation', async ({
  page,
}) => {
  await openAccount(page, '/payment-options');
  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(
    page.getByText('Card details are kept by the card provider; this site does not store them.'),
  ).toBeVisible();
  const old = cards.getByRole('listitem').filter({ hasText: 'JCB ending in 0005' });
  await expect(old).toContainText('can no longer be used');
  await old.getByRole('button', { name: 'Delete JCB ending in 0005' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await dialog.getByRole('button', { name: 'Keep card' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await old.getByRole('button', { name: 'Delete JCB ending in 0005' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this card?' })
    .getByRole('button', { name: 'Delete card' })
    .click();
  await expect(page.getByText('JCB ending in 0005 was deleted.')).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(2);
});

test('the vouchers and coupons, each in the state it shows', async ({ page }) => {
  await openAccount(page);
  await sections(page).getByRole('link', { name: 'Vouchers and coupons' }).click();
  const vouchers = page.getByRole('list', { name: 'Vouchers' });
  await expect(vouchers.getByRole('listitem')).toHaveCount(4);
  await expect(vouchers.getByRole('listitem').filter({ hasText: 'V-1001' })).toContainText('Available');
  await expect(vouchers.getByRole('listitem').filter({ hasText: 'V-1002' })).toContainText(
    'Reserved for a stay',
  );
  await expect(vouchers.getByRole('listitem').filter({ hasText: 'V-0903' })).toContainText('Used');
  await expect(vouchers.getByRole('listitem').filter({ hasText: 'V-0811' })).toContainText('Expired');
  const coupons = page.getByRole('list', { name: 'Coupons' });
  await expect(coupons.getByRole('listitem')).toHaveCount(5);
  await expect(coupons.getByRole('listitem').filter({ hasText: 'RANKUP10' })).toContainText(
    'For some plans only',
  );
  await expect(coupons.getByRole('listitem').filter({ hasText: 'WINTER2026' })).toContainText(
    'For the first 2 nights only',
  );
});

async function corporateSignIn(page: Page, email: string) {
  await page.goto(`${site.origin}/organization-admin?hotel_code=demo-tokyo&locale=en`);
  const form = page.getByRole('form', { name: 'Corporate sign-in' });
  await form.getByLabel(/^E-mail address/).fill(email);
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test("the organization's admin sees the site's stays of its users; another user is told it is not for them", async ({
  page,
}) => {
  await corporateSignIn(page, 'kenji.sato@example.com');
  await expect(page.getByRole('heading', { name: 'Your organization’s stays' })).toBeVisible();
  await expect(page).toHaveURL(/\/organization-admin\?/);
  const table = page.getByRole('table', { name: 'Stays of Demo Trading' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('SK9102');
  await expect(table.getByRole('row').nth(1)).toContainText('27');
  await expect(table).not.toContainText('SK9103');
  // The whole table as a file, three times a day; the fourth is refused with the limit's message.
  const downloadButton = page.getByRole('button', { name: 'Download as CSV' });
  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('organization-345.csv');
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n')[1]).toContain('SK9102,Sato Kenji,Demo Hotel Tokyo');
  await expect(
    page.getByRole('status').filter({ hasText: 'The CSV file has been downloaded.' }),
  ).toBeAttached();
  for (let again = 0; again < 2; again += 1) {
    const next = page.waitForEvent('download');
    await downloadButton.click();
    await next;
  }
  await downloadButton.click();
  await expect(page.getByRole('alert')).toContainText('You have reached the CSV download limit.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Back to search' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'Your organization’s stays' }).click();
  await expect(page.getByRole('table', { name: 'Stays of Demo Trading' })).toBeVisible();

  await page.goto(`${site.origin}/sign-out?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await corporateSignIn(page, 'yui.nakamura@example.com');
  await expect(page.getByText('This page is for your organization’s administrators.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a member books with a voucher and a saved card, and the voucher is then held by the stay', async ({
  page,
}) => {
  await openAccount(page);
  await page.goto(
    `${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12`,
  );
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  const total = page.getByTestId('price-total_price');
  await expect(total).toBeVisible();
  const before = await total.textContent();
  await page
    .getByRole('combobox', { name: 'Voucher', exact: true })
    .selectOption({ label: 'Demo Tokyo stay voucher 10,000 yen (¥10,000)' });
  await expect(page).toHaveURL(/voucher_coupon_code=V-1001/);
  await expect(total).not.toHaveText(before ?? '');

  await page.getByLabel(/^E-mail \*/).fill('hanako@example.com');
  await page.getByLabel(/^Confirm e-mail address/).fill('hanako@example.com');
  await page.getByLabel(/^Phone/).fill('+819012345678');
  await page.getByLabel(/^Arrival time/).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'Pay now by card' }).check();
  await expect(payment.getByRole('radio', { name: 'Visa ending in 4242, expires 12/2028' })).toBeChecked();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await expect(
    payment.getByText('Your card details go to the payment provider only; they are not stored.'),
  ).toBeVisible();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();

  await page.goto(`${site.origin}/my-account/promotions?hotel_code=demo-tokyo&locale=en`);
  const voucher = page
    .getByRole('list', { name: 'Vouchers' })
    .getByRole('listitem')
    .filter({ hasText: 'V-1001' });
  await expect(voucher).toContainText('Reserved for a stay');
  await expect(voucher).toContainText(/For reservation SK2612010001/);
});
