/**
 * The agency storefront's operations: `createAgencySession` (key `demo-agency`, secret
 * `demo-agency-secret`), `searchAgencyHotels` (AI hotel search, `agencySearch.ts`),
 * `listAgencyHotelRatings`, the booking data kept for the move between the widget and the agency site
 * (`createTemporaryStorage`, `getTemporaryStorage`: 30 minutes on the mock clock, then
 * `agency_restore_failed`), and reservations paid on the agency site (`agencyReservations.ts`).
 */
import { agencyUrlOf } from './agencySite';
import type { components } from '@staykit/sdk';
import { zTemporaryStorageRequest } from '@staykit/sdk/zod';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { TemporaryStorageRow } from '../db/rows';
import { hotelByCode } from '../hotel/hotels';
import { ApiError } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { ParamReader } from '../http/params';
import { requestLocale } from '../http/requestHeaders';
import { pathParam, readJsonBody, route } from '../http/route';
import { isCurrencyCode } from '../lib/currencies';
import { addDays, addMonths, dateAtOffset, formatInstant } from '../lib/dates';
import { readSearchRequest } from '../search/searchRequest';
import { DEMO_AGENCY_CLIENT, sessionCreator } from '../session/clientSessionHandlers';
import { AGENCY_CATALOGUE } from './agencyCatalogue';
import { searchAgencyHotelsFor, type AgencySearch } from './agencySearch';
import { readHotelQuery } from './readHotelQuery';
import { storageBodyProblems } from './storageBody';
import { storageIdOf } from './storageIds';
import { createAgencyReservation, getAgencyReservation } from './agencyReservations';
import { ADULTS, HEADS } from '../lib/guestCounts';

type Schemas = components['schemas'];

// The storefront's hotels count days and show instants in Japan time.
const JST = 540;
/** How long stored booking data is kept. */
export const TEMPORARY_STORAGE_MINUTES = 30;
/** The countdown before the redirect to the agency site. */
const REDIRECT_COUNTDOWN_SECONDS = 5;
/** Farthest check-in a search may ask for: the storefront sells a year ahead. */
const BOOKABLE_MONTHS = 12;

/** Reads the search's parameters and the query, the parameters winning over what the query says. */
function readAgencySearch(query: URLSearchParams, request: Request): AgencySearch {
  const reader = ParamReader.ofQuery(query);
  const text = reader.string('q', { minLength: 1, maxLength: 500 });
  const checkin = reader.date('checkin_date');
  const checkout = reader.date('checkout_date');
  const adults = reader.integer('adults', ADULTS);
  const children = reader.integer('children', HEADS);
  const rooms = reader.integer('room_count', { min: 1, max: 999 });
  const currency = reader.string('currency');
  if (currency !== undefined && !isCurrencyCode(currency)) reader.fail('currency', 'must be a currency code');
  const limit = reader.integer('limit', { min: 1, max: 100 }) ?? 20;
  if (!query.has('q')) reader.fail('q', 'is required');
  reader.finish();
  const today = dateAtOffset(nowMillis(), JST);
  const reading = readHotelQuery(text ?? '', today);
  const stayIn = checkin ?? reading.checkin;
  const stayOut = checkout ?? (checkin ? addDays(checkin, 1) : reading.checkout);
  if (stayIn !== undefined && stayOut !== undefined && stayOut <= stayIn) {
    throw new ApiError('1000', {
      message: 'The check-out must come after the check-in',
      fields: { checkout_date: ['must be after checkin_date'] },
    });
  }
  if (stayIn !== undefined && (stayIn < today || stayIn > addMonths(today, BOOKABLE_MONTHS))) {
    throw new ApiError(stayIn < today ? '1000' : '1903', {
      message: `The check-in must be between ${today} and ${addMonths(today, BOOKABLE_MONTHS)}`,
      fields: { checkin_date: ['is outside the bookable period'] },
    });
  }
  // The parameters win over the words; what neither gives is the search's default, not "told".
  const [toldAdults, toldChildren, toldRooms] = [
    adults ?? reading.adults,
    children ?? reading.children,
    rooms ?? reading.rooms,
  ];
  const told: AgencySearch['told'] = {
    ...(toldAdults !== undefined ? { adults: toldAdults } : {}),
    ...(toldChildren !== undefined ? { children: toldChildren } : {}),
    ...(toldRooms !== undefined ? { rooms: toldRooms } : {}),
  };
  const guests = { adults: told.adults ?? 2, children: told.children ?? 0 };
  if (guests.adults + guests.children > 20) {
    throw new ApiError('too_many_guests', { message: 'At most 20 guests a room' });
  }
  const dated = stayIn !== undefined && stayOut !== undefined;
  const stay = new URLSearchParams({
    adults: String(guests.adults),
    room_count: String(told.rooms ?? 1),
    ...(guests.children > 0 ? { children: String(guests.children) } : {}),
    ...(dated ? { checkin_date: stayIn, checkout_date: stayOut } : { search_type: 'undated' }),
    ...(currency !== undefined ? { mcp_currency: currency } : {}),
  });
  return {
    query: text ?? '',
    reading,
    stay: readSearchRequest(stay, request),
    dated,
    told,
    limit,
    language: requestLocale(request) ?? 'en',
  };
}

function storageOf(row: TemporaryStorageRow): Schemas['TemporaryStorage'] {
  return {
    id: row.id,
    hotel_code: row.hotel_code,
    data: row.data,
    agency_url: row.agency_url,
    redirect_countdown_seconds: REDIRECT_COUNTDOWN_SECONDS,
    created_at: formatInstant(row.created_at_ms, JST),
    expires_at: formatInstant(row.expires_at_ms, JST),
  };
}

// Ratings are recomputed each night at 03:00 in Japan: the last run, today's once it has happened.
function ratingsUpdatedAt(): string {
  const now = nowMillis();
  const today = Date.parse(`${dateAtOffset(now, JST)}T03:00:00+09:00`);
  return formatInstant(today <= now ? today : today - 24 * 60 * 60_000, JST);
}

/** Handlers of the agency operations. */
export const agencyHandlers = [
  http.post('*/api/ota/v1/auth', sessionCreator('createAgencySession', DEMO_AGENCY_CLIENT)),
  http.get(
    '*/api/ota/v1/hotels/search',
    route(({ request, query }) =>
      HttpResponse.json(searchAgencyHotelsFor(readAgencySearch(query, request), request)),
    ),
  ),
  http.get(
    '*/api/ota/v1/hotels/ratings',
    route(({ query }) => {
      const reader = ParamReader.ofQuery(query);
      const ids = reader.integers('hotel_ids', { min: 1, max: 2_147_483_647, maxItems: 50 });
      if (!query.has('hotel_ids')) reader.fail('hotel_ids', 'is required');
      reader.finish();
      const data: Schemas['AgencyHotelRating'][] = AGENCY_CATALOGUE.flatMap((entry) => {
        const hotel = hotelByCode(entry.code);
        return ids.includes(hotel.id)
          ? [
              {
                hotel_id: hotel.id,
                average: entry.rating,
                review_count: entry.reviews,
                updated_at: ratingsUpdatedAt(),
              },
            ]
          : [];
      });
      const body: Schemas['AgencyHotelRatingListResponse'] = { data };
      return HttpResponse.json(body);
    }),
  ),
  http.post(
    '*/api/ota/v1/temporary_storages',
    route(
      async ({ request }) => {
        const body = await readJsonBody(request);
        return idempotent(request, 'createTemporaryStorage', body, () => {
          const parsed = zTemporaryStorageRequest.safeParse(body);
          const fields = storageBodyProblems(body);
          for (const issue of parsed.success ? [] : parsed.error.issues) {
            const field = issue.path.map(String).join('.') || 'body';
            fields.set(field, [...(fields.get(field) ?? []), issue.message]);
          }
          if (!parsed.success || fields.size > 0) {
            throw new ApiError('1000', {
              message: 'The booking data is not as the contract says',
              fields: Object.fromEntries(fields),
            });
          }
          const hotel = hotelByCode(parsed.data.hotel_code);
          const serial = db.temporaryStorage.inserted + 1;
          const id = storageIdOf(serial, nowMillis());
          const row = db.temporaryStorage.insert({
            id,
            hotel_code: hotel.code,
            data: parsed.data.data,
            agency_url: agencyUrlOf(id),
            created_at_ms: nowMillis(),
            expires_at_ms: nowMillis() + TEMPORARY_STORAGE_MINUTES * 60_000,
          });
          const answer: Schemas['TemporaryStorageResponse'] = { data: storageOf(row) };
          return { status: 201, body: answer };
        });
      },
      { creates: true },
    ),
  ),
  http.get(
    '*/api/ota/v1/temporary_storages/:id',
    route(({ params }) => {
      const id = pathParam(params, 'id');
      const row = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? db.temporaryStorage.get(id) : undefined;
      if (!row || nowMillis() >= row.expires_at_ms) {
        throw new ApiError('agency_restore_failed', {
          message: 'The booking data could not be restored: enter it again and press Next',
        });
      }
      const answer: Schemas['TemporaryStorageResponse'] = { data: storageOf(row) };
      return HttpResponse.json(answer);
    }),
  ),
  http.post(
    '*/api/ota/v1/reservations',
    route(
      async ({ request }) => {
        const body = await readJsonBody(request);
        return idempotent(request, 'createAgencyReservation', body, () =>
          createAgencyReservation(body, request),
        );
      },
      { creates: true },
    ),
  ),
  http.get(
    '*/api/ota/v1/reservations/:id',
    route(({ request, params, query }) =>
      HttpResponse.json(getAgencyReservation(request, pathParam(params, 'id'), query)),
    ),
  ),
];
