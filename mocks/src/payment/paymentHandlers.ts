/**
 * The card payment of a reservation: `getReservationPayment`, `completeThreeDSecure`, and the mock's own
 * 3-D Secure challenge page under the reserved prefix (`GET /__staykit/3ds/{id}` shows it, its buttons
 * `POST` approve, fail or cancel and return the guest to `three_d_secure_return_url` with `outcome` and
 * `authentication_result`). The payment's life on the mock clock is internal/paymentState.ts; the first
 * handler here applies it before every request, so a room whose 3-D Secure ran out is back on sale for
 * the next search.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { requestBase } from '../http/requestBase';
import { db } from '../db/db';
import type { PaymentRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { formatInstant } from '../lib/dates';
import { ERROR_CATALOGUE } from '../http/errorCatalogue';
import type { ErrorCode } from '../http/errorCatalogue';
import { ApiError, invalid } from '../http/errors';
import { hotelById } from '../hotel/hotels';
import { ParamReader } from '../http/params';
import {
  applyChallenge,
  authenticationResult,
  CHALLENGE_VIEW_LIMIT,
  endPayment,
  paymentBody,
  settlePayments,
  viewChallenge,
} from './reservationPayments';
import type { ChallengeAction, ChallengeOutcome } from './reservationPayments';
import { BYPASS_TOKEN_RULES, openReservation } from '../booking/reservations';
import { pathParam, readJsonBody, route } from '../http/route';
import type { RouteContext } from '../http/route';

type Schemas = components['schemas'];

const OUTCOMES: readonly Schemas['ThreeDSecureOutcome'][] = [
  'approved',
  'failed',
  'cancelled',
  'timeout',
  'error',
];
const ACTIONS: readonly ChallengeAction[] = ['approve', 'fail', 'cancel'];

/** The card payment of the reservation in the path, for a caller who may open it. */
function paymentOf({ request, params, query }: RouteContext): PaymentRow {
  const hotel = hotelById(pathParam(params, 'hotel_id'));
  const reader = ParamReader.ofQuery(query);
  const bypassToken = reader.string('bypass_token', BYPASS_TOKEN_RULES);
  reader.finish();
  settlePayments();
  const reservation = openReservation(request, hotel, pathParam(params, 'reservation_id'), { bypassToken });
  const payment = db.payment.findFirst({ where: { reservation_number: { equals: reservation.number } } });
  if (!payment) throw new ApiError('not_found', { message: `${reservation.number} has no card payment` });
  return payment;
}

function paymentResponse(payment: PaymentRow, request: Request): Response {
  const body: Schemas['ReservationPaymentResponse'] = { data: paymentBody(payment, requestBase(request)) };
  return HttpResponse.json(body);
}

/** The error of a payment that ended without being made. */
function endedError(payment: PaymentRow): ApiError {
  const code = (payment.failure_code ?? '3002') as ErrorCode;
  const known = code in ERROR_CATALOGUE ? code : '3002';
  return new ApiError(known, {
    message:
      known === 'three_d_secure_expired'
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
  const outcome = reader.oneOf('outcome', OUTCOMES, true);
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

function challengeById(context: RouteContext): PaymentRow {
  settlePayments();
  const id = pathParam(context.params, 'challenge_id');
  const payment = db.payment.findFirst({ where: { challenge_id: { equals: id } } });
  if (!payment || id === '')
    throw new ApiError('not_found', { message: 'No 3-D Secure challenge has this id' });
  return payment;
}

/** The outcome a finished challenge reports to the return URL. */
function outcomeOf(payment: PaymentRow): Schemas['ThreeDSecureOutcome'] {
  if (payment.failure_code === 'three_d_secure_expired') return 'timeout';
  if (payment.failure_code === '3008') return 'cancelled';
  if (payment.failure_code === '3002' || payment.failure_code === null) return 'approved';
  return 'failed';
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, content: string): Response {
  return HttpResponse.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
      '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;margin:.25rem}</style>' +
      `</head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`,
  );
}

function returnLink(payment: PaymentRow): string {
  const target = returnTarget(payment);
  return target
    ? `<p><a href="${escapeHtml(target)}">Return to the booking</a></p>`
    : '<p>You can close this window.</p>';
}

/** The return URL with the challenge's outcome, or null when the client gave none. */
function returnTarget(payment: PaymentRow): string | null {
  if (payment.return_url === null) return null;
  const outcome = outcomeOf(payment);
  const url = new URL(payment.return_url);
  url.searchParams.set('reservation_number', payment.reservation_number);
  url.searchParams.set('outcome', outcome);
  const result =
    payment.authentication_result ??
    (outcome === 'timeout' ? null : authenticationResult(payment, outcome as ChallengeOutcome));
  if (result) url.searchParams.set('authentication_result', result);
  return url.toString();
}

function resultPage(payment: PaymentRow): Response {
  const texts: Record<string, string> = {
    authorized: 'Authentication succeeded. The payment is authorized.',
    capturing: 'Authentication succeeded. The payment is authorized.',
    captured: 'Authentication succeeded. The payment is authorized.',
    three_d_secure_expired: 'The 15 minutes for 3-D Secure have passed. The reservation was cancelled.',
    '3008': 'You cancelled 3-D Secure. The reservation was cancelled.',
    '3009': '3-D Secure was suspended after repeated requests. The reservation was cancelled.',
    '3002':
      'Authentication succeeded, but the card issuer declined the payment. The reservation was cancelled.',
  };
  const text =
    texts[payment.status] ??
    texts[payment.failure_code ?? ''] ??
    'Authentication failed. The reservation was cancelled.';
  return page('3-D Secure', `<p role="status">${escapeHtml(text)}</p>${returnLink(payment)}`);
}

function challengePage(payment: PaymentRow, request: Request): Response {
  const hotel = db.hotel.findFirst({ where: { id: { equals: payment.hotel_id } } });
  const amount = `${payment.amount.toLocaleString('en')} ${payment.currency}`;
  const expires = formatInstant(payment.expires_at_ms, hotel?.utc_offset_minutes ?? 540);
  const action = escapeHtml(new URL(request.url).pathname);
  const button = (value: ChallengeAction, label: string): string =>
    `<button type="submit" name="action" value="${value}">${label}</button>`;
  return page(
    '3-D Secure (mock issuer)',
    `<p>${escapeHtml(hotel?.name ?? '')}: ${escapeHtml(amount)}, ${escapeHtml(payment.card_brand)} ending ${escapeHtml(payment.card_last4)}.</p>` +
      `<p>Finish before ${escapeHtml(expires)}. This page was opened ${payment.challenge_views} of ${CHALLENGE_VIEW_LIMIT} times allowed.</p>` +
      `<form method="post" action="${action}">${button('approve', 'Approve')}${button('fail', 'Fail authentication')}${button('cancel', 'Cancel')}</form>`,
  );
}

/**
 * Applies the mock clock to payments before any other handler answers (register it first): it answers
 * nothing itself, so every request goes on to its own handler.
 *
 * @example
 * ```ts
 * const handlers = [paymentSettlementHandler, ...controlHandlers, ...roomHandlers];
 * ```
 */
export const paymentSettlementHandler = http.all(
  // A predicate, not the path `*`: msw decodes a path's wildcard, which throws on a bad percent-escape.
  () => true,
  () => {
    try {
      settlePayments();
    } catch (error) {
      console.error('[staykit mock] settling payments failed', error);
    }
    // Nothing returned: the request goes on to the handler that answers it.
    return undefined;
  },
);

/** Handlers of the payment operations and of the 3-D Secure challenge page. */
export const paymentHandlers = [
  http.get(
    '*/hotels/:hotel_id/reservations/:reservation_id/payment',
    route((context) => paymentResponse(paymentOf(context), context.request)),
  ),
  http.post(
    '*/hotels/:hotel_id/reservations/:reservation_id/payment/three_d_secure',
    route(completeThreeDSecure),
  ),
  http.get(
    '*/__staykit/3ds/:challenge_id',
    route(
      (context) => {
        const payment = challengeById(context);
        if (payment.status !== 'pre_3d_secure') return resultPage(payment);
        const viewed = viewChallenge(payment);
        return viewed.status === 'pre_3d_secure'
          ? challengePage(viewed, context.request)
          : resultPage(viewed);
      },
      { session: false },
    ),
  ),
  http.post(
    '*/__staykit/3ds/:challenge_id',
    route(
      async (context) => {
        const form = new URLSearchParams(await context.request.text());
        const action = ACTIONS.find((candidate) => candidate === form.get('action'));
        if (action === undefined) throw invalid({ action: [`must be one of ${ACTIONS.join(', ')}`] });
        const payment = challengeById(context);
        const done = payment.status === 'pre_3d_secure' ? applyChallenge(payment, action) : payment;
        const target = returnTarget(done);
        return target ? HttpResponse.redirect(target, 303) : resultPage(done);
      },
      { session: false },
    ),
  ),
];
