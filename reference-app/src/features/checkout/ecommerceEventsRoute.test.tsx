import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookMockStay } from '../../testing/bookMockStay';
import { setupMockApi } from '../../testing/setupMockApi';
import { fillGuestDetails } from '../../testing/fillGuestDetails';
import { startFramedWidget } from '../../testing/startFramedWidget';

// A booking made in a frame: the widget's parent is a stand-in that records what it is sent, and the
// widget page has a tag manager's dataLayer. The page's clock is the mock's (2026-12-01 09:00 JST). The
// parent is the hotel's own site, which the hotel lists in `allowed_parent_origins`.
setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());

const HOTEL = 'https://demo-tokyo.example.com';
const PARENT_URL = encodeURIComponent(`${HOTEL}/stay/tokyo`);
const SEARCH = `/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12&parentUrl=${PARENT_URL}`;

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const page = window as DataLayerWindow;

beforeEach(() => {
  sessionStorage.clear();
  page.dataLayer = [];
});

interface Ga4Message {
  type: 'ga4Event';
  event: string;
  params: { value: number; currency: string; items: { item_id: string; quantity: number }[] } & Record<
    string,
    unknown
  >;
}

/** The GA4 events the parent received, each checked to have gone to the hotel's origin only. */
function ga4Events(parent: ReturnType<typeof startFramedWidget>): Ga4Message[] {
  return parent.postMessage.mock.calls
    .filter(([message]) => (message as { type?: string }).type === 'ga4Event')
    .map(([message, origin]) => {
      expect(origin).toBe(HOTEL);
      return message as Ga4Message;
    });
}
const eventNames = (parent: ReturnType<typeof startFramedWidget>) =>
  ga4Events(parent).map((sent) => sent.event);

describe('GA4 e-commerce events of a booking', () => {
  it('reach the parent and the dataLayer: begin_checkout when priced, add_payment_info, purchase once', async () => {
    const parent = startFramedWidget(SEARCH);
    const results = await screen.findByRole('region', { name: 'Search results' });
    fireEvent.click(within(results).getAllByRole('link', { name: /^Select Room only/ })[0] as HTMLElement);
    await screen.findByTestId('price-total_price');
    const selection = new URLSearchParams(window.location.search);
    const planCode = selection.get('selected_rooms[0][room_plan_code]');
    const shownTotal = Number(selection.get('selected_rooms[0][sale_price]'));

    await waitFor(() => expect(eventNames(parent)).toEqual(['begin_checkout']));
    expect(ga4Events(parent)[0]?.params).toMatchObject({
      currency: 'JPY',
      value: shownTotal,
      items: [{ item_id: planCode, item_name: planCode, quantity: 1, price: shownTotal }],
    });

    // A coupon re-prices the same selection: not a new checkout.
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('price-coupon_discount_amount');
    expect(eventNames(parent)).toEqual(['begin_checkout']);

    await fillGuestDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('form', { name: 'Payment' });
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));

    await screen.findByRole('heading', { name: 'Your reservation is confirmed' });
    const reservationNumber = screen.getByTestId('reservation-number').textContent;
    await waitFor(() =>
      expect(eventNames(parent)).toEqual(['begin_checkout', 'add_payment_info', 'purchase']),
    );
    const [, paymentInfo, purchase] = ga4Events(parent);
    expect(paymentInfo?.params).toMatchObject({ payment_type: 'on_site', coupon: 'WELCOME10' });
    expect(purchase?.params).toMatchObject({
      transaction_id: reservationNumber,
      currency: 'JPY',
      value: paymentInfo?.params.value,
      coupon: 'WELCOME10',
      items: [{ item_id: planCode, quantity: 1, price: paymentInfo?.params.value }],
    });

    // The widget page's dataLayer: each event after clearing the one before, as GA4 asks.
    expect(page.dataLayer).toEqual(
      ga4Events(parent).flatMap((sent) => [
        { ecommerce: null },
        { event: sent.event, ecommerce: sent.params },
      ]),
    );

    // Opening the confirmation again in this tab does not count the booking twice.
    const confirmation = `${window.location.pathname}${window.location.search}&parentUrl=${PARENT_URL}`;
    cleanup();
    document.body.innerHTML = '';
    const reopened = startFramedWidget(confirmation);
    await screen.findByRole('heading', { name: 'Your reservation is confirmed' });
    await act(() => Promise.resolve());
    expect(eventNames(reopened)).toEqual([]);
  });

  it('never reach a parent the hotel does not list, even one that names itself in parentUrl', async () => {
    const booked = await bookMockStay();
    const evil = encodeURIComponent('https://evil.example/frame');
    const parent = startFramedWidget(
      `/reservation/confirmation/${booked.number}?hotel_code=demo-tokyo&locale=en&email=hanako%40example.com&bypass_token=${booked.token}&parentUrl=${evil}`,
    );
    await screen.findByRole('heading', { name: 'Your reservation is confirmed' });
    // The widget's own page still has its purchase (its dataLayer is the hotel's tag manager's).
    await waitFor(() =>
      expect(page.dataLayer).toContainEqual(expect.objectContaining({ event: 'purchase' })),
    );
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
