import { useCancellationPolicy } from '@staykit/react';
import { dateLocale, isLocale } from '@staykit/sdk';
import { Badge } from '../../components/ui/Badge';
import { useMessages } from '../../i18n/useMessages';
import { dateFormat } from '../../lib/dateFormat';

/** Props of `CancellationBadge`. */
export interface CancellationBadgeProps {
  hotelId: number;
  /** The plan's `cancellation_policy_id`; null: the plan has none, and nothing is asked or shown. */
  policyId: number | null | undefined;
  /** The searched check-in: the policy's free period ends relative to it. Null for an undated search. */
  checkin: string | null;
  locale: string;
  /** The hotel's time zone: the free period ends at an instant, shown as the hotel's wall-clock time. */
  timeZone: string;
  /** The current time: a free period that has already ended is not offered. */
  now: Date;
}

// Kept per locale and time zone (`dateFormat`): a results page shows a badge on every offer.
const untilFormat = (locale: string, timeZone: string): Intl.DateTimeFormat =>
  dateFormat(dateLocale(isLocale(locale) ? locale : 'en'), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

/**
 * A plan's cancellation terms at a glance: "Non-refundable", or "Free cancellation until …" when the
 * policy read for the searched check-in has a free period (`getCancellationPolicy` with `checkin_date`
 * computes `cancel_before_at`), as an item of the offer's list of badges. Plans sharing a policy share one request; nothing shows while it loads
 * or when it fails (the policy page has the whole text), nor a free period that has already ended.
 */
export function CancellationBadge({
  hotelId,
  policyId,
  checkin,
  locale,
  timeZone,
  now,
}: CancellationBadgeProps) {
  const text = useMessages();
  const policy = useCancellationPolicy(
    {
      params: {
        path: { hotel_id: hotelId, policy_id: policyId ?? 0 },
        query: checkin === null ? {} : { checkin_date: checkin },
      },
    },
    { enabled: policyId != null },
  );
  const data = policy.data?.data;
  if (!data) return null;
  if (data.is_non_refundable)
    return (
      <li>
        <Badge tone="warning">{text.cancellationNonRefundable}</Badge>
      </li>
    );
  if (!data.cancel_before_at || new Date(data.cancel_before_at) <= now) return null;
  const until = untilFormat(locale, timeZone).format(new Date(data.cancel_before_at));
  return (
    <li>
      <Badge tone="success">{text.format('cancellationFreeUntil', { date: until })}</Badge>
    </li>
  );
}
