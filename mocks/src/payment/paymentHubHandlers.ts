/**
 * `updatePaymentHubTransaction` (PATCH .../reservations/{number}/payment_hub/transactions/{id}): the
 * client passes on what the hotel's payment hub reported; the mock's hub "verifies" the signed
 * `result_token` and the transaction takes the hub's answer, never the client's `result` alone.
 *
 * The mock's hub: hotels whose locale is Japanese use the `default` hub (as `init` says); the transaction
 * of a reservation is `pht_<reservation number>`, made `pending` on its first report. Result tokens are
 * `hub_<outcome>`: `hub_succeeded` (authorized), `hub_failed` (402 3002), `hub_declined` (402 3204),
 * `hub_cancelled` (cancelled) — each verifies only with the matching `result` (`succeeded`, `failed`,
 * `failed`, `cancelled`) — and `hub_error_3203`, `hub_error_3251`, `hub_timeout_3001`,
 * `hub_timeout_3011`, `hub_processing` (3016) whatever the result, leaving it `pending`. Any other token is
 * a 422 `1000`. The same result again answers as the first time; another one is 409 3014. A reservation
 * still waiting for payment becomes `done` when authorized and is cancelled (stock back) when it fails.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, PaymentHubTransactionRow, ReservationRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { formatInstant } from '../lib/dates';
import type { ErrorCode } from '../http/errorCatalogue';
import { ApiError, invalid } from '../http/errors';
import { hotelById } from '../hotel/hotels';
import { ParamReader } from '../http/params';
import { BYPASS_TOKEN_RULES, cancelReservation, openReservation } from '../booking/reservations';
import { pathParam, readJsonBody, route } from '../http/route';
import type { RouteContext } from '../http/route';

type Schemas = components['schemas'];
type HubResult = Schemas['PaymentHubTransactionResult'];

const RESULTS: readonly HubResult[] = ['succeeded', 'failed', 'cancelled'];

/** What a verified token says: the status it sets (with the code of a failure) for one `result`. */
const VERDICTS: Readonly<Record<string, { result: HubResult; status: string; code: ErrorCode | null }>> = {
  hub_succeeded: { result: 'succeeded', status: 'authorized', code: null },
  hub_failed: { result: 'failed', status: 'failed', code: '3002' },
  hub_declined: { result: 'failed', status: 'failed', code: '3204' },
  hub_cancelled: { result: 'cancelled', status: 'cancelled', code: null },
};

/** Tokens for which the hub itself fails: the transaction stays `pending`. */
const HUB_ERRORS: Readonly<Record<string, ErrorCode>> = {
  hub_error_3203: '3203',
  hub_error_3251: '3251',
  hub_timeout_3001: '3001',
  hub_timeout_3011: '3011',
  hub_processing: '3016',
};

/** The hub a hotel uses (as `init`'s `payment_hub_integration_type`). */
const hubConfigOf = (hotel: HotelRow): Schemas['PaymentHubConfig'] =>
  hotel.locale === 'ja' ? 'default' : 'none';

function transactionFor(hotel: HotelRow, reservation: ReservationRow, id: string): PaymentHubTransactionRow {
  const expected = `pht_${reservation.number}`;
  const hub = hubConfigOf(hotel);
  if (hub === 'none' || id !== expected) {
    throw new ApiError('not_found', {
      message: `${reservation.number} has no payment-hub transaction ${id}`,
    });
  }
  const existing = db.paymentHubTransaction.findFirst({ where: { id: { equals: id } } });
  if (existing) return existing;
  const price = JSON.parse(reservation.price_json) as { total_price?: number };
  return db.paymentHubTransaction.create({
    id,
    reservation_number: reservation.number,
    hotel_id: hotel.id,
    hub_config: hub,
    status: 'pending',
    amount: price.total_price ?? 0,
    currency: reservation.currency,
    hub_transaction_reference: null,
    failure_code: null,
    result: null,
    updated_at_ms: nowMillis(),
  });
}

function transactionBody(row: PaymentHubTransactionRow, hotel: HotelRow): Schemas['PaymentHubTransaction'] {
  return {
    id: row.id,
    reservation_number: row.reservation_number,
    hub_config: row.hub_config as Schemas['PaymentHubConfig'],
    status: row.status as Schemas['PaymentHubTransactionStatus'],
    amount: row.amount,
    currency: row.currency as Schemas['CurrencyCode'],
    ...(row.hub_transaction_reference === null
      ? {}
      : { hub_transaction_reference: row.hub_transaction_reference }),
    ...(row.failure_code === null ? {} : { failure_code: row.failure_code as Schemas['ErrorCode'] }),
    updated_at: formatInstant(row.updated_at_ms, hotel.utc_offset_minutes),
  };
}

/** The answer of a transaction: 200, or the failure code it ended with. */
function answer(row: PaymentHubTransactionRow, hotel: HotelRow): Response {
  if (row.status === 'failed') {
    throw new ApiError((row.failure_code ?? '3002') as ErrorCode, {
      message: 'The payment hub reports the payment failed',
    });
  }
  const body: Schemas['PaymentHubTransactionResponse'] = { data: transactionBody(row, hotel) };
  return HttpResponse.json(body);
}

async function updateTransaction({ request, params, query }: RouteContext): Promise<Response> {
  const hotel = hotelById(pathParam(params, 'hotel_id'));
  const queryReader = ParamReader.ofQuery(query);
  const bypassToken = queryReader.string('bypass_token', BYPASS_TOKEN_RULES);
  queryReader.finish();
  const reader = BodyReader.of(await readJsonBody(request));
  const result = reader.oneOf('result', RESULTS, true);
  const token = reader.text('result_token', { minLength: 1, maxLength: 8192, required: true });
  const reference = reader.text('hub_transaction_reference', { minLength: 1, maxLength: 128 });
  reader.text('failure_reason', { maxLength: 500 });
  reader.finish();
  const reservation = openReservation(request, hotel, pathParam(params, 'reservation_id'), { bypassToken });
  const row = transactionFor(hotel, reservation, pathParam(params, 'transaction_id'));
  const hubError = HUB_ERRORS[token ?? ''];
  if (hubError !== undefined) {
    throw new ApiError(hubError, {
      message: 'The payment hub could not confirm the result; retry later',
      ...(hubError === '3016' ? { meta: { retry_after_seconds: 300 } } : {}),
    });
  }
  const verdict = VERDICTS[token ?? ''];
  if (verdict === undefined || verdict.result !== result) {
    throw invalid({ result_token: ['does not verify with the payment hub for this result'] });
  }
  if (row.status !== 'pending') {
    if (row.result === token) return answer(row, hotel);
    throw new ApiError('3014', {
      message: 'The transaction already has another result; reconfirm the reservation',
    });
  }
  const updated =
    db.paymentHubTransaction.update({
      where: { id: { equals: row.id } },
      data: {
        status: verdict.status,
        failure_code: verdict.code,
        result: token ?? null,
        hub_transaction_reference: reference ?? row.hub_transaction_reference,
        updated_at_ms: nowMillis(),
      },
    }) ?? row;
  if (reservation.status === 'payment_pending') {
    if (verdict.status === 'authorized') {
      db.reservation.update({ where: { number: { equals: reservation.number } }, data: { status: 'done' } });
    } else {
      cancelReservation(reservation, `payment_hub_${verdict.status}`, nowMillis());
    }
  }
  return answer(updated, hotel);
}

/** Handlers of the payment-hub operation. */
export const paymentHubTransactionHandlers = [
  http.patch(
    '*/hotels/:hotel_id/reservations/:reservation_id/payment_hub/transactions/:transaction_id',
    route(updateTransaction),
  ),
];
