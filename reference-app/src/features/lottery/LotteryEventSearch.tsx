import { useLotteryEvent, useStaykitLocale, type LotteryEventData } from '@staykit/react';
import { readLotterySearch, type LotterySearch } from '@staykit/sdk';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { addDays } from '../../lib/calendarMonth';
import { formatDate } from '../../lib/formatDate';
import { reachableStorage } from '../../lib/reachableStorage';
import { LotteryEventBanner } from './LotteryEventBanner';
import { lotteryLinkOf, rememberLotteryLink } from './lotteryLink';
import './lottery.css';

/**
 * What a search needs to run for a lottery: the event (and its link, or the winning entry) sent with the
 * search, the nights the event allows and the rule in words, and where a picked offer leads.
 *
 * @example
 * ```ts
 * const mode: LotterySearchMode = {
 *   search: { lottery_event_uuid: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001' },
 *   minimumNights: 1, maximumNights: 3,
 *   stayRule: 'Entries are for stays of 1 to 3 nights.', entryPath: '/room-lottery/guest-detail',
 * };
 * ```
 */
export interface LotterySearchMode {
  search: LotterySearch;
  /** The event's nights (none when a winner books the stay won). */
  minimumNights: number | null;
  maximumNights: number | null;
  stayRule: string | undefined;
  entryPath: string;
}

/**
 * What `LotteryEventSearch` gives the search it wraps: the event's banner and the lottery mode.
 *
 * @example
 * ```tsx
 * <LotteryEventSearch>
 *   {({ banner, lottery }) => <HotelSearch hotelCode="demo-tokyo" resultType="room" banner={banner} lottery={lottery} />}
 * </LotteryEventSearch>
 * ```
 */
export interface LotterySearchParts {
  banner: ReactNode;
  lottery: LotterySearchMode;
}

/** Props of `LotteryEventSearch`. */
export interface LotteryEventSearchProps {
  children: (parts: LotterySearchParts) => ReactNode;
}

/** The lottery entry's guest details, where a picked offer leads. */
export const LOTTERY_GUEST_DETAIL_PATH = '/room-lottery/guest-detail';

/** The booking's guest details, where a winner's pick leads. */
const BOOKING_GUEST_DETAIL_PATH = '/reservation/guest-detail';

/**
 * The search of the room lottery the address names (`lottery_event`; docs/widget.md#lottery; contract:
 * `getLotteryEvent`): the event read with
 * the link's token, then its banner above the hotel's search, which sends the event with every search,
 * keeps stays within the event's nights and leads a pick to the entry form; with a winning entry
 * (`lottery_result_entry_number`), the search of the stay won, whose pick goes to the normal checkout. The link's token moves from the
 * address to the tab's storage on arrival. A link that has expired or is invalid (3780-3783), or an event
 * that is not found, says so instead of searching; an event not taking entries shows its banner and why.
 *
 * @example
 * ```tsx
 * <LotteryEventSearch>{({ banner, lottery }) => null}</LotteryEventSearch>
 * ```
 */
export function LotteryEventSearch({ children }: LotteryEventSearchProps) {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const storage = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  const {
    lottery_event_uuid: eventId = '',
    lottery_access_token: linkToken,
    current_lottery_entry: changing,
    lottery_result_entry_number: winner,
  } = readLotterySearch(searchParams);
  const token = linkToken ?? lotteryLinkOf(storage, eventId);
  const event = useLotteryEvent({
    params: {
      path: { event_id: eventId },
      ...(token === undefined ? {} : { query: { lottery_access_token: token } }),
    },
  });
  const firstNight = event.data?.data.stay_start_date;
  const fewestNights = event.data?.data.setting.min_nights ?? 1;
  useEffect(() => {
    const kept = new URLSearchParams(searchParams);
    // The link's token goes to the tab's storage; the address keeps the search only.
    if (linkToken !== undefined) {
      rememberLotteryLink(storage, eventId, linkToken);
      kept.delete('lottery_access_token');
    }
    // A link without a stay searches the event's first nights.
    if (firstNight !== undefined && !kept.has('checkin')) {
      kept.set('checkin', firstNight);
      kept.set('checkout', addDays(firstNight, fewestNights));
    }
    if (kept.toString() !== searchParams.toString()) setSearchParams(kept, { replace: true });
  }, [linkToken, eventId, searchParams, setSearchParams, storage, firstNight, fewestNights]);
  // An address whose event is not an event id names no lottery at all.
  const refusal =
    eventId === ''
      ? apiErrorMessage({ code: 'not_found', message: '' }, locale)
      : event.isError
        ? apiErrorMessage(event.error, locale)
        : null;
  if (refusal !== null) {
    return (
      <section className="sk-page sk-page-narrow" aria-labelledby="sk-lottery-unavailable">
        <h2 id="sk-lottery-unavailable">{text.lotteryEventLabel}</h2>
        <Alert tone="danger" role="alert">
          {refusal}
        </Alert>
      </section>
    );
  }
  if (event.data === undefined) return <Spinner />;
  const found: LotteryEventData['data'] = event.data.data;
  const banner = <LotteryEventBanner event={found} locale={locale} />;
  if (winner !== undefined) {
    // A winner books the stay won: the search names the win, and a pick goes to the normal checkout
    // (the API refuses an entry that is not this member's pending win).
    return children({
      banner,
      lottery: {
        search: { lottery_event_uuid: eventId, lottery_result_entry_number: winner },
        minimumNights: null,
        maximumNights: null,
        stayRule: undefined,
        entryPath: BOOKING_GUEST_DETAIL_PATH,
      },
    });
  }
  if (found.status !== 'accepting_entries') {
    return (
      <section className="sk-page sk-page-narrow sk-stack">
        {banner}
        <Alert tone="warning" role="status">
          {found.status === 'upcoming' && found.entry_start_at !== undefined
            ? text.format('lotteryEntriesNotOpen', {
                date: formatDate(found.entry_start_at.slice(0, 10), locale),
              })
            : text.lotteryEntriesClosed}
        </Alert>
      </section>
    );
  }
  const { min_nights: min, max_nights: max } = found.setting;
  return children({
    banner,
    lottery: {
      search: {
        lottery_event_uuid: eventId,
        ...(token === undefined ? {} : { lottery_access_token: token }),
        // An entry being changed: its own request does not count against the event.
        ...(changing === undefined ? {} : { current_lottery_entry: changing }),
      },
      minimumNights: min,
      maximumNights: max,
      stayRule: text.format('lotteryNightsRule', { min, max }),
      entryPath: LOTTERY_GUEST_DETAIL_PATH,
    },
  });
}
