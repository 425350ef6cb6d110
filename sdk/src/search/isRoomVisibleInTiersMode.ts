/**
 * The search a result list answers, as far as tiers-mode visibility cares.
 *
 * @example
 * ```ts
 * const search: TiersVisibilitySearch = { room_count: 2, search_type: 'dated' };
 * ```
 */
export interface TiersVisibilitySearch {
  /** Rooms requested (default 1). */
  readonly room_count?: number | null;
  /** Occupied (sold-out) rooms are included in the results. */
  readonly is_including_occupied?: boolean | null;
  /** `undated` searches skip the check. */
  readonly search_type?: string | null;
  /** `voucher` searches skip the check. */
  readonly mode?: string | null;
}

/**
 * The stock of one room offer: the room type's count and the plan's limits (a room result's `room_count`; a
 * plan's `plan_stock_count` and `sale_limit`).
 *
 * @example
 * ```ts
 * const offer: RoomOfferStock = { room_count: 5, sale_limit: 2, plan_stock_count: null };
 * ```
 */
export interface RoomOfferStock {
  /** Rooms of this type left for the whole stay. */
  readonly room_count: number;
  /** Most rooms of the plan one booking may take; `null`/missing means no limit. */
  readonly sale_limit?: number | null;
  /** Rooms left in the plan; `null`/missing means the plan has no own stock (no limit). */
  readonly plan_stock_count?: number | null;
}

/**
 * Whether a room offer is shown in tiers mode (docs/rules.md, "Search and results"): unless the search
 * includes occupied rooms, is undated or is a voucher search, only when the rooms requested fit in the room
 * type's count and, when a limit exists, in the smaller of the plan's sale limit and stock.
 *
 * Call it for hotels whose children mode is a tiers mode; other modes do not filter this way.
 * "When a limit exists": `sale_limit` and `plan_stock_count` each limit only when they are numbers;
 * `null` or missing means that side sets no limit, so the limit is the smaller of the numbers present,
 * and with neither present only the room's count applies. A limit of 0 is a real limit and hides the
 * room. The requested count defaults to 1.
 *
 * @example
 * ```ts
 * isRoomVisibleInTiersMode({ room_count: 2 }, { room_count: 5, sale_limit: 1 }); // false: at most 1 per booking
 * isRoomVisibleInTiersMode({ room_count: 2 }, { room_count: 5, sale_limit: null, plan_stock_count: null }); // true
 * isRoomVisibleInTiersMode({ room_count: 2, mode: 'voucher' }, { room_count: 0 }); // true: voucher mode skips the check
 * ```
 */
export function isRoomVisibleInTiersMode(search: TiersVisibilitySearch, offer: RoomOfferStock): boolean {
  if (search.is_including_occupied || search.search_type === 'undated' || search.mode === 'voucher') {
    return true;
  }
  const requested = search.room_count ?? 1;
  if (requested > offer.room_count) return false;
  const limits = [offer.sale_limit, offer.plan_stock_count].filter(
    (limit): limit is number => typeof limit === 'number' && !Number.isNaN(limit),
  );
  return limits.length === 0 || requested <= Math.min(...limits);
}
