/**
 * PayPal's three operations (`POST /paypal_payments/client_credential`, `/order` and
 * `/validate_credit_card`) and the mock's approval page that stands for PayPal's
 * (`/__staykit/paypal/checkout/{order_id}`: `GET` shows the order, `POST` applies the payer's choice and
 * sends the payer back, 303). The rules are `paypalOrders.ts`. An order and a card check are for the
 * holder of the reservation (its user token) or the guest of a guest booking (its `bypass_token`); a
 * retry of a credential or an order with the same Idempotency-Key answers the first one.
 */
import { http, HttpResponse } from 'msw';
import { BYPASS_TOKEN_RULES, openReservation, RESERVATION_NUMBER_RULES } from '../booking/reservations';
import { BodyReader } from '../http/bodyReader';
import { idempotent } from '../http/idempotency';
import { ParamReader } from '../http/params';
import { clientSessionOf } from '../http/requestHeaders';
import { requestBase } from '../http/requestBase';
import { readJsonBody, route } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { CURRENCY_CODES } from '../lib/currencies';
import { openPaypalOrder, paypalCheckout, paypalClientCredential, validatePaypalCard } from './paypalOrders';
import { providerPageHandlers } from './providerPage';
import { settlePayments } from './reservationPayments';

const HOTEL_ID = { min: 1, max: 2_147_483_647, required: true } as const;

/** The reservation a PayPal order or card check is for, read from the body and the bypass token. */
function readReservation(request: Request, query: URLSearchParams, body: BodyReader) {
  const reader = ParamReader.ofQuery(query);
  const bypassToken = reader.string('bypass_token', BYPASS_TOKEN_RULES);
  reader.finish();
  const hotelId = body.integer('hotel_id', HOTEL_ID);
  const number = body.text('reservation_number', RESERVATION_NUMBER_RULES) ?? '';
  return {
    open: () => {
      const hotel = hotelById(String(hotelId));
      settlePayments();
      return { hotel, reservation: openReservation(request, hotel, number, { bypassToken }) };
    },
  };
}

/** Handlers of the PayPal operations and of the mock's PayPal approval page. */
export const paypalHandlers = [
  http.post(
    '*/paypal_payments/client_credential',
    route(
      async ({ request }) => {
        const json = await readJsonBody(request);
        return idempotent(request, 'createPaypalClientCredential', json, () => {
          const body = BodyReader.of(json);
          const hotelId = body.integer('hotel_id', HOTEL_ID);
          const currency = body.oneOf('currency', CURRENCY_CODES);
          body.finish();
          const hotel = hotelById(String(hotelId));
          const data = paypalClientCredential(hotel, currency, clientSessionOf(request));
          return { status: 201, body: { data } };
        });
      },
      { creates: true },
    ),
  ),
  http.post(
    '*/paypal_payments/order',
    route(
      async ({ request, query }) => {
        const json = await readJsonBody(request);
        return idempotent(request, 'createPaypalOrder', json, () => {
          const body = BodyReader.of(json);
          const target = readReservation(request, query, body);
          const returnUrl = body.url('return_url', 2048);
          const cancelUrl = body.url('cancel_url', 2048);
          body.finish();
          const { hotel, reservation } = target.open();
          const data = openPaypalOrder({
            hotel,
            reservation,
            returnUrl,
            cancelUrl,
            base: requestBase(request),
          });
          return { status: 201, body: { data } };
        });
      },
      { creates: true },
    ),
  ),
  http.post(
    '*/paypal_payments/validate_credit_card',
    route(async ({ request, query }) => {
      const body = BodyReader.of(await readJsonBody(request));
      const target = readReservation(request, query, body);
      const orderId = body.text('paypal_order_id', { minLength: 1, maxLength: 64, required: true }) ?? '';
      body.finish();
      const { hotel, reservation } = target.open();
      return HttpResponse.json({ data: validatePaypalCard(hotel, reservation, orderId) });
    }),
  ),
  ...providerPageHandlers(paypalCheckout),
];
