import type { components } from '@staykit/sdk';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { formatDate } from '../../lib/formatDate';

type LotteryEntryRoom = components['schemas']['LotteryEntryRoom'];
type LotteryEvent = components['schemas']['LotteryEvent'];

/** Props of `LotteryStayFacts`. */
export interface LotteryStayFactsProps {
  /** The room type and plan names, when known. */
  room?: string | undefined;
  plan?: string | undefined;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: readonly LotteryEntryRoom[];
  locale: string;
  /** More rows after the stay's (the entrant of an entry). */
  children?: ReactNode;
}

/**
 * The stay a lottery entry is for, as a list of terms: room and plan, check-in, check-out, nights, and the
 * guests and rooms (the entry form and an entry's page show the same).
 *
 * @example
 * ```tsx
 * <LotteryStayFacts checkin="2027-02-14" checkout="2027-02-16" nights={2} rooms={[{ adults: 2, children: 0 }]} locale="en" />
 * ```
 */
export function LotteryStayFacts(props: LotteryStayFactsProps) {
  const text = useMessages();
  const { rooms, locale } = props;
  return (
    <dl>
      {props.room && (
        <>
          <dt>{text.updateRoomType}</dt>
          <dd>{props.room}</dd>
        </>
      )}
      {props.plan && (
        <>
          <dt>{text.updatePlan}</dt>
          <dd>{props.plan}</dd>
        </>
      )}
      <dt>{text.checkIn}</dt>
      <dd>{formatDate(props.checkin, locale)}</dd>
      <dt>{text.checkOut}</dt>
      <dd>{formatDate(props.checkout, locale)}</dd>
      <dt>{text.nights}</dt>
      <dd>{text.format('summaryNights', { nights: props.nights })}</dd>
      <dt>{text.updateGuests}</dt>
      <dd>
        {text.format('guestsSummary', {
          guests: rooms.reduce((sum, room) => sum + room.adults + (room.children ?? 0), 0),
          rooms: rooms.length,
        })}
      </dd>
      {props.children}
    </dl>
  );
}

/** Props of `LotteryDates`. */
export interface LotteryDatesProps {
  dates: Pick<LotteryEvent, 'entry_deadline' | 'result_date' | 'reservation_deadline'>;
  locale: string;
  /** Facts said before the dates (an event's stay period and nights). */
  children?: ReactNode;
}

/**
 * A lottery's dates, as a short list: the entry deadline, the result day and the winners' booking deadline
 * (an event's banner and an entry's page show the same).
 *
 * @example
 * ```tsx
 * <LotteryDates dates={event} locale="en" />
 * ```
 */
export function LotteryDates({ dates, locale, children }: LotteryDatesProps) {
  const text = useMessages();
  const day = (value: string) => formatDate(value.slice(0, 10), locale);
  return (
    <ul className="sk-lottery-facts" aria-label={text.lotteryEventFacts}>
      {children}
      <li>{text.format('lotteryEnterBy', { date: day(dates.entry_deadline) })}</li>
      <li>{text.format('lotteryResultsOn', { date: day(dates.result_date) })}</li>
      <li>{text.format('lotteryWinnersBookBy', { date: day(dates.reservation_deadline) })}</li>
    </ul>
  );
}
