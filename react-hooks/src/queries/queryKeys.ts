import { operationKeys } from '../generated/operationKeys';
import { keyScopes } from '../internal/keyScopes';

/**
 * What the last element of every Staykit query key holds: the locale the answer is in and the query
 * parameters of the call. The locale is part of the key so that a guest who changes language gets a
 * fresh answer instead of the cached one in the old language.
 *
 * @example
 * ```ts
 * const params: StaykitKeyParams = { locale: 'ja', query: { checkin_date: '2026-12-24' } };
 * ```
 */
export interface StaykitKeyParams {
  /** The locale the answer is in (`Accept-Language`). */
  locale: string;
  /** The call's query parameters, when it has any. */
  query?: object;
  /**
   * Who the answer is for, on the queries whose answers depend on the signed-in user (prices, stock,
   * the account): `StaykitProvider`'s `user`. Absent for a guest.
   */
  user?: string;
}

/**
 * The one source of Staykit query keys. Keys are hierarchical: everything is under `all`, everything of
 * one hotel under `hotel(id)` (operations addressed by id) or `hotel(code)` (start-up and settings,
 * addressed by code), everything of a brand under `brand(id)`, and every room result of a hotel under
 * `rooms(id)`, everything about one reservation under `reservationScope(hotel, id)`, every lookup by number and
 * e-mail under `reservationLookups`. Invalidate or cancel through the shortest key that covers what changed.
 * Each query's own key (`roomSearch`, `hotelInfo`, ...) is declared beside its hook in `hooks.yaml`.
 *
 * @example
 * ```ts
 * // After a booking: prices and stock of hotel 101 are stale, its settings are not.
 * await queryClient.invalidateQueries({ queryKey: staykitKeys.rooms(101) });
 * // After sign-in: member prices and visibility change everywhere.
 * await queryClient.invalidateQueries({ queryKey: staykitKeys.all });
 * ```
 */
export const staykitKeys = { ...keyScopes, ...operationKeys };
