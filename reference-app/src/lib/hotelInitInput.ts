import type { BookingWidgetInitInput } from '@staykit/react';
import { createContext, useContext } from 'react';

/** What a visit adds to the hotel's init: the preview flag and the customer segment of the landing address. */
export type HotelInitQuery = NonNullable<BookingWidgetInitInput['params']['query']>;

/**
 * The init query of a visit (docs/url-parameters.md): `preview=true` asks for the hotel's unpublished
 * settings, `segment_ids` and `icon_message_id` name the guest's customer segment (start-up has kept only
 * ids the contract takes). Nothing is added for a plain visit, so its init keeps the query key it always had.
 *
 * @param landing - what start-up read from the address.
 * @example
 * ```ts
 * hotelInitQuery({ preview: true, segmentIds: ['vip'], iconMessageId: null });
 * // { preview: true, segment_ids: ['vip'] }
 * ```
 */
export function hotelInitQuery(landing: {
  preview: boolean;
  segmentIds: readonly string[];
  iconMessageId: string | null;
}): HotelInitQuery {
  const query: HotelInitQuery = {};
  if (landing.preview) query.preview = true;
  if (landing.segmentIds.length > 0) query.segment_ids = [...landing.segmentIds];
  if (landing.iconMessageId !== null) query.icon_message_id = landing.iconMessageId;
  return query;
}

/**
 * The init request for a hotel with the visit's query: every reader of the init builds it here, so they all
 * share one query key (and one request).
 *
 * @example
 * ```ts
 * const input = hotelInitInput('demo-tokyo', { preview: true });
 * ```
 */
export function hotelInitInput(hotelCode: string, query: HotelInitQuery): BookingWidgetInitInput {
  const path = { hotel_code: hotelCode };
  return { params: Object.keys(query).length > 0 ? { path, query } : { path } };
}

/** The visit's init query, provided once by the app from the landing address; empty outside it. */
export const HotelInitQueryContext = createContext<HotelInitQuery>({});

/**
 * The init request of a hotel for this visit, for a component reading the init itself.
 *
 * @example
 * ```tsx
 * const init = useBookingWidgetInit(useHotelInitInput(hotelCode));
 * ```
 */
export function useHotelInitInput(hotelCode: string): BookingWidgetInitInput {
  return hotelInitInput(hotelCode, useContext(HotelInitQueryContext));
}
