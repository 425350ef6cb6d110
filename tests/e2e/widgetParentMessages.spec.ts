// Messages between the widget and the page that frames it, across real origins: a hotel page at
// https://hotel.test, which the hotel lists in its `allowed_parent_origins`, and a hostile page at
// https://evil.test (both served by page.route, which answers before the network, so no certificate is
// involved) frame the same production build. Two ways to serve it: a plain static server, where only the
// widget's own checks stand between the hostile page and the hotel's guest, and the widget's production
// server, whose frame-ancestors header keeps the hostile page from framing it at all.
import { expect, test, type Page } from '@playwright/test';
import { fillGuestDetails } from './fixtures/guestDetails';
import { EVIL, HOTEL, hostPageOf, useHostPageSites } from './fixtures/hostPage';
import { bookThroughApi } from './fixtures/mockApi';

const sites = useHostPageSites('parent-messages');

const { widgetUrl, openHostPage, widget, received, postToWidget, syncWithWidget } = hostPageOf(
  () => sites.site,
);

test('the hotel page receives booking-widget-opened and close, and can change the language', async ({
  page,
}) => {
  await openHostPage(page, HOTEL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect
    .poll(() => received(page))
    .toEqual([
      {
        origin: sites.site.origin,
        data: { type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' },
      },
    ]);

  // A current browser has everything the widget needs: no obsolete-browser warning.
  await expect(frame.getByRole('region', { name: 'Browser notice' })).toHaveCount(0);

  // The close button is a labelled button, operable from the keyboard.
  const close = frame.getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await received(page)).at(-1))
    .toEqual({
      origin: sites.site.origin,
      data: { type: 'close' },
    });

  await postToWidget(page, { type: 'change-locale', locale: 'ja' }, sites.site.origin);
  await expect(frame.getByRole('combobox', { name: '言語' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(frame.getByRole('button', { name: '閉じる' })).toBeVisible();

  // A chatbot's sync is followed only by a frame opened with `chatbot_sync=true`: this one ignores it.
  await postToWidget(page, { type: 'refresh-login-from-chatbot' }, sites.site.origin);
  const marker = await syncWithWidget(page);
  expect(await received(page)).not.toContainEqual({
    origin: sites.site.origin,
    data: { type: 'chatbotSynced' },
  });
  expect((await received(page)).at(-1)).toEqual(marker);
});

test('a page at another origin framing the widget under the hotel parentUrl receives nothing and is not obeyed', async ({
  page,
}) => {
  await openHostPage(page, EVIL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();

  await postToWidget(page, { type: 'change-locale', locale: 'ja' }, '*');
  await frame.getByRole('button', { name: 'Close' }).click();
  const marker = await syncWithWidget(page);

  // The widget posted booking-widget-opened and close, to the hotel's origin only: none reached this page.
  expect(await received(page)).toEqual([marker]);
  await expect(frame.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
});

test('shows no close button when the hotel does not allow closing', async ({ page }) => {
  await sites.site.setHotelSettings('demo-tokyo', { closeable: false });
  await openHostPage(page, HOTEL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect(frame.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(0);
});

/** A booking paid at the hotel, and its confirmation page's address (where GA4's `purchase` is sent). */
async function bookedConfirmationPath(mockUrl: string): Promise<{ path: string; reservationNumber: string }> {
  const booked = await bookThroughApi(mockUrl, { payment: 'on_site' });
  const query = new URLSearchParams({
    hotel_code: 'demo-tokyo',
    locale: 'en',
    email: booked.email,
    bypass_token: booked.token,
  });
  return {
    path: `/reservation/confirmation/${booked.reservationNumber}?${query.toString()}`,
    reservationNumber: booked.reservationNumber,
  };
}

const ga4Events = async (page: Page) =>
  (await received(page)).filter((message) => (message.data as { type?: string })?.type === 'ga4Event');

test("the hotel's page receives the booking's purchase; a page it does not list, naming itself as the parent, receives nothing and is not obeyed", async ({
  page,
}) => {
  const { path, reservationNumber } = await bookedConfirmationPath(sites.site.mockUrl);
  await openHostPage(page, HOTEL, widgetUrl({ path }));
  await expect(widget(page).getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  await expect
    .poll(async () => (await ga4Events(page)).map(({ data }) => data))
    .toEqual([
      expect.objectContaining({
        event: 'purchase',
        params: expect.objectContaining({ transaction_id: reservationNumber }),
      }),
    ]);

  // The same confirmation framed by a page the hotel does not list, which says it is the parent.
  const hostile = await page.context().newPage();
  await openHostPage(hostile, EVIL, widgetUrl({ path, parent: EVIL }));
  const frame = widget(hostile);
  await expect(frame.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  await postToWidget(hostile, { type: 'change-locale', locale: 'ja' }, '*');
  const marker = await syncWithWidget(hostile);
  // No booking-widget-opened, no purchase with its reservation number and value: only the test's marker.
  expect(await received(hostile)).toEqual([marker]);
  await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
});

test('served with its frame-ancestors, the widget opens in a page the hotel lists and in no other', async ({
  page,
}) => {
  await openHostPage(page, HOTEL, widgetUrl({ origin: sites.production.origin }));
  await expect(widget(page).getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect
    .poll(() => received(page))
    .toEqual([
      {
        origin: sites.production.origin,
        data: { type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' },
      },
    ]);

  const hostile = await page.context().newPage();
  const refusal = hostile.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await openHostPage(hostile, EVIL, widgetUrl({ origin: sites.production.origin, parent: EVIL }));
  // Chromium refuses to show the widget there: it says so, and nothing of the widget loads.
  expect((await refusal).text()).toContain(`"frame-ancestors ${HOTEL}"`);
  expect(
    hostile
      .frames()
      .some((frame) => frame.url().startsWith(sites.production.origin) && frame !== hostile.mainFrame()),
  ).toBe(false);
  await expect(widget(hostile).getByRole('heading', { level: 1 })).toHaveCount(0);
  expect(await received(hostile)).toEqual([]);
});

/** The hotel's page framing the widget, from its results to the payment step (the mock's clock). */
async function toFramedPayment(page: Page) {
  await page.clock.setFixedTime(new Date('2026-12-01T09:00:00+09:00'));
  await openHostPage(
    page,
    HOTEL,
    widgetUrl({
      path: '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12',
    }),
  );
  const frame = widget(page);
  await frame
    .getByRole('link', { name: /^Select / })
    .first()
    .click();
  await expect(frame.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await fillGuestDetails(frame);
  return { frame, payment: frame.getByRole('form', { name: 'Payment' }) };
}

test("in a frame, the card issuer's 3-D Secure page opens in a new tab, and the booking ends in the frame", async ({
  page,
}) => {
  const { frame, payment } = await toFramedPayment(page);
  await payment.getByRole('radio', { name: 'Pay now by card' }).check();
  await payment.getByLabel('Card number').fill('4000 0000 0000 3220');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByLabel('Name on the card').fill('HANAKO YAMADA');
  await payment.getByRole('button', { name: 'Book' }).click();

  // The frame stays on the hotel's page and offers the issuer's page in a tab of its own.
  await expect(frame.getByRole('heading', { name: 'Check your card in a new tab' })).toBeVisible();
  expect(page.url()).toBe(`${HOTEL}/stay`);
  // An outcome from any other window than a widget page of its own origin is not taken.
  await postToWidget(page, { type: 'staykit:three-d-secure-return', search: '?outcome=approved' }, '*');
  const widgetFrame = page.frame({ url: (url) => url.origin === sites.site.origin });
  await widgetFrame?.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await expect(frame.getByRole('button', { name: 'Open the card check' })).toBeVisible();
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('button', { name: 'Open the card check' }).click(),
  ]);
  // The tab hands the outcome back and closes; the frame finishes the booking.
  const closed = tab.waitForEvent('close');
  await tab.getByRole('button', { name: /Approve/ }).click();
  await closed;
  await expect(frame.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  await expect(frame.getByTestId('reservation-number')).toHaveText(/^SK\d+$/);
});

test("in a frame, PayPal opens in a new tab from the guest's click, and the booking ends in the frame", async ({
  page,
}) => {
  await sites.site.setHotelSettings('demo-tokyo', { payment_gateway: 'gmo_paypal' });
  const { frame, payment } = await toFramedPayment(page);
  await payment.getByRole('radio', { name: 'Pay now with PayPal' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();

  // PayPal's page is not framed: the frame stays on the hotel's page and opens PayPal in a tab, on a click.
  await expect(frame.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  expect(page.url()).toBe(`${HOTEL}/stay`);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('button', { name: 'Continue to PayPal' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/__staykit\/paypal\/checkout\//);
  // Back from PayPal, the tab hands the way back to the frame and closes; the frame finishes the booking.
  const closed = tab.waitForEvent('close');
  await tab.getByRole('button', { name: 'Pay with PayPal' }).click();
  await closed;
  await expect(frame.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
});
