// A member takes part in demo-tokyo's room lotteries in the widget's production build against the mock
// backend over HTTP, as a newcomer on `npm start` would: Mei enters the open lottery by its link (a stay
// longer than the event allows is refused first), cancels and restores her entry, changes its stay, and is
// refused a second one; then the lottery is drawn and Hanako, its winner, books the stay she won, while her win in another
// lottery lapses once its reservation deadline passes.
import { expect, type Page } from '@playwright/test';
import { expectAccessible, VIEWPORTS } from './fixtures/accessibility';
import { test } from './fixtures/reusedContext';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;

const OPEN_EVENT = '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001';

test.beforeAll(async () => {
  site = await startWidgetSite('lottery');
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async () => {
  await site.resetMock();
});

async function signIn(page: Page, email: string) {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail address/).fill(email);
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('group', { name: 'Your account' })).toBeVisible();
}

/** Fills Hanako's details at the checkout and goes on to the payment step. */
async function toPayment(page: Page) {
  await page.getByLabel(/^E-mail \*/).fill('hanako.yamada@example.com');
  await page.getByLabel(/^Confirm e-mail address/).fill('hanako.yamada@example.com');
  await page.getByLabel(/^Phone/).fill('+819012345678');
  await page.getByLabel(/^Arrival time/).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  return page.getByRole('form', { name: 'Payment' });
}

const lotterySearch = (stay: string) =>
  `${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&lottery_event=${OPEN_EVENT}&lottery_access_token=lat_winter_link&${stay}`;

test('a member enters the open lottery by its link, cancels, restores and changes the entry, and cannot enter twice', async ({
  page,
}) => {
  await signIn(page, 'mei.watanabe@example.com');
  // Four nights: the results show, but the entry form refuses the stay before sending anything.
  await page.goto(lotterySearch('checkin=2027-02-14&checkout=2027-02-18'));
  await expect(page.getByRole('heading', { name: 'Winter suite lottery', level: 2 })).toBeVisible();
  // The link's token leaves the address as soon as the page has read it.
  await expect(page).not.toHaveURL(/lottery_access_token/);
  await expect(page.getByText('Entries are for stays of 1 to 3 nights.').first()).toBeVisible();
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Enter the lottery', level: 2 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Entries are for stays of 1 to 3 nights.');
  await expect(page.getByRole('button', { name: 'Send my entry' })).toBeDisabled();

  // Two of the lottery-only nights: a normal search refuses them, the lottery's takes them.
  await page.goto(
    `${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2027-02-14&checkout=2027-02-16`,
  );
  await expect(page.getByRole('alert')).toContainText(/lottery/i);
  await expect(page.getByRole('link', { name: /^Select / })).toHaveCount(0);
  await page.goto(lotterySearch('checkin=2027-02-14&checkout=2027-02-16'));
  const room = page.getByRole('link', { name: /^Select Room only/ }).first();
  await room.click();
  await expect(page.getByRole('heading', { name: 'Enter the lottery', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Lottery entry steps' })).toContainText('Guest details');
  await expect(page.getByText(/Price if you win: ¥/)).toBeVisible();
  // The language selector stays hidden while the form is filled in.
  await expect(page.getByRole('banner').getByLabel('Language')).toHaveCount(0);
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Watanabe');
  await page.getByLabel(/^Phone/).fill('+819012345678');
  await page.getByRole('button', { name: 'Send my entry' }).click();
  await expect(page.getByRole('alert').first()).toContainText('I accept the terms');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Send my entry' }).click();

  await expect(page.getByRole('heading', { name: 'Your entry is in', level: 2 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^Entry LE\d+$/);
  const entry = (await page.getByRole('status').textContent())?.replace('Entry ', '') ?? '';
  await expect(page.getByText(/^Results come out on /)).toBeVisible();
  // No login widget on the lottery's last page.
  await expect(page.getByRole('banner').getByRole('group', { name: 'Your account' })).toHaveCount(0);

  await page.getByRole('link', { name: 'View your entry' }).click();
  await expect(page.getByRole('heading', { name: 'Your lottery entry', level: 2 })).toBeVisible();
  await expect(page.getByText('Entered', { exact: true })).toBeVisible();
  await expect(page.getByText(`Entry ${entry}`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel entry' }).click();
  await expect(page.getByText('Entry cancelled', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Restore entry' }).click();
  await expect(page.getByText('Entered', { exact: true })).toBeVisible();

  // A change of stay: the lottery's search again from the entry's stay, then the entry saved.
  await page.getByRole('link', { name: 'Change the stay' }).click();
  await expect(page).toHaveURL(new RegExp(`current_lottery_entry=${entry}`));
  await expect(page.getByRole('heading', { name: 'Winter suite lottery', level: 2 })).toBeVisible();
  // The calendar's prices are asked as the results are: for the event, with the link's token (kept by the
  // tab, no longer in the address) and the entry being changed, so its own nights stay open.
  const calendarAsked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/rooms/availability'),
  );
  await page
    .getByRole('button', { name: /Choose dates.*Check-in/ })
    .first()
    .click();
  const calendarQuery = new URL((await calendarAsked).url()).searchParams;
  expect(calendarQuery.get('lottery_event_uuid')).toBe(OPEN_EVENT);
  expect(calendarQuery.get('lottery_access_token')).toBe('lat_winter_link');
  expect(calendarQuery.get('current_lottery_entry')).toBe(entry);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Check-in' }).fill('2027-02-15');
  await page.getByRole('textbox', { name: 'Check-out' }).fill('2027-02-19');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Entries are for stays of 1 to 3 nights.');
  await page.getByRole('textbox', { name: 'Check-out' }).fill('2027-02-18');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/checkin=2027-02-15&checkout=2027-02-18/);
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Change your entry', level: 2 })).toBeVisible();
  await expect(page.getByLabel(/^Phone/)).toHaveValue('+819012345678');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Save my entry' }).click();
  await expect(page.getByRole('heading', { name: 'Your lottery entry', level: 2 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your entry is saved.');
  await expect(page.getByText('February 18, 2027')).toBeVisible();
  await expect(page.getByText('3 nights')).toBeVisible();

  // A second entry in the same lottery is refused, and said so.
  await page.goto(lotterySearch('checkin=2027-02-15&checkout=2027-02-16'));
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  await page.getByLabel(/^Phone/).fill('+819012345678');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Send my entry' }).click();
  await expect(page.getByRole('alert')).toContainText(/already/i);
});

test('after the draw the winner books the stay won, and a win not booked in time lapses', async ({
  page,
}) => {
  const drawn = await fetch(`${site.mockUrl}/__staykit/lottery/${OPEN_EVENT}/draw`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ winners: ['LE1010002'] }),
  });
  expect(drawn.ok).toBe(true);
  await signIn(page, 'hanako.yamada@example.com');
  await page.goto(`${site.origin}/my-account/reservations?hotel_code=demo-tokyo&locale=en&status=lottery`);
  const entries = page.getByRole('list', { name: 'Your lottery entries' });
  const won = entries.getByRole('listitem').filter({ hasText: 'LE1010002' });
  await expect(won).toContainText('Won: book now');
  await won.getByRole('link', { name: 'Book the stay won with entry LE1010002' }).click();

  await expect(page).toHaveURL(/lottery_result_entry_number=LE1010002/);
  await expect(page.getByRole('heading', { name: 'Winter suite lottery', level: 2 })).toBeVisible();
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  await expect(
    page.getByText('You are booking the stay you won in the room lottery (entry LE1010002).'),
  ).toBeVisible();
  const payment = await toPayment(page);
  await payment.getByRole('radio', { name: /Pay at the hotel/ }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();

  await page.goto(`${site.origin}/room-lottery/confirmation/LE1010002?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByText('Won and booked', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open reservation SK/ })).toBeVisible();

  // Her win in the Christmas lottery must be booked within two days; three days on, it has lapsed.
  await site.moveClocks(page, { minutes: 3 * 24 * 60 });
  await page.goto(`${site.origin}/room-lottery/confirmation/LE1010003?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByText('Won, not booked in time', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book your stay' })).toHaveCount(0);
});

test('a member whose entry was not drawn has nothing to book, and an expired link is said', async ({
  page,
}) => {
  await signIn(page, 'mei.watanabe@example.com');
  await page.goto(`${site.origin}/room-lottery/confirmation/LE1010004?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByText('Not drawn', { exact: true })).toBeVisible();
  await expect(page.getByText('This entry was not drawn. Thank you for entering.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book your stay' })).toHaveCount(0);
  // A lottery link that has expired says so instead of searching.
  await page.goto(
    `${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&lottery_event=${OPEN_EVENT}&lottery_access_token=lottery_link_3782`,
  );
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Select / })).toHaveCount(0);
  await expect(page).not.toHaveURL(/lottery_access_token/);
  // The public end page shows only an entry number's shape from its address, not a crafted message.
  await page.goto(
    `${site.origin}/room-lottery/complete/${encodeURIComponent('You won a car, call +1 555 0100')}?hotel_code=demo-tokyo&locale=en`,
  );
  await expect(page.getByRole('heading', { name: 'Page not found', level: 2 })).toBeVisible();
  await expect(page.getByText('You won a car')).toHaveCount(0);
  // Another member's entry is not hers to see.
  await page.goto(`${site.origin}/room-lottery/confirmation/LE1010003?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('Won: book now')).toHaveCount(0);
});

test("a winner's booking left at 3-D Secure is deleted, and the stay booked again", async ({ page }) => {
  await signIn(page, 'hanako.yamada@example.com');
  await page.goto(`${site.origin}/room-lottery/confirmation/LE1010003?hotel_code=demo-tokyo&locale=en`);
  await page.getByRole('link', { name: 'Book your stay' }).click();
  await expect(page.getByRole('heading', { name: 'Christmas suite lottery', level: 2 })).toBeVisible();
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  const payment = await toPayment(page);
  await payment.getByRole('radio', { name: 'Pay now by card' }).check();
  // Not one of her saved cards: a new one, which asks for 3-D Secure.
  await payment.getByRole('radio', { name: 'A new card' }).check();
  await payment.getByLabel('Card number').fill('4000 0000 0000 3220');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByLabel('Name on the card').fill('HANAKO YAMADA');
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/__staykit\/3ds\//);
  await page.getByRole('button', { name: /Cancel/ }).click();
  await expect(page.getByRole('heading', { name: 'The booking did not go through' })).toBeVisible();

  await page.goto(`${site.origin}/room-lottery/confirmation/LE1010003?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByText('Your reservation of this stay was not completed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book your stay' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Your reservation was not completed' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your reservation was not completed', level: 2 }),
  ).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `lottery-incomplete-${viewport.width}`);
  }
  await page.getByRole('button', { name: 'Delete it and book again' }).click();
  await expect(page).toHaveURL(/lottery_result_entry_number=LE1010003/);
  await expect(page.getByRole('heading', { name: 'Christmas suite lottery', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Select Room only/ }).first()).toBeVisible();
  await page.goto(`${site.origin}/room-lottery/confirmation/LE1010003?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('link', { name: 'Book your stay' })).toBeVisible();
});

test('a guest who picks a lottery room signs in first, without the corporate sign-in, and comes back', async ({
  page,
}) => {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('link', { name: 'Sign in as a corporate user' })).toBeVisible();
  await page.goto(lotterySearch('checkin=2027-02-14&checkout=2027-02-16'));
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as a corporate user' })).toHaveCount(0);
  await form.getByLabel(/^E-mail address/).fill('mei.watanabe@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the lottery', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/room-lottery\/guest-detail\?.*lottery_event=/);
});
