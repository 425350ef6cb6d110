/**
 * `cancelReservation`: checks who acts and whether the reservation may be cancelled online now (staff
 * edits, the change deadline, the check-in day — by phone —, a pending update or payment), computes the
 * fee from the cancellation policy on the mock clock and refuses a `cancellation_fee_displayed` that
 * differs (`price_changed`); then records the cancellation with the fee shown and gives the stock back.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import { BodyReader } from '../http/bodyReader';
import { ApiError } from '../http/errors';
import { hotelById } from '../hotel/hotels';
import { settlePayments } from '../payment/reservationPayments';
import { cancellationQuote, checkChangeable, readGuestProof, reservationFor, reservationNow } from './access';
import { releaseStock } from '../booking/reservations';
import type { HeldStock } from '../booking/reservations';
import { pathParam, readJsonBody, route } from '../http/route';
import { CANCELLATION_REASONS } from './updateSettingsHandlers';

type Schemas = components['schemas'];

/** Handlers of the cancellation. */
export const reservationCancellationHandlers = [
  http.put(
    '*/hotels/:hotel_id/reservations/:reservation_id/cancel',
    route(async ({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const proof = readGuestProof(query);
      const body = BodyReader.of(await readJsonBody(request));
      const reason = body.text('reason', { minLength: 1, maxLength: 64, required: true });
      const details = body.text('details', { maxLength: 1000 });
      const displayed = body.number('cancellation_fee_displayed', { min: 0, required: true });
      if (reason !== undefined && !Object.keys(CANCELLATION_REASONS).includes(reason)) {
        body.fail('reason', `must be one of ${Object.keys(CANCELLATION_REASONS).join(', ')}`);
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
      db.reservation.update({
        where: { number: { equals: row.number } },
        data: {
          status: 'cancelled',
          cancelled_at_ms: nowMillis(),
          cancel_reason: reason ?? 'other',
          cancel_details: details ?? null,
          cancel_fee_displayed: displayed ?? 0,
          cancel_fee: quote.fee,
          cancel_refund: quote.refund,
        },
      });
      releaseStock(row.hotel_id, JSON.parse(row.held_json) as HeldStock);
      const payment = db.payment.findFirst({ where: { reservation_number: { equals: row.number } } });
      if (payment && ['pre_3d_secure', 'authorized'].includes(payment.status)) {
        db.payment.update({
          where: { reservation_number: { equals: row.number } },
          data: { status: 'cancelled' },
        });
      }
      const response: Schemas['ReservationResponse'] = { data: reservationNow(row) };
      return HttpResponse.json(response);
    }),
  ),
];
