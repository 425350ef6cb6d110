/**
 * `updateReservation` (PUT .../reservations/{number}): new dates and rooms for a reservation, checked and
 * moved as `reservationUpdate.ts` says.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { pathParam, readJsonBody, route } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { updateReservation } from './reservationUpdate';

type Schemas = components['schemas'];

/** Handlers of the reservation update. */
export const updateHandlers = [
  http.put(
    '*/hotels/:hotel_id/reservations/:reservation_id',
    route(async ({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const raw = await readJsonBody(request);
      const data = updateReservation(request, hotel, pathParam(params, 'reservation_id'), query, raw);
      return HttpResponse.json({ data } satisfies Schemas['ReservationResponse']);
    }),
  ),
];
