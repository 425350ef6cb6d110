import { useDeleteIncompleteLotteryReservation, useLotteryEntry } from '@staykit/react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { lotteryEntryPath, winnerSearchPath } from '../../lib/lotteryPaths';
import './lottery.css';

/** Props of `LotteryIncompletePage`. */
export interface LotteryIncompletePageProps {
  hotelId: number;
  hotelCode: string;
  locale: string;
  entryNumber: string;
}

/**
 * A winner's reservation that was not completed (`/room-lottery/reservation-incomplete/{number}`,
 * docs/widget.md#lottery; contract: `deleteIncompleteLotteryReservation`): what happened and until when
 * the stay can still be booked, then "Delete it and book again", which deletes the unfinished reservation
 * and opens the search of the stay won. A payment still being made (3016) or any other refusal is said
 * in an alert; an entry with nothing unfinished says so and links to the entry.
 *
 * @example
 * ```tsx
 * <LotteryIncompletePage hotelId={101} hotelCode="demo-tokyo" locale="en" entryNumber="LE1010003" />
 * ```
 */
export function LotteryIncompletePage({
  hotelId,
  hotelCode,
  locale,
  entryNumber,
}: LotteryIncompletePageProps) {
  const text = useMessages();
  const navigate = useNavigate();
  const path = { hotel_id: hotelId, entry_number: entryNumber };
  const entry = useLotteryEntry({ params: { path } });
  const restart = useDeleteIncompleteLotteryReservation({
    onSuccess: (answer) => void navigate(winnerSearchPath(answer.data, hotelCode)),
  });
  if (entry.isPending) return <Spinner />;
  if (entry.isError) {
    return (
      <Alert tone="danger" role="alert">
        {apiErrorMessage(entry.error, locale)}
      </Alert>
    );
  }
  const found = entry.data.data;
  const unfinished = found.status === 'winner_reservation_pending' && found.reservation !== undefined;
  return (
    <div className="sk-lottery-entry">
      {unfinished ? (
        <>
          <p>
            {text.format('lotteryIncompleteBody', {
              event: found.event_name ?? found.entry_number,
              date: formatDate(found.reservation_deadline.slice(0, 10), locale),
            })}
          </p>
          {restart.error && (
            <Alert tone="danger" role="alert">
              {apiErrorMessage(restart.error, locale)}
            </Alert>
          )}
          <div className="sk-actions">
            <Button disabled={restart.isPending} onClick={() => restart.mutate({ params: { path } })}>
              {text.lotteryIncompleteDelete}
            </Button>
          </div>
        </>
      ) : (
        <Alert tone="info" role="status">
          {text.lotteryIncompleteNone}
        </Alert>
      )}
      <p>
        <Link to={lotteryEntryPath(entryNumber, hotelCode)}>{text.lotteryViewEntry}</Link>
      </p>
    </div>
  );
}
