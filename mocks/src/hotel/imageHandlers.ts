/**
 * The seed's pictures (hotel facades, rooms, marks of hotels and brands) on the mock's own origin:
 * `GET /__staykit/images/{hotel_code}/{main|logo|room_type_code}.svg` and
 * `GET /__staykit/images/brands/{brand_code}/logo.svg`. They need no client session, as an `<img>` sends
 * none. The SVG may not load or run anything (`default-src 'none'`), and a browser keeps it a day.
 */
import { http, HttpResponse } from 'msw';
import { ApiError } from '../http/errors';
import { pathParam, route } from '../http/route';
import { seedImage } from './hotelImages';

const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  // The widget shows them from another port or origin.
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

function imageResponse(request: Request, segments: readonly string[]): Response {
  const picture = seedImage(segments);
  if (picture === null) {
    throw new ApiError('not_found', { message: `No picture is at ${new URL(request.url).pathname}` });
  }
  return new HttpResponse(picture, { status: 200, headers: IMAGE_HEADERS });
}

/** Handlers of the seed's pictures. */
export const imageHandlers = [
  http.get(
    '*/__staykit/images/brands/:brand_code/:file',
    route(
      ({ request, params }) =>
        imageResponse(request, ['brands', pathParam(params, 'brand_code'), pathParam(params, 'file')]),
      { session: false },
    ),
  ),
  http.get(
    '*/__staykit/images/:hotel_code/:file',
    route(
      ({ request, params }) =>
        imageResponse(request, [pathParam(params, 'hotel_code'), pathParam(params, 'file')]),
      { session: false },
    ),
  ),
];
