/**
 * The tracking data that sign-up, the social sign-ins and the loyalty-provider sign-in carry (the
 * contract's `MemberTrackingData`): campaign fields and a customer segment, checked and not stored.
 */
import type { BodyReader } from '../http/bodyReader';
import { CAMPAIGN_FIELDS, SEGMENT_ID_RULES } from '../http/fieldPatterns';

const TRACKING_TEXTS = [...CAMPAIGN_FIELDS, 'medium', 'source', 'email_id', 'metasearch_source'];

/**
 * Checks an optional `tracking_data`, failing the reader for a malformed field.
 *
 * @example
 * ```ts
 * readTrackingData(BodyReader.of({ tracking_data: { utm_source: 'line' } }));
 * ```
 */
export function readTrackingData(body: BodyReader): void {
  const tracking = body.object('tracking_data');
  if (!tracking) return;
  for (const name of TRACKING_TEXTS) tracking.text(name, { maxLength: 255 });
  for (const name of ['gclid', 'yclid']) tracking.text(name, { maxLength: 512 });
  const segment = tracking.object('customer_segment');
  segment?.texts('segment_ids', { maxItems: 50, ...SEGMENT_ID_RULES });
  segment?.text('icon_message_id', SEGMENT_ID_RULES);
}
