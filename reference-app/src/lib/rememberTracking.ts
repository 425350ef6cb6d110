import type { KeyValueStorage } from './reachableStorage';

/** Where the landing's campaign tracking is kept (this browser's storage of the widget's origin). */
export const TRACKING_STORAGE_KEY = 'staykit.tracking';

/**
 * The campaign fields both the room search and the booking take (contract: `searchRooms`,
 * `ReservationTracking`), with their longest values; each adds its own.
 *
 * @example
 * ```ts
 * const fields = { ...CAMPAIGN_FIELDS, google_site: 255 };
 * ```
 */
export const CAMPAIGN_FIELDS = {
  utm_source: 255,
  utm_medium: 255,
  utm_campaign: 255,
  campaignid: 255,
  adgroupid: 255,
  keyword: 255,
  gclid: 255,
  yclid: 255,
  google_site: 255,
} as const;

/** How long a landing's campaign tracking is attributed to the bookings that follow: one day. */
export const TRACKING_LIFETIME_MS = 86_400_000;

/**
 * Keeps the campaign tracking a guest landed with (`utm_*`, `gclid`, ...) for a day, so a booking made
 * later that day, after a reload or a return without them, is still attributed to it (docs/widget.md#screens).
 * Kept in Web Storage rather than a cookie: a widget framed on the hotel's site is a third party there,
 * whose cookies browsers refuse, while its storage still works (partitioned by the host site). A landing
 * without tracking keeps what an earlier one left.
 *
 * @example
 * ```ts
 * rememberTracking(window.localStorage, { utm_source: 'mail' }, new Date());
 * ```
 */
export function rememberTracking(
  storage: KeyValueStorage,
  tracking: Readonly<Record<string, string>>,
  now: Date,
): void {
  if (Object.keys(tracking).length === 0) return;
  try {
    storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ at: now.getTime(), tracking }));
  } catch {
    // Attribution is a convenience: a full or refused storage loses it, nothing else.
  }
}

/** What `rememberTracking` kept in the last day, or nothing (absent, expired, or not what it writes). */
function keptTracking(storage: KeyValueStorage, now: Date): Record<string, unknown> {
  try {
    const kept: unknown = JSON.parse(storage.getItem(TRACKING_STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return {};
    const at: unknown = Reflect.get(kept, 'at');
    const tracking: unknown = Reflect.get(kept, 'tracking');
    const fresh = typeof at === 'number' && now.getTime() - at < TRACKING_LIFETIME_MS;
    return fresh && typeof tracking === 'object' && tracking !== null ? { ...tracking } : {};
  } catch {
    return {};
  }
}

/**
 * The campaign tracking of this visit, cut to the fields a request takes (`fields`, each with its longest
 * value or the pattern its value must match): the landing's own tracking, else what a landing of the last day kept (`rememberTracking`), and
 * the metasearch source. A value that is empty, too long or off its pattern is left out rather than refused with the
 * request it rides on. The room search and the booking each pass their contract's fields.
 *
 * @example
 * ```ts
 * visitTracking({ utm_source: 'mail', utm_term: 'x' }, null, storage, new Date(), { utm_source: 255 }); // { utm_source: 'mail' }
 * ```
 */
export function visitTracking<Field extends string>(
  landing: Readonly<Record<string, string>>,
  metasearchSource: string | null,
  storage: KeyValueStorage,
  now: Date,
  fields: Readonly<Record<Field, number | RegExp>>,
): Partial<Record<Field, string>> {
  const chosen: Record<string, unknown> =
    Object.keys(landing).length > 0 ? { ...landing } : keptTracking(storage, now);
  if (metasearchSource !== null) chosen['metasearch_source'] = metasearchSource;
  const tracking: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(fields) as Field[]) {
    const value = chosen[field];
    const rule = fields[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (typeof rule === 'number' ? value.length <= rule : rule.test(value)) tracking[field] = value;
  }
  return tracking;
}
