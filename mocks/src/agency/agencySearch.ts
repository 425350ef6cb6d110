/**
 * AI hotel search, as the mock does it (`searchAgencyHotels`): the free-text query is read by rules
 * (`readHotelQuery.ts`, where the real service uses a model), the structured parameters override what was
 * read, and the storefront's hotels (`agencyCatalogue.ts`) are kept when they are in the place named,
 * have a room for the stay and guests, fit the budget and offer at least one of the wishes. Prices come
 * from each hotel's own search (`search/hotelInventory.ts`). Best match first: more wishes met, then the
 * guests' rating, then the lower price.
 *
 * When nothing matches, the answer is still a 200 with no hotels, up to five alternatives (the place's
 * hotels without the budget or wishes, then the nearby towns' hotels with the wishes) and a suggestion
 * of what to add to the query.
 */
import type { components } from '@staykit/sdk';
import type { HotelRow } from '../db/rows';
import { hotelByCode } from '../hotel/hotels';
import { absoluteUrl } from '../http/requestBase';
import { convert, decimalDigits } from '../lib/currencies';
import { fingerprint } from '../lib/fingerprint';
import { hotelInventory } from '../search/hotelInventory';
import type { SearchRequest } from '../search/searchRequest';
import { AGENCY_CATALOGUE, type CatalogueHotel } from './agencyCatalogue';
import { placeById, type AgencyLanguage, type AgencyPlace, type AgencyWish } from './agencyAreas';
import { AGENCY_TEXTS } from './agencyTexts';
import type { HotelQueryReading } from './readHotelQuery';

type Schemas = components['schemas'];
type AgencyHotel = Schemas['AgencyHotel'];

/**
 * What a search asks, once the query is read and the parameters applied.
 *
 * @example
 * ```ts
 * const search: AgencySearch = readAgencySearch(query, request); // in agencyHandlers.ts
 * ```
 */
export interface AgencySearch {
  readonly query: string;
  readonly reading: HotelQueryReading;
  /** The stay and guests searched (dated or not), as each hotel's own search reads them. */
  readonly stay: SearchRequest;
  readonly dated: boolean;
  /** The guests and rooms the query or the parameters gave; the search's defaults are not in it. */
  readonly told: { readonly adults?: number; readonly children?: number; readonly rooms?: number };
  readonly limit: number;
  readonly language: AgencyLanguage;
}

/** One hotel of the catalogue against the search. */
interface Candidate {
  readonly entry: CatalogueHotel;
  readonly hotel: HotelRow;
  readonly available: boolean;
  readonly lowest: number | null;
  /** The lowest price in yen, dated or not: hotels in other currencies compare on it. */
  readonly lowestInYen: number | null;
  readonly mcp: Schemas['Money'] | null;
  readonly wishesMet: readonly AgencyWish[];
  readonly withinBudget: boolean;
}

/** The towns of a place: itself, or a region's. */
function townsOf(place: AgencyPlace | undefined): readonly string[] | undefined {
  if (!place) return undefined;
  return place.kind === 'region' ? (place.areas ?? []) : [place.id];
}

function candidate(entry: CatalogueHotel, search: AgencySearch): Candidate {
  const hotel = hotelByCode(entry.code);
  const inventory = hotelInventory(hotel, search.stay);
  // Undated, the hotel's own search prices one night without a date: not a price to show (the contract
  // leaves it out), but what the budget is measured against.
  const price = inventory.lowest_price;
  const budget = search.reading.budget;
  return {
    entry,
    hotel,
    available: inventory.available,
    lowest: search.dated ? price : null,
    lowestInYen: price === null ? null : convert(price, hotel.currency, 'JPY').cents,
    mcp: search.dated ? (inventory.mcp_lowest_price ?? null) : null,
    wishesMet: search.reading.wishes.filter((wish) => entry.tags.includes(wish)),
    withinBudget:
      !budget ||
      (price !== null &&
        convert(price, hotel.currency, budget.currency).cents <=
          budget.amount * 10 ** decimalDigits(budget.currency)),
  };
}

/** Best first: more wishes met, a higher rating, a lower price, then the code (a stable order). */
function byMatch(a: Candidate, b: Candidate): number {
  return (
    b.wishesMet.length - a.wishesMet.length ||
    b.entry.rating - a.entry.rating ||
    (a.lowestInYen ?? Infinity) - (b.lowestInYen ?? Infinity) ||
    a.entry.code.localeCompare(b.entry.code)
  );
}

function reasonOf(found: Candidate, search: AgencySearch, relaxed: readonly string[]): string {
  const texts = AGENCY_TEXTS[search.language];
  const met = found.wishesMet.map((wish) => texts.wishes[wish]).join(texts.listSeparator);
  const town = placeById(found.entry.area)?.labels[search.language] ?? found.entry.area;
  return [
    met,
    town,
    ...relaxed,
    // Undated, the budget was measured against one night: too rough to promise.
    search.reading.budget && search.dated && found.withinBudget ? texts.withinBudget : '',
    search.dated && found.available ? texts.roomsOnDates : '',
  ]
    .filter((part) => part !== '')
    .join(texts.separator);
}

function agencyHotel(
  found: Candidate,
  search: AgencySearch,
  request: Request,
  relaxed: readonly string[] = [],
): AgencyHotel {
  const { hotel, entry } = found;
  return {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_brand_id: hotel.brand_id,
    name: hotel.name,
    description: hotel.description,
    address: { post_code: hotel.post_code, full_address: hotel.full_address, country: hotel.country },
    latitude: entry.latitude,
    longitude: entry.longitude,
    image_url: absoluteUrl(request, hotel.image_url),
    rating_average: entry.rating,
    review_count: entry.reviews,
    ...(found.lowest !== null ? { lowest_price: found.lowest } : {}),
    currency: hotel.currency,
    ...(found.mcp ? { mcp_lowest_price: found.mcp } : {}),
    available: found.available,
    match_reason: reasonOf(found, search, relaxed),
    tags: [...entry.tags],
  };
}

// What the search read and was told; what it could not tell is left out (the contract's rule).
function interpretation(search: AgencySearch): Schemas['AgencySearchInterpretation'] {
  const { reading, stay, told } = search;
  return {
    ...(reading.place ? { area: reading.place.labels[search.language] } : {}),
    ...(search.dated && stay.stay.checkin && stay.stay.checkout
      ? { checkin_date: stay.stay.checkin, checkout_date: stay.stay.checkout }
      : {}),
    ...(told.adults !== undefined ? { adults: told.adults } : {}),
    ...(told.children !== undefined ? { children: told.children } : {}),
    ...(told.rooms !== undefined ? { room_count: told.rooms } : {}),
    ...(reading.budget ? { max_price: reading.budget.amount } : {}),
    keywords: reading.wishes.map((wish) => AGENCY_TEXTS[search.language].wishes[wish]),
  };
}

/** Whether the reader found anything at all in the query. */
function understood(reading: HotelQueryReading): boolean {
  return (
    reading.place !== undefined ||
    reading.checkin !== undefined ||
    reading.adults !== undefined ||
    reading.children !== undefined ||
    reading.rooms !== undefined ||
    reading.budget !== undefined ||
    reading.wishes.length > 0
  );
}

/** The suggestion for a search that found nothing: what its query lacked, first the place. */
function suggestionOf(search: AgencySearch): string {
  const texts = AGENCY_TEXTS[search.language];
  if (!search.reading.place) return texts.suggestionPlace;
  if (!search.dated) return texts.suggestionDates;
  return texts.suggestion;
}

/**
 * The answer of `searchAgencyHotels`.
 *
 * @example
 * ```ts
 * const answer = searchAgencyHotelsFor(search, request);
 * answer.data[0]?.match_reason; // 'Onsen · Hakone · Within your budget · Rooms on your dates'
 * ```
 */
export function searchAgencyHotelsFor(
  search: AgencySearch,
  request: Request,
): Schemas['AgencyHotelSearchResponse'] {
  const wishes = search.reading.wishes;
  // Each hotel is priced by its own search: only those of the towns a step looks at are.
  const candidatesIn = (towns: readonly string[] | undefined) =>
    AGENCY_CATALOGUE.filter((entry) => !towns || towns.includes(entry.area)).map((entry) =>
      candidate(entry, search),
    );
  const bookable = (found: Candidate) => !search.dated || found.available;
  const fits = (found: Candidate) =>
    bookable(found) && found.withinBudget && (wishes.length === 0 || found.wishesMet.length > 0);
  const read = interpretation(search);
  const base = {
    search_id: `srch_${fingerprint(`${search.query}|${JSON.stringify(read)}`)}`,
    interpretation: read,
  };
  // Words the reader found nothing in (no place, stay, guests, budget or wish) match nothing: the best
  // rated hotels are offered instead, with the advice to say where.
  if (!understood(search.reading)) {
    return {
      ...base,
      data: [],
      alternatives: candidatesIn(undefined)
        .filter(bookable)
        .sort(byMatch)
        .slice(0, 5)
        .map((found) => agencyHotel(found, search, request)),
      suggestion: AGENCY_TEXTS[search.language].suggestionPlace,
    };
  }
  const inPlace = candidatesIn(townsOf(search.reading.place));
  const matches = inPlace.filter(fits).sort(byMatch);
  if (matches.length > 0) {
    return {
      ...base,
      data: matches.slice(0, search.limit).map((found) => agencyHotel(found, search, request)),
      alternatives: [],
    };
  }
  const texts = AGENCY_TEXTS[search.language];
  const missing = (found: Candidate) =>
    wishes.filter((wish) => !found.wishesMet.includes(wish)).map((wish) => texts.wishes[wish]);
  // The place's own hotels, whatever the budget or wishes, with what they lack said.
  const sameTown = inPlace
    .filter(bookable)
    .sort(byMatch)
    .map((found) =>
      agencyHotel(found, search, request, [
        ...(found.withinBudget ? [] : [texts.overBudget]),
        ...(missing(found).length > 0
          ? [texts.without.replace('{wishes}', missing(found).join(texts.listSeparator))]
          : []),
      ]),
    );
  // Then the nearby towns' hotels that meet a wish and the budget.
  const place = search.reading.place;
  const nearbyTowns = place?.kind === 'area' ? (place.nearby ?? []) : [];
  const nearby = (nearbyTowns.length > 0 ? candidatesIn(nearbyTowns) : [])
    .filter(fits)
    .sort(byMatch)
    .map((found) =>
      agencyHotel(found, search, request, [
        texts.near.replace('{place}', place?.labels[search.language] ?? ''),
      ]),
    );
  return {
    ...base,
    data: [],
    alternatives: [...sameTown, ...nearby].slice(0, 5),
    suggestion: suggestionOf(search),
  };
}
