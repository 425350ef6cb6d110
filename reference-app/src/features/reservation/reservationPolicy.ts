import {
  cancellationFee,
  dateLocale,
  isLocale,
  startOfDayInTimeZone,
  type CancellationFee,
  type components,
} from '@staykit/sdk';
import { addDays } from '../../lib/calendarMonth';

type Reservation = components['schemas']['Reservation'];

const HOUR_MS = 60 * 60 * 1000;

/**
 * One step of the reservation's cancellation policy, with the instant it starts and the fee the SDK's
 * `cancellationFee` gives from then on.
 *
 * @example
 * ```ts
 * const step: PolicyStepFee = { startsAt: new Date('2026-12-06T15:00:00Z'), fee };
 * ```
 */
export interface PolicyStepFee {
  readonly startsAt: Date;
  readonly fee: CancellationFee;
}

/**
 * The cancellation policy of one reservation worked out on its dates (contract: `Reservation`'s
 * `cancellation_policy`; docs/widget.md#after-booking: non-refundable bookings get no refund).
 *
 * @example
 * ```ts
 * const schedule: PolicySchedule = { kind: 'none' };
 * ```
 */
export type PolicySchedule =
  | { readonly kind: 'none' }
  | { readonly kind: 'non_refundable'; readonly fee: CancellationFee }
  | {
      readonly kind: 'steps';
      /** Cancelling before this instant is free; `null` when a fee applies from the start. */
      readonly freeUntil: Date | null;
      /** The steps that charge, earliest first. */
      readonly steps: readonly PolicyStepFee[];
      /** From 00:00 of the day after check-in: the no-show fee. */
      readonly noShow: PolicyStepFee;
    };

/**
 * The reservation's policy as dated steps, each with its fee as the SDK computes it at the step's start
 * (`cancellationFee` at that instant, so the amounts are what the cancel dialog will show then): a
 * step starts at 00:00 hotel time `days_before` days before check-in plus `hours_after` hours; steps
 * that charge nothing are left out; two steps starting together count once, with the SDK's choice. The
 * no-show fee starts at 00:00 of the day after check-in. A non-refundable booking has no steps: the SDK
 * gives its whole fee.
 *
 * @param reservation - the reservation, with its `cancellation_policy` and price.
 * @param timeZone - the hotel's IANA time zone.
 * @example
 * ```ts
 * // demo-tokyo's standard policy (3 days before 50 %, check-in day 100 %) for a stay from 2026-12-10.
 * policySchedule(reservation, 'Asia/Tokyo');
 * // { kind: 'steps', freeUntil: 2026-12-07T00:00+09:00, steps: [50 % from 12-07, 100 % from 12-10], noShow: … }
 * ```
 */
export function policySchedule(reservation: Reservation, timeZone: string): PolicySchedule {
  const policy = reservation.cancellation_policy;
  if (!policy) {
    return reservation.is_non_refundable
      ? { kind: 'non_refundable', fee: cancellationFee(null, reservation, new Date(0), timeZone) }
      : { kind: 'none' };
  }
  if (policy.is_non_refundable || reservation.is_non_refundable) {
    return { kind: 'non_refundable', fee: cancellationFee(policy, reservation, new Date(0), timeZone) };
  }
  const starts = [
    ...new Set(
      policy.cancellation_policy_parts.map(
        (part) =>
          startOfDayInTimeZone(addDays(reservation.checkin_date, -part.days_before), timeZone) +
          part.hours_after * HOUR_MS,
      ),
    ),
  ].sort((a, b) => a - b);
  const noShowStart = startOfDayInTimeZone(addDays(reservation.checkin_date, 1), timeZone);
  const at = (start: number): PolicyStepFee => ({
    startsAt: new Date(start),
    fee: cancellationFee(policy, reservation, new Date(start), timeZone),
  });
  const steps = starts
    .filter((start) => start < noShowStart)
    .map(at)
    .filter((step) => step.fee.percentage > 0);
  const first = steps[0];
  return {
    kind: 'steps',
    freeUntil: first ? first.startsAt : null,
    steps,
    noShow: at(noShowStart),
  };
}

/**
 * An instant as the hotel's wall-clock date and time, written for the guest's locale (zh variants as the
 * SDK maps them; English outside the product's locales). An unknown time zone falls back to UTC.
 *
 * @example
 * ```ts
 * formatHotelTime(new Date('2026-12-06T15:00:00Z'), 'en', 'Asia/Tokyo'); // 'December 7, 2026 at 12:00 AM'
 * ```
 */
export function formatHotelTime(instant: Date, locale: string, timeZone: string): string {
  const tag = dateLocale(isLocale(locale) ? locale : 'en');
  const format = (zone: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(instant);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * A percentage of the stay as the locale writes it (`50%`, `50 %`, `٥٠٪`).
 *
 * @example
 * ```ts
 * formatPercent(50, 'en'); // '50%'
 * ```
 */
export function formatPercent(percentage: number, locale: string): string {
  return new Intl.NumberFormat(dateLocale(isLocale(locale) ? locale : 'en'), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(percentage / 100);
}
