/**
 * The room and plan names the search passes on with a picked offer (in the page's history state: the
 * address carries only codes). Absent when the checkout was opened from a link.
 *
 * @example
 * ```ts
 * const names: OfferNames = { room: 'Standard Twin', plan: 'Room only' };
 * ```
 */
export interface OfferNames {
  room: string;
  plan: string;
}

/**
 * The names in a history state, when it holds them.
 *
 * @example
 * ```ts
 * readOfferNames({ room: 'Standard Twin', plan: 'Room only' }); // the same
 * readOfferNames(null); // null
 * ```
 */
export function readOfferNames(state: unknown): OfferNames | null {
  if (typeof state !== 'object' || state === null) return null;
  const { room, plan } = state as Record<string, unknown>;
  return typeof room === 'string' && typeof plan === 'string' ? { room, plan } : null;
}
