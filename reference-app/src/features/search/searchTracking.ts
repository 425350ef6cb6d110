import type { operations } from '@staykit/sdk';
import type { KeyValueStorage } from '../../lib/reachableStorage';
import { CAMPAIGN_FIELDS, visitTracking } from '../../lib/rememberTracking';

type SearchQuery = NonNullable<operations['searchRooms']['parameters']['query']>;

/** The room search's landing parameters (contract: `searchRooms`) and their longest values. */
const FIELDS = {
  ...CAMPAIGN_FIELDS,
  medium: 255,
  source: 255,
  email_id: 255,
  // The contract's pattern, within its 64 characters: another value would have the search refused.
  metasearch_source: /^[\w-]{1,64}$/,
  google_promo_code: 64,
} as const satisfies Partial<Record<keyof SearchQuery, number | RegExp>>;

/**
 * The campaign and metasearch parameters the room search carries (docs/widget.md#search): those the guest
 * landed with, else those a landing of the last day kept, and the metasearch source, each within the
 * contract's length. The same choice as the booking's `tracking`, so a search and the booking it leads to
 * are attributed alike.
 *
 * @example
 * ```ts
 * searchTracking({ utm_source: 'mail', gclid: 'g1' }, 'google_hotel_ads', storage, new Date());
 * // { utm_source: 'mail', gclid: 'g1', metasearch_source: 'google_hotel_ads' }
 * ```
 */
export function searchTracking(
  landing: Readonly<Record<string, string>>,
  metasearchSource: string | null,
  storage: KeyValueStorage,
  now: Date,
): Partial<Pick<SearchQuery, keyof typeof FIELDS>> {
  return visitTracking(landing, metasearchSource, storage, now, FIELDS);
}
