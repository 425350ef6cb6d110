/**
 * A brand's facilities: `listBrandHotels` (paged) and `getBrandInventory` (the searched stay at each
 * facility, paged the same way, by `search/hotelInventory.ts`).
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import type { HotelRow } from '../db/rows';
import { absoluteUrl } from '../http/requestBase';
import { addDays, dateAtOffset } from '../lib/dates';
import { ApiError } from '../http/errors';
import { brandById, brandHotels } from './hotels';
import { pageOf, readPaging } from '../http/paging';
import { ParamReader } from '../http/params';
import { pathParam, route } from '../http/route';
import { hotelInventory } from '../search/hotelInventory';
import { readSearchRequest } from '../search/searchRequest';

type Schemas = components['schemas'];

function brandHotel(hotel: HotelRow, request: Request): Schemas['BrandHotel'] {
  return {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_name: hotel.name,
    description: hotel.description,
    image_url: absoluteUrl(request, hotel.image_url),
    address: { post_code: hotel.post_code, full_address: hotel.full_address, country: hotel.country },
    currency: hotel.currency,
    time_zone: hotel.time_zone,
  };
}

/**
 * The facilities screen may ask before the guest picks dates: a dated request without any date then
 * means tonight (check-in offset 0, one night, as `default_search_setting`), so every facility answers.
 */
function withDefaultStay(query: URLSearchParams): URLSearchParams {
  const hasDates = [...query.keys()].some(
    (key) => key === 'checkin_date' || /^rooms\[\d+\]\[checkin_date\]$/.test(key),
  );
  if (hasDates || query.get('search_type') === 'undated') return query;
  const stay = new URLSearchParams(query);
  const today = dateAtOffset(nowMillis(), JST);
  stay.set('checkin_date', today);
  if (!query.has('checkout_date')) stay.set('checkout_date', addDays(today, 1));
  return stay;
}

// The brand's facilities are in Japan time for the default stay.
const JST = 540;

/** Handlers of the brand operations. */
export const brandHandlers = [
  http.get(
    '*/hotel_brands/:brand_id/hotels',
    route(({ params, query, request }) => {
      const brand = brandById(pathParam(params, 'brand_id'));
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      reader.finish();
      return HttpResponse.json(
        pageOf(
          brandHotels(brand.id).map((hotel) => brandHotel(hotel, request)),
          page,
          perPage,
        ) satisfies Schemas['BrandHotelListResponse'],
      );
    }),
  ),
  http.get(
    '*/hotel_brands/:brand_id/inventory',
    route(({ params, query, request }) => {
      const brand = brandById(pathParam(params, 'brand_id'));
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      reader.finish();
      const search = readSearchRequest(withDefaultStay(query), request);
      // Rules that hold for every facility (undated with differing rooms, the 999-room cap) fail the call.
      if (
        search.stay.searchType === 'undated' &&
        new Set(search.rooms.map((room) => `${room.adults}/${room.children}`)).size > 1
      ) {
        throw new ApiError('undated_search_not_allowed');
      }
      const hotels = brandHotels(brand.id);
      const current = pageOf(hotels, page, perPage);
      return HttpResponse.json({
        ...current,
        data: current.data.map((hotel) => hotelInventory(hotel, search)),
      } satisfies Schemas['BrandInventoryResponse']);
    }),
  ),
];
