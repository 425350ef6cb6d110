import type { components } from '@staykit/sdk';
import type { KeyValueStorage } from '../../lib/reachableStorage';
import { TRACKING_LIFETIME_MS, TRACKING_STORAGE_KEY } from '../../lib/rememberTracking';

type ReservationTracking = components['schemas']['ReservationTracking'];

/** The contract's tracking fields (`ReservationTracking`) and their longest values. */
const FIELDS: Readonly<Record<keyof ReservationTracking, number>> = {
  metasearch_source: 100,
  search_id: 100,
  utm_source: 255,
  utm_medium: 255,
  utm_campaign: 255,
  campaignid: 255,
  adgroupid: 255,
  keyword: 255,
  gclid: 255,
  yclid: 255,
  google_site: 255,
};

/** The tracking kept by `rememberTracking` in the last day, or none. */
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
 * The booking's `tracking` (contract: `ReservationTracking`; docs/widget.md#checkout): the campaign tracking
 * of this visit's landing, else what a landing of the last day kept, and the metasearch source. Only the
 * contract's fields go, each within its length (a longer value is left out rather than refused with the
 * booking); `undefined` when there is none.
 *
 * @example
 * ```ts
 * bookingTracking({ utm_source: 'mail', utm_term: 'x' }, null, storage, new Date()); // { utm_source: 'mail' }
 * ```
 */
export function bookingTracking(
  landing: Readonly<Record<string, string>>,
  metasearchSource: string | null,
  storage: KeyValueStorage,
  now: Date,
): ReservationTracking | undefined {
  const chosen: Record<string, unknown> =
    Object.keys(landing).length > 0 ? { ...landing } : keptTracking(storage, now);
  if (metasearchSource !== null) chosen['metasearch_source'] = metasearchSource;
  const tracking: Partial<Record<keyof ReservationTracking, string>> = {};
  for (const [field, max] of Object.entries(FIELDS) as [keyof ReservationTracking, number][]) {
    const value = chosen[field];
    if (typeof value === 'string' && value.trim() !== '' && value.length <= max) tracking[field] = value;
  }
  return Object.keys(tracking).length === 0 ? undefined : tracking;
}
