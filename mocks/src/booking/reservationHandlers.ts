/**
 * Reservations: `createReservation` (checked whole, then booked in one step: `book.ts`) and
 * `getReservation`. A retry with the same Idempotency-Key replays the first answer; one sent while the
 * first is still answered is refused with 3016.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { EMAIL_RULES } from '../http/fieldPatterns';
import { idempotencySlot, idempotent } from '../http/idempotency';
import { ParamReader } from '../http/params';
import { pathParam, readJsonBody, route } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { settlePayments } from '../payment/reservationPayments';
import { book } from './book';
import { paymentInProgress } from './bookingChecks';
import { reservationNow } from './reservationBody';
import { readReservationRequest } from './reservationRequest';
import { BYPASS_TOKEN_RULES, openReservation } from './reservations';

type Schemas = components['schemas'];

// The key slots (session, operation, key) whose first request is still being answered (a retry
// meanwhile gets 3016).
const inFlight = new Set<string>();

/** Handlers of the reservation operations. */
export const reservationHandlers = [
  http.post(
    '*/hotels/:hotel_id/reservations',
    route(
      async ({ request, params }) => {
        const hotel = hotelById(pathParam(params, 'hotel_id'));
        const body = await readJsonBody(request);
        settlePayments();
        const slot = idempotencySlot(request, 'createReservation');
        if (inFlight.has(slot)) throw paymentInProgress();
        inFlight.add(slot);
        try {
          return await idempotent(request, 'createReservation', body, () =>
            book(hotel, readReservationRequest(body), request),
          );
        } finally {
          inFlight.delete(slot);
        }
      },
      { creates: true },
    ),
  ),
  http.get(
    '*/hotels/:hotel_id/reservations/:reservation_id',
    route(({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const reader = ParamReader.ofQuery(query);
      const email = reader.string('email', EMAIL_RULES);
      const bypassToken = reader.string('bypass_token', BYPASS_TOKEN_RULES);
      reader.finish();
      settlePayments();
      const row = openReservation(request, hotel, pathParam(params, 'reservation_id'), {
        email,
        bypassToken,
      });
      const response: Schemas['ReservationResponse'] = { data: reservationNow(row) };
      return HttpResponse.json(response);
    }),
  ),
];
