/**
 * The children of one requested room: `children`, and `kids_tiers` with one code per child.
 *
 * @example
 * ```ts
 * const room: KidsSearchRoom = { children: 2, kids_tiers: ['A', 'B'] };
 * ```
 */
export interface KidsSearchRoom {
  /** Children in the room; numeric strings (from a URL or cookie) are accepted. */
  readonly children?: number | string | null;
  /** Tier code of each child. */
  readonly kids_tiers?: readonly string[] | null;
}

/**
 * Whether the kids-changed warning shows (docs/rules.md, "Search and results").
 *
 * The kids counted are each room's `children` (or, when a room gives no number, its tier codes). The
 * search response's `kids_tiers` lists one tier code per child it counted. The warning shows when the
 * counts differ, or, when the request named a tier for every child, when the codes differ (the hotel
 * dropped an unknown tier and counted the child in another). No returned tiers (`null`/missing, as
 * outside tiers modes) means nothing to compare, so no warning.
 *
 * @param requestedRooms - the rooms of the search as sent.
 * @param returnedTiers - the search response's `kids_tiers`.
 * @example
 * ```ts
 * hasKidsMismatch([{ children: 2, kids_tiers: ['A', 'B'] }], ['A', 'B']); // false
 * hasKidsMismatch([{ children: 2, kids_tiers: ['A', 'X'] }], ['A']); // true: tier X is unknown to the hotel
 * ```
 */
export function hasKidsMismatch(
  requestedRooms: readonly KidsSearchRoom[],
  returnedTiers: readonly string[] | null | undefined,
): boolean {
  if (!returnedTiers) return false;
  let counted = 0;
  const requestedCodes: string[] = [];
  let everyChildHasCode = true;
  for (const room of requestedRooms) {
    const tiers = room.kids_tiers ?? [];
    const children = toCount(room.children) ?? tiers.length;
    counted += children;
    requestedCodes.push(...tiers);
    if (tiers.length !== children) everyChildHasCode = false;
  }
  if (counted !== returnedTiers.length) return true;
  if (!everyChildHasCode) return false;
  return !sameCodes(requestedCodes, returnedTiers);
}

function toCount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : null;
}

// The response lists the tiers of all rooms together, so compare as multisets, not room by room.
function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  const left = [...a].sort();
  const right = [...b].sort();
  return left.length === right.length && left.every((code, i) => code === right[i]);
}
