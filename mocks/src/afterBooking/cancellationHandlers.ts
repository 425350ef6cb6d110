/**
 * `cancelReservation`: checks who acts and whether the reservation may be cancelled online now (staff
 * edits, the change deadline, the check-in day — by phone —, a pending update or payment), quotes the fee
 * from the cancellation policy on the mock clock and refuses a `cancellation_fee_displayed` that differs
 * (`price_changed`); then records the cancellation with the fee shown and gives the stock back
 * (`cancellation.ts`).
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { reservationNow } from '../booking/reservationBody';
import { BodyReader } from '../http/bodyReader';
import { ApiError } from '../http/errors';
import { pathParam, readJsonBody, route } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { settlePayments } from '../payment/reservationPayments';
import { checkChangeable, readGuestProof, reservationFor } from './access';
import { cancel, CANCELLATION_REASON_CODES, cancellationQuote } from './cancellation';

type Schemas = components['schemas'];

/** Handlers of the cancellation. */
export const cancellationHandlers = [
  http.put(
    '*/hotels/:hotel_id/reservations/:reservation_id/cancel',
    route(async ({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const proof = readGuestProof(query);
      const body = BodyReader.of(await readJsonBody(request));
      const reasonText = body.text('reason', { minLength: 1, maxLength: 64, required: true });
      const details = body.text('details', { maxLength: 1000 });
      const displayed = body.number('cancellation_fee_displayed', { min: 0, required: true });
      const reason = CANCELLATION_REASON_CODES.find((candidate) => candidate === reasonText);
      if (reasonText !== undefined && reason === undefined) {
        body.fail('reason', `must be one of ${CANCELLATION_REASON_CODES.join(', ')}`);
      }
      body.finish();
      settlePayments();
      const row = reservationFor(request, hotel, pathParam(params, 'reservation_id'), proof, 'act');
      checkChangeable(row, hotel, 'cancel');
      const quote = cancellationQuote(row, hotel);
      if (displayed !== quote.fee) {
        throw new ApiError('price_changed', {
          message: `The cancellation fee is now ${quote.fee} ${row.currency}: show it and ask again`,
          meta: { new_total_price: quote.fee },
        });
      }
      // Everything is checked: record the cancellation and give the stock back in one step.
      const { pointsReturned } = cancel(row, quote, {
        reason: reason ?? 'other',
        details,
        feeDisplayed: displayed ?? 0,
      });
      if (!pointsReturned) {
        throw new ApiError('3504', {
          message: `${row.number} is cancelled, but the ${row.spending_point} points it spent could not be returned: check the point history`,
        });
      }
      const response: Schemas['ReservationResponse'] = { data: reservationNow(row) };
      return HttpResponse.json(response);
    }),
  ),
];
