/**
 * One hotel's answer to a search across hotels (the brand's facilities screen, the agency storefront):
 * whether it has a room for the stay and guests, how many, and its lowest total, by the same search as
 * the hotel's own results. A hotel whose own limits refuse the request shows as unavailable instead of
 * failing the whole call.
 */
import type { components } from '@staykit/sdk';
import type { HotelRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { convert, effectiveMcp } from '../lib/currencies';
import { findOffers, loadHotelContext } from './searchEngine';
import { checkHotelRules } from './searchRequest';
import type { SearchRequest } from './searchRequest';

type Schemas = components['schemas'];

/**
 * The stay at one hotel, for a search across hotels.
 *
 * @example
 * ```ts
 * hotelInventory(hotelById('101'), search).lowest_price; // 15800, or null when nothing is left
 * ```
 */
export function hotelInventory(hotel: HotelRow, search: SearchRequest): Schemas['BrandHotelInventory'] {
  const currency = hotel.currency;
  const unavailable: Schemas['BrandHotelInventory'] = {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_name: hotel.name,
    available: false,
    room_count: 0,
    lowest_price: null,
    currency,
    mcp_lowest_price: null,
  };
  try {
    checkHotelRules(hotel, search);
  } catch (error) {
    if (error instanceof ApiError) return unavailable;
    throw error;
  }
  const offers = findOffers(loadHotelContext(hotel), search);
  if (offers.length === 0) return unavailable;
  const lowest = Math.min(...offers.map((offer) => offer.amounts.total));
  const mcp = effectiveMcp(hotel, search.mcpCurrency);
  const roomCount = [
    ...new Map(offers.map((offer) => [offer.roomType.code, offer.roomCount])).values(),
  ].reduce((sum, count) => sum + count, 0);
  return {
    ...unavailable,
    available: true,
    room_count: roomCount,
    lowest_price: lowest,
    mcp_lowest_price: mcp ? convert(lowest, currency, mcp) : null,
  };
}
