import type { components } from '@staykit/sdk';
import type { PickedOffer } from './guestDetailPath';
import { childrenOf, type SearchValues } from './searchQuery';

type ChildrenMode = components['schemas']['ChildrenMode'];
type CurrencyCode = components['schemas']['CurrencyCode'];

/**
 * What the results hand over when an offer is picked while a reservation is being changed: the search's
 * whole query (without `?`), its stay, each room's guests and the offer.
 *
 * @example
 * ```ts
 * const pick: SearchUpdatePick = { query: 'hotel_code=demo-tokyo&current_reservation=SK1&checkin=2026-12-12', checkin: '2026-12-12', checkout: '2026-12-13', rooms: [{ adults: 2, children: 0, childrenAges: [] }], offer };
 * ```
 */
export interface SearchUpdatePick {
  query: string;
  checkin: string;
  checkout: string;
  rooms: { adults: number; children: number; childrenAges: number[] }[];
  offer: PickedOffer;
}

/**
 * A search that changes a booked reservation (docs/widget.md#search; contract: `searchRooms` `reservation_no`), as the route
 * composes it: the reservation sent with the search so prices are for the change (its own rooms count as
 * available), the display currency it keeps (the currency selector is hidden), the shortest stay allowed,
 * which offers may be picked and where a pick leads instead of the guest details.
 *
 * @example
 * ```ts
 * const update: SearchUpdateMode = { reservationNumber: 'SK1', bypassToken: 'bp_1', mcpCurrency: null, minimumNights: 1, unselectableReason: () => null, offerLink: () => '/review-reservation/SK1/update' };
 * ```
 */
export interface SearchUpdateMode {
  reservationNumber: string;
  bypassToken: string | null;
  mcpCurrency: CurrencyCode | null;
  minimumNights: number | null;
  /** Why an offer cannot be picked (said beside it instead of the Select link), or null when it can. */
  unselectableReason: (offer: PickedOffer) => string | null;
  offerLink: (pick: SearchUpdatePick) => string;
}

/**
 * The pick of `offer` in the search `values` (the query already holding them), for `SearchUpdateMode`:
 * children counted in the hotel's mode, ages only where the hotel counts children by age.
 *
 * @example
 * ```ts
 * toUpdatePick('hotel_code=demo-tokyo&checkin=2026-12-12', values, offer, 'tiers').rooms[0]; // { adults: 2, children: 0, childrenAges: [] }
 * ```
 */
export function toUpdatePick(
  query: string,
  values: SearchValues,
  offer: PickedOffer,
  childrenMode: ChildrenMode,
): SearchUpdatePick {
  return {
    query,
    checkin: values.checkin,
    checkout: values.checkout,
    rooms: values.rooms.map((room) => ({
      adults: room.adults,
      children: childrenOf(room, childrenMode),
      childrenAges: childrenMode === 'ages' ? [...room.kidsAges] : [],
    })),
    offer,
  };
}
