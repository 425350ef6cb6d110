import { useCancelLotteryEntry, useUpdateLotteryEntry, useUserLotteryResults } from '@staykit/react';
import { lotteryEntryActions } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { lotteryEntryPath, winnerSearchPath } from '../../lib/lotteryPaths';
import { LOTTERY_STATUS } from '../../lib/lotteryStatus';
import { useMessages } from '../../i18n/useMessages';

/** Props of `MyLotteryEntries`. */
export interface MyLotteryEntriesProps {
  hotelCode: string;
  locale: string;
  /** The current time (tests pin it). */
  now?: () => Date;
}

/**
 * The member's lottery entries (the lottery tab of `/my-account/reservations`): each with its event,
 * stay, state and deadlines, and what it allows now (the SDK's `lotteryEntryActions`): cancel a registered
 * entry, or restore a cancelled one, until the entry deadline; a winner is told until when to book, and
 * books from here. Each entry opens its own page.
 *
 * @example
 * ```tsx
 * <MyLotteryEntries hotelCode="demo-tokyo" locale="en" />
 * ```
 */
export function MyLotteryEntries({ hotelCode, locale, now = () => new Date() }: MyLotteryEntriesProps) {
  const text = useMessages();
  const id = useId();
  const entries = useUserLotteryResults({ params: { query: { per_page: 50 } } });
  const cancel = useCancelLotteryEntry();
  const update = useUpdateLotteryEntry();
  const date = (value: string) => formatDate(value.slice(0, 10), locale);
  const failure = cancel.error ?? update.error;

  return (
    <section className="sk-stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{text.lotteryEntriesTitle}</h4>
      {entries.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(entries.error, locale)}
        </Alert>
      )}
      {failure && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(failure, locale)}
        </Alert>
      )}
      {entries.isPending && <Spinner />}
      {entries.data?.length === 0 && <p className="sk-account-empty">{text.lotteryEntriesEmpty}</p>}
      {entries.data && entries.data.length > 0 && (
        <ul className="sk-account-list" aria-labelledby={`${id}-title`}>
          {entries.data.map((entry) => {
            const [status, tone] = LOTTERY_STATUS[entry.status];
            const actions = lotteryEntryActions(entry, now().getTime());
            const path = { hotel_id: entry.hotel_id, entry_number: entry.entry_number };
            return (
              <li key={entry.entry_number}>
                <Card as="article" className="sk-stack sk-stack-tight sk-account-item">
                  <div className="sk-account-item-head">
                    <h5>{entry.event_name ?? entry.entry_number}</h5>
                    <Badge tone={tone}>{text[status]}</Badge>
                  </div>
                  <p className="sk-account-meta">
                    <span>
                      {text.format('myReservationsStay', {
                        checkin: formatDate(entry.checkin_date, locale),
                        checkout: formatDate(entry.checkout_date, locale),
                      })}
                    </span>
                    <span>{text.format('summaryNights', { nights: entry.nights })}</span>
                  </p>
                  <p className="sk-account-meta sk-account-note">
                    <span>{text.format('lotteryEntryNumber', { number: entry.entry_number })}</span>
                    {entry.hotel_name && <span>{entry.hotel_name}</span>}
                  </p>
                  {(actions.cancel || actions.restore) && (
                    <p className="sk-account-note">
                      {text.format('lotteryEntryDeadline', { date: date(entry.entry_deadline) })}
                    </p>
                  )}
                  {actions.book && (
                    <p>{text.format('lotteryBookBy', { date: date(entry.reservation_deadline) })}</p>
                  )}
                  <div className="sk-actions">
                    {actions.book && (
                      <Link
                        className={buttonClass('primary')}
                        to={winnerSearchPath(entry, hotelCode)}
                        aria-label={text.format('lotteryBookNowNamed', { number: entry.entry_number })}
                      >
                        {text.lotteryBookNow}
                      </Link>
                    )}
                    <Link
                      className={buttonClass('quiet')}
                      to={lotteryEntryPath(entry.entry_number, hotelCode)}
                      aria-label={text.format('lotteryViewEntryNamed', { number: entry.entry_number })}
                    >
                      {text.lotteryViewEntry}
                    </Link>
                  </div>
                  {actions.cancel && (
                    <div className="sk-actions">
                      <Button
                        variant="secondary"
                        disabled={cancel.isPending}
                        aria-label={text.format('lotteryCancelNamed', { number: entry.entry_number })}
                        onClick={() => cancel.mutate({ params: { path } })}
                      >
                        {text.lotteryCancel}
                      </Button>
                    </div>
                  )}
                  {actions.restore && (
                    <div className="sk-actions">
                      <Button
                        variant="secondary"
                        disabled={update.isPending}
                        aria-label={text.format('lotteryRestoreNamed', { number: entry.entry_number })}
                        onClick={() => update.mutate({ params: { path }, body: { restore: true } })}
                      >
                        {text.lotteryRestore}
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
