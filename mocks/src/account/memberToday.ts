import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { MemberRow } from '../db/rows';
import { dateAtOffset } from '../lib/dates';

/**
 * The member's today, for calls that name no hotel (`/user/...`): the day at the brand's first hotel,
 * Japan's when the brand has none.
 *
 * @example
 * ```ts
 * memberToday(member); // '2026-11-26'
 * ```
 */
export function memberToday(member: MemberRow): string {
  return dateAtOffset(nowMillis(), memberOffsetMinutes(member));
}

/** The UTC offset of the member's brand (its first hotel's; Japan's when it has none), in minutes. */
export function memberOffsetMinutes(member: MemberRow): number {
  return db.hotel.where('brand_id', member.brand_id)[0]?.utc_offset_minutes ?? 540;
}
