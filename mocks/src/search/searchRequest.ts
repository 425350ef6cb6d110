/**
 * Reading and checking the search parameters shared by searchRooms, getRoomRecommendations,
 * getRoomPrice, getRoomInventory, getRoomAvailability and getBrandInventory (contract:
 * components/search-parameters.yaml). Parsing problems are 422 `1000` (400 for unreadable bracket
 * syntax); the hotel's rules (guests, rooms, undated, bookable months) are checked by
 * {@link checkHotelRules} so the brand inventory can apply them per facility.
 */
import type { components } from '@staykit/sdk';
import { zSearchResultType, zSortOrder } from '@staykit/sdk/zod';
import { nowMillis } from '../clock';
import type { HotelRow } from '../db/rows';
import { LINK_TOKEN } from '../lottery/lotteryLink';
import { COUPON, PROMOTION } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';
import { isCurrencyCode } from '../lib/currencies';
import type { CurrencyCode } from '../lib/currencies';
import { addDays, addMonths, dateAtOffset, daysBetween } from '../lib/dates';
import { ApiError } from '../http/errors';
import { ParamReader, PLAN_CODE_RULES, readBracketList } from '../http/params';
import { requestLanguage, userTokenOf } from '../http/requestHeaders';
import type { BracketValue } from '../http/params';
import { ADULTS, HEADS, KIDS_TIER_CODES } from '../lib/guestCounts';

/** A result order. */
export type SortOrder = components['schemas']['SortOrder'];
/** Grouping of results. */
export type ResultType = components['schemas']['SearchResultType'];

/** The guests of one room. */
export interface GuestMix {
  readonly adults: number;
  /** Children counted (at least the tiers, ages or age ranges given). */
  readonly children: number;
  /** Tier codes as sent (tiers modes); unknown codes are dropped when the hotel is known. */
  readonly kidsTiers: readonly string[];
  readonly kidsAges: readonly number[];
  readonly adultCompanion: number;
  readonly kidTierACompanion: number;
}

/** The stay: dated (check-in, check-out; 0 nights for day use) or undated (nights only). */
export interface Stay {
  readonly searchType: 'dated' | 'undated';
  readonly checkin: string | null;
  readonly checkout: string | null;
  readonly nights: number;
  readonly isDayUse: boolean;
}

/** A parsed search. */
export interface SearchRequest {
  readonly stay: Stay;
  /** One entry per room (the flat parameters repeated `room_count` times). */
  readonly rooms: readonly GuestMix[];
  /** Whether the rooms came in bracket notation. */
  readonly bracketRooms: boolean;
  readonly order: SortOrder;
  readonly type: ResultType;
  readonly filterIds: readonly number[];
  readonly roomTypeCodes: readonly string[];
  readonly roomPlanCodes: readonly string[];
  readonly hotelPlanCodes: readonly string[];
  readonly includingOccupied: boolean;
  readonly voucherMode: boolean;
  readonly bookable: 'skip' | 'true' | undefined;
  readonly nextAvailable: boolean;
  readonly promoCode: string | undefined;
  readonly couponCode: string | undefined;
  readonly mcpCurrency: CurrencyCode | undefined;
  readonly dynamicPackage: boolean;
  /** A user token came with the request (member plans and prices). */
  readonly signedIn: boolean;
  /** The user token (what follows `Bearer `), or null. */
  readonly userToken: string | null;
  /** The guest's language: the first range of `Accept-Language` other than `*`, lower case; else null. */
  readonly language: string | null;
  /** The lottery fields of the search. */
  readonly lottery: LotteryParams;
}

/**
 * The lottery fields of a search (the contract's `lottery_event_uuid`, `lottery_access_token` and
 * `lottery_result_entry_number`).
 */
export interface LotteryParams {
  readonly eventUuid?: string | undefined;
  readonly accessToken?: string | undefined;
  readonly entryNumber?: string | undefined;
}

const CODE = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The hotel's today, in its time zone. */
export function hotelToday(hotel: HotelRow): string {
  return dateAtOffset(nowMillis(), hotel.utc_offset_minutes);
}

function readGuestMix(reader: ParamReader): GuestMix {
  const adults = reader.integer('adults', ADULTS) ?? 2;
  const kidsTiers = reader.strings('kids_tiers', KIDS_TIER_CODES);
  const kidsAges = reader.integers('kids_ages', { min: 0, max: 17, maxItems: 99 });
  const children = reader.integer('children', HEADS) ?? 0;
  let ranged = 0;
  reader.raw('kids_age_range').forEach((value: BracketValue, index) => {
    const range = reader.child(value, `kids_age_range.${index}`);
    range.string('code', { minLength: 1, maxLength: 32, pattern: CODE });
    ranged += range.integer('count', HEADS) ?? 0;
  });
  return {
    adults,
    children: Math.max(children, kidsTiers.length, kidsAges.length, ranged),
    kidsTiers,
    kidsAges,
    adultCompanion: reader.integer('adult_companion', HEADS) ?? 0,
    kidTierACompanion: reader.integer('kid_tier_A_companion', HEADS) ?? 0,
  };
}

/** Reads the lottery fields (contract patterns: a UUID, a link token, an entry number). */
export function readLottery(reader: ParamReader): LotteryParams {
  return {
    eventUuid: reader.string('lottery_event_uuid', { pattern: UUID }),
    accessToken: reader.string('lottery_access_token', LINK_TOKEN),
    entryNumber: reader.string('lottery_result_entry_number', {
      minLength: 4,
      maxLength: 40,
      pattern: /^[A-Za-z0-9-]+$/,
    }),
  };
}

/** Reads the guests: bracket `rooms` when sent, else the flat parameters × `room_count`. */
export function readRooms(
  reader: ParamReader,
  query: URLSearchParams,
): { rooms: GuestMix[]; bracket: boolean; dates: (string | undefined)[][] } {
  const bracket = readBracketList(query, 'rooms');
  const roomCount = reader.integer('room_count', { min: 1, max: 999 }) ?? 1;
  if (bracket === undefined) {
    const mix = readGuestMix(reader);
    return { rooms: Array.from({ length: roomCount }, () => mix), bracket: false, dates: [] };
  }
  const dates: (string | undefined)[][] = [];
  const rooms = bracket.map((value, index) => {
    const room = reader.child(value, `rooms.${index}`);
    dates.push([room.date('checkin_date'), room.date('checkout_date')]);
    return readGuestMix(room);
  });
  return { rooms, bracket: true, dates };
}

/** Reads the stay (dated or undated; day use). `roomDates` are the per-room dates of bracket rooms. */
export function readStay(reader: ParamReader, roomDates: readonly (string | undefined)[][] = []): Stay {
  const searchType = reader.oneOf('search_type', ['dated', 'undated'] as const) ?? 'dated';
  const isDayUse = reader.boolean('is_day_use') ?? false;
  const nights = reader.integer('nights', { min: 1, max: 365 }) ?? 1;
  let checkin = reader.date('checkin_date');
  let checkout = reader.date('checkout_date');
  if (searchType === 'undated') return { searchType, checkin: null, checkout: null, nights, isDayUse: false };
  if (checkin === undefined && roomDates.length > 0) {
    // Rooms may carry their own dates; the mock prices one stay, so they must agree.
    const distinct = new Set(roomDates.map(([from, to]) => `${from ?? ''}|${to ?? ''}`));
    if (distinct.size > 1)
      reader.fail('rooms', 'rooms with different dates are not supported: search them separately');
    [checkin, checkout] = roomDates[0] ?? [];
  }
  if (checkin === undefined) {
    if (!reader.failed) reader.fail('checkin_date', 'is required for a dated search');
    return { searchType, checkin: null, checkout: null, nights: 0, isDayUse };
  }
  // A missing check-out counts 0 nights, like day use (the contract's `checkout_date`).
  const out = checkout ?? checkin;
  const stayNights = daysBetween(checkin, out);
  if (stayNights < 0) reader.fail('checkout_date', 'must not be before checkin_date');
  if (isDayUse && stayNights !== 0) reader.fail('checkout_date', 'must equal checkin_date for day use');
  if (stayNights > 30) reader.fail('checkout_date', 'a stay may last at most 30 nights');
  return {
    searchType,
    checkin,
    checkout: out,
    nights: Math.max(0, stayNights),
    isDayUse: isDayUse || stayNights === 0,
  };
}

/** Reads every search parameter; throws the collected 1000 / 400 problems. */
export function readSearchRequest(
  query: URLSearchParams,
  request: Request,
  defaults: { order?: SortOrder } = {},
): SearchRequest {
  const reader = ParamReader.ofQuery(query);
  const { rooms, bracket, dates } = readRooms(reader, query);
  const stay = readStay(reader, dates);
  const mcp = reader.string('mcp_currency');
  if (mcp !== undefined && !isCurrencyCode(mcp)) reader.fail('mcp_currency', 'must be a currency code');
  const currency = reader.string('currency');
  if (currency !== undefined && !isCurrencyCode(currency)) reader.fail('currency', 'must be a currency code');
  const codes = { ...PLAN_CODE_RULES, maxItems: 100 };
  const parsed: SearchRequest = {
    stay,
    rooms,
    bracketRooms: bracket,
    order: reader.oneOf('order', zSortOrder.options) ?? defaults.order ?? 'price_low_to_high',
    type: reader.oneOf('type', zSearchResultType.options) ?? 'room',
    filterIds: reader.integers('room_search_filters', { min: 1, max: 2_147_483_647 }),
    roomTypeCodes: reader.strings('room_type_codes', codes),
    roomPlanCodes: reader.strings('room_plan_codes', codes),
    hotelPlanCodes: reader.strings('hotel_plan_codes', codes),
    includingOccupied: reader.boolean('is_including_occupied') ?? false,
    voucherMode: reader.oneOf('mode', ['voucher'] as const) === 'voucher',
    bookable: reader.oneOf('bookable', ['skip', 'true'] as const),
    nextAvailable: reader.boolean('search_next_available_date_if_no_result') ?? false,
    promoCode: reader.string('promo_code', { minLength: 1, maxLength: 64 }),
    couponCode: reader.string('coupon_code', { minLength: 1, maxLength: 64 }),
    mcpCurrency: mcp !== undefined && isCurrencyCode(mcp) ? mcp : undefined,
    dynamicPackage: reader.oneOf('dynamic_package', ['wbf'] as const) === 'wbf',
    signedIn: userTokenOf(request) !== null,
    userToken: userTokenOf(request),
    language: requestLanguage(request),
    lottery: readLottery(reader),
  };
  reader.finish();
  return parsed;
}

/** Whether all rooms hold the same guests. */
function roomsAlike(rooms: readonly GuestMix[]): boolean {
  const [first] = rooms;
  return rooms.every(
    (room) =>
      room.adults === first?.adults &&
      room.children === first.children &&
      room.kidsTiers.join(',') === first.kidsTiers.join(',') &&
      room.kidsAges.join(',') === first.kidsAges.join(','),
  );
}

/**
 * The hotel's search rules (the contract's `searchRooms` and docs/mock-triggers.md): undated with differing rooms or with flight plus rooms, the room
 * limit (`multi_rooms_search_limit`; 5 for flight plus rooms), guests per room and children per adult,
 * check-in in the past (1000) or beyond the bookable months (1903), and the coupon and promotion triggers.
 */
export function checkHotelRules(
  hotel: HotelRow,
  search: Pick<SearchRequest, 'stay' | 'rooms' | 'dynamicPackage' | 'promoCode' | 'couponCode'>,
): void {
  const { stay, rooms } = search;
  if (stay.searchType === 'undated' && (!roomsAlike(rooms) || search.dynamicPackage)) {
    throw new ApiError('undated_search_not_allowed', {
      message: search.dynamicPackage
        ? 'Undated search is not allowed with flight plus rooms'
        : 'Undated search is not allowed when rooms differ in guest counts',
    });
  }
  const limit = search.dynamicPackage
    ? Math.min(5, hotel.multi_rooms_search_limit)
    : hotel.multi_rooms_search_limit;
  if (rooms.length > limit) {
    throw new ApiError('room_count_limit_exceeded', {
      message: `At most ${limit} rooms can be searched at once`,
      fields: { room_count: [`must be at most ${limit}`] },
    });
  }
  rooms.forEach((room, index) => {
    if (room.adults + room.children > hotel.max_guests_per_room) {
      throw new ApiError('too_many_guests', {
        message: `A room holds at most ${hotel.max_guests_per_room} guests`,
        fields: { [`rooms.${index}`]: [`has ${room.adults + room.children} guests`] },
      });
    }
    const perAdult = hotel.max_children_per_adult;
    if (perAdult !== null && room.children > perAdult * room.adults) {
      throw new ApiError('too_many_guests', {
        message: `At most ${perAdult} children per adult`,
        fields: { [`rooms.${index}`]: [`has ${room.children} children for ${room.adults} adults`] },
      });
    }
  });
  if (stay.checkin !== null) {
    const today = hotelToday(hotel);
    if (stay.checkin < today) {
      throw new ApiError('1000', {
        message: 'checkin_date is in the past',
        fields: { checkin_date: ['is in the past'] },
      });
    }
    const lastBookable = addMonths(today, hotel.bookable_months);
    if (stay.checkin > lastBookable) {
      throw new ApiError('1903', {
        message: `Reservations are accepted until ${lastBookable} (${hotel.bookable_months} months ahead)`,
      });
    }
  }
  checkCodes(search);
}

/**
 * Promo codes and coupons (2001, 1500, 1501): the seed's codes apply; the usage-limit trigger gives
 * 1501, any other coupon 1500 and any other promo code 2001 (see the triggers registry).
 */
export function checkCodes(search: Pick<SearchRequest, 'promoCode' | 'couponCode'>): void {
  if (search.promoCode !== undefined && search.promoCode !== PROMOTION.code) {
    throw new ApiError('2001', { message: `The promotion ${search.promoCode} cannot be applied` });
  }
  if (search.couponCode !== undefined && search.couponCode !== COUPON.code) {
    if (search.couponCode === TRIGGERS.couponUsageLimit.value) {
      throw new ApiError('1501', { message: `The coupon ${search.couponCode} reached its usage limit` });
    }
    throw new ApiError('1500', { message: `The coupon ${search.couponCode} is invalid or expired` });
  }
}

/** The nights of a dated stay (the check-in date alone for day use); empty for undated. */
export function stayDates(stay: Stay): string[] {
  if (stay.checkin === null) return [];
  if (stay.nights === 0) return [stay.checkin];
  return Array.from({ length: stay.nights }, (_, index) => addDays(stay.checkin ?? '', index));
}

/** The same stay moved to another check-in date. */
export function moveStay(stay: Stay, checkin: string): Stay {
  return { ...stay, checkin, checkout: addDays(checkin, stay.nights) };
}
