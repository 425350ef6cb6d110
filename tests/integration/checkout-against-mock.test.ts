// A whole checkout by the SDK against the stateful mock, every exchange through `prism proxy --errors`:
// search, price with a coupon and an extra, the hotel's questions, a card tokenised by the mock gateway,
// bookings paid by card and on site, 3-D Secure approved on the mock's challenge page, a replayed retry
// and the refusals a guest can meet. The suite ends by asserting Prism saw no contract violation.
import { describe, expect, it } from 'vitest';
import {
  createMockGateway,
  isStaykitError,
  type CardDetails,
  type components,
  type PaymentGateway,
} from '@staykit/sdk';
import { useMockBehindPrism } from './useMockBehindPrism';

type Schemas = components['schemas'];
type Booking = Schemas['CreateReservationRequest'];

const api = useMockBehindPrism();
const HOTEL = { hotel_id: 101 };
// demo-tokyo's standard room without meals: paid by card or at the hotel.
const ROOM = { room_type_code: 'STD', room_plan_code: 'STD-RO' };
const EXTRA_ID = 8; // Breakfast voucher, 0-4 per booking
const COUPON = 'WELCOME10';
const RETURN_URL = 'https://widget.example/reservation/three-d-secure';

/** A test card of the mock (docs/mock-triggers.md), valid for years on the mock clock. */
const card = (number: string): CardDetails => ({
  number,
  expiry_month: 12,
  expiry_year: 2030,
  security_code: '123',
  holder_name: 'HANAKO YAMADA',
  brand: 'visa',
});

/** The error a call rejected with, for asserting its documented code. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

/** What every booking of the suite shares: one STD-RO room for two, each booker with their own e-mail. */
function booking(
  stay: { checkin_date: string; checkout_date: string },
  email: string,
  payment: Omit<Booking['payment'], 'save_card'>,
  answers: Booking['additional_question_answers'],
): Booking {
  const names = { first_name: 'Hanako', last_name: 'Yamada' };
  return {
    ...stay,
    rooms: [{ ...ROOM, adults: 2, children: 0, guest: names }],
    guest: { ...names, email, phone: '+819012345678' },
    terms_accepted: true,
    // The contract's defaults, sent as the widget sends them.
    booking_for_someone_else: false,
    update_profile: false,
    acknowledge_overlapping_reservation: false,
    points_to_spend: 0,
    payment: { save_card: false, ...payment },
    additional_question_answers: answers,
  };
}

/** Answers every required question that applies to the plan: the first option, or a short text. */
function requiredAnswers(questions: readonly Schemas['AdditionalQuestion'][]) {
  return questions
    .filter((question) => question.required === true)
    .map((question) => ({
      additional_question_id: question.id,
      answer:
        question.answer_type === 'options'
          ? { option_ids: [question.options?.[0]?.id ?? 0] }
          : { text: 'Arriving around 18:00' },
    }));
}

/** The guest's browser on a page that stands for a provider's (PayPal's, Adyen's): Pay, not followed. */
const payOnProviderPage = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'approve' }).toString(),
    redirect: 'manual',
  });

describe('checkout: SDK → prism proxy --errors → stateful mock', () => {
  let gateway: PaymentGateway;
  let stay: { checkin_date: string; checkout_date: string };
  let answers: Booking['additional_question_answers'];
  let pricedTotal: number;

  it('searches, prices the stay with a coupon and an extra, and reads the questions to answer', async () => {
    gateway = createMockGateway(api.client);
    stay = { checkin_date: await api.dayFromToday(9), checkout_date: await api.dayFromToday(11) };
    const search = await api.client.booking.searchRooms({
      params: { path: HOTEL, query: { ...stay, adults: 2 } },
    });
    const plans = search.data.rooms?.flatMap((room) => room.room_plans ?? []) ?? [];
    expect(plans.map((plan) => plan.room_plan_code)).toContain(ROOM.room_plan_code);

    const extras = await api.client.booking.listExtras({
      params: { path: HOTEL, query: { ...stay, room_plan_codes: [ROOM.room_plan_code] } },
    });
    expect(extras.data.map((extra) => extra.extra_id)).toContain(EXTRA_ID);

    const selected_rooms = [{ ...ROOM, adults: 2, quantity: 1 }];
    const plain = await api.client.booking.getRoomPrice({
      params: { path: HOTEL, query: { ...stay, selected_rooms } },
    });
    const priced = await api.client.booking.getRoomPrice({
      params: {
        path: HOTEL,
        query: {
          ...stay,
          selected_rooms,
          coupon_code: COUPON,
          extras: [{ extra_id: EXTRA_ID, quantity: 2 }],
        },
      },
    });
    expect(priced.data.coupon_discount_amount).toBeGreaterThan(0);
    expect(priced.data.total_extra_price).toBeGreaterThan(0);
    expect(priced.data.total_price).toBe(
      plain.data.total_price -
        (priced.data.coupon_discount_amount ?? 0) +
        (priced.data.total_extra_price ?? 0),
    );
    pricedTotal = priced.data.total_price;

    const questions = await api.client.booking.listAdditionalQuestions({
      params: { path: HOTEL, query: { room_plan_codes: [ROOM.room_plan_code] } },
    });
    answers = requiredAnswers(questions.data);
    expect(answers.length).toBeGreaterThan(0);
  });

  it('books by a card the mock gateway tokenised, replays a retry with the same key, and reads the booking back', async () => {
    const token = await gateway.tokenizeCard(card('4111111111111111'), {
      hotelId: HOTEL.hotel_id,
      validUntil: stay.checkout_date,
    });
    expect(token).toMatchObject({ gateway: 'mock', brand: 'visa', last4: '1111' });
    const body: Booking = {
      ...booking(stay, 'hanako.card@example.com', { type: 'credit_card', card_token: token.token }, answers),
      coupon_code: COUPON,
      extras: [{ extra_id: EXTRA_ID, quantity: 2 }],
      price_displayed_total: pricedTotal,
    };
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const created = await api.client.booking.createReservation({
      params: { path: HOTEL, header: key },
      body,
    });
    const { reservation, payment } = created.data;
    expect(reservation).toMatchObject({
      status: 'done',
      payment_type: 'credit_card',
      payment_status: 'authorized',
      price: { total_price: pricedTotal },
      coupon_code: COUPON,
    });
    expect(payment).toMatchObject({ status: 'authorized' });

    const retried = await api.client.booking.createReservation({
      params: { path: HOTEL, header: key },
      body,
    });
    expect(retried.data.reservation.reservation_number).toBe(reservation.reservation_number);

    const bypass = { bypass_token: reservation.token ?? '' };
    const path = { ...HOTEL, reservation_id: reservation.reservation_number };
    const read = await api.client.booking.getReservation({ params: { path, query: bypass } });
    expect(read.data).toMatchObject({
      reservation_number: reservation.reservation_number,
      status: 'done',
      extras: [{ extra_id: EXTRA_ID, quantity: 2 }],
    });
    const paid = await api.client.payment.getReservationPayment({ params: { path, query: bypass } });
    expect(paid.data).toMatchObject({
      status: 'authorized',
      amount: pricedTotal,
      card: { brand: 'visa', last4: '1111' },
    });
  });

  it('books to pay at the hotel, with no online payment', async () => {
    const created = await api.client.booking.createReservation({
      params: { path: HOTEL },
      body: booking(stay, 'hanako.onsite@example.com', { type: 'on_site' }, answers),
    });
    expect(created.data.reservation).toMatchObject({ status: 'done', payment_type: 'on_site' });
    expect(created.data.payment).toBeNull();
  });

  it('holds a 3-D Secure booking until the guest approves on the challenge page, then completes it', async () => {
    const token = await gateway.tokenizeCard(card('4000000000003220'), {
      hotelId: HOTEL.hotel_id,
      validUntil: stay.checkout_date,
    });
    const created = await api.client.booking.createReservation({
      params: { path: HOTEL },
      body: booking(
        stay,
        'hanako.3ds@example.com',
        { type: 'credit_card', card_token: token.token, three_d_secure_return_url: RETURN_URL },
        answers,
      ),
    });
    const { reservation, payment } = created.data;
    expect(reservation).toMatchObject({ status: 'payment_pending', payment_status: 'pre_3d_secure' });
    const challenge = payment?.three_d_secure;
    expect(challenge).toBeDefined();
    if (!challenge) return;
    const bypass = { bypass_token: reservation.token ?? '' };
    const path = { ...HOTEL, reservation_id: reservation.reservation_number };
    // What the pending page polls while the guest is on the issuer's page.
    const pending = await api.client.payment.getReservationPayment({ params: { path, query: bypass } });
    expect(pending.data).toMatchObject({ status: 'pre_3d_secure', expires_at: challenge.expires_at });
    const navigation = gateway.threeDSecureNavigation(challenge);
    expect(navigation.method).toBe('GET');

    // The guest's browser: open the page, press Approve (the form posts `action` to its own address).
    const page = await fetch(navigation.url);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(action).not.toBe('');
    const approved = await fetch(new URL(action, navigation.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const returned = new URL(approved.headers.get('Location') ?? '');
    expect(`${returned.origin}${returned.pathname}`).toBe(RETURN_URL);
    const report = gateway.readThreeDSecureReturn(returned.searchParams);
    expect(report).toMatchObject({ outcome: 'approved' });
    if (!report) return;

    const completed = await api.client.payment.completeThreeDSecure({
      params: { path, query: bypass },
      body: report,
    });
    expect(completed.data).toMatchObject({ status: 'authorized', card: { last4: '3220' } });
    const read = await api.client.booking.getReservation({ params: { path, query: bypass } });
    expect(read.data).toMatchObject({ status: 'done', payment_status: 'authorized' });
  });

  it('refuses a declined card, a sold-out night and a reused Idempotency-Key with their documented errors', async () => {
    const declinedToken = await gateway.tokenizeCard(card('4000040000003002'), {
      hotelId: HOTEL.hotel_id,
      validUntil: stay.checkout_date,
    });
    const declined = await refusal(
      api.client.booking.createReservation({
        params: { path: HOTEL },
        body: booking(
          stay,
          'hanako.declined@example.com',
          { type: 'credit_card', card_token: declinedToken.token },
          answers,
        ),
      }),
    );
    expect(isStaykitError(declined)).toBe(true);
    expect(declined).toMatchObject({ status: 402, code: '3002' });

    // demo-tokyo's Executive Suite has no room left on today + 23.
    const soldOutStay = {
      checkin_date: await api.dayFromToday(23),
      checkout_date: await api.dayFromToday(24),
    };
    const suite = { room_type_code: 'STE', room_plan_code: 'STE-BF' };
    const soldOutPrice = await refusal(
      api.client.booking.getRoomPrice({
        params: {
          path: HOTEL,
          query: { ...soldOutStay, selected_rooms: [{ ...suite, adults: 2, quantity: 1 }] },
        },
      }),
    );
    expect(soldOutPrice).toMatchObject({ status: 409, code: 'sold_out' });
    const soldOutBooking = booking(soldOutStay, 'hanako.suite@example.com', { type: 'on_site' }, answers);
    const soldOut = await refusal(
      api.client.booking.createReservation({
        params: { path: HOTEL },
        body: { ...soldOutBooking, rooms: soldOutBooking.rooms.map((room) => ({ ...room, ...suite })) },
      }),
    );
    expect(soldOut).toMatchObject({ status: 409, code: 'sold_out' });

    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = booking(stay, 'hanako.key@example.com', { type: 'on_site' }, answers);
    await api.client.booking.createReservation({ params: { path: HOTEL, header: key }, body: first });
    const reused = await refusal(
      api.client.booking.createReservation({
        params: { path: HOTEL, header: key },
        body: { ...first, guest: { ...first.guest, notes: 'A quiet room, please' } },
      }),
    );
    expect(reused).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('pays through PayPal at a hotel on a PayPal gateway: credentials, an order, the approval, the card check', async () => {
    const gatewaySet = await fetch(`${api.mockUrl}/__staykit/hotels/demo-tokyo/settings`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payment_gateway: 'gmo_paypal' }),
    });
    expect(gatewaySet.status).toBe(200);
    const credential = await api.client.payment.createPaypalClientCredential({ body: { ...HOTEL } });
    expect(credential.data).toMatchObject({ gateway: 'gmo_paypal', currency: 'JPY', intent: 'authorize' });

    const { reservation } = (
      await api.client.booking.createReservation({
        params: { path: HOTEL },
        body: booking(
          stay,
          'hanako.paypal@example.com',
          { type: 'credit_card', provider: 'paypal' },
          answers,
        ),
      })
    ).data;
    expect(reservation.status).toBe('payment_pending');
    const bypass = { bypass_token: reservation.token ?? '' };
    const order = await api.client.payment.createPaypalOrder({
      params: { query: bypass },
      body: { ...HOTEL, reservation_number: reservation.reservation_number, return_url: RETURN_URL },
    });
    expect(order.data).toMatchObject({ status: 'created', currency: 'JPY' });

    // The payer's browser on the approval page that stands for PayPal's.
    const paid = await payOnProviderPage(order.data.approve_url ?? '');
    expect(new URL(paid.headers.get('Location') ?? '').searchParams.get('token')).toBe(order.data.id);
    const checked = await api.client.payment.validatePaypalCreditCard({
      params: { query: bypass },
      body: { ...HOTEL, paypal_order_id: order.data.id, reservation_number: reservation.reservation_number },
    });
    expect(checked.data).toMatchObject({ valid: true, liability_shift: 'yes' });
    const read = await api.client.booking.getReservation({
      params: { path: { ...HOTEL, reservation_id: reservation.reservation_number }, query: bypass },
    });
    expect(read.data).toMatchObject({ status: 'done', payment_status: 'authorized' });
  });

  it('pays through Adyen at demo-seoul: a hosted session for the booking, paid on its page', async () => {
    const seoul = { hotel_id: 301 };
    const { reservation } = (
      await api.client.booking.createReservation({
        params: { path: seoul },
        body: booking(
          stay,
          'hanako.adyen@example.com',
          { type: 'credit_card_international', provider: 'adyen' },
          [],
        ),
      })
    ).data;
    const bypass = { bypass_token: reservation.token ?? '' };
    const session = await api.client.payment.createAdyenPaymentSession({
      params: { path: seoul, query: bypass },
      body: {
        reservation_number: reservation.reservation_number,
        return_url: RETURN_URL,
        channel: 'web',
        mode: 'hosted',
      },
    });
    expect(session.data.url).toMatch(/\/__staykit\/adyen\/checkout\//);
    // The guest's browser on the page that stands for Adyen's.
    const paid = await payOnProviderPage(session.data.url ?? '');
    expect(new URL(paid.headers.get('Location') ?? '').searchParams.get('sessionId')).toBe(session.data.id);
    const payment = await api.client.payment.getReservationPayment({
      params: { path: { ...seoul, reservation_id: reservation.reservation_number }, query: bypass },
    });
    expect(payment.data).toMatchObject({ status: 'authorized', provider: 'adyen' });
  });

  it('saw no contract violation in any exchange', () => {
    const operations = new Set(api.exchanges.map((exchange) => `${exchange.method} ${exchange.path}`));
    expect([...operations].some((operation) => operation.endsWith('/payment/three_d_secure'))).toBe(true);
    expect([...operations].filter((operation) => operation.includes('/paypal_payments/'))).toHaveLength(3);
    expect(api.exchanges.length).toBeGreaterThan(15);
    expect(api.brokenExchanges()).toEqual([]);
  });
});
