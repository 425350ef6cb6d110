import type { components } from '@staykit/sdk';
import type { KeyValueStorage } from '../../lib/reachableStorage';
import { CAMPAIGN_FIELDS, visitTracking } from '../../lib/rememberTracking';

type ReservationTracking = components['schemas']['ReservationTracking'];

/** The contract's tracking fields (`ReservationTracking`) and their longest values. */
const FIELDS: Readonly<Record<keyof ReservationTracking, number>> = {
  ...CAMPAIGN_FIELDS,
  metasearch_source: 100,
  search_id: 100,
};

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
  const tracking = visitTracking(landing, metasearchSource, storage, now, FIELDS);
  return Object.keys(tracking).length === 0 ? undefined : tracking;
}
