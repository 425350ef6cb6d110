/**
 * `createAdyenPaymentSession` (`POST /hotels/{hotel_id}/adyen/payment_session`): an Adyen Checkout
 * session for a reservation's card payment, for the holder of the reservation (its user token) or the
 * guest of a guest booking (its `bypass_token`), and the mock's stand-in for Adyen's hosted payment page
 * (`/__staykit/adyen/checkout/{session_id}`, `providerPage.ts`). The rules are `adyenSessions.ts`. A retry
 * with the same Idempotency-Key answers the first session.
 */
import { http } from 'msw';
import { BYPASS_TOKEN_RULES, openReservation, RESERVATION_NUMBER_RULES } from '../booking/reservations';
import { BodyReader } from '../http/bodyReader';
import { idempotent } from '../http/idempotency';
import { ParamReader } from '../http/params';
import { requestBase } from '../http/requestBase';
import { pathParam, readJsonBody, route } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { openAdyenSession, requireAdyenGateway } from './adyenSessions';
import { providerPageHandlers } from './providerPage';
import { adyenCheckout } from './adyenSessions';
import { settlePayments } from './reservationPayments';

/** Handlers of the Adyen operation. */
export const adyenHandlers = [
  http.post(
    '*/hotels/:hotel_id/adyen/payment_session',
    route(async ({ request, params, query }) => {
      const json = await readJsonBody(request);
      return idempotent(request, 'createAdyenPaymentSession', json, () => {
        const reader = ParamReader.ofQuery(query);
        const bypassToken = reader.string('bypass_token', BYPASS_TOKEN_RULES);
        reader.finish();
        const body = BodyReader.of(json);
        const number = body.text('reservation_number', RESERVATION_NUMBER_RULES) ?? '';
        const returnUrl = body.url('return_url', 2048);
        if (returnUrl === undefined) body.fail('return_url', 'is required');
        body.oneOf('channel', ['web', 'ios', 'android'] as const);
        const mode = body.oneOf('mode', ['embedded', 'hosted'] as const) ?? 'embedded';
        body.finish();
        const hotel = hotelById(pathParam(params, 'hotel_id'));
        requireAdyenGateway(hotel);
        settlePayments();
        const reservation = openReservation(request, hotel, number, { bypassToken });
        const data = openAdyenSession({
          hotel,
          reservation,
          returnUrl: returnUrl ?? '',
          mode,
          base: requestBase(request),
        });
        return { status: 201, body: { data } };
      });
    }),
  ),
  ...providerPageHandlers(adyenCheckout),
];
