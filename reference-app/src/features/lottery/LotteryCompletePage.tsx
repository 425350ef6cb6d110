import { useLotteryEntry } from '@staykit/react';
import { Link } from 'react-router';
import { ProgressSteps } from '../../components/ProgressSteps';
import { Alert } from '../../components/ui/Alert';
import { buttonClass } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';
import { formatDate } from '../../lib/formatDate';
import { lotteryEntryPath, myLotteryEntriesPath } from '../../lib/lotteryPaths';
import './lottery.css';

/** Props of `LotteryCompletePage`. */
export interface LotteryCompletePageProps {
  hotelId: number;
  hotelCode: string;
  locale: string;
  entryNumber: string;
  /** A member is signed in: the entry is read for its result date. */
  signedIn: boolean;
}

/**
 * The end of a lottery entry (`/room-lottery/complete/{number}`, docs/widget.md#lottery): the step
 * indicator at its last step, the entry's number and, read from the entry when a member is signed in,
 * when the results come out; then the way to the entry and to all the member's entries. The page is public
 * (a shared or reloaded address shows the number without reading anything), and the header's login
 * widget is hidden on it.
 *
 * @example
 * ```tsx
 * <LotteryCompletePage hotelId={101} hotelCode="demo-tokyo" locale="en" entryNumber="LE1010008" signedIn />
 * ```
 */
export function LotteryCompletePage(props: LotteryCompletePageProps) {
  const { hotelId, hotelCode, locale, entryNumber, signedIn } = props;
  const text = useMessages();
  const entry = useLotteryEntry(
    { params: { path: { hotel_id: hotelId, entry_number: entryNumber } } },
    { enabled: signedIn },
  );
  const resultDate = entry.data?.data.result_date;
  return (
    <div className="sk-lottery-entry">
      <ProgressSteps
        label={text.lotteryEntrySteps}
        steps={[text.stepGuestDetails, text.stepLotteryComplete]}
        current={1}
      />
      <Alert tone="success" role="status">
        {text.format('lotteryEntryNumber', { number: entryNumber })}
      </Alert>
      {resultDate && <p>{text.format('lotteryCompleteBody', { date: formatDate(resultDate, locale) })}</p>}
      <div className="sk-actions">
        <Link className={buttonClass('primary')} to={lotteryEntryPath(entryNumber, hotelCode)}>
          {text.lotteryViewEntry}
        </Link>
        <Link className={buttonClass('secondary')} to={myLotteryEntriesPath(hotelCode)}>
          {text.lotteryEntriesTitle}
        </Link>
      </div>
    </div>
  );
}
