import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';
import { formatDate } from '../../lib/formatDate';
import { LotteryDates } from './LotteryFacts';

type LotteryEvent = components['schemas']['LotteryEvent'];

/** Props of `LotteryEventBanner`. */
export interface LotteryEventBannerProps {
  event: LotteryEvent;
  locale: string;
}

/**
 * A room lottery at the top of its search (docs/widget.md#lottery): its name and description, the hotel's
 * notification, and its dates and rule — the nights entries are for, the stay period, the entry deadline,
 * the day of the results and the winners' booking deadline.
 *
 * @example
 * ```tsx
 * <LotteryEventBanner event={event} locale="en" />
 * ```
 */
export function LotteryEventBanner({ event, locale }: LotteryEventBannerProps) {
  const text = useMessages();
  const id = useId();
  const day = (value: string) => formatDate(value.slice(0, 10), locale);
  const { min_nights: min, max_nights: max, notification } = event.setting;
  return (
    <Card as="section" className="sk-lottery-banner" aria-labelledby={`${id}-name`}>
      <p className="sk-lottery-eyebrow">{text.lotteryEventLabel}</p>
      <h2 id={`${id}-name`}>{event.name}</h2>
      {event.description && <p>{event.description}</p>}
      <LotteryDates dates={event} locale={locale}>
        <li>
          {text.format('lotteryStayPeriod', {
            start: day(event.stay_start_date),
            end: day(event.stay_end_date),
          })}
        </li>
        <li>{text.format('lotteryNightsRule', { min, max })}</li>
      </LotteryDates>
      {notification && <Alert tone="info">{notification}</Alert>}
    </Card>
  );
}
