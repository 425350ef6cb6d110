/**
 * Hotels and brands: looking them up from path parameters (anything unknown or unreadable is a 404), a
 * brand's facilities in order, and the plans of room plan codes.
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import type { BrandRow, HotelRow, KidsTierRow } from '../db/rows';
import { ApiError } from '../http/errors';

const ID = /^[1-9]\d{0,9}$/;

/**
 * The hotel of a `hotel_id` path parameter, or 404 `hotel_not_found`.
 *
 * @example
 * ```ts
 * hotelById('101').code; // 'demo-tokyo'
 * ```
 */
export function hotelById(value: string): HotelRow {
  const hotel = ID.test(value) ? db.hotel.get(Number(value)) : null;
  if (!hotel) throw new ApiError('hotel_not_found', { message: `No hotel has the id ${value}` });
  return hotel;
}

/**
 * The hotel of a `hotel_code` path parameter, or 404 `hotel_not_found`.
 *
 * @example
 * ```ts
 * hotelByCode('demo-tokyo').id; // 101
 * ```
 */
export function hotelByCode(value: string): HotelRow {
  const hotel = db.hotel.where('code', value)[0];
  if (!hotel) throw new ApiError('hotel_not_found', { message: `No hotel has the code ${value}` });
  return hotel;
}

/**
 * The brand of a `brand_id` path parameter, or 404 `not_found`.
 *
 * @example
 * ```ts
 * brandById('900').code; // 'demo-brand'
 * ```
 */
export function brandById(value: string): BrandRow {
  const brand = ID.test(value) ? db.brand.get(Number(value)) : null;
  if (!brand) throw new ApiError('not_found', { message: `No brand has the id ${value}` });
  return brand;
}

/**
 * The hotels of a brand, in the brand's order.
 *
 * @example
 * ```ts
 * brandHotels(900).map((hotel) => hotel.code); // ['demo-tokyo', 'demo-kyoto', ...]
 * ```
 */
export function brandHotels(brandId: number): HotelRow[] {
  return db.hotel.where('brand_id', brandId).sort((a, b) => a.sort_index - b.sort_index);
}

/**
 * The hotel plan codes of some of a hotel's room plan codes (`STD-BF` → `BF`); unknown codes name none.
 *
 * @example
 * ```ts
 * planCodesOfRoomPlans(hotel, ['STD-BF', 'DBL-RO']); // ['BF', 'RO']
 * ```
 */
export function planCodesOfRoomPlans(hotel: HotelRow, roomPlanCodes: readonly string[]): string[] {
  return roomPlanCodes.flatMap((code) => db.roomPlan.get(`${hotel.id}:${code}`)?.plan_code ?? []);
}

/**
 * The kids tiers of a hotel, in their order (none in ages mode).
 *
 * @example
 * ```ts
 * kidsTiersOf(101).map((tier) => tier.code); // ['A', 'B', 'C']
 * ```
 */
export function kidsTiersOf(hotelId: number): KidsTierRow[] {
  return db.kidsTier.where('hotel_id', hotelId).sort((a, b) => a.sort_index - b.sort_index);
}

/**
 * The sign-in methods a hotel's login widget offers: e-mail everywhere, and LINE, Facebook and OpenID
 * (the "Demo ID" provider) at the Japanese hotels, whose login widget carries their app ids.
 * `signInWithLine`, `signInWithFacebook` and `signInWithOpenId` answer `not_found` where their method is
 * not offered.
 *
 * @example
 * ```ts
 * hotelSignInMethods(hotelByCode('demo-tokyo')); // ['email', 'line', 'facebook', 'open_id']
 * ```
 */
export function hotelSignInMethods(hotel: HotelRow): components['schemas']['SignInMethod'][] {
  return hotel.locale === 'ja' ? ['email', 'line', 'facebook', 'open_id'] : ['email'];
}

/** Whether the hotel offers corporate (organization) sign-in: demo-tokyo only, in the seed. */
export function corporateSignInEnabled(hotel: HotelRow): boolean {
  return hotel.code === 'demo-tokyo';
}
