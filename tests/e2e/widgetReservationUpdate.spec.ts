// Changing a reservation's stay in the widget's production build, against the mock backend over HTTP: a
// booking made through the API (what the confirmation e-mail gives the guest), the review's "Change stay"
// address (update-mode search), the confirm page, and the reservation and the stock afterwards. Then a
// row per update rule and refusal code, each reached through the mock's documented states (the booker's
// last name) and its clock, and axe on the update-mode screens. The browser's clock is the mock's.
import { expect, type Page } from '@playwright/test';
import { errorMessage, type MessageCode } from '../../sdk/src/messages';
import { expectAccessible, VIEWPORTS } from './fixtures/accessibility';
import {
  advanceMockClock,
  ANOTHER_GUEST,
  bookThroughApi,
  openClientSession,
  roomsLeft,
  type BookedReservation,
} from './fixtures/mockApi';
import { test } from './fixtures/reusedContext';
import { useWidgetSite } from './fixtures/widgetSite';

// The change deadline of the standard booking (check-in 2026-12-10) is 18:00 hotel time the day before:
// from 2026-12-01 09:00 that is 8 days and 9 hours, 12,060 minutes; one more and it has passed.
const TO_DEADLINE_MINUTES = 8 * 24 * 60 + 9 * 60;
// A pending update or payment blocks changes for 5 minutes on the mock clock.
const PENDING_LOCK_MINUTES = 5;

const site = useWidgetSite('reservation-update');

const access = (booked: BookedReservation) =>
  `hotel_code=demo-tokyo&hotelId=${booked.hotelId}&bypass_token=${booked.token}&locale=en`;

/** The review's "Change stay" address: the update-mode search, from the reservation's stay. */
const updateSearchPath = (booked: BookedReservation, stay = 'checkin=2026-12-10&checkout=2026-12-11') =>
  `/booking/result?${access(booked)}&current_reservation=${booked.reservationNumber}&${stay}&adults=2`;

const banner = (page: Page, booked: BookedReservation) =>
  page.getByRole('region', { name: `Changing reservation ${booked.reservationNumber}` });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const ROOM_ONLY_TWIN = 'Select Room only in Standard Twin';

/** The reservation as the API answers it now (through its confirmation link's token). */
async function reservationNow(booked: BookedReservation) {
  const response = await fetch(
    `${site.mockUrl}/hotels/101/reservations/${booked.reservationNumber}?bypass_token=${booked.token}`,
    { headers: { 'Client-Session': await openClientSession(site.mockUrl) } },
  );
  return ((await response.json()) as { data: { checkin_date: string; checkout_date: string } }).data;
}

/** The update search for 12-12 → 12-14 (for `rooms` rooms), then the booked plan's offer: the confirm page. */
async function toConfirmPage(page: Page, booked: BookedReservation, offer = ROOM_ONLY_TWIN, rooms = 1) {
  const stay = `checkin=2026-12-12&checkout=2026-12-14&room_count=${rooms}`;
  await page.goto(`${site.origin}${updateSearchPath(booked, stay)}`);
  await results(page).getByRole('link', { name: offer }).click();
  await expect(
    page.getByRole('heading', { name: `Confirm the change to reservation ${booked.reservationNumber}` }),
  ).toBeVisible();
}

/** Books `count` rooms of a plan as another guest would (another e-mail), for 2026-12-13 → 12-14. */
async function bookElsewhere(roomPlanCode: string, count: number) {
  await bookThroughApi(site.mockUrl, {
    booker: ANOTHER_GUEST,
    checkin: '2026-12-13',
    checkout: '2026-12-14',
    roomPlanCode,
    rooms: count,
    payment: 'on_site',
  });
}

const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm the change' });

test('a guest moves the stay to other dates: the reservation and the stock follow', async ({ page }) => {
  const booked = await bookThroughApi(site.mockUrl);
  const before = {
    old: await roomsLeft(site.mockUrl, 'STD', '2026-12-10'),
    first: await roomsLeft(site.mockUrl, 'STD', '2026-12-15'),
    second: await roomsLeft(site.mockUrl, 'STD', '2026-12-16'),
  };
  await page.goto(`${site.origin}${updateSearchPath(booked)}`);
  await expect(banner(page, booked).getByTestId('update-current-stay')).toHaveText(
    'Current stay: December 10, 2026 – December 11, 2026, Standard Twin, Room only',
  );
  await expect(page.getByText('The new stay must be at least 1 night.', { exact: true })).toBeVisible();

  // New dates through the form, as the guest types them.
  await page.getByRole('textbox', { name: 'Check-in' }).fill('2026-12-15');
  await page.getByRole('textbox', { name: 'Check-out' }).fill('2026-12-17');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/checkin=2026-12-15&checkout=2026-12-17/);
  const offer = results(page).getByRole('link', { name: ROOM_ONLY_TWIN });
  const shown = await offer.locator('xpath=ancestor::li[1]').getByTestId('price').innerText();
  await offer.click();

  await expect(page.getByTestId('update-new-dates')).toHaveText('December 15, 2026 – December 17, 2026');
  await expect(page.getByTestId('update-new-total')).toHaveText(shown);
  await expect(page.getByTestId('update-difference')).toHaveText(/^Difference: ¥[\d,]+ more$/);
  await confirmButton(page).click();

  await expect(page.getByText('Reservation updated.')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(
      `/review-reservation/${booked.reservationNumber}\\?hotel_code=demo-tokyo&hotelId=101&bypass_token=`,
    ),
  );
  expect(await reservationNow(booked)).toMatchObject({
    checkin_date: '2026-12-15',
    checkout_date: '2026-12-17',
  });
  // The old night went back, the new nights were taken.
  expect(await roomsLeft(site.mockUrl, 'STD', '2026-12-10')).toBe(before.old + 1);
  expect(await roomsLeft(site.mockUrl, 'STD', '2026-12-15')).toBe(before.first - 1);
  expect(await roomsLeft(site.mockUrl, 'STD', '2026-12-16')).toBe(before.second - 1);
});

test('update mode hides the currency selector and the login widget', async ({ page }) => {
  await page.goto(
    `${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-11`,
  );
  await expect(results(page)).toBeVisible();
  // The ordinary search shows both, so their absence below is update mode's doing.
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  const booked = await bookThroughApi(site.mockUrl);
  await page.goto(`${site.origin}${updateSearchPath(booked)}`);
  await expect(results(page)).toBeVisible();
  await expect(banner(page, booked)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('only offers of the booked plan can be picked (the plan cannot change)', async ({ page }) => {
  const booked = await bookThroughApi(site.mockUrl);
  await page.goto(`${site.origin}${updateSearchPath(booked)}`);
  await expect(banner(page, booked)).toContainText('Your plan, Room only, stays as booked');
  await expect(results(page).getByRole('link', { name: /^Select / })).toHaveCount(1);
  await expect(results(page).getByRole('link', { name: ROOM_ONLY_TWIN })).toBeVisible();
  await expect(results(page).getByText('Not your plan: cannot be selected').first()).toBeVisible();
  await page.goto(
    `${site.origin}${updateSearchPath(booked).replace('/booking/result', '/booking/recommender')}`,
  );
  await expect(results(page).getByRole('link', { name: /^Select / })).toHaveCount(1);
});

interface SearchRow {
  name: string;
  lastName?: string;
  /** Minutes the clocks move before the search opens. */
  minutes?: number;
  /** The code whose message the banner shows; none: offers can be picked. */
  code: MessageCode | null;
  /** Then the clocks move this many minutes more, and the search opens again with offers to pick. */
  thenAllowedAfter?: number;
}

const SEARCH_ROWS: readonly SearchRow[] = [
  { name: 'edited by staff', lastName: 'STAFFEDITED', code: 'edited_by_staff' },
  {
    name: 'an update pending (for 5 minutes)',
    lastName: 'PENDINGUPDATE',
    code: '3013',
    thenAllowedAfter: PENDING_LOCK_MINUTES,
  },
  {
    name: 'a payment pending (for 5 minutes)',
    lastName: 'PENDINGPAYMENT',
    code: '3016',
    thenAllowedAfter: PENDING_LOCK_MINUTES,
  },
  { name: 'the last minute before the deadline', minutes: TO_DEADLINE_MINUTES - 1, code: null },
  {
    name: 'after 18:00 the day before check-in',
    minutes: TO_DEADLINE_MINUTES + 1,
    code: 'update_deadline_passed',
  },
  { name: 'the original changed (only the update itself can tell)', lastName: 'STALEORIGINAL', code: null },
];

for (const row of SEARCH_ROWS) {
  test(`update search, ${row.name}: ${row.code ?? 'offers can be picked'}`, async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl, row.lastName ? { lastName: row.lastName } : {});
    if (row.minutes) await site.moveClocks(page, { minutes: row.minutes });
    await page.goto(`${site.origin}${updateSearchPath(booked)}`);
    await expect(results(page)).toBeVisible();
    if (row.code !== null) {
      await expect(banner(page, booked).getByRole('alert')).toHaveText(errorMessage(row.code, 'en'));
      await expect(results(page).getByRole('link', { name: /^Select / })).toHaveCount(0);
      await expect(results(page).getByText('Cannot be selected now').first()).toBeVisible();
      if (row.thenAllowedAfter === undefined) return;
      await site.moveClocks(page, { minutes: row.thenAllowedAfter });
      await page.reload();
      await expect(results(page)).toBeVisible();
    }
    await expect(banner(page, booked).getByRole('alert')).toHaveCount(0);
    await expect(results(page).getByRole('link', { name: ROOM_ONLY_TWIN })).toBeVisible();
  });
}

interface ConfirmRow {
  name: string;
  lastName?: string;
  /** Changes the confirm address before it opens (as a stale or edited link would). */
  edit?: Readonly<Record<string, string>>;
  /** The plan booked, and its offer in the results (Standard Twin room only when not given). */
  plan?: { code: string; offer: string; rooms?: number };
  /** Happens while the confirm page is open, before Confirm. */
  meanwhile?: (page: Page) => Promise<void>;
  code: MessageCode;
  /** The SDK explains it before anything is sent: no Confirm at all. */
  before?: boolean;
  /** After the refusal, Confirm can be pressed again (with the new total). */
  again?: boolean;
}

const CONFIRM_ROWS: readonly ConfirmRow[] = [
  {
    name: 'another plan in the address',
    edit: { new_room_plan_code: 'STD-BF' },
    code: 'plan_change_not_allowed',
    before: true,
  },
  {
    name: 'a stay of no nights',
    edit: { new_checkout: '2026-12-12' },
    code: 'minimum_nights_not_met',
    before: true,
  },
  { name: 'staff edited it', lastName: 'STAFFEDITED', code: 'edited_by_staff', before: true },
  { name: 'an update pending', lastName: 'PENDINGUPDATE', code: '3013', before: true },
  { name: 'a payment pending', lastName: 'PENDINGPAYMENT', code: '3016', before: true },
  { name: 'the original changed', lastName: 'STALEORIGINAL', code: '3014' },
  {
    name: 'the deadline passed while the page was open',
    // The mock's clock only: the page was loaded before the deadline.
    meanwhile: () => advanceMockClock(site.mockUrl, { minutes: TO_DEADLINE_MINUTES + 1 }),
    code: 'update_deadline_passed',
  },
  {
    name: 'a total that is no longer the price',
    edit: { new_total: '1000' },
    code: 'price_changed',
    again: true,
  },
  {
    // The suite's breakfast plan sells one room a night: another guest takes it for a night of the stay.
    name: 'the last room taken meanwhile',
    plan: { code: 'STE-BF', offer: 'Select Breakfast included in Executive Suite' },
    meanwhile: () => bookElsewhere('STE-BF', 1),
    code: 'sold_out',
  },
  {
    // Two doubles wanted: another guest leaves one double for a night of the stay (as many as it takes).
    name: 'fewer rooms left meanwhile than the change wants',
    plan: { code: 'DBL-BF', offer: 'Select Breakfast included in Deluxe Double', rooms: 2 },
    meanwhile: async () => bookElsewhere('DBL-RO', (await roomsLeft(site.mockUrl, 'DBL', '2026-12-13')) - 1),
    code: 'no_rooms_available',
  },
];

for (const row of CONFIRM_ROWS) {
  test(`confirm page, ${row.name}: ${row.code}`, async ({ page }) => {
    const booked = await bookThroughApi(site.mockUrl, {
      ...(row.lastName ? { lastName: row.lastName } : {}),
      ...(row.plan ? { roomPlanCode: row.plan.code } : {}),
    });
    if (row.lastName && row.before) {
      // The search offers nothing then: the confirm address is the one a stale tab would hold.
      const pick = `new_checkin=2026-12-12&new_checkout=2026-12-14&new_room_type_code=STD&new_room_plan_code=STD-RO&new_total=30400&new_rooms%5B0%5D%5Badults%5D=2`;
      await page.goto(
        `${site.origin}/review-reservation/${booked.reservationNumber}/update?${access(booked)}&current_reservation=${booked.reservationNumber}&${pick}`,
      );
    } else {
      await toConfirmPage(page, booked, row.plan?.offer, row.plan?.rooms);
    }
    if (row.edit) {
      const url = new URL(page.url());
      for (const [key, value] of Object.entries(row.edit)) url.searchParams.set(key, value);
      await page.goto(url.toString());
    }
    const message = errorMessage(row.code, 'en');
    if (row.before) {
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(confirmButton(page)).toHaveCount(0);
      return;
    }
    await row.meanwhile?.(page);
    await confirmButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(message);
    await expect(alert).toBeFocused();
    if (row.again) {
      await expect(alert).toContainText(/New total: ¥[\d,]+/);
      const newTotal = await page.getByTestId('update-new-total').innerText();
      await expect(alert).toContainText(`New total: ${newTotal}`);
      await confirmButton(page).click();
      await expect(page.getByText('Reservation updated.')).toBeVisible();
      return;
    }
    await expect(confirmButton(page)).toHaveCount(0);
    if (row.code === 'sold_out' || row.code === 'no_rooms_available') {
      // Other dates: back to the update search, with the search the guest made.
      await page.getByRole('link', { name: 'Choose other dates' }).click();
      await expect(banner(page, booked)).toBeVisible();
      await expect(page).toHaveURL(/\/booking\/result\?.*current_reservation=.*checkin=2026-12-12/);
    } else {
      await page.getByRole('link', { name: 'Back to your reservation' }).click();
      await expect(page).toHaveURL(new RegExp(`/review-reservation/${booked.reservationNumber}\\?`));
    }
  });
}

const AXE_SCREENS = [
  {
    name: 'update-search',
    open: async (page: Page, booked: BookedReservation) => {
      await page.goto(`${site.origin}${updateSearchPath(booked)}`);
      await expect(results(page).getByRole('link', { name: ROOM_ONLY_TWIN })).toBeVisible();
    },
  },
  { name: 'update-confirm', open: (page: Page, booked: BookedReservation) => toConfirmPage(page, booked) },
] as const;

for (const screen of AXE_SCREENS) {
  for (const viewport of VIEWPORTS) {
    test(`${screen.name} at ${viewport.width} px: no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const booked = await bookThroughApi(site.mockUrl);
      await screen.open(page, booked);
      await expect(page.locator('.sk-spinner')).toHaveCount(0);
      await expectAccessible(page, `${screen.name}-${viewport.width}`);
    });
  }
}
