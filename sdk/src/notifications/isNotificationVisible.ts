const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What visibility needs from a notification or additional question (the contract's `AdditionalQuestion`):
 * labels, display_start_date, display_end_date, ownable_type.
 *
 * @example
 * ```ts
 * const notice: VisibilityTarget = { labels: ['all_users'], display_start_date: '2025-04-01', display_end_date: null };
 * ```
 */
export interface VisibilityTarget {
  /** Visibility labels (docs/rules.md, "Notifications and questions"). */
  readonly labels?: readonly string[] | null;
  /** First check-in date shown, `YYYY-MM-DD`, inclusive; `null`/missing for no lower bound. */
  readonly display_start_date?: string | null;
  /** Last check-in date shown, `YYYY-MM-DD`, inclusive; `null`/missing for no upper bound. */
  readonly display_end_date?: string | null;
  /** `hotel_brand` marks a brand notification, which also needs a facility label. */
  readonly ownable_type?: string | null;
}

/**
 * Who is looking, and at which facility (a signed-in user's program, rank and organization). Leave the
 * membership fields out for a signed-out guest.
 *
 * @example
 * ```ts
 * const viewer: NotificationViewer = { hotelId: 12, programId: 3, rankId: 7 };
 * ```
 */
export interface NotificationViewer {
  /** The facility being booked (init `hotel_id`). */
  readonly hotelId: number | string;
  /** The signed-in user's membership program id. */
  readonly programId?: number | string | null;
  /** The signed-in user's rank id. */
  readonly rankId?: number | string | null;
  /** The signed-in user's organization id (corporate users). */
  readonly organizationId?: number | string | null;
}

/**
 * Whether a notification (or question) is shown (docs/rules.md, "Notifications and questions").
 *
 * 1. Dates: the check-in date must lie within `display_start_date` and `display_end_date`, inclusive,
 *    either optional. With no check-in (an undated search) a notification with a bound is hidden, since
 *    its date cannot be shown to fall inside; one with no bounds shows.
 * 2. Facility: a brand notification (`ownable_type` `hotel_brand`) needs `target_all_facilities` or
 *    `target_facility_{hotelId}`; a hotel's own notification needs neither.
 * 3. Audience: labels combine by "any matches" (as the contract states). `place` and `all_users` match
 *    everyone; `membership_program_{id}`, `membership_rank_{id}` and `membership_organization_{id}` match
 *    a signed-in viewer with that id; `rank_all` matches any viewer with a rank and `organization_all` any
 *    viewer with an organization. A notification with no audience label at all (only facility labels, or
 *    none) is shown to everyone, because the labels narrow the audience and there is nothing to narrow.
 *
 * @param target - the notification or question.
 * @param viewer - who looks, at which facility.
 * @param checkin - the searched check-in date, `YYYY-MM-DD`.
 * @example
 * ```ts
 * const notice = { labels: ['membership_rank_7'], display_start_date: '2025-04-01', display_end_date: '2025-04-30' };
 * isNotificationVisible(notice, { hotelId: 12, programId: 3, rankId: 7 }, '2025-04-30'); // true
 * isNotificationVisible(notice, { hotelId: 12 }, '2025-04-30'); // false: signed out
 * isNotificationVisible(notice, { hotelId: 12, rankId: 7 }, '2025-05-01'); // false: after the end date
 * ```
 */
export function isNotificationVisible(
  target: VisibilityTarget,
  viewer: NotificationViewer,
  checkin: string | null | undefined,
): boolean {
  return (
    isWithinDisplayDates(target, checkin) &&
    isTargetedAtFacility(target, viewer) &&
    matchesAudience(target, viewer)
  );
}

function isWithinDisplayDates(target: VisibilityTarget, checkin: string | null | undefined): boolean {
  const start = target.display_start_date;
  const end = target.display_end_date;
  if (!start && !end) return true;
  if (!checkin || !DATE_PATTERN.test(checkin)) return false;
  // YYYY-MM-DD strings sort as the dates they name, so comparing text is comparing days, with no time zone.
  return (!start || start <= checkin) && (!end || checkin <= end);
}

function isTargetedAtFacility(target: VisibilityTarget, viewer: NotificationViewer): boolean {
  if (target.ownable_type !== 'hotel_brand') return true;
  const labels = target.labels ?? [];
  return labels.includes('target_all_facilities') || labels.includes(`target_facility_${viewer.hotelId}`);
}

function matchesAudience(target: VisibilityTarget, viewer: NotificationViewer): boolean {
  const audience = (target.labels ?? []).filter((label) => !label.startsWith('target_'));
  if (audience.length === 0) return true;
  return audience.some((label) => matchesLabel(label, viewer));
}

function matchesLabel(label: string, viewer: NotificationViewer): boolean {
  if (label === 'place' || label === 'all_users') return true;
  if (label === 'rank_all') return isSet(viewer.rankId);
  if (label === 'organization_all') return isSet(viewer.organizationId);
  return (
    matchesId(label, 'membership_program_', viewer.programId) ||
    matchesId(label, 'membership_rank_', viewer.rankId) ||
    matchesId(label, 'membership_organization_', viewer.organizationId)
  );
}

function matchesId(label: string, prefix: string, id: number | string | null | undefined): boolean {
  return isSet(id) && label === `${prefix}${id}`;
}

function isSet(id: number | string | null | undefined): id is number | string {
  return id !== null && id !== undefined && id !== '';
}
