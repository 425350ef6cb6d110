import { isNotificationVisible } from '../notifications/isNotificationVisible';
import type { NotificationViewer, VisibilityTarget } from '../notifications/isNotificationVisible';

/**
 * What visibility needs from an additional question: labels, hotel_plan_codes, display_start_date,
 * display_end_date, ownable_type. An `AdditionalQuestion` of the contract fits.
 *
 * @example
 * ```ts
 * const question: QuestionVisibilityTarget = { labels: ['all_users'], hotel_plan_codes: ['BF'] };
 * ```
 */
export interface QuestionVisibilityTarget extends VisibilityTarget {
  /** Plans the question applies to (`hotel_plan_code`); empty or missing means every plan. */
  readonly hotel_plan_codes?: readonly string[] | null;
}

/**
 * Who books what, and when (the plans booked, the check-in, the signed-in user's membership). Leave the
 * membership fields out for a signed-out guest.
 *
 * @example
 * ```ts
 * const context: QuestionContext = { hotelId: 101, rankId: 7, checkin: '2026-12-24', planCodes: ['BF'] };
 * ```
 */
export interface QuestionContext extends NotificationViewer {
  /** The check-in date, `YYYY-MM-DD`; missing for an undated search. */
  readonly checkin?: string | null;
  /** `hotel_plan_code` of every plan being booked (or booked, for a reservation's questions). */
  readonly planCodes: readonly string[];
}

/**
 * Whether an additional question (or notification-type question) is asked (docs/rules.md, "Notifications and
 * questions").
 *
 * 1. Labels, display dates and brand targeting follow {@link isNotificationVisible} exactly: any label
 *    matching the viewer shows it; the check-in must lie within `display_start_date` and
 *    `display_end_date` (inclusive, either optional), and a dated question is hidden without a check-in;
 *    a brand question needs `target_all_facilities` or `target_facility_{hotelId}`.
 * 2. Plans: a question with `hotel_plan_codes` is asked only when at least one plan being booked is
 *    listed. With no plan known it is not asked, since a question about a plan nobody books would only
 *    confuse; a question without plan codes is asked for every plan.
 *
 * @param question - a question from `listAdditionalQuestions` (or a reservation's questions).
 * @param context - the viewer, the check-in and the plans.
 * @example
 * ```ts
 * const breakfastTime = { labels: ['all_users'], hotel_plan_codes: ['BF'], display_start_date: '2026-12-01' };
 * isQuestionVisible(breakfastTime, { hotelId: 101, checkin: '2026-12-24', planCodes: ['RO', 'BF'] }); // true
 * isQuestionVisible(breakfastTime, { hotelId: 101, checkin: '2026-12-24', planCodes: ['RO'] }); // false: plan
 * isQuestionVisible(breakfastTime, { hotelId: 101, checkin: '2026-11-30', planCodes: ['BF'] }); // false: date
 * ```
 */
export function isQuestionVisible(question: QuestionVisibilityTarget, context: QuestionContext): boolean {
  return (
    isNotificationVisible(question, context, context.checkin) && appliesToPlans(question, context.planCodes)
  );
}

function appliesToPlans(question: QuestionVisibilityTarget, planCodes: readonly string[]): boolean {
  const listed = question.hotel_plan_codes ?? [];
  return listed.length === 0 || planCodes.some((code) => listed.includes(code));
}
