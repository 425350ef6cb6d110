/**
 * The stock a search sees in update mode (`reservation_no`, the search form's `current_reservation`): the
 * contract counts the reservation's own rooms as available, so that a guest moving a stay by a night is not
 * told their own room is sold out. Only for a live reservation of this hotel that the caller could open
 * (its bypass token or e-mail in the query, or the booker's user token); anything else searches the
 * hotel's stock as it is — the search never says whether a reservation number exists.
 */
import { reservationFor } from '../afterBooking/access';
import type { HeldNight, HotelRow } from '../db/rows';
import type { StockIndex } from '../db/stock';
import { ApiError } from '../http/errors';

function withNights(
  index: ReadonlyMap<string, ReadonlyMap<string, number>>,
  nights: readonly HeldNight[],
): ReadonlyMap<string, ReadonlyMap<string, number>> {
  const copy = new Map([...index].map(([code, byDate]) => [code, new Map(byDate)]));
  for (const night of nights) {
    const byDate = copy.get(night.code);
    // Only nights the hotel stocks: a held night outside them has no row to add to.
    if (byDate?.has(night.date)) byDate.set(night.date, (byDate.get(night.date) ?? 0) + night.count);
  }
  return copy;
}

/**
 * `stock` with the rooms and allotment the reservation named by `reservation_no` holds given back, or
 * `stock` unchanged.
 *
 * @example
 * ```ts
 * const stock = updateModeStock(request, hotel, query, loadStock(hotel.id));
 * ```
 */
export function updateModeStock(
  request: Request,
  hotel: HotelRow,
  query: URLSearchParams,
  stock: StockIndex,
): StockIndex {
  const number = query.get('reservation_no');
  if (!number) return stock;
  const proof = {
    email: query.get('email') ?? undefined,
    bypassToken: query.get('bypass_token') ?? undefined,
  };
  try {
    const row = reservationFor(request, hotel, number, proof, 'read');
    if (row.status === 'cancelled') return stock;
    return { rooms: withNights(stock.rooms, row.held.rooms), plans: withNights(stock.plans, row.held.plans) };
  } catch (error) {
    if (error instanceof ApiError) return stock;
    throw error;
  }
}
