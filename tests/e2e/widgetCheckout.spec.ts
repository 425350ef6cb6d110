// The checkout in the widget's production build, against the mock backend over HTTP: guest details, the
// hotel's question, payment at the hotel or by card through the mock gateway, the mock's own 3-D Secure
// page, and the confirmation read back from the API. The browser's clock is the mock's.
import { expect, type Page } from '@playwright/test';
import { expectAccessible, VIEWPORTS } from './fixtures/accessibility';
import { fillGuestDetails } from './fixtures/guestDetails';
import { standInForAdyen, standInForPaypal, type ProviderCalls } from './fixtures/providerStandIns';
import { test } from './fixtures/reusedContext';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;
const MOCK_NOW = new Date('2026-12-01T09:00:00+09:00');
const SEARCH = '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12';

test.beforeAll(async () => {
  site = await startWidgetSite('checkout');
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  await site.resetMock();
  await page.clock.setFixedTime(MOCK_NOW);
});

/**
 * From the results to the payment step, as a guest types it; with `screenshot`, the guest details are
 * saved as that PNG once checked (see fixtures/accessibility.ts).
 */
async function toPayment(page: Page, offer: RegExp, screenshot?: string, landing = '') {
  await page.goto(`${site.origin}${SEARCH}${landing}`);
  await page.getByRole('link', { name: offer }).first().click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByTestId('price-total_price')).toBeVisible();
  await expectAccessible(page, screenshot);
  await fillGuestDetails(page);
  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment).toBeVisible();
  return payment;
}

/** From a hotel's results to its payment step, for a hotel that asks no arrival time. */
async function toPaymentWithoutQuestions(page: Page, hotelCode: string) {
  await page.goto(`${site.origin}${SEARCH.replace('demo-tokyo', hotelCode)}`);
  await page
    .getByRole('link', { name: /^Select / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await fillGuestDetails(page, { arrivalTime: false });
  return page.getByRole('form', { name: 'Payment' });
}

async function payByCard(page: Page, number: string) {
  const payment = await toPayment(page, /^Select /);
  await payment.getByRole('radio', { name: 'Pay now by card' }).check();
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByLabel('Name on the card').fill('HANAKO YAMADA');
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Book' }).click();
}

test("demo-nagoya's bot check passes unseen, and a refused check is said by the Book button", async ({
  page,
}) => {
  const tokens: (string | undefined)[] = [];
  let refuse = true;
  // The first booking carries a token the mock's check refuses, as a provider's failed check would give.
  await page.route('**/hotels/105/reservations', async (route) => {
    const body = route.request().postDataJSON() as { turnstile_token?: string };
    tokens.push(body.turnstile_token);
    if (!refuse) return route.continue();
    refuse = false;
    return route.continue({ postData: JSON.stringify({ ...body, turnstile_token: 'turnstile-fail' }) });
  });
  const payment = await toPaymentWithoutQuestions(page, 'demo-nagoya');
  await payment.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(payment.getByRole('alert')).toContainText('security check');
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  expect(tokens).toEqual(['turnstile-mock-pass', 'turnstile-mock-pass']);
});

// At both widths: the screens saved here are the checkout's review set (the README links them).
for (const viewport of VIEWPORTS) {
  test(`a guest books paying at the hotel and sees the confirmation, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const payment = await toPayment(page, /^Select Room only/, `checkout-guest-details-${viewport.width}`);
    await payment.getByRole('radio', { name: 'Pay at the hotel' }).check();
    await expectAccessible(page, `checkout-payment-${viewport.width}`);
    await payment.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
    await expect(page).toHaveURL(
      /\/reservation\/confirmation\/SK\d+\?.*email=hanako%40example\.com.*bypass_token=/,
    );
    await expectAccessible(page, `confirmation-${viewport.width}`);
  });
}

test('the campaign the guest landed with is booked with the stay, and kept for a later visit that day', async ({
  page,
}) => {
  // What the mock recorded of a booking (its controls; the contract's answers do not show the tracking).
  const recorded = async () => {
    const number = (await page.getByTestId('reservation-number').textContent()) ?? '';
    const state = await fetch(`${site.mockUrl}/__staykit/state?reservation=${number}`);
    return ((await state.json()) as { reservation: { tracking: Record<string, string> } }).reservation
      .tracking;
  };
  const campaign = '&utm_source=newsletter&utm_campaign=winter&gclid=g-123&utm_term=suites';
  const payment = await toPayment(page, /^Select Room only/, undefined, campaign);
  await payment.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  // The contract's fields only: utm_term has no place in the booking.
  expect(await recorded()).toEqual({ utm_source: 'newsletter', utm_campaign: 'winter', gclid: 'g-123' });

  // Back later without the campaign in the address: the booking is still attributed to it.
  const again = await toPayment(page, /^Select Room only/);
  await again.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await again.getByRole('button', { name: 'Book' }).click();
  // The same guest and dates again: the overlap is said, and booked anyway.
  await again.getByRole('button', { name: 'Book anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  expect(await recorded()).toMatchObject({ utm_source: 'newsletter' });
});

test('a card with 3-D Secure goes to the issuer page and, approved, comes back confirmed', async ({
  page,
}) => {
  await payByCard(page, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/__staykit\/3ds\//);
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  await expect(page.getByTestId('reservation-number')).toHaveText(/^SK\d+$/);
});

test('a guest back from 3-D Secure without its answer waits, reopens the issuer page, and is confirmed', async ({
  page,
}) => {
  await payByCard(page, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/__staykit\/3ds\//);
  // The back button, a closed issuer tab: the return page without an outcome.
  await page.goto(`${site.origin}/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('status')).toContainText('Your card issuer has not confirmed the payment yet.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open your card issuer’s page again' }).click();
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
});

test('a guest waiting for 3-D Secure past its 15 minutes ends on the failure page', async ({ page }) => {
  await payByCard(page, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/__staykit\/3ds\//);
  await page.goto(`${site.origin}/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('status')).toContainText('Your card issuer has not confirmed the payment yet.');
  await site.moveClocks(page, { minutes: 16 });
  await expect(page.getByRole('heading', { name: 'The booking did not go through' })).toBeVisible();
  await expect(page).toHaveURL(/error_code=three_d_secure_expired/);
});

test('a 3-D Secure challenge the guest cancels ends on the failure page with its reason', async ({
  page,
}) => {
  await payByCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: /Cancel/ }).click();
  await expect(page.getByRole('heading', { name: 'The booking did not go through' })).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/fail\?.*error_code=3008/);
  await expectAccessible(page);
});

/** From the results to PayPal's page (the mock's), at demo-tokyo put on GMO PayPal. */
async function payWithPaypal(page: Page, screenshot?: string) {
  await site.setHotelSettings('demo-tokyo', { payment_gateway: 'gmo_paypal' });
  const payment = await toPayment(page, /^Select /);
  await payment.getByRole('radio', { name: 'Pay now with PayPal' }).check();
  await expect(payment).toContainText('After you book, you pay with PayPal.');
  // No card is asked for: PayPal takes it.
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page, screenshot);
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/__staykit\/paypal\/checkout\//);
}

test('a guest pays with PayPal: booked first, paid on PayPal’s page, then confirmed', async ({ page }) => {
  await payWithPaypal(page, 'checkout-paypal-1280');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  const number = (await page.getByTestId('reservation-number').textContent()) ?? '';
  const state = await fetch(`${site.mockUrl}/__staykit/state?reservation=${number}`);
  expect(state.status).toBe(200);
});

test('a guest back from PayPal without paying finds the room held and goes to PayPal again', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS[1]);
  await payWithPaypal(page, 'checkout-paypal-375');
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(page.getByText('You came back from PayPal without paying.')).toBeVisible();
  // Focus is on the page's heading, where a screen reader starts reading.
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeFocused();
  await expect(page.getByText(/Your room is held until/)).toBeVisible();
  // PayPal's order and payer ids do not stay in the address.
  await expect(page).toHaveURL(/\/reservation\/three-d-secure\?hotel_code=demo-tokyo&locale=en$/);
  await expectAccessible(page, 'paypal-back-without-paying-375');
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page).toHaveURL(/\/__staykit\/paypal\/checkout\//);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
});

test('a PayPal payment whose card fails authentication ends on the failure page with its reason', async ({
  page,
}) => {
  await payWithPaypal(page);
  await page.getByRole('button', { name: 'Fail card authentication' }).click();
  await expect(page.getByRole('heading', { name: 'The booking did not go through' })).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/fail\?.*error_code=3006/);
});

test('a guest at an Adyen hotel pays on Adyen’s page after booking, and comes back confirmed', async ({
  page,
}) => {
  const payment = await toPaymentWithoutQuestions(page, 'demo-seoul');
  await payment.getByRole('radio', { name: 'Pay now with Adyen' }).check();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/__staykit\/adyen\/checkout\//);
  await page.getByRole('button', { name: 'Pay with Adyen' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  // Adyen's session ids do not stay in the address.
  await expect(page).not.toHaveURL(/sessionId|sessionResult/);
});

/**
 * Books at demo-tokyo on GMO PayPal with a PayPal account of its own, until PayPal's buttons show in the
 * page (PayPal's script loaded only after the booking).
 */
async function bookForPaypalButtons(page: Page, loaded: () => URL | null, screenshot?: string) {
  await site.setHotelSettings('demo-tokyo', {
    payment_gateway: 'gmo_paypal',
    payment_provider_keys: 'sandbox',
  });
  const payment = await toPayment(page, /^Select /);
  await payment.getByRole('radio', { name: 'Pay now with PayPal' }).check();
  expect(loaded()).toBeNull();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible();
  await expect(page.getByText(/Your room is held until .*\. Pay with PayPal below/)).toBeVisible();
  await expectAccessible(page, screenshot);
}

test('a hotel with its own PayPal account: the guest pays with PayPal’s buttons in the page, loaded then', async ({
  page,
}) => {
  const calls = await standInForPaypal(page, site.mockUrl);
  await bookForPaypalButtons(page, () => calls.paypalScript, 'checkout-paypal-buttons-1280');
  // PayPal's loader asked for the hotel's client id, currency and intent, in the guest's language.
  expect(calls.paypalScript?.searchParams.get('client-id')).toBe('sb-staykit-demo-tokyo');
  expect(calls.paypalScript?.searchParams.get('currency')).toBe('JPY');
  expect(calls.paypalScript?.searchParams.get('intent')).toBe('authorize');
  expect(calls.paypalScript?.searchParams.get('locale')).toBe('en_US');
  const validation = page.waitForRequest(/\/paypal_payments\/validate_credit_card/);
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  // The approved order's card is checked against the booking's rules, for this booking.
  const checked: unknown = (await validation).postDataJSON();
  expect(checked).toMatchObject({ hotel_id: 101, paypal_order_id: expect.any(String) as unknown });
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
});

test('a guest who closes PayPal’s window keeps the room and pays with the buttons again', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS[1]);
  const calls = await standInForPaypal(page, site.mockUrl);
  await bookForPaypalButtons(page, () => calls.paypalScript, 'checkout-paypal-buttons-375');
  await page.getByRole('button', { name: 'Close PayPal' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You came back from PayPal without paying.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
});

test('PayPal’s script that will not load: the guest is offered PayPal’s own page, and pays there', async ({
  page,
}) => {
  await site.setHotelSettings('demo-tokyo', {
    payment_gateway: 'gmo_paypal',
    payment_provider_keys: 'sandbox',
  });
  await page.route(/^https:\/\/www\.paypal\.com\//, (route) => route.fulfill({ status: 503, body: '' }));
  const payment = await toPayment(page, /^Select /);
  await payment.getByRole('radio', { name: 'Pay now with PayPal' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('alert')).toContainText('PayPal could not be shown on this page.');
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page).toHaveURL(/\/__staykit\/paypal\/checkout\//);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
});

/** Books at demo-seoul (Adyen) with an Adyen account of its own, until Adyen's Drop-in shows in the page. */
async function bookForAdyenDropIn(page: Page, calls: ProviderCalls, screenshot?: string) {
  await site.setHotelSettings('demo-seoul', { payment_provider_keys: 'sandbox' });
  const payment = await toPaymentWithoutQuestions(page, 'demo-seoul');
  await payment.getByRole('radio', { name: 'Pay now with Adyen' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with Adyen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to PayPay' })).toBeVisible();
  // Drop-in opened the session the backend made for the booking (its data, not the widget's).
  expect(calls.adyen[0]).toMatchObject({
    path: 'setup',
    body: { sessionData: expect.stringMatching(/^Ab02b4c0!mock\./) as unknown },
  });
  await expectAccessible(page, screenshot);
}

test('a hotel with its own Adyen account: the guest pays in Adyen’s Drop-in, through PayPay’s page and back', async ({
  page,
}) => {
  const calls = await standInForAdyen(page, site.mockUrl, { outcome: 'redirect' });
  await bookForAdyenDropIn(page, calls, 'checkout-adyen-dropin-1280');
  await page.getByRole('button', { name: 'Continue to PayPay' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  // Back from PayPay, Drop-in submitted what Adyen returned the guest with, for the same session.
  expect(calls.adyen.map((call) => call.path)).toEqual(['setup', 'payments', 'setup', 'paymentDetails']);
  expect(calls.adyen[3]?.body).toMatchObject({ details: { redirectResult: 'stand-in-redirect-result' } });
  // Back in the widget, Adyen's library went on with the session's data as its payment answer left it.
  expect(calls.adyen[2]?.body).toMatchObject({ sessionData: 'stand-in-session-data-2' });
});

test('a payment Adyen refuses while the room is still held can be tried again in a new Drop-in', async ({
  page,
}) => {
  const calls = await standInForAdyen(page, site.mockUrl, { outcome: 'refused-once' });
  await bookForAdyenDropIn(page, calls);
  await page.getByRole('button', { name: 'Continue to PayPay' }).click();
  await expect(page.getByRole('alert')).toContainText('The payment with Adyen did not go through.');
  await page.getByRole('button', { name: 'Continue to Adyen' }).click();
  await page.getByRole('button', { name: 'Continue to PayPay' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  // The second try was a new session: Drop-in set up twice.
  expect(calls.adyen.filter((call) => call.path === 'setup')).toHaveLength(2);
});

test('a payment Adyen refuses in Drop-in ends on the failure page with its reason', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[1]);
  const calls = await standInForAdyen(page, site.mockUrl, { outcome: 'refused' });
  await bookForAdyenDropIn(page, calls, 'checkout-adyen-dropin-375');
  await page.getByRole('button', { name: 'Continue to PayPay' }).click();
  await expect(page.getByRole('heading', { name: 'The booking did not go through' })).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/fail\?.*error_code=3006/);
});

test('a declined card is shown at the payment step and books nothing', async ({ page }) => {
  await payByCard(page, '4000 0000 0000 3204');
  await expect(page.getByRole('form', { name: 'Payment' }).getByRole('alert')).toContainText(
    'The payment failed',
  );
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
});

test('a booking with an extra shows the extra in the price and books', async ({ page }) => {
  await page.goto(`${site.origin}${SEARCH}`);
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  await expect(page.getByTestId('price-total_price')).toBeVisible();
  const breakfast = page
    .getByRole('region', { name: 'Extras' })
    .getByRole('group', { name: 'Breakfast voucher' });
  await expect(breakfast).toContainText('¥2,750 each, tax included (¥2,500 before tax)');
  // By keyboard: the stepper's button, then the arrow key in its field.
  await breakfast.getByRole('button', { name: 'Add one: Breakfast voucher' }).press('Enter');
  const quantity = breakfast.getByRole('spinbutton', { name: 'Breakfast voucher Quantity' });
  await expect(quantity).toHaveValue('1');
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('2');
  await expect(page.getByTestId('price-total_extra_price')).toHaveText('¥5,500');
  await expectAccessible(page);
  const total = await page.getByTestId('price-total_price').textContent();

  await page.getByLabel(/^Last name/).fill('Yamada');
  await page.getByLabel(/^First name/).fill('Hanako');
  await page.getByLabel(/^E-mail \*/).fill('hanako@example.com');
  await page.getByLabel(/^Confirm e-mail address/).fill('hanako@example.com');
  await page.getByLabel(/^Phone/).fill('+819012345678');
  await page.getByLabel(/^Arrival time/).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  // The reservation read back from the API costs what the guest saw, the two vouchers included.
  await expect(page.getByTestId('reservation-total')).toHaveText(total ?? '');
});

test('a signed-in member spends points: below the minimum is refused, 1,000 take 1,000 off the total', async ({
  page,
}) => {
  await page.goto(`${site.origin}${SEARCH}&one_time_access_token=ota_hanako_0001`);
  await page
    .getByRole('link', { name: /^Select Room only/ })
    .first()
    .click();
  const points = page.getByRole('form', { name: 'Use points' });
  await expect(points.getByText('Your balance: 10,000 points')).toBeVisible();
  const total = page.getByTestId('price-total_price');
  const before = Number((await total.textContent())?.replace(/[^\d]/g, ''));
  await points.getByLabel('Points to use').fill('450');
  await points.getByRole('button', { name: 'Use' }).click();
  await expect(points.getByRole('alert')).toHaveText('Use at least 500 points.');
  await points.getByLabel('Points to use').fill('1000');
  await points.getByRole('button', { name: 'Use' }).click();
  await expect(page.getByTestId('price-spending_point_value')).toBeVisible();
  await expect(total).toHaveText(new RegExp(`${(before - 1000).toLocaleString('en')}$`));
  await expectAccessible(page);
});

test('a Visa card can be booked as a Ponta card; other networks are not offered it', async ({ page }) => {
  const payment = await toPayment(page, /^Select /);
  await payment.getByRole('radio', { name: 'Pay now by card' }).check();
  const ponta = payment.getByRole('checkbox', { name: 'This is a Ponta card (earn Ponta points)' });
  await payment.getByLabel('Card number').fill('5555 5555 5555 4444');
  await expect(ponta).toHaveCount(0);
  await payment.getByLabel('Card number').fill('4111 1111 1111 1111');
  await ponta.check();
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByLabel('Name on the card').fill('HANAKO YAMADA');
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
});
