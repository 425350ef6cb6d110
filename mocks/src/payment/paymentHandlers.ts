/**
 * The card payment of a reservation (the contract's `getReservationPayment` and `completeThreeDSecure`),
 * the issuer page of its 3-D Secure step (`/__staykit/3ds/{id}`), and the handler that applies the mock
 * clock to payments before any request, so that a room whose 3-D Secure ran out is back on sale for the
 * next search. The payment's life is `reservationPayments.ts`.
 */
import type { components } from '@staykit/sdk';
import { zThreeDSecureOutcome } from '@staykit/sdk/zod';
import { http, HttpResponse } from 'msw';
import { BYPASS_TOKEN_RULES, openReservation } from '../booking/reservations';
import { db } from '../db/db';
import type { PaymentRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError, invalid } from '../http/errors';
import { ParamReader } from '../http/params';
import { requestBase } from '../http/requestBase';
import { pathParam, readJsonBody, route } from '../http/route';
import type { RouteContext } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { issuerPageHandlers } from './issuerPage';
import { endPayment, paymentBody, reservationChallenges, settlePayments } from './reservationPayments';

type Schemas = components['schemas'];

/** The card payment of the reservation in the path, for a caller who may open it. */
function paymentOf({ request, params, query }: RouteContext): PaymentRow {
  const hotel = hotelById(pathParam(params, 'hotel_id'));
  const reader = ParamReader.ofQuery(query);
  const bypassToken = reader.string('bypass_token', BYPASS_TOKEN_RULES);
  reader.finish();
  settlePayments();
  const reservation = openReservation(request, hotel, pathParam(params, 'reservation_id'), { bypassToken });
  const payment = db.payment.get(reservation.number);
  if (!payment) throw new ApiError('not_found', { message: `${reservation.number} has no card payment` });
  return payment;
}

function paymentResponse(payment: PaymentRow, request: Request): Response {
  const body: Schemas['ReservationPaymentResponse'] = { data: paymentBody(payment, requestBase(request)) };
  return HttpResponse.json(body);
}

/** The error of a payment that ended without being made. */
function endedError(payment: PaymentRow): ApiError {
  const code = payment.failure_code ?? '3002';
  return new ApiError(code, {
    message:
      code === 'three_d_secure_expired'
        ? '3-D Secure was not finished within 15 minutes; the reservation was cancelled'
        : 'The payment was not made; the reservation is not completed',
  });
}

/**
 * `completeThreeDSecure`: reports where the payment stands after the challenge (the page decided it).
 * Before the guest answered, the client may report `cancelled` (the window was closed), `timeout` or
 * `error`; `approved` and `failed` then answer 3016 until the page has the guest's answer.
 */
async function completeThreeDSecure(context: RouteContext): Promise<Response> {
  const reader = BodyReader.of(await readJsonBody(context.request));
  const outcome = reader.oneOf('outcome', zThreeDSecureOutcome.options, true);
  const result = reader.text('authentication_result', { minLength: 1, maxLength: 8192 });
  if (outcome === 'approved' && result === undefined)
    reader.fail('authentication_result', 'is required when outcome is approved');
  reader.finish();
  const payment = paymentOf(context);
  if (payment.challenge_id === '') {
    if (outcome === 'approved') return paymentResponse(payment, context.request);
    throw new ApiError('not_found', { message: `${payment.reservation_number} had no 3-D Secure step` });
  }
  if (payment.status === 'pre_3d_secure') {
    if (outcome === 'cancelled') throw endedError(endPayment(payment, 'cancelled', '3008'));
    if (outcome === 'timeout') throw endedError(endPayment(payment, 'cancelled', '3001'));
    if (outcome === 'error')
      throw new ApiError('3251', { message: 'The 3-D Secure page failed; open it again' });
    throw new ApiError('3016', {
      message: 'The guest has not finished 3-D Secure yet',
      meta: { retry_after_seconds: 5 },
    });
  }
  if (payment.status === 'failed' || payment.status === 'cancelled') throw endedError(payment);
  if (result !== undefined && result !== payment.authentication_result) {
    throw invalid({ authentication_result: ['is not the result of this 3-D Secure challenge'] });
  }
  return paymentResponse(payment, context.request);
}

/**
 * Applies the mock clock to payments before any other handler answers (register it first). It matches
 * no request: the request goes on to its own handler, and one that no handler answers stays unhandled,
 * so a test's `onUnhandledRequest: 'error'` still catches it (a handler that matched and answered
 * nothing would send it to the network instead).
 *
 * @example
 * ```ts
 * const handlers = [paymentSettlementHandler, ...controlHandlers, ...roomHandlers];
 * ```
 */
export const paymentSettlementHandler = http.all(
  // A predicate, not the path `*`: msw decodes a path's wildcard, which throws on a bad percent-escape.
  () => {
    try {
      settlePayments();
    } catch (error) {
      console.error('[staykit mock] settling payments failed', error);
    }
    return false;
  },
  () => undefined,
);

/** Handlers of the payment operations and of the 3-D Secure issuer page. */
export const paymentHandlers = [
  http.get(
    '*/hotels/:hotel_id/reservations/:reservation_id/payment',
    route((context) => paymentResponse(paymentOf(context), context.request)),
  ),
  http.post(
    '*/hotels/:hotel_id/reservations/:reservation_id/payment/three_d_secure',
    route(completeThreeDSecure),
  ),
  ...issuerPageHandlers(reservationChallenges),
];
