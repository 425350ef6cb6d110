/**
 * `findReservation`: a reservation of the brand's hotels by its number and booking e-mail (the "find a
 * reservation" screen). Either one wrong answers `reservation_not_found`, never saying which; the answer
 * carries the bypass `token` to open it afterwards.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import { ApiError } from '../http/errors';
import { brandById, brandHotels } from '../hotel/hotels';
import { EMAIL_RULES } from '../http/fieldPatterns';
import { ParamReader } from '../http/params';
import { settlePayments } from '../payment/reservationPayments';
import { reservationNow } from '../booking/reservationBody';
import { pathParam, route } from '../http/route';

type Schemas = components['schemas'];

/** Handlers of the reservation look-up. */
export const lookupHandlers = [
  http.get(
    '*/hotel_brands/:brand_id/reservations/:reservation_number',
    route(({ params, query }) => {
      const brand = brandById(pathParam(params, 'brand_id'));
      const reader = ParamReader.ofQuery(query);
      const email = reader.string('email', EMAIL_RULES);
      if (email === undefined) reader.fail('email', 'is required');
      reader.finish();
      settlePayments();
      const number = pathParam(params, 'reservation_number');
      const hotelIds = brandHotels(brand.id).map((hotel) => hotel.id);
      const row = db.reservation.get(number);
      if (!row || !hotelIds.includes(row.hotel_id) || row.email !== email?.toLowerCase()) {
        throw new ApiError('reservation_not_found', {
          message: 'No reservation of this brand has this number and e-mail',
        });
      }
      const response: Schemas['ReservationResponse'] = {
        data: { ...reservationNow(row), token: row.token },
      };
      return HttpResponse.json(response);
    }),
  ),
];
