import type { CancellationFee, components } from '@staykit/sdk';
import { useId } from 'react';
import { formatPrice } from '../../lib/formatPrice';
import { useMessages } from '../../i18n/useMessages';
import { formatHotelTime, formatPercent, policySchedule } from './reservationPolicy';

type Reservation = components['schemas']['Reservation'];

/** Props of `ReservationPolicy`. */
export interface ReservationPolicyProps {
  reservation: Reservation;
  locale: string;
  timeZone: string;
}

/**
 * The reservation's cancellation policy as sentences on its own dates (contract: `Reservation`'s
 * `cancellation_policy`; docs/widget.md#after-booking): until when cancelling is free, each fee step from the hotel's date and time it starts
 * with its percentage and amount (the SDK's `cancellationFee` at that instant), the no-show fee, or that
 * the booking is non-refundable; then until when it can be changed or cancelled online, and that on the
 * check-in day the hotel takes cancellations by phone.
 *
 * @example
 * ```tsx
 * <ReservationPolicy reservation={reservation} locale="en" timeZone="Asia/Tokyo" />
 * ```
 */
export function ReservationPolicy({ reservation, locale, timeZone }: ReservationPolicyProps) {
  const text = useMessages();
  const id = useId();
  const schedule = policySchedule(reservation, timeZone);
  const time = (instant: Date) => formatHotelTime(instant, locale, timeZone);
  const amount = (fee: CancellationFee) => formatPrice(fee.amount, fee.currency, locale, fee.mcpAmount);
  const sentences: string[] = [];
  if (schedule.kind === 'none') sentences.push(text.reservationPolicyNone);
  if (schedule.kind === 'non_refundable') {
    sentences.push(text.format('reservationPolicyNonRefundable', { amount: amount(schedule.fee) }));
  }
  if (schedule.kind === 'steps') {
    if (schedule.freeUntil) {
      sentences.push(text.format('reservationPolicyFreeUntil', { time: time(schedule.freeUntil) }));
    } else if (schedule.steps.length === 0) {
      sentences.push(text.reservationPolicyFree);
    }
    for (const step of schedule.steps) {
      sentences.push(
        text.format('reservationPolicyStep', {
          time: time(step.startsAt),
          percent: formatPercent(step.fee.percentage, locale),
          amount: amount(step.fee),
        }),
      );
    }
    if (schedule.noShow.fee.percentage > 0) {
      sentences.push(
        text.format('reservationPolicyNoShow', {
          time: time(schedule.noShow.startsAt),
          percent: formatPercent(schedule.noShow.fee.percentage, locale),
          amount: amount(schedule.noShow.fee),
        }),
      );
    }
  }
  const deadline = reservation.status === 'cancelled' ? null : reservation.change_deadline_at;
  return (
    <section className="sk-reservation-card sk-reservation-policy" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.reservationPolicyTitle}</h3>
      {reservation.cancellation_policy?.name && <p>{reservation.cancellation_policy.name}</p>}
      <ul data-testid="reservation-policy">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {deadline && <p>{text.format('reservationPolicyOnline', { time: time(new Date(deadline)) })}</p>}
    </section>
  );
}
