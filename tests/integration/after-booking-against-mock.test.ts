// What a guest does after booking, by the SDK against the stateful mock, every exchange through
// `prism proxy --errors`: the lookup by number and e-mail, the reservation and what it still allows, a
// change of stay with the re-priced total, a cancellation with the fee the guest was shown, the payment
// hub's answer, a pay link paid and its refusals, and an unsubscribe link. Refusals are asserted by code.
// The suite ends by asserting Prism saw no contract violation in any exchange.
import { describe, expect, it } from 'vitest';
import type { components } from '@staykit/sdk';
import { BOOKING_BODY } from '@staykit/mocks';
import { useMockBehindPrism } from './useMockBehindPrism';

type Booking = components['schemas']['CreateReservationRequest'];

const api = useMockBehindPrism();
const HOTEL = { hotel_id: 101 };
const BRAND = { brand_id: 900 };

/** The error a call rejected with, for asserting its documented code. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

/**
 * Books the mock's standard stay (demo-tokyo STD-RO, 2026-12-10, one night) as `lastName`, at the hotel,
 * each booker with their own e-mail (one e-mail holding two stays over the same nights is warned about).
 */
async function book(lastName: string) {
  const body = {
    ...BOOKING_BODY,
    rooms: BOOKING_BODY.rooms.map((room) => ({ ...room, guest: { ...room.guest, last_name: lastName } })),
    guest: { ...BOOKING_BODY.guest, last_name: lastName, email: `${lastName.toLowerCase()}@example.com` },
    payment: { type: 'on_site', save_card: false },
  } as unknown as Booking;
  const created = await api.client.booking.createReservation({ params: { path: HOTEL }, body });
  const { reservation_number: number, token } = created.data.reservation;
  return { number, token: token ?? '' };
}

describe('after booking: SDK → prism proxy --errors → stateful mock', () => {
  let booked: { number: string; token: string };

  it('finds a booking by number and e-mail, and refuses a wrong e-mail', async () => {
    booked = await book('Yamada');
    const found = await api.client.booking.findReservation({
      params: {
        path: { ...BRAND, reservation_number: booked.number },
        query: { email: 'yamada@example.com' },
      },
    });
    expect(found.data).toMatchObject({
      reservation_number: booked.number,
      token: booked.token,
      status: 'done',
    });

    const wrong = await refusal(
      api.client.booking.findReservation({
        params: {
          path: { ...BRAND, reservation_number: booked.number },
          query: { email: 'someone@example.com' },
        },
      }),
    );
    expect(wrong).toMatchObject({ status: 404, code: 'reservation_not_found' });
  });

  it('reads what the booking still allows, changes its stay at the quoted total, and refuses a stale total', async () => {
    const reservation = { ...HOTEL, reservation_id: booked.number };
    const query = { bypass_token: booked.token };
    const settings = await api.client.booking.getReservationUpdateSettings({
      params: { path: reservation, query },
    });
    expect(settings.data).toMatchObject({ can_update: true, can_cancel: true });

    const current = await api.client.booking.getReservation({ params: { path: reservation, query } });
    const roomId = current.data.rooms[0]?.id ?? 0;
    const body = {
      checkin_date: '2026-12-12',
      checkout_date: '2026-12-14',
      rooms: [
        { reservation_hotel_room_id: roomId, room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2 },
      ],
    };
    const stale = await refusal(
      api.client.booking.updateReservation({
        params: { path: reservation, query },
        body: { ...body, price_displayed_total: 1 },
      }),
    );
    expect(stale).toMatchObject({ status: 409, code: 'price_changed' });
    // The new total rides in the error's meta, as the contract documents for price_changed.
    const envelope = (stale as { raw?: { errors?: { meta?: { new_total_price?: number } }[] } }).raw;
    const quoted = envelope?.errors?.[0]?.meta?.new_total_price;
    expect(quoted).toBeGreaterThan(15800);

    const updated = await api.client.booking.updateReservation({
      params: { path: reservation, query },
      body: { ...body, price_displayed_total: quoted ?? 0 },
    });
    expect(updated.data).toMatchObject({
      checkin_date: '2026-12-12',
      nights: 2,
      price: { total_price: quoted },
    });

    const otherPlan = await refusal(
      api.client.booking.updateReservation({
        params: { path: reservation, query },
        body: {
          ...body,
          rooms: [
            { reservation_hotel_room_id: roomId, room_type_code: 'STD', room_plan_code: 'STD-BF', adults: 2 },
          ],
          price_displayed_total: quoted ?? 0,
        },
      }),
    );
    expect(otherPlan).toMatchObject({ code: 'plan_change_not_allowed' });
  });

  it('refuses changes to a booking staff edited, and one with an update pending', async () => {
    for (const [lastName, code] of [
      ['STAFFEDITED', 'edited_by_staff'],
      ['PENDINGUPDATE', '3013'],
    ] as const) {
      const other = await book(lastName);
      const refused = await refusal(
        api.client.booking.cancelReservation({
          params: { path: { ...HOTEL, reservation_id: other.number }, query: { bypass_token: other.token } },
          body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
        }),
      );
      expect(refused, lastName).toMatchObject({ code });
    }
  });

  it('reads the receipt to a new addressee, changes contact details and the answers', async () => {
    const guestBooking = await book('Tanaka');
    const path = { ...HOTEL, reservation_id: guestBooking.number };
    const query = { bypass_token: guestBooking.token };
    const receipt = await api.client.booking.getReservationReceipt({
      params: { path, query: { ...query, name: 'Tanaka Trading Co., Ltd.', locale: 'en' } },
    });
    expect(receipt.data).toMatchObject({
      reservation_number: guestBooking.number,
      addressee: 'Tanaka Trading Co., Ltd.',
      currency: 'JPY',
      total_price: 15800,
    });

    const changed = await api.client.booking.updateReservationGuests({
      params: { path, query },
      body: { guest: { phone: '+819099998888', notes: 'Arriving late' } },
    });
    expect(changed.data.guest).toMatchObject({ phone: '+819099998888', last_name: 'Tanaka' });
    // A name change is outside the contract's request (Prism refuses it); the mock's own tests cover it.

    const questions = await api.client.booking.listReservationAdditionalQuestions({
      params: { path, query },
    });
    expect(questions.data.map((question) => question.id)).toContain(53);
    await api.client.booking.answerReservationAdditionalQuestions({
      params: { path, query },
      body: { answers: [{ additional_question_id: 53, answer: { text: 'A friend told us' } }] },
    });
    const updated = await api.client.booking.batchUpdateReservationAdditionalQuestions({
      params: { path, query },
      body: { answers: [{ additional_question_id: 53, answer: { text: 'An advert' } }] },
    });
    expect(updated.data.find((question) => question.id === 53)?.answer).toMatchObject({ text: 'An advert' });
  });

  it('records the payment hub answer once', async () => {
    const hubBooking = await book('Suzuki');
    const path = {
      ...HOTEL,
      reservation_id: hubBooking.number,
      transaction_id: `pht_${hubBooking.number}`,
    };
    const answered = await api.client.payment.updatePaymentHubTransaction({
      params: { path, query: { bypass_token: hubBooking.token } },
      body: { result: 'succeeded', result_token: 'hub_succeeded', hub_transaction_reference: 'HUB-1' },
    });
    expect(answered.data).toMatchObject({ status: 'authorized' });
  });

  it('cancels with the fee the guest was shown (none, nine days ahead), then a second cancel finds no live booking (reservation_not_found)', async () => {
    const reservation = { ...HOTEL, reservation_id: booked.number };
    const query = { bypass_token: booked.token };
    const settings = await api.client.booking.getReservationUpdateSettings({
      params: { path: reservation, query },
    });
    const fee = settings.data.cancellation_fee ?? 0;
    expect(fee).toBe(0);
    const cancelled = await api.client.booking.cancelReservation({
      params: { path: reservation, query },
      body: { reason: 'change_of_plans', details: 'Trip postponed', cancellation_fee_displayed: fee },
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    const again = await refusal(
      api.client.booking.cancelReservation({
        params: { path: reservation, query },
        body: { reason: 'change_of_plans', cancellation_fee_displayed: fee },
      }),
    );
    expect(again).toMatchObject({ status: 404, code: 'reservation_not_found' });
  });

  it('pays a pay link, then finds it paid; refuses a changed amount and a cancelled link', async () => {
    const link = await api.client.payment.getPayLink({ params: { path: { payment_number: 'PL1010001' } } });
    expect(link.data).toMatchObject({ state: 'pending', amount: 12000 });
    const paid = await api.client.payment.createPayLinkTransaction({
      params: { path: { payment_number: 'PL1010001' } },
      body: { card_token: 'tok_test_1111', expected_amount: 12000 },
    });
    expect(paid.data.status).not.toBe('failed');
    const after = await api.client.payment.getPayLink({ params: { path: { payment_number: 'PL1010001' } } });
    expect(after.data.state).toBe('paid');

    const changed = await refusal(
      api.client.payment.createPayLinkTransaction({
        params: { path: { payment_number: 'PL1010002' } },
        body: { card_token: 'tok_test_1111', expected_amount: 12000 },
      }),
    );
    expect(changed).toMatchObject({ status: 409, code: 'payment_amount_changed' });
    const cancelled = await refusal(
      api.client.payment.createPayLinkTransaction({
        params: { path: { payment_number: 'PL1010007' } },
        body: { card_token: 'tok_test_1111', expected_amount: 4400 },
      }),
    );
    expect(cancelled).toMatchObject({ status: 409, code: '3200' });
    const missing = await refusal(
      api.client.payment.getPayLink({ params: { path: { payment_number: 'PL9999999' } } }),
    );
    expect(missing).toMatchObject({ status: 404, code: 'pay_link_not_found' });
  });

  it('unsubscribes an address from promotional e-mail', async () => {
    const token = 'ue_hanako_subscribed';
    const before = await api.client.booking.getMarketingEmailSubscriptionStatus({
      params: { query: { token } },
    });
    expect(before.data).toMatchObject({ subscribed: true });
    await api.client.booking.unsubscribeMarketingEmails({ body: { token } });
    const after = await api.client.booking.getMarketingEmailSubscriptionStatus({
      params: { query: { token } },
    });
    expect(after.data).toMatchObject({ subscribed: false });
    const expired = await refusal(
      api.client.booking.unsubscribeMarketingEmails({ body: { token: 'ue_expired_link' } }),
    );
    expect(expired).toMatchObject({ code: 'unsubscribe_failed' });
  });

  it('saw no contract violation in any exchange', () => {
    const operations = new Set(api.exchanges.map((exchange) => `${exchange.method} ${exchange.path}`));
    expect(
      [...operations].some((operation) => operation.startsWith('PUT') && operation.endsWith('/cancel')),
    ).toBe(true);
    expect(api.exchanges.length).toBeGreaterThan(20);
    expect(api.brokenExchanges()).toEqual([]);
  });
});
