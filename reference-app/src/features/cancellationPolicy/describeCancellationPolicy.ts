import { dateLocale, isLocale, type components } from '@staykit/sdk';
import type { Messages } from '../../i18n/messages';

type CancellationPolicy = components['schemas']['CancellationPolicy'];
type CancellationPolicyPart = components['schemas']['CancellationPolicyPart'];

/**
 * What the wording needs besides the policy: the UI text and locale, and the hotel's time zone (the end of
 * free cancellation is an instant, shown as the hotel's wall-clock time).
 *
 * @example
 * ```ts
 * const options: PolicyWordingOptions = { text: MESSAGES.en, locale: 'en', timeZone: 'Asia/Tokyo' };
 * ```
 */
export interface PolicyWordingOptions {
  text: Messages;
  locale: string;
  timeZone: string;
}

/**
 * A cancellation policy as sentences for the guest.
 *
 * @example
 * ```ts
 * const wording: CancellationPolicyWording = {
 *   name: 'Standard policy',
 *   nonRefundable: false,
 *   freeUntil: null,
 *   steps: ['From 3 days before check-in: 50% of the stay', 'On the check-in day: 100% of the stay'],
 *   noShow: 'No-show: 100% of the stay',
 * };
 * ```
 */
export interface CancellationPolicyWording {
  name: string;
  /** Nothing is refunded: the steps give way to one note saying so. */
  nonRefundable: boolean;
  /** "Free cancellation until …" when the answer carries `cancel_before_at` (a dated request). */
  freeUntil: string | null;
  /** The fee steps, earliest first; empty for a non-refundable policy. */
  steps: string[];
  noShow: string;
}

// Intl needs BCP 47; the API's zh_Hans / zh_Hant map to the date locales zh-cn / zh-tw (docs/widget.md#members).
function intlTag(locale: string): string {
  return isLocale(locale) ? dateLocale(locale) : 'en';
}

// The fee of a step as the messages' `free` and `percent` values: each step message is a whole sentence
// with a branch for a free step, so no lowercase "free of charge" is slotted into another sentence.
function feeValues(percentage: number, locale: string): { free: 'yes' | 'no'; percent: string } {
  const percent = new Intl.NumberFormat(intlTag(locale), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(percentage / 100);
  return { free: percentage <= 0 ? 'yes' : 'no', percent };
}

// A time of day as the locale writes it (15:00, 3:00 PM, 下午3:00); hours only, so UTC avoids any DST shift.
function timeOfDay(hours: number, locale: string): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours));
}

/**
 * One fee step as a sentence (contract: `CancellationPolicyPart`'s `days_before`, `hours_after`, `percentage_of_cost`): from `hours_after`
 * hours past midnight of the day `days_before` days before check-in, the fee applies. 24 hours past
 * midnight is midnight of the next day, so it is read as the start of the following day.
 *
 * @example
 * ```ts
 * describeFeeStep({ days_before: 3, hours_after: 0, percentage_of_cost: 50 }, options);
 * // 'From 3 days before check-in: 50% of the stay'
 * describeFeeStep({ days_before: 0, hours_after: 15, percentage_of_cost: 100 }, options);
 * // 'On the check-in day from 3:00 PM: 100% of the stay'
 * ```
 */
export function describeFeeStep(
  part: CancellationPolicyPart,
  { text, locale }: PolicyWordingOptions,
): string {
  const days = part.hours_after >= 24 ? part.days_before - 1 : part.days_before;
  const hours = part.hours_after >= 24 ? 0 : part.hours_after;
  const values = { ...feeValues(part.percentage_of_cost, locale), time: timeOfDay(hours, locale), days };
  if (days < 0) return text.format('cancellationStepAfterCheckinDay', values);
  if (days === 0) {
    return text.format(hours === 0 ? 'cancellationStepCheckinDay' : 'cancellationStepCheckinDayAt', values);
  }
  if (days === 1) {
    return text.format(hours === 0 ? 'cancellationStepDayBefore' : 'cancellationStepDayBeforeAt', values);
  }
  return text.format(hours === 0 ? 'cancellationStepDays' : 'cancellationStepDaysAt', values);
}

// Hours from midnight of check-in day at which a step starts: earlier steps have smaller values.
const startsAt = (part: CancellationPolicyPart) => part.hours_after - part.days_before * 24;

/**
 * A cancellation policy as the guest reads it (contract: `CancellationPolicy`; docs/widget.md#after-booking: non-refundable bookings get
 * no refund): its name, the end of free cancellation in the locale's date and time (hotel time), the fee
 * steps earliest first, and the no-show fee. A non-refundable policy has no steps: nothing is ever
 * refunded, whatever the steps say.
 *
 * @example
 * ```ts
 * describeCancellationPolicy(policy, { text: MESSAGES.en, locale: 'en', timeZone: 'Asia/Tokyo' }).steps;
 * // ['From 3 days before check-in: 50% of the stay', 'On the check-in day: 100% of the stay']
 * ```
 */
export function describeCancellationPolicy(
  policy: CancellationPolicy,
  options: PolicyWordingOptions,
): CancellationPolicyWording {
  const { text, locale, timeZone } = options;
  const freeUntil =
    policy.is_non_refundable || !policy.cancel_before_at
      ? null
      : text.format('cancellationFreeUntil', {
          date: new Intl.DateTimeFormat(intlTag(locale), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone,
          }).format(new Date(policy.cancel_before_at)),
        });
  const steps = policy.is_non_refundable
    ? []
    : [...policy.cancellation_policy_parts]
        .sort((a, b) => startsAt(a) - startsAt(b))
        .map((part) => describeFeeStep(part, options));
  return {
    name: policy.name,
    nonRefundable: policy.is_non_refundable,
    freeUntil,
    steps,
    noShow: text.format('cancellationNoShow', feeValues(policy.no_show_percentage_of_cost, locale)),
  };
}
