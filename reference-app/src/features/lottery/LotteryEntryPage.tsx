import { useCancelLotteryEntry, useLotteryEntry, useUpdateLotteryEntry } from '@staykit/react';
import { formatName, isLocale, lotteryEntryActions } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import {
  changeEntryPath,
  lotteryIncompletePath,
  myLotteryEntriesPath,
  winnerSearchPath,
} from '../../lib/lotteryPaths';
import { LOTTERY_STATUS } from '../../lib/lotteryStatus';
import { LotteryDates, LotteryStayFacts } from './LotteryFacts';
import './lottery.css';

/** Props of `LotteryEntryPage`. */
export interface LotteryEntryPageProps {
  hotelId: number;
  hotelCode: string;
  locale: string;
  entryNumber: string;
  /** The entry was just changed: said once, politely. */
  saved?: boolean;
  /** The current time (tests pin it). */
  now?: () => Date;
}

/**
 * One lottery entry (`/room-lottery/confirmation/{number}`, docs/widget.md#lottery; contract:
 * `getLotteryEntry`): its event, state, stay, rooms and guests, the entrant, and the deadlines; then what
 * it allows now (the SDK's `lotteryEntryActions`): change the stay or cancel a registered entry, restore a
 * cancelled one (until the entry deadline), book the stay won (a pending winner, until the reservation
 * deadline), or open the reservation a winner made. Another member's entry is refused by the API
 * (`lottery_access_denied`) and said as such.
 *
 * @example
 * ```tsx
 * <LotteryEntryPage hotelId={101} hotelCode="demo-tokyo" locale="en" entryNumber="LE1010002" />
 * ```
 */
export function LotteryEntryPage(props: LotteryEntryPageProps) {
  const { hotelId, hotelCode, locale, entryNumber, now = () => new Date() } = props;
  const text = useMessages();
  const id = useId();
  const path = { hotel_id: hotelId, entry_number: entryNumber };
  const entry = useLotteryEntry({ params: { path } });
  const cancel = useCancelLotteryEntry();
  const update = useUpdateLotteryEntry();
  const day = (value: string) => formatDate(value.slice(0, 10), locale);
  const failure = cancel.error ?? update.error;
  if (entry.isPending) return <Spinner />;
  if (entry.isError) {
    return (
      <Alert tone="danger" role="alert">
        {apiErrorMessage(entry.error, locale)}
      </Alert>
    );
  }
  const found = entry.data.data;
  const [status, tone] = LOTTERY_STATUS[found.status];
  const actions = lotteryEntryActions(found, now().getTime());
  // A win whose booking was started and not finished: deleted on its own page before booking again.
  const incomplete = found.status === 'winner_reservation_pending' && found.reservation !== undefined;
  const reservation = incomplete ? undefined : found.reservation?.reservation_number;
  return (
    <div className="sk-lottery-entry">
      {props.saved && (
        <Alert tone="success" role="status">
          {text.lotteryEntrySaved}
        </Alert>
      )}
      {failure && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(failure, locale)}
        </Alert>
      )}
      <Card as="section" className="sk-lottery-summary sk-stack" aria-labelledby={`${id}-event`}>
        <div className="sk-account-item-head">
          <h3 id={`${id}-event`}>{found.event_name ?? text.lotteryEventLabel}</h3>
          <Badge tone={tone}>{text[status]}</Badge>
        </div>
        <p>{text.format('lotteryEntryNumber', { number: found.entry_number })}</p>
        <LotteryStayFacts
          room={found.room_type_name}
          plan={found.room_plan_name}
          checkin={found.checkin_date}
          checkout={found.checkout_date}
          nights={found.nights}
          rooms={found.rooms}
          locale={locale}
        >
          {found.guest && (
            <>
              <dt>{text.guestDetailsForm}</dt>
              <dd>
                {formatName(found.guest, isLocale(locale) ? locale : 'en')}
                <br />
                {found.guest.email}
              </dd>
            </>
          )}
        </LotteryStayFacts>
        <LotteryDates dates={found} locale={locale} />
        {found.status === 'not_winner' && <p>{text.lotteryNotWinnerNote}</p>}
        {incomplete && (
          <Alert tone="warning">
            <p>{text.lotteryIncompleteNotice}</p>
            <p>
              <Link to={lotteryIncompletePath(found.entry_number, hotelCode)}>
                {text.lotteryIncompleteTitle}
              </Link>
            </p>
          </Alert>
        )}
        {actions.book && (
          <Alert tone="success">
            {text.format('lotteryBookBy', { date: day(found.reservation_deadline) })}
          </Alert>
        )}
        <div className="sk-actions">
          {actions.book && !incomplete && (
            <Link className={buttonClass('primary')} to={winnerSearchPath(found, hotelCode)}>
              {text.lotteryBookNow}
            </Link>
          )}
          {reservation && (
            <Link
              className={buttonClass('secondary')}
              to={`/review-reservation/${encodeURIComponent(reservation)}?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`}
            >
              {text.format('myReservationsOpen', { number: reservation })}
            </Link>
          )}
          {actions.update && (
            <Link className={buttonClass('secondary')} to={changeEntryPath(found, hotelCode)}>
              {text.lotteryChangeStay}
            </Link>
          )}
          {actions.cancel && (
            <Button
              variant="secondary"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ params: { path } })}
            >
              {text.lotteryCancel}
            </Button>
          )}
          {actions.restore && (
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => update.mutate({ params: { path }, body: { restore: true } })}
            >
              {text.lotteryRestore}
            </Button>
          )}
        </div>
      </Card>
      <p>
        <Link to={myLotteryEntriesPath(hotelCode)}>{text.lotteryEntriesTitle}</Link>
      </p>
    </div>
  );
}
