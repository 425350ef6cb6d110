/**
 * `getPayLink` (GET /pay_links/{payment_number}): the pay link a hotel sent to a guest, for the public
 * pay-link page (client session only, no sign-in). States, the 1-hour validity and the refusals are
 * internal/payLinkState.ts; the seeded links are seed/seedPayLinks.ts.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { hotelById } from '../hotel/hotels';
import { openPayLink, payLinkBody } from './payLinks';
import { pathParam, route } from '../http/route';

type PayLinkResponse = components['schemas']['PayLinkResponse'];

/** Handlers of the pay-link operation. */
export const payLinkHandlers = [
  http.get(
    '*/pay_links/:payment_number',
    route(({ request, params }) => {
      const link = openPayLink(pathParam(params, 'payment_number'));
      const hotel = hotelById(String(link.hotel_id));
      const body: PayLinkResponse = {
        data: payLinkBody(link, hotel, request.headers.get('Client-Session') ?? ''),
      };
      return HttpResponse.json(body);
    }),
  ),
];
