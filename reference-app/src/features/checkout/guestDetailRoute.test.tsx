import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorMessage } from '@staykit/sdk/messages';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { fillGuestDetails } from '../../testing/fillGuestDetails';
import { recordRequests } from '../../testing/recordRequests';
import { setHotelSettings } from '../../testing/setHotelSettings';
import { startWidget } from '../../testing/startWidget';

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST).
const server = setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());
// The checkout's code and words load on demand: compiled here, under the hook's longer timeout, the first
// test on a busy machine does not spend its wait on it.
beforeAll(async () => {
  await Promise.all([import('../../routes/GuestDetailRoute'), import('../../i18n/catalogues/en/booking')]);
});

const start = (path: string) => startWidget(path);
const isBooking = (url: URL, request: Request) =>
  request.method === 'POST' && url.pathname.endsWith('/reservations');

const SEARCH = '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12';

/** A provider's operation failing as providers may: 502 with `3203`, a processing error. */
const providerProcessingError = (path: string, provider: string) =>
  http.post(path, () =>
    HttpResponse.json(
      {
        errors: [
          {
            code: '3203',
            title: 'Processing error',
            details: { base: [{ code: '3203', error: `${provider} had a processing error` }] },
          },
        ],
      },
      { status: 502 },
    ),
  );

async function selectFirstOffer(offer = /^Select /, search = SEARCH) {
  start(search);
  const results = await screen.findByRole('region', { name: 'Search results' });
  const select = within(results).getAllByRole('link', { name: offer })[0];
  const shown = select?.closest('li')?.querySelector('[data-testid="price"]')?.textContent;
  fireEvent.click(select as HTMLElement);
  await screen.findByRole('heading', { name: 'Your details' });
  return shown;
}

describe('guest details', () => {
  it('opens from a Select link with the price of the offer and the steps', async () => {
    const shown = await selectFirstOffer();
    expect(window.location.pathname).toBe('/reservation/guest-detail');
    expect(window.location.search).toContain('selected_rooms');
    expect(await screen.findByTestId('price-total_price')).toHaveProperty('textContent', shown);
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Guest details', '2Payment', '3Confirmation']);
    expect(within(steps).getByText('Guest details').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('re-prices with a coupon, keeps it in the URL, and offers to remove a code that does not apply', async () => {
    await selectFirstOffer();
    await screen.findByTestId('price-total_price');
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('price-coupon_discount_amount')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('coupon_code')).toBe('WELCOME10');

    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'NOSUCHCODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove the coupon' }));
    await waitFor(() => expect(window.location.search).not.toContain('coupon_code'));
    expect(await screen.findByTestId('price-total_price')).toBeTruthy();
  });

  it("shows a plan's rounding apart from its special discount, and the lines add up to the total", async () => {
    // demo-kyoto's non-refundable plan takes 8% off, then rounds down to ¥100.
    start(
      '/reservation/guest-detail?hotel_code=demo-kyoto&locale=en&checkin=2026-12-10&checkout=2026-12-12' +
        '&selected_rooms[0][room_type_code]=WES&selected_rooms[0][room_plan_code]=WES-NR' +
        '&selected_rooms[0][adults]=1&selected_rooms[0][quantity]=1',
    );
    const yen = async (field: string) =>
      Number((await screen.findByTestId(`price-${field}`)).textContent?.replace(/[^\d]/g, ''));
    const rounding = await yen('rounding_discount');
    expect(rounding).toBeGreaterThan(0);
    expect(rounding).toBeLessThan(100);
    const charge = await yen('original_price_with_tax');
    const special = await yen('total_special_discount');
    const stayTax = await yen('accommodation_tax');
    expect(charge - special - rounding + stayTax).toBe(await yen('total_price'));
  });

  it('sends a guest without a selection back to search', async () => {
    start('/reservation/guest-detail?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'No room is selected. Choose a room and a plan in the search results first.',
    );
    expect(screen.getByRole('link', { name: 'Back to search' }).getAttribute('href')).toContain(
      '/booking/result',
    );
  });

  it('checks the guest details: each problem under its field, a summary announced and focused that links to each', async () => {
    await selectFirstOffer();
    await screen.findByLabelText(/^Arrival time/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // Last and first name, e-mail, its confirmation, phone, the terms and the hotel's required question.
    const summary = (await screen.findByText('7 fields need your attention.')).closest('[role="alert"]');
    // Focus moves in an effect once the element is on screen.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Last name: Fill in this field.',
      'First name: Fill in this field.',
      'E-mail: Fill in this field.',
      'Confirm e-mail address: Fill in this field.',
      'Phone: Fill in this field.',
      'I accept the terms of booking and the cancellation policy: Accept the terms to book.',
      'Arrival time: Fill in this field.',
    ]);
    const lastName = screen.getByLabelText(/^Last name/) as HTMLInputElement;
    fireEvent.click(links[0] as HTMLElement);
    expect(document.activeElement).toBe(lastName);
    fireEvent.click(links[6] as HTMLElement);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Arrival time/));
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fill in this field.',
    );
  });

  it('keeps what the guest typed across a reload', async () => {
    await selectFirstOffer();
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Yamada' } });
    fireEvent.change(screen.getByLabelText(/^E-mail \*/), { target: { value: 'hanako@example.com' } });
    const url = `${window.location.pathname}${window.location.search}`;
    cleanup();
    document.body.innerHTML = '';
    start(url);
    expect(((await screen.findByLabelText(/^Last name/)) as HTMLInputElement).value).toBe('Yamada');
    expect((screen.getByLabelText(/^E-mail \*/) as HTMLInputElement).value).toBe('hanako@example.com');
  });

  async function continueToPayment(offer?: RegExp, email = 'hanako@example.com', search = SEARCH) {
    await selectFirstOffer(offer, search);
    await screen.findByTestId('price-total_price');
    await fillGuestDetails(email);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    return screen.findByRole('form', { name: 'Payment' });
  }

  it('books paying at the hotel and shows the confirmation read back from the API', async () => {
    const payment = await continueToPayment(/^Select Room only/);
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();
    expect(window.location.pathname).toMatch(/^\/reservation\/confirmation\/SK\d+$/);
    expect(screen.getByTestId('reservation-number').textContent).toBe(
      window.location.pathname.split('/').pop(),
    );
    expect(new URLSearchParams(window.location.search).get('email')).toBe('hanako@example.com');
  });

  it('in another currency than the hotel’s offers card payment only', async () => {
    const payment = await continueToPayment(/^Select Room only/, 'usd@example.com', `${SEARCH}&currency=USD`);
    expect(within(payment).queryByRole('radio', { name: 'Pay at the hotel' })).toBeNull();
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['credit_card']);
  });

  it('charges a card its network’s foreign currency does not take in the hotel’s currency, and books in it', async () => {
    const bookings = recordRequests(server, isBooking);
    const payment = await continueToPayment(/^Select Room only/, 'usd@example.com', `${SEARCH}&currency=USD`);
    const total = () => screen.getByTestId('price-total_price').textContent ?? '';
    const card = (label: string, value: string) =>
      fireEvent.change(within(payment).getByLabelText(label), { target: { value } });
    expect(total()).toMatch(/^\$/);
    // JCB: US dollars take Visa and Mastercard only, so this card pays in yen.
    card('Card number', '3530 1113 3330 0000');
    await waitFor(() => expect(total()).toMatch(/^¥[\d,]+$/));
    expect(within(payment).getByRole('status').textContent).toBe(
      `JCB cards are charged in the hotel’s currency: you pay ${total()}.`,
    );
    // A Visa card: the guest's own currency again.
    card('Card number', '4111 1111 1111 1111');
    await waitFor(() => expect(total()).toMatch(/^\$/));
    expect(within(payment).getByRole('status').textContent).toBe('');
    card('Card number', '3530 1113 3330 0000');
    await waitFor(() => expect(total()).toMatch(/^¥/));
    card('Expiry (MM/YY)', '12/30');
    card('Security code', '123');
    card('Name on the card', 'HANAKO YAMADA');
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();
    const [booking] = await bookings.bodies();
    expect(booking).toMatchObject({ currency: 'JPY' });
    expect(booking).not.toHaveProperty('mcp_currency');
  });

  it('books by card through the gateway: the card is checked first, then tokenised, never sent to the booking', async () => {
    const payment = await continueToPayment();
    // A non-refundable plan: card only.
    expect(within(payment).queryByRole('radio', { name: 'Pay at the hotel' })).toBeNull();
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay now by card' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    expect(await within(payment).findByText('Check the card details.')).toBeTruthy();
    const card = (label: string, value: string) =>
      fireEvent.change(within(payment).getByLabelText(label), { target: { value } });
    card('Card number', '4111 1111 1111 1111');
    card('Expiry (MM/YY)', '12/30');
    card('Security code', '123');
    card('Name on the card', 'HANAKO YAMADA');
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();
  });

  it('offers PayPal at a hotel that takes it: the booking carries no card, and a refused PayPal order can be tried again', async () => {
    await setHotelSettings('demo-tokyo', { payment_gateway: 'gmo_paypal' });
    const bookings = recordRequests(server, isBooking);
    const orders = recordRequests(server, (url) => url.pathname.endsWith('/paypal_payments/order'));
    // PayPal fails to make the order, as it may (502 3203): the guest stays, told why, with the button.
    server.use(providerProcessingError('*/paypal_payments/order', 'PayPal'));
    const payment = await continueToPayment();
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay now with PayPal' }));
    expect(within(payment).queryByLabelText('Card number')).toBeNull();
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Pay with PayPal' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage('3203', 'en'));
    expect(screen.getByRole('button', { name: 'Continue to PayPal' })).toBeTruthy();
    const [booking] = await bookings.bodies();
    expect(booking).toMatchObject({ payment: { type: 'credit_card', provider: 'paypal' } });
    expect(booking).not.toHaveProperty('payment.card_token');
    const [order] = await orders.bodies();
    expect(order).toMatchObject({
      hotel_id: 101,
      return_url: `${window.location.origin}/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en&paypal=return`,
      cancel_url: `${window.location.origin}/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en&paypal=cancel`,
    });
    // PayPal's ids never came: nothing of theirs is in the address.
    expect(window.location.search).toBe('?hotel_code=demo-tokyo&locale=en');
  });

  it('back from a page Adyen’s Drop-in sent the guest to, without the session’s keys (a reload): only watches the payment, so nothing is paid twice', async () => {
    await setHotelSettings('demo-tokyo', { payment_gateway: 'adyen_gmo' });
    const sessions = recordRequests(server, (url) => url.pathname.endsWith('/adyen/payment_session'));
    // Adyen's hosted page cannot be opened here: the session is refused, and the guest stays, told why.
    server.use(providerProcessingError('*/adyen/payment_session', 'Adyen'));
    const payment = await continueToPayment();
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay now with Adyen' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Pay with Adyen' })).toBeTruthy();
    await screen.findByRole('alert');
    const asked = (await sessions.bodies()).length;
    cleanup();
    start(
      '/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en&adyen=return&sessionId=CS1&redirectResult=Ab02',
    );
    expect(
      await screen.findByText('Adyen has taken your payment. Confirming your reservation…'),
    ).toBeTruthy();
    // Adyen's ids leave the address, and no new session (nor a second Drop-in) is made.
    expect(window.location.search).toBe('?hotel_code=demo-tokyo&locale=en');
    expect(await sessions.bodies()).toHaveLength(asked);
  });

  it('offers no provider when the guest pays in another currency than the hotel’s: cards only', async () => {
    await setHotelSettings('demo-tokyo', { payment_gateway: 'gmo_paypal' });
    const payment = await continueToPayment(/^Select Room only/, 'usd@example.com', `${SEARCH}&currency=USD`);
    expect(within(payment).getByRole('radio', { name: 'Pay now by card' })).toBeTruthy();
    expect(within(payment).queryByRole('radio', { name: 'Pay now with PayPal' })).toBeNull();
  });

  it('shows a declined card where the guest is paying, and books nothing', async () => {
    const payment = await continueToPayment();
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay now by card' }));
    const card = (label: string, value: string) =>
      fireEvent.change(within(payment).getByLabelText(label), { target: { value } });
    card('Card number', '4000000000003204');
    card('Expiry (MM/YY)', '12/30');
    card('Security code', '123');
    card('Name on the card', 'HANAKO YAMADA');
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    const alert = await within(payment).findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('3204', 'en'));
    expect(window.location.pathname).toBe('/reservation/guest-detail');
  });

  it.each([
    ['a javascript: address', 'javascript:alert(document.domain)'],
    ['plain http to another host', 'http://acs.example/challenge'],
  ])(
    'follows no 3-D Secure page at %s: the failure page says the answer could not be used',
    async (_case, url) => {
      // The booking's answer as a compromised or broken API could send it: the challenge at `url`.
      onTestFinished(() => {
        vi.restoreAllMocks();
      });
      const mswFetch = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const request = new Request(input, init);
        const response = await mswFetch(request);
        if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/reservations'))
          return response;
        const body = (await response.json()) as { data: { payment?: { three_d_secure?: { url: string } } } };
        const challenge = body.data.payment?.three_d_secure;
        if (challenge) challenge.url = url;
        return Response.json(body, { status: response.status });
      });
      const submit = vi.spyOn(HTMLFormElement.prototype, 'submit');
      const payment = await continueToPayment();
      fireEvent.click(within(payment).getByRole('radio', { name: 'Pay now by card' }));
      const card = (label: string, value: string) =>
        fireEvent.change(within(payment).getByLabelText(label), { target: { value } });
      // The mock's 3-D Secure test card: the payment waits for the issuer's page.
      card('Card number', '4000 0000 0000 3220');
      card('Expiry (MM/YY)', '12/30');
      card('Security code', '123');
      card('Name on the card', 'HANAKO YAMADA');
      fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
      expect(await screen.findByRole('heading', { name: 'The booking did not go through' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(errorMessage('invalid_response', 'en'));
      expect(window.location.pathname).toBe('/reservation/fail');
      expect(submit).not.toHaveBeenCalled();
    },
  );

  it('warns of an overlapping reservation and books anyway when the guest says so', async () => {
    const payment = await continueToPayment(/^Select Room only/, 'overlapping@example.com');
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    const alert = await within(payment).findByRole('alert');
    expect(alert.textContent).toContain(errorMessage('overlapping_reservation', 'en'));
    fireEvent.click(within(alert).getByRole('button', { name: 'Book anyway' }));
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();
  });

  it('prices and books what was searched: a voucher search with companions keeps them to the booking', async () => {
    const prices = recordRequests(server, (url) => url.pathname.endsWith('/rooms/price'));
    const bookings = recordRequests(server, isBooking);
    // One adult companion, and a child companion where no child travels.
    await selectFirstOffer(
      /^Select Pay at the hotel/,
      `${SEARCH}&mode=voucher&is_including_occupied=true&adult_companion=1&kid_tier_A_companion=1`,
    );
    await screen.findByTestId('price-total_price');
    const price = prices.urls().at(-1)?.searchParams;
    expect(price?.get('mode')).toBe('voucher');
    expect(price?.get('is_including_occupied')).toBe('true');
    expect(price?.get('adult_companion')).toBe('1');
    await fillGuestDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();
    const [booking] = (await bookings.bodies()) as { rooms: Record<string, unknown>[] }[];
    expect(booking?.rooms).toHaveLength(1);
    expect(booking?.rooms[0]).toMatchObject({ adults: 2, adult_companion: 1 });
    // A companion is one of the room's guests: no child, so no child companion.
    expect(booking?.rooms[0]).not.toHaveProperty('kid_tier_A_companion');
  });

  it('takes the shorter flow for a plan paid at the hotel only: no payment step, booked from guest details', async () => {
    await selectFirstOffer(/^Select Pay at the hotel/);
    await screen.findByTestId('price-total_price');
    const steps = () =>
      within(screen.getByRole('navigation', { name: 'Booking steps' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent);
    expect(steps()).toEqual(['1Guest details', '2Confirmation']);
    await fillGuestDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Payment' })).toBeNull();
    // The step done carries a tick in place of its number; the confirmation is the current one.
    expect(steps()).toEqual(['Guest details', '2Confirmation']);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('2Confirmation');
  });
});
