// The pay-link page and the promotional e-mail unsubscribe pages in the widget's production build, against
// the mock backend over HTTP: every seeded pay link (mocks/README.md "Pay links and e-mail") opened as its
// e-mail link opens it (no hotel code), the pay-link test cards, the mock's own 3-D Secure page, expiry on
// the mock clock, an amount the hotel changed, and axe on each page state. The browser's clock is the mock's.
import { expect, type Locator, type Page } from '@playwright/test';
import { errorMessage, type MessageCode } from '../../sdk/src/messages';
import { expectAccessible, VIEWPORTS } from './fixtures/accessibility';
import { test } from './fixtures/reusedContext';
import { useWidgetSite } from './fixtures/widgetSite';

const PAID = 'Thank you, your payment is complete';
const sdkText = (code: MessageCode) => errorMessage(code, 'en');

const site = useWidgetSite('pay-link');

/** No serious or critical axe violation at 1280 and 375 px; each saved as `<name>-<width>.png`. */
async function expectAccessibleAtBothWidths(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${name}-${viewport.width}`);
  }
}

/** The pay link as its e-mail opens it: no hotel code, the guest's language. */
const linkUrl = (paymentNumber: string, query = 'locale=en') =>
  `${site.origin}/payments/${paymentNumber}?${query}`;

async function typeCard(page: Page, number: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on the card').fill('HANAKO YAMADA');
  // A Korean card (a pay link of the Korean hotel) also takes the holder's birth date and PIN digits.
  const birthDate = form.getByLabel('Holder’s birth date (YYMMDD)');
  if ((await birthDate.count()) > 0) {
    await birthDate.fill('850315');
    await form.getByLabel('First two digits of the card PIN').fill('12');
  }
  return form;
}

async function payWith(page: Page, number: string): Promise<Locator> {
  const form = await typeCard(page, number);
  await form.getByRole('button', { name: /^Pay / }).click();
  return form;
}

interface LinkRow {
  number: string;
  /** The page's heading. */
  heading: string;
  /** A text the page shows under it. */
  shows: string | RegExp;
  /** Whether a card form is offered, and the amount it pays. */
  pays?: string;
}

const LINKS: readonly LinkRow[] = [
  {
    number: 'PL1010001',
    heading: 'Payment to Demo Hotel Tokyo',
    shows: 'Room upgrade and late check-out',
    pays: '¥12,000',
  },
  {
    number: 'PL1010002',
    heading: 'Payment to Demo Hotel Tokyo',
    shows: 'Room upgrade and late check-out',
    pays: '¥13,200',
  },
  { number: 'PL1010003', heading: 'This payment has already been made', shows: /Nothing more is needed/ },
  {
    number: 'PL1010004',
    heading: 'Payment to Demo Hotel Tokyo',
    shows: sdkText('3204'),
    pays: '¥5,500',
  },
  { number: 'PL1010005', heading: 'This payment is complete', shows: /closed this link/ },
  { number: 'PL1010006', heading: 'This payment was refunded', shows: /returned to your card/ },
  { number: 'PL1010007', heading: 'This payment link was cancelled', shows: /The hotel cancelled it/ },
  { number: 'PL1010008', heading: 'Payment not found', shows: sdkText('pay_link_not_found') },
  { number: 'PL1010009', heading: 'This payment link has expired', shows: /valid for one hour/ },
  { number: 'PL2010001', heading: 'Payment to Demo Hotel Taipei', shows: 'Extra bed', pays: 'NT$3,600' },
  { number: 'PL3010001', heading: 'Payment to Demo Hotel Seoul', shows: 'Room upgrade', pays: '₩120,000' },
];

for (const row of LINKS) {
  test(`${row.number}: “${row.heading}”${row.pays ? `, paid with a card (${row.pays})` : ', nothing to pay'}`, async ({
    page,
  }) => {
    await page.goto(linkUrl(row.number));
    await expect(page.getByRole('heading', { level: 2, name: row.heading })).toBeVisible();
    await expect(page.getByText(row.shows, { exact: typeof row.shows === 'string' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Pay by card' });
    if (!row.pays) {
      await expect(form).toHaveCount(0);
      return;
    }
    await expect(page.getByTestId('pay-link-amount')).toHaveText(row.pays);
    await payWith(page, '4111 1111 1111 1111');
    await expect(page.getByRole('heading', { name: PAID })).toBeFocused();
    await expect(page.getByText(`${row.pays} has been paid with the card ending in 1111.`)).toBeVisible();
    await expect(form).toHaveCount(0);
    // A second visit (another browser, another client session) finds it paid already.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This payment has already been made' })).toBeVisible();
  });
}

interface IssueRow {
  card: string;
  issue: string;
  /** The card field the message is tied to, or null for the card group's alert. */
  field: 'Card number' | 'Expiry (MM/YY)' | null;
  code: MessageCode;
}

const ISSUES: readonly IssueRow[] = [
  { card: '4000 0500 0000 0106', issue: 'INVALID_PARAMETER_SYNTAX', field: null, code: '1000' },
  { card: '4000 0600 0000 0204', issue: 'INVALID_EXPIRATION_YEAR', field: 'Expiry (MM/YY)', code: '3005' },
  { card: '4000 0700 0000 0302', issue: 'Invalid_card_number', field: 'Card number', code: '3004' },
  { card: '4000 0800 0000 0400', issue: 'Others', field: null, code: '3204' },
];

for (const row of ISSUES) {
  test(`card ${row.card} (${row.issue}): ${row.code} ${row.field ? `under ${row.field}` : 'with the card fields'}, then another card pays`, async ({
    page,
  }) => {
    await page.goto(linkUrl('PL1010001'));
    const form = await payWith(page, row.card);
    if (row.field === null) {
      await expect(form.getByRole('alert')).toHaveText(sdkText(row.code));
      await expect(form.getByRole('group', { name: 'Card' })).toHaveAccessibleDescription(sdkText(row.code));
    } else {
      await expect(form.getByRole('alert')).toHaveText('Check the card details.');
      await expect(form.getByLabel(row.field)).toHaveAccessibleDescription(sdkText(row.code));
      await expect(form.getByLabel(row.field)).toBeFocused();
    }
    await expect(page.getByText(/The last payment did not go through/)).toBeVisible();
    await payWith(page, '4111 1111 1111 1111');
    await expect(page.getByRole('heading', { name: PAID })).toBeVisible();
  });
}

test('3-D Secure approved: the issuer page, then back on the page paid', async ({ page }) => {
  await page.goto(linkUrl('PL1010001', 'hotel_code=demo-tokyo&locale=en'));
  await payWith(page, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/__staykit\/pay_link_3ds\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(
    /\/payments\/PL1010001\?hotel_code=demo-tokyo&locale=en&payment_number=PL1010001&transaction_id=.+&outcome=approved$/,
  );
  await expect(page.getByRole('heading', { name: PAID })).toBeVisible();
  await expect(page.getByText('¥12,000 has been paid with the card ending in 3220.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'pay-link-paid');
});

test('3-D Secure failed: back on the page with the reason, and another card pays', async ({ page }) => {
  await page.goto(linkUrl('PL1010001'));
  await payWith(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(/outcome=failed/);
  await expect(page.getByRole('status')).toContainText(sdkText('3006'));
  await payWith(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: PAID })).toBeVisible();
  await expect(page).not.toHaveURL(/transaction_id/);
});

test('an hour after it was sent the link asks to reload, and stays expired', async ({ page }) => {
  await page.goto(linkUrl('PL1010001'));
  await typeCard(page, '4111 1111 1111 1111');
  await site.moveClocks(page, { minutes: 60 });
  await page.getByRole('button', { name: 'Pay ¥12,000' }).click();
  await expect(page.getByRole('heading', { name: 'This payment link has expired' })).toBeFocused();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'This payment link has expired' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This payment link has expired' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Pay by card' })).toHaveCount(0);
});

test('an amount the hotel changed while the page was open: Update shows it, then it is paid', async ({
  page,
}) => {
  // The page was opened before the hotel raised PL1010002 from 12,000 to 13,200: its first read is the
  // link as it was then; every later read is the mock's own.
  let first = true;
  await page.route(`${site.mockUrl}/pay_links/PL1010002`, async (route) => {
    if (!first || route.request().method() !== 'GET') return route.continue();
    first = false;
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { data: { ...body.data, amount: 12000, amount_updated_at: '2026-12-01T08:50:00+09:00' } },
    });
  });
  await page.goto(linkUrl('PL1010002'));
  await expect(page.getByTestId('pay-link-amount')).toHaveText('¥12,000');
  await payWith(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: 'The amount to pay has changed' })).toBeFocused();
  await expect(
    page.getByText(
      'The hotel changed the amount from ¥12,000 to ¥13,200. Press Update to see it, then pay the new amount.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('pay-link-amount')).toHaveText('¥13,200');
  await payWith(page, '4111 1111 1111 1111');
  await expect(page.getByText('¥13,200 has been paid with the card ending in 1111.')).toBeVisible();
});

test('a payment-number parameter opens the pay-link page', async ({ page }) => {
  await page.goto(`${site.origin}/?paymentNo=PL1010001&locale=en`);
  await expect(page).toHaveURL(`${site.origin}/payments/PL1010001?locale=en`);
  await expect(page.getByRole('heading', { name: 'Payment to Demo Hotel Tokyo' })).toBeVisible();
});

test('with a hotel code the page sits in the hotel’s layout; /display shows the state without a form', async ({
  page,
}) => {
  await page.goto(linkUrl('PL1010001', 'hotel_code=demo-tokyo&locale=en'));
  await expect(
    page.getByRole('banner').getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Pay by card' })).toBeVisible();
  await page.goto(`${site.origin}/payments/PL1010001/display?locale=en`);
  await expect(page.getByText('Awaiting payment.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Pay by card' })).toHaveCount(0);
});

test('axe: the card form (also in Arabic, right to left) and a link not found', async ({ page }) => {
  await page.goto(linkUrl('PL1010001'));
  await expect(page.getByRole('form', { name: 'Pay by card' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'pay-link-form');
  // The form with its problems shown.
  await page.getByRole('button', { name: 'Pay ¥12,000' }).click();
  await expect(page.getByRole('form', { name: 'Pay by card' }).getByRole('alert')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'pay-link-form-problems');

  await page.goto(linkUrl('PL1010001', 'locale=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('pay-link-amount')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'pay-link-form-arabic');

  await page.goto(linkUrl('PL0000000'));
  await expect(page.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'pay-link-not-found');
});

test('unsubscribing from promotional e-mail: confirm, done; the link again says so', async ({ page }) => {
  const confirmation = `${site.origin}/unsubscribe-email/confirmation?token=ue_hanako_subscribed&locale=en`;
  await page.goto(confirmation);
  await expect(
    page.getByText('Stop sending promotional e-mail from Demo Hotels to h***o@example.com?'),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'unsubscribe-confirmation');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(`${site.origin}/unsubscribe-email/success?locale=en`);
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeFocused();
  await expectAccessibleAtBothWidths(page, 'unsubscribe-success');
  await page.goto(confirmation);
  await expect(
    page.getByText('h***o@example.com is already unsubscribed: no promotional e-mail is sent to it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

test('an expired unsubscribe link shows the unsubscribe error', async ({ page }) => {
  await page.goto(`${site.origin}/unsubscribe-email/confirmation?token=ue_expired_link&locale=en`);
  await expect(page.getByRole('heading', { name: 'The unsubscribe did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(sdkText('unsubscribe_failed'));
});

test('a Korean card asks for its birth date and PIN digits, checked before anything is sent', async ({
  page,
}) => {
  await page.goto(linkUrl('PL3010001'));
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on the card').fill('JIWOO KIM');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(form.getByLabel('Holder’s birth date (YYMMDD)')).toBeFocused();
  await expect(form.getByLabel('First two digits of the card PIN')).toHaveAttribute('type', 'password');
  await form.getByLabel('Holder’s birth date (YYMMDD)').fill('851301');
  await form.getByLabel('First two digits of the card PIN').fill('12');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(form.getByLabel('Holder’s birth date (YYMMDD)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Holder’s birth date (YYMMDD)').fill('850315');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('₩120,000 has been paid with the card ending in 1111.')).toBeVisible();
});
