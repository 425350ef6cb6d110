/**
 * `updatePaymentHubTransaction` (PATCH .../reservations/{number}/payment_hub/transactions/{id}): the
 * client passes on what the hotel's payment hub reported; the transaction takes what the mock's hub
 * verifies of it (`paymentHub.ts`), never the client's `result` alone. A failed payment answers its code.
 */
import type { components } from '@staykit/sdk';
import { zPaymentHubTransactionResult } from '@staykit/sdk/zod';
import { http, HttpResponse } from 'msw';
import { BYPASS_TOKEN_RULES, openReservation } from '../booking/reservations';
import type { HotelRow, PaymentHubTransactionRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError } from '../http/errors';
import { ParamReader } from '../http/params';
import { pathParam, readJsonBody, route } from '../http/route';
import type { RouteContext } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { hubTransactionBody, hubTransactionOf, recordHubResult } from './paymentHub';

type Schemas = components['schemas'];

/** The answer of a transaction: 200, or the failure code it ended with. */
function answer(row: PaymentHubTransactionRow, hotel: HotelRow): Response {
  if (row.status === 'failed') {
    throw new ApiError(row.failure_code ?? '3002', { message: 'The payment hub reports the payment failed' });
  }
  const body: Schemas['PaymentHubTransactionResponse'] = { data: hubTransactionBody(row, hotel) };
  return HttpResponse.json(body);
}

async function updateTransaction({ request, params, query }: RouteContext): Promise<Response> {
  const hotel = hotelById(pathParam(params, 'hotel_id'));
  const queryReader = ParamReader.ofQuery(query);
  const bypassToken = queryReader.string('bypass_token', BYPASS_TOKEN_RULES);
  queryReader.finish();
  const reader = BodyReader.of(await readJsonBody(request));
  const result = reader.oneOf('result', zPaymentHubTransactionResult.options, true);
  const token = reader.text('result_token', { minLength: 1, maxLength: 8192, required: true });
  const reference = reader.text('hub_transaction_reference', { minLength: 1, maxLength: 128 });
  reader.text('failure_reason', { maxLength: 500 });
  reader.finish();
  const reservation = openReservation(request, hotel, pathParam(params, 'reservation_id'), { bypassToken });
  const row = hubTransactionOf(hotel, reservation, pathParam(params, 'transaction_id'));
  return answer(recordHubResult(row, reservation, { result, token: token ?? '', reference }), hotel);
}

/** Handlers of the payment-hub operation. */
export const paymentHubHandlers = [
  http.patch(
    '*/hotels/:hotel_id/reservations/:reservation_id/payment_hub/transactions/:transaction_id',
    route(updateTransaction),
  ),
];
