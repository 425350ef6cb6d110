import type { components } from '@staykit/sdk';
import type { KeyValueStorage } from '../../lib/reachableStorage';
import { CAMPAIGN_FIELDS, visitTracking } from '../../lib/rememberTracking';

type MemberTrackingData = components['schemas']['MemberTrackingData'];

/** The contract's campaign fields of `MemberTrackingData` and their longest values (no `google_site` there). */
const { google_site: _googleSite, ...CAMPAIGN } = CAMPAIGN_FIELDS;
const FIELDS = {
  ...CAMPAIGN,
  medium: 255,
  source: 255,
  email_id: 255,
  metasearch_source: 255,
} as const satisfies Partial<Record<keyof MemberTrackingData, number>>;

/** What the landing address said of the visit: its campaign, its metasearch source and its customer segment. */
export interface MemberTrackingLanding {
  tracking: Readonly<Record<string, string>>;
  metasearchSource: string | null;
  segmentIds: readonly string[];
  iconMessageId: string | null;
}

/**
 * The attribution a sign-up carries (the contract's `MemberTrackingData`): the landing's campaign, or the
 * one kept from a landing in the last day (`rememberTracking`), the metasearch source, and the customer
 * segment the visit came with. Undefined when there is nothing to attribute.
 *
 * @example
 * ```ts
 * memberTracking(startup, localStorage, new Date()); // { utm_source: 'line', customer_segment: { segment_ids: ['vip'] } }
 * ```
 */
export function memberTracking(
  landing: MemberTrackingLanding,
  storage: KeyValueStorage,
  now: Date,
): MemberTrackingData | undefined {
  const tracking: MemberTrackingData = visitTracking(
    landing.tracking,
    landing.metasearchSource,
    storage,
    now,
    FIELDS,
  );
  if (landing.segmentIds.length > 0 || landing.iconMessageId !== null) {
    tracking.customer_segment = {
      // The contract's segment lists each id once.
      segment_ids: [...new Set(landing.segmentIds)],
      ...(landing.iconMessageId === null ? {} : { icon_message_id: landing.iconMessageId }),
    };
  }
  return Object.keys(tracking).length === 0 ? undefined : tracking;
}
