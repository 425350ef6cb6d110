// Looking up hotels and brands from path parameters: anything unknown or unreadable is a 404.
import { db } from '../db/db';
import type { BrandRow, HotelRow } from '../db/rows';
import { ApiError } from '../http/errors';

const ID = /^[1-9]\d{0,9}$/;

/** The hotel of a `hotel_id` path parameter, or 404 `hotel_not_found`. */
export function hotelById(value: string): HotelRow {
  const hotel = ID.test(value) ? db.hotel.findFirst({ where: { id: { equals: Number(value) } } }) : null;
  if (!hotel) throw new ApiError('hotel_not_found', { message: `No hotel has the id ${value}` });
  return hotel;
}

/** The hotel of a `hotel_code` path parameter, or 404 `hotel_not_found`. */
export function hotelByCode(value: string): HotelRow {
  const hotel = db.hotel.findFirst({ where: { code: { equals: value } } });
  if (!hotel) throw new ApiError('hotel_not_found', { message: `No hotel has the code ${value}` });
  return hotel;
}

/** The brand of a `brand_id` path parameter, or 404 `not_found`. */
export function brandById(value: string): BrandRow {
  const brand = ID.test(value) ? db.brand.findFirst({ where: { id: { equals: Number(value) } } }) : null;
  if (!brand) throw new ApiError('not_found', { message: `No brand has the id ${value}` });
  return brand;
}

/** The hotels of a brand, in the brand's order. */
export function brandHotels(brandId: number): HotelRow[] {
  return db.hotel.findMany({ where: { brand_id: { equals: brandId } }, orderBy: { sort_index: 'asc' } });
}
