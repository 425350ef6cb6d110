// Long on purpose: the review and cancellation rules walked through the mock's states, one spec.
// After booking in the widget's production build, against the mock backend over HTTP: finding a
// reservation by number and e-mail, its review with the actions each state allows, and cancelling it with
// the fee shown first. Every cancellation and access rule is reached through the mock's documented states
// (the booker's last name), triggers and clock; the browser's clock moves with the mock's. The fees are
// worked out by hand from the seed (below), not read back from the code under test.
import { expect, type Locator, type Page } from '@playwright/test';
import { errorMessage } from '../../sdk/src/messages';
import { expectAccessible, VIEWPORTS } from './fixtures/accessibility';
import { bookThroughApi, signInThroughApi, type BookingChanges } from './fixtures/mockApi';
import { test } from './fixtures/reusedContext';
import { useWidgetSite } from './fixtures/widgetSite';

// demo-tokyo (seed): Standard Twin base rate ¥14,000 a night for 2 adults (Fridays × 1.2), 10 % tax,
// accommodation tax ¥200 per adult and night; the Room only plan (STD-RO) adds nothing; the
// Non-refundable saver (STD-NR) takes 10 % off the price with tax. Standard policy (id 12): 50 % from
// 00:00 three days before check-in, 100 % on the check-in day; Non-refundable (id 13): the whole price.
// Online changes end at 18:00 the day before check-in. The mock's standard booking: 2026-12-10 (Thursday)
// for one night, 2 adults, paid by the test Visa.
//   One night STD-RO:   14,000 + 1,400 tax + 400          = ¥15,800; 50 % = ¥7,900
//   Two nights STD-RO:  14,000 + 16,800 (Fri) = 30,800 + 3,080 tax + 800 = ¥34,680; 50 % = ¥17,340
//   One night STD-NR:   15,400 − 1,540 saver + 400        = ¥14,260, all of it kept
const MOCK_START = '2026-12-01T09:00:00+09:00';
const HOTEL_PHONE = '+81 3-0000-0101';

const site = useWidgetSite('reservation');

/** The review of a booking as its confirmation link opens it, in English. */
function reviewUrl(booked: { reservationNumber: string; token: string }, extra = '') {
  return (
    `${site.origin}/review-reservation/${booked.reservationNumber}` +
    `?hotel_code=demo-tokyo&hotelId=101&bypass_token=${booked.token}&locale=en${extra}`
  );
}

async function openReview(page: Page, booked: { reservationNumber: string; token: string }, extra = '') {
  await page.goto(reviewUrl(booked, extra));
  await expect(page.getByRole('heading', { name: 'Your reservation', exact: true })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Manage your reservation' });
  // The update settings have answered.
  await expect(actions.getByRole('status')).toHaveCount(0);
  return actions;
}

/** A blocked action: its name and the reason beside it. */
function blockedAction(actions: Locator, name: string): Locator {
  return actions
    .getByRole('listitem')
    .filter({ has: actions.page().locator('.sk-reservation-action-name', { hasText: name }) });
}

async function openCancelDialog(actions: Locator) {
  await actions.getByRole('button', { name: 'Cancel the reservation' }).click();
  const dialog = actions.page().getByRole('dialog', { name: 'Cancel this reservation?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function confirmCancellation(dialog: Locator, reason = 'Change of plans') {
  await dialog.getByLabel(/^Reason for cancelling/).selectOption({ label: reason });
  await dialog.getByRole('button', { name: 'Confirm the cancellation' }).click();
}

test('find → review → cancel: the guest finds the booking by number and e-mail and cancels it free of charge', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  await page.goto(`${site.origin}/search?hotel_code=demo-tokyo&locale=en`);
  const form = page.getByRole('form', { name: 'Find your reservation' });
  await form.getByLabel(/^Reservation number/).fill(booked.reservationNumber);
  await form.getByLabel(/^E-mail address used to book/).fill(booked.email);
  await form.getByRole('button', { name: 'Find my reservation' }).click();

  await expect(page.getByRole('heading', { name: 'Your reservation', exact: true })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe(`/review-reservation/${booked.reservationNumber}`);
  expect(url.searchParams.get('bypass_token')).toBe(booked.token);
  expect(page.url()).not.toContain('example.com');
  await expect(page.getByTestId('reservation-price-total_price')).toHaveText('¥15,800');

  const actions = page.getByRole('region', { name: 'Manage your reservation' });
  const dialog = await openCancelDialog(actions);
  await expect(dialog.getByTestId('cancel-fee')).toHaveText('Cancelling now is free of charge.');
  await confirmCancellation(dialog);
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation is cancelled.' })).toBeFocused();
  await expect(page.getByText('Cancellation fee: ¥0.')).toBeVisible();
  await expect(page.getByText('Refund: ¥15,800.')).toBeVisible();
  await expect(page.getByTestId('reservation-status')).toHaveText('Cancelled');

  // The API recorded it: the confirmation link opened again shows the cancellation and the receipt only.
  await page.goto(reviewUrl(booked));
  await expect(page.getByTestId('reservation-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('reservation-cancellation-fee')).toHaveText('¥0');
  await expect(page.getByTestId('reservation-refund')).toHaveText('¥15,800');
  await expect(actions.getByRole('button', { name: 'Cancel the reservation' })).toHaveCount(0);
  await expect(actions.getByRole('link', { name: 'Receipt' })).toBeVisible();
});

interface FeeRow {
  title: string;
  booking: BookingChanges;
  at: string;
  shown: string;
  fee: string;
  refund: string;
}

const FEE_ROWS: readonly FeeRow[] = [
  {
    title: 'at booking, nine days ahead: free',
    booking: {},
    at: MOCK_START,
    shown: 'Cancelling now is free of charge.',
    fee: '¥0',
    refund: '¥15,800',
  },
  {
    title: 'a minute before the first step (2026-12-06 23:59): still free',
    booking: {},
    at: '2026-12-06T23:59:00+09:00',
    shown: 'Cancelling now is free of charge.',
    fee: '¥0',
    refund: '¥15,800',
  },
  {
    title: 'three days before check-in, 00:00: 50 %',
    booking: {},
    at: '2026-12-07T00:00:00+09:00',
    shown: 'Cancelling now costs ¥7,900 (50% of the stay).',
    fee: '¥7,900',
    refund: '¥7,900',
  },
  {
    title: 'a minute before the change deadline (2026-12-09 17:59): 50 %',
    booking: {},
    at: '2026-12-09T17:59:00+09:00',
    shown: 'Cancelling now costs ¥7,900 (50% of the stay).',
    fee: '¥7,900',
    refund: '¥7,900',
  },
  {
    title: 'two nights (Thursday and Friday), three days before: 50 % of ¥34,680',
    booking: { checkout: '2026-12-12' },
    at: '2026-12-07T12:00:00+09:00',
    shown: 'Cancelling now costs ¥17,340 (50% of the stay).',
    fee: '¥17,340',
    refund: '¥17,340',
  },
  {
    title: 'the non-refundable saver, nine days ahead: no refund',
    booking: { roomPlanCode: 'STD-NR' },
    at: MOCK_START,
    shown: 'This reservation is non-refundable: no refund. The full price of ¥14,260 is charged.',
    fee: '¥14,260',
    refund: '¥0',
  },
];

for (const row of FEE_ROWS) {
  test(`cancellation fee ${row.title}`, async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl, row.booking);
    await site.moveClocks(page, { to: row.at });
    const dialog = await openCancelDialog(await openReview(page, booked));
    await expect(dialog.getByTestId('cancel-fee')).toHaveText(row.shown);
    await confirmCancellation(dialog);
    await expect(page.getByText(`Cancellation fee: ${row.fee}.`)).toBeVisible();
    await expect(page.getByText(`Refund: ${row.refund}.`)).toBeVisible();
    await expect(page.getByTestId('reservation-cancellation-fee')).toHaveText(row.fee);
  });
}

interface RuleRow {
  title: string;
  booking: BookingChanges;
  /** The hotel's now when the review opens. */
  at?: string;
  check: (actions: Locator) => Promise<void>;
}

const RULE_ROWS: readonly RuleRow[] = [
  {
    title: 'the check-in day: cancel by phone, with the hotel’s number, and no button',
    booking: {},
    at: '2026-12-10T09:00:00+09:00',
    check: async (actions) => {
      const cancel = blockedAction(actions, 'Cancel the reservation');
      await expect(cancel).toContainText(errorMessage('cancellation_same_day', 'en'));
      await expect(cancel.getByRole('link', { name: HOTEL_PHONE })).toHaveAttribute(
        'href',
        'tel:+81300000101',
      );
      await expect(actions.getByRole('button', { name: 'Cancel the reservation' })).toHaveCount(0);
    },
  },
  {
    title: 'after 18:00 the day before check-in: the change deadline has passed',
    booking: {},
    at: '2026-12-09T18:00:00+09:00',
    check: async (actions) => {
      for (const name of ['Change stay', 'Cancel the reservation']) {
        await expect(blockedAction(actions, name)).toContainText(
          errorMessage('update_deadline_passed', 'en'),
        );
      }
    },
  },
  {
    title: 'edited by the hotel’s staff: nothing changes online',
    booking: { lastName: 'STAFFEDITED' },
    check: async (actions) => {
      for (const name of ['Change stay', 'Cancel the reservation', 'Edit contact details']) {
        await expect(blockedAction(actions, name)).toContainText(errorMessage('edited_by_staff', 'en'));
      }
      await expect(actions.getByRole('link', { name: 'Receipt' })).toBeVisible();
    },
  },
  {
    title: 'an update pending: 3013, retry in about 5 minutes',
    booking: { lastName: 'PENDINGUPDATE' },
    check: async (actions) => {
      await expect(blockedAction(actions, 'Cancel the reservation')).toContainText(
        errorMessage('3013', 'en'),
      );
      await expect(blockedAction(actions, 'Change stay')).toContainText(errorMessage('3013', 'en'));
    },
  },
  {
    title: 'a payment pending: 3016, retry in about 5 minutes',
    booking: { lastName: 'PENDINGPAYMENT' },
    check: async (actions) => {
      await expect(blockedAction(actions, 'Cancel the reservation')).toContainText(
        errorMessage('3016', 'en'),
      );
    },
  },
  {
    title: 'a payment pending, five minutes later: the lock is over',
    booking: { lastName: 'PENDINGPAYMENT' },
    at: '2026-12-01T09:05:00+09:00',
    check: async (actions) => {
      await expect(actions.getByRole('button', { name: 'Cancel the reservation' })).toBeVisible();
      await expect(actions.getByRole('link', { name: 'Change stay' })).toBeVisible();
    },
  },
];

for (const row of RULE_ROWS) {
  test(`review: ${row.title}`, async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl, row.booking);
    if (row.at) await site.moveClocks(page, { to: row.at });
    await row.check(await openReview(page, booked));
  });
}

test('the dialog is modal: focus starts inside, Escape closes it and focus goes back to its button', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  const actions = await openReview(page, booked);
  const dialog = await openCancelDialog(actions);
  await expect(dialog.getByLabel(/^Reason for cancelling/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Cancel the reservation' })).toBeFocused();
  await expect(page.getByTestId('reservation-status')).toHaveText('Confirmed');
});

test('the dialog shows the new fee when a step begins while it is open, and cancels at it once confirmed again', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  await site.moveClocks(page, { to: '2026-12-06T23:59:00+09:00' });
  const dialog = await openCancelDialog(await openReview(page, booked));
  await expect(dialog.getByTestId('cancel-fee')).toHaveText('Cancelling now is free of charge.');
  await site.moveClocks(page, { to: '2026-12-07T00:00:00+09:00' });
  await confirmCancellation(dialog);
  // price_changed: the new fee, to confirm again.
  await expect(dialog.getByRole('alert')).toHaveText(
    'The cancellation fee has changed. Check the new fee and confirm again.',
  );
  await expect(dialog.getByRole('alert')).toBeFocused();
  await expect(dialog.getByTestId('cancel-fee')).toHaveText('Cancelling now costs ¥7,900 (50% of the stay).');
  await dialog.getByRole('button', { name: 'Confirm the cancellation' }).click();
  await expect(page.getByText('Cancellation fee: ¥7,900.')).toBeVisible();
});

test('the dialog answers the check-in day arriving while it is open with the hotel’s phone, not the button', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  await site.moveClocks(page, { to: '2026-12-09T17:59:00+09:00' });
  const dialog = await openCancelDialog(await openReview(page, booked));
  await site.moveClocks(page, { to: '2026-12-10T08:00:00+09:00' });
  await confirmCancellation(dialog);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(errorMessage('cancellation_same_day', 'en'));
  await expect(alert.getByRole('link', { name: HOTEL_PHONE })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm the cancellation' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Keep the reservation' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('reservation-status')).toHaveText('Confirmed');
});

test('the dialog answers the deadline passing while it is open: nothing more online', async ({ page }) => {
  const booked = await bookThroughApi(site.mockUrl);
  await site.moveClocks(page, { to: '2026-12-09T17:59:00+09:00' });
  const dialog = await openCancelDialog(await openReview(page, booked));
  await site.moveClocks(page, { to: '2026-12-09T18:00:00+09:00' });
  await confirmCancellation(dialog);
  await expect(dialog.getByRole('alert')).toHaveText(errorMessage('update_deadline_passed', 'en'));
  await expect(dialog.getByRole('button', { name: 'Confirm the cancellation' })).toHaveCount(0);
});

test('the dialog answers a confirmation link that expired meanwhile (1250) with a way to find the booking again', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  const dialog = await openCancelDialog(await openReview(page, booked));
  // The link expires while the guest reads: the cancellation goes with the mock's expired-link token.
  await page.route(/\/reservations\/[^/]+\/cancel\?/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('bypass_token', 'bp_expired_link');
    return route.continue({ url: url.toString() });
  });
  await confirmCancellation(dialog);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(errorMessage('1250', 'en'));
  await expect(dialog.getByRole('button', { name: 'Confirm the cancellation' })).toHaveCount(0);
  await alert.getByRole('link', { name: 'Find your reservation by number and e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Find your reservation', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/search');
});

test('a confirmation link that opens nothing says it may have expired and where to find the booking', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  await page.goto(reviewUrl({ ...booked, token: 'bp_expired_link' }));
  await expect(
    page.getByRole('heading', { name: 'The reservation could not be opened', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This link does not open the reservation: it may have expired. Find your reservation by its number and your e-mail address.',
  );
  await expect(
    page.getByRole('link', { name: 'Find your reservation by number and e-mail' }),
  ).toHaveAttribute('href', '/search?hotel_code=demo-tokyo');
});

test('not found: an unknown number, or a known one with another e-mail, is "reservation search failed"', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  await page.goto(`${site.origin}/search?hotel_code=demo-tokyo&locale=en`);
  const form = page.getByRole('form', { name: 'Find your reservation' });
  for (const [number, email] of [
    ['SK0000000000', booked.email],
    [booked.reservationNumber, 'someone.else@example.com'],
  ] as const) {
    await form.getByLabel(/^Reservation number/).fill(number);
    await form.getByLabel(/^E-mail address used to book/).fill(email);
    await form.getByRole('button', { name: 'Find my reservation' }).click();
    await expect(form.getByRole('alert')).toHaveText(errorMessage('reservation_not_found', 'en'));
    await expect(form.getByRole('alert')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/search');
  }
  // The review of a number the hotel does not have says so too.
  await page.goto(reviewUrl({ reservationNumber: 'SK0000000000', token: booked.token }));
  await expect(
    page.getByRole('heading', { name: 'The reservation could not be opened', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(errorMessage('reservation_not_found', 'en'));
});

test('a signed-in member on a guest booking is asked to sign out first; signed out, the guest can cancel', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  const actions = await openReview(page, booked, '&login_token=ota_hanako_0001');
  await expect(page.getByRole('banner').getByText('Hanako Yamada')).toBeVisible();
  const warning = actions.getByRole('alert');
  await expect(warning).toContainText(errorMessage('sign_out_required', 'en'));
  // No action the member may not take, not even named; the link still opens the receipt.
  await expect(actions.getByText('Change stay')).toHaveCount(0);
  await expect(actions.getByText('Cancel the reservation')).toHaveCount(0);
  await expect(actions.getByRole('link', { name: 'Receipt' })).toBeVisible();

  await warning.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(actions.getByRole('alert')).toHaveCount(0);
  const dialog = await openCancelDialog(actions);
  await confirmCancellation(dialog);
  await expect(page.getByText('Your reservation is cancelled.')).toBeVisible();
});

test('the dialog answers a sign-in made meanwhile in another tab (sign_out_required) with the sign-out', async ({
  page,
}) => {
  const booked = await bookThroughApi(site.mockUrl);
  const actions = await openReview(page, booked);
  const dialog = await openCancelDialog(actions);
  // Another tab of the same site signs the member in: the token is in the shared storage.
  const token = await signInThroughApi(site.mockUrl, 'hanako.yamada@example.com');
  await page.evaluate((value) => localStorage.setItem('900_staykit_user_token', value), token);
  await confirmCancellation(dialog);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(errorMessage('sign_out_required', 'en'));
  await alert.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Cancel the reservation' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('900_staykit_user_token'))).toBeNull();
});

test('another member’s booking is refused with the warning, without any action', async ({ page }) => {
  const kenji = await signInThroughApi(site.mockUrl, 'kenji.sato@example.com');
  const booked = await bookThroughApi(site.mockUrl, { userToken: kenji });
  await page.goto(
    `${site.origin}/review-reservation/${booked.reservationNumber}?hotel_code=demo-tokyo&hotelId=101&locale=en&login_token=ota_hanako_0001`,
  );
  await expect(
    page.getByRole('heading', { name: 'The reservation could not be opened', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(errorMessage('reservation_access_denied', 'en'));
  await expect(page.getByRole('button', { name: 'Cancel the reservation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change stay' })).toHaveCount(0);
});

for (const viewport of VIEWPORTS) {
  test(`axe at ${viewport.width} px: /search, the review and the open cancel dialog`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const booked = await bookThroughApi(site.mockUrl);
    await page.goto(`${site.origin}/search?hotel_code=demo-tokyo&locale=en`);
    await expect(page.getByRole('form', { name: 'Find your reservation' })).toBeVisible();
    await expectAccessible(page, `find-reservation-${viewport.width}`);

    // The form's own problems announced too.
    await page.getByRole('button', { name: 'Find my reservation' }).click();
    await expect(page.getByLabel(/^Reservation number/)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, `find-reservation-errors-${viewport.width}`);

    const actions = await openReview(page, booked);
    await expectAccessible(page, `review-reservation-${viewport.width}`);
    await openCancelDialog(actions);
    await expectAccessible(page, `cancel-dialog-${viewport.width}`);
  });
}

test('the review in Arabic lays out right to left', async ({ page }) => {
  const booked = await bookThroughApi(site.mockUrl);
  await page.goto(reviewUrl(booked).replace('locale=en', 'locale=ar'));
  await expect(page.getByRole('heading', { name: 'حجزك', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, 'review-reservation-ar-1280');
});
