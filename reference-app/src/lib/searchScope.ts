/**
 * What a search link may ask for beyond the stay and the guests (docs/url-parameters.md, "Search"): a
 * voucher search (`mode=voucher`, with the voucher's `voucher_coupon_code`), a search that includes
 * occupied rooms (`is_including_occupied=true`), and the programme's companions who travel with the
 * member (`adult_companion`, `kid_tier_A_companion`, counted per room).
 *
 * @example
 * ```ts
 * const scope: SearchScope = { voucherCode: 'VC-2026-0001', voucherMode: true, includingOccupied: false, adultCompanion: 0, kidTierACompanion: 0 };
 * ```
 */
export interface SearchScope {
  /** The voucher searched with (`''` when none). */
  voucherCode: string;
  /** A voucher search: the results are what a voucher books, whatever the tiers-mode stock check says. */
  voucherMode: boolean;
  /** Occupied rooms are listed too. */
  includingOccupied: boolean;
  adultCompanion: number;
  kidTierACompanion: number;
}

const VOUCHER_CODE = /^[A-Za-z0-9_-]{1,64}$/;

function companions(value: string | null): number {
  const count = Number(value ?? '0');
  return Number.isInteger(count) && count >= 0 && count <= 99 ? count : 0;
}

/**
 * The search scope a URL asks for; what is not valid is left out, so a mistyped link still searches.
 * Only `mode=voucher` makes a voucher search: a voucher applied at checkout (`voucher_coupon_code` alone,
 * kept in the address back to the search) does not turn the search into one.
 *
 * @example
 * ```ts
 * readSearchScope(new URLSearchParams('mode=voucher&voucher_coupon_code=VC1')).voucherMode; // true
 * ```
 */
export function readSearchScope(params: URLSearchParams): SearchScope {
  const code = params.get('voucher_coupon_code')?.trim() ?? '';
  const voucherCode = VOUCHER_CODE.test(code) ? code : '';
  return {
    voucherCode,
    voucherMode: params.get('mode') === 'voucher',
    includingOccupied: params.get('is_including_occupied') === 'true',
    adultCompanion: companions(params.get('adult_companion')),
    kidTierACompanion: companions(params.get('kid_tier_A_companion')),
  };
}

/**
 * The `searchRooms` parameters of a scope (the contract's `mode`, `voucher_coupon_code`,
 * `is_including_occupied`, `adult_companion`, `kid_tier_A_companion`); empty for a plain search.
 *
 * @example
 * ```ts
 * scopeQuery(readSearchScope(new URLSearchParams('is_including_occupied=true'))); // { is_including_occupied: true }
 * ```
 */
export function scopeQuery(scope: SearchScope) {
  return {
    ...(scope.voucherMode ? { mode: 'voucher' as const } : {}),
    ...(scope.voucherMode && scope.voucherCode !== '' ? { voucher_coupon_code: scope.voucherCode } : {}),
    ...(scope.includingOccupied ? { is_including_occupied: true } : {}),
    ...(scope.adultCompanion > 0 ? { adult_companion: scope.adultCompanion } : {}),
    ...(scope.kidTierACompanion > 0 ? { kid_tier_A_companion: scope.kidTierACompanion } : {}),
  };
}

/**
 * The scope as the SDK's `isRoomVisibleInTiersMode` reads a search: voucher and including-occupied
 * searches skip the tiers-mode stock check.
 *
 * @example
 * ```ts
 * scopeVisibility(scope); // { mode: 'voucher', is_including_occupied: false }
 * ```
 */
export function scopeVisibility(scope: SearchScope) {
  return { mode: scope.voucherMode ? 'voucher' : null, is_including_occupied: scope.includingOccupied };
}
