import { useRoomAvailability, useRoomSearch } from '@staykit/react';
import { hasKidsMismatch, type components } from '@staykit/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';
import { reachableStorage } from '../../lib/reachableStorage';
import { guestDetailPath, type PickedOffer } from './guestDetailPath';
import { addDays, daysBetween } from '../../lib/calendarMonth';
import { hotelToday } from '../../lib/hotelToday';
import { ResultViewSwitch } from './ResultViewSwitch';
import { saveSearch } from './savedSearch';
import { SearchFilters } from './SearchFilters';
import { SearchForm } from './SearchForm';
import {
  childrenOf,
  readSearchValues,
  wantsNextAvailableDate,
  writeSearchValues,
  type SearchValues,
} from './searchQuery';
import type { OfferContext } from './PlanOffer';
import { ResultsSkeleton } from './ResultsSkeleton';
import { PlanResults, RoomResults } from './SearchResults';
import type { SearchLotteryMode } from './searchLotteryMode';
import { toUpdatePick, type SearchUpdateMode } from './searchUpdateMode';
import { readSearchScope, scopeQuery, scopeVisibility } from '../../lib/searchScope';
import { searchTracking } from './searchTracking';
import {
  pageSearchQuery,
  restoredSearchParams,
  searchCurrency,
  searchDefaults,
  preloadedSearch,
} from './resultPageSearch';
import { SortSelect } from './SortSelect';
import { isTiersMode, visiblePlans, visibleRooms } from './visibleResults';
// Last: the screen's own rules come after the components' they adjust.
import './search.css';
import { HotelNotices } from './HotelNotices';
import type { NotificationViewer } from '@staykit/sdk';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `SearchPage`. */
export interface SearchPageProps {
  hotel: BookingWidgetInit;
  /** `room` lists rooms with their plans (/booking/result), `plan` plans with their rooms (/booking/recommender). */
  resultType: 'room' | 'plan';
  /** The guest's UI locale, for prices, dates and error messages. */
  locale: string;
  /** The current time (tests pin it); the hotel's today is taken from it in the hotel's time zone. */
  now?: () => Date;
  /** Shown above the search (the update-mode banner). */
  banner?: ReactNode;
  /** A booked reservation is being changed (docs/widget.md#search): see `SearchUpdateMode`. */
  update?: SearchUpdateMode | undefined;
  /** The search is for a lottery event's entry (docs/widget.md#lottery): see `SearchLotteryMode`. */
  lottery?: SearchLotteryMode | undefined;
  /** Who is signed in (programme, rank, organization), for the hotel's notices; a guest by default. */
  member?: Omit<NotificationViewer, 'hotelId'> | undefined;
  /** This visit's landing: its campaign tracking and metasearch source, carried by every room search. */
  landing?: { tracking: Readonly<Record<string, string>>; metasearchSource: string | null } | undefined;
}

// Statuses of the availability calendar that cannot be booked.
const CLOSED = new Set(['sold_out', 'closed', 'not_bookable']);

/** Nights of the stay searched, to keep when moving to another check-in (1 for undated or day use). */
function stayLength(values: SearchValues): number {
  if (values.stay !== 'overnight' || values.checkout === '') return 1;
  return Math.max(1, daysBetween(values.checkin, values.checkout));
}

/**
 * The search screen (docs/widget.md#search, #validation): the form (defaults: the hotel's today plus its offset, its adults),
 * the result view switch, the hotel's filters, then the results of the search the URL holds — loading, an
 * error near the form, the empty state with the next available date when there is one (focus back to the
 * form), or the rooms or plans with a sort. Prices follow the display currency; the calendar shows the
 * lowest price of each open day; a search is saved for an hour. In update mode (`update`) the search is
 * for the reservation being changed: its banner above, overnight stays of at least its minimum nights,
 * prices for the change, and only the offers it allows lead on, to the confirm page.
 */
export function SearchPage(props: SearchPageProps) {
  const { hotel, resultType, locale, now = () => new Date(), update, lottery, landing } = props;
  const text = useMessages();
  const [addressParams, setSearchParams] = useSearchParams();
  // Framed on another site, the browser may refuse storage outright: the search is then kept for the page.
  const storage = useMemo(() => reachableStorage(() => window.localStorage), []);
  // The saved search of the last hour comes back when the address names no stay (docs/widget.md#search).
  // It is read as the page opens, so that the page's first search is that one; the address shows it
  // after the first render (below). A change starts from the reservation's own stay, never from another
  // search; so does a lottery's.
  const [opening] = useState(() => ({
    query: addressParams.toString(),
    restored: update || lottery ? null : restoredSearchParams(addressParams, hotel, storage, now()),
  }));
  const searchParams =
    opening.restored !== null && addressParams.toString() === opening.query
      ? opening.restored
      : addressParams;
  const today = hotelToday(hotel.time_zone, now());
  const defaults = searchDefaults(hotel, now());
  const values = readSearchValues(searchParams, defaults);
  const childrenMode = hotel.kids_setting.accept_type;
  const mcpCurrency = searchCurrency(hotel, searchParams, update);
  // docs/widget.md#search: only the search the page opened with may look for the next available date; any
  // change of the URL is a new search. (Clearing a flag instead would change the query and search again.)
  // A restored search is not the address the page opened with.
  const [firstSearch] = useState(() => ({
    query: searchParams.toString(),
    wantsNextDate:
      opening.restored === null && wantsNextAvailableDate(values, searchParams.get('metasearch_source')),
  }));
  const nextAvailable = firstSearch.wantsNextDate && firstSearch.query === searchParams.toString();
  const scope = readSearchScope(searchParams);
  const query = pageSearchQuery(hotel, searchParams, values, { type: resultType, nextAvailable, update });
  // Read once for the page: the same campaign for each search, so a search's query (its cache key) is
  // stable while the guest stays.
  const [tracking] = useState(() =>
    landing ? searchTracking(landing.tracking, landing.metasearchSource, storage, now()) : {},
  );
  // The start-up's preload of this page's search, if any (docs/widget.md#start-up): shown as it is when
  // the page opens rather than asked again.
  const queryClient = useQueryClient();
  const [preloaded] = useState(() => preloadedSearch(queryClient));
  const search = useRoomSearch(
    { params: { path: { hotel_id: hotel.hotel_id }, query: { ...query, ...tracking, ...lottery?.search } } },
    { enabled: query !== null, refetchOnMount: (mounting) => mounting.queryHash !== preloaded },
  );
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // The restored search into the address, once.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (opening.restored !== null) setSearchParams(opening.restored, { replace: true });
  });

  const tiersMode = isTiersMode(childrenMode);
  const result = query === null ? undefined : search.data?.data;
  // The SDK's rule lets undated, voucher and including-occupied searches through whole.
  const visibility = {
    tiersMode,
    search: {
      room_count: values.rooms.length,
      search_type: values.stay === 'undated' ? 'undated' : 'dated',
      ...scopeVisibility(scope),
    },
  };
  const rooms = result && resultType === 'room' ? visibleRooms(result.rooms, visibility) : [];
  const plans = result && resultType === 'plan' ? visiblePlans(result.plans, visibility) : [];
  const isEmpty = result !== undefined && rooms.length === 0 && plans.length === 0;
  const kidsChanged =
    result !== undefined &&
    tiersMode &&
    hasKidsMismatch(
      values.rooms.map((room) => ({ children: childrenOf(room, childrenMode) })),
      result.kids_tiers,
    );
  const nextDate = isEmpty ? result.next_available_date : null;

  useEffect(() => {
    if (isEmpty) firstFieldRef.current?.focus();
  }, [isEmpty, result]);

  // Once per render, not once per offer: a page of results has dozens of offers.
  const searchQuery = writeSearchValues(searchParams, values);
  const offerLink = (offer: PickedOffer) =>
    update
      ? update.offerLink(toUpdatePick(searchQuery, values, offer, childrenMode))
      : guestDetailPath(
          new URLSearchParams(searchQuery),
          values,
          offer,
          resultType,
          childrenMode,
          lottery?.entryPath,
        );
  const go = (next: SearchValues, options?: { replace?: boolean }) =>
    setSearchParams(new URLSearchParams(writeSearchValues(searchParams, next)), options);
  const submit = (form: SearchValues) => {
    // The sort and the filters are not the form's: the address's, which the form may have outlived.
    const next = { ...form, order: values.order, filters: values.filters };
    // The dates of a change or of a lottery are not the guest's next search.
    if (!update && !lottery) saveSearch(storage, hotel.hotel_code, next, resultType, now());
    go({ ...next, checkinFromUrl: true });
  };
  // Another search in the address (a submit, the back button) starts the form again from it. A sort or a
  // filter is not the form's: what the guest is typing stays, and the form is not built again.
  const formKey = JSON.stringify({ ...values, order: null, filters: null });

  // The calendar's month: one availability call per month shown, for the stay and guests of the form.
  const [month, setMonth] = useState<{ first: string; last: string } | null>(null);
  const firstRoom = values.rooms[0];
  const availability = useRoomAvailability(
    {
      params: {
        path: { hotel_id: hotel.hotel_id },
        query: {
          start_date: month === null || month.first < today ? today : month.first,
          end_date: month?.last ?? today,
          nights: values.stay === 'dayUse' ? 0 : values.stay === 'undated' ? values.nights : 1,
          adults: firstRoom?.adults ?? defaults.adults,
          room_count: values.rooms.length,
          ...(mcpCurrency === undefined ? {} : { mcp_currency: mcpCurrency }),
          // What the results are searched with, so each day agrees with them: the lottery's event (its
          // lottery-only nights open) and a voucher or occupied-rooms search.
          ...scopeQuery(scope),
          ...lottery?.search,
        },
      },
    },
    { enabled: month !== null && month.last >= today },
  );
  const days = useMemo(
    () => new Map((availability.data?.data.dates ?? []).map((day) => [day.date, day])),
    [availability.data],
  );
  const calendarCurrency = availability.data?.data.currency ?? hotel.currency;
  const dayInfo = useCallback(
    (date: string) => {
      const day = days.get(date);
      if (!day) return undefined;
      if (CLOSED.has(day.status) || day.lowest_price === null) return { unavailable: true };
      const price = formatPrice(day.lowest_price, calendarCurrency, locale, day.mcp_lowest_price);
      return { note: text.format('fromPrice', { price }) };
    },
    [days, calendarCurrency, locale, text],
  );
  const onVisibleMonthChange = useCallback(
    (first: string, last: string) =>
      setMonth((old) => (old?.first === first && old.last === last ? old : { first, last })),
    [],
  );

  const offerContext: OfferContext = {
    currency: result?.currency ?? hotel.currency,
    locale,
    nights: values.stay === 'undated' ? values.nights : stayLength(values),
    dayUse: values.stay === 'dayUse',
    offerLink,
    promotion: result?.payment_promotion_info ?? null,
    unselectableReason: update?.unselectableReason,
    hotelId: hotel.hotel_id,
    checkin: values.stay === 'undated' || values.checkin === '' ? null : values.checkin,
    timeZone: hotel.time_zone,
    now: now(),
  };

  return (
    <section className="sk-search" aria-labelledby="sk-search-title">
      {props.banner}
      <h2 id="sk-search-title" className="sk-search-title">
        {text.searchTitle}
      </h2>
      <SearchForm
        key={formKey}
        values={values}
        limits={{
          today,
          maxGuestsPerRoom: hotel.max_guests_per_room,
          maxRooms: hotel.multi_rooms_search_limit,
          maxChildrenPerAdult: hotel.kids_setting.max_children_per_adult ?? null,
          childrenMode,
          minimumNights: update?.minimumNights ?? lottery?.minimumNights ?? null,
          maximumNights: lottery?.maximumNights ?? null,
        }}
        stayRule={
          lottery?.stayRule ??
          (update?.minimumNights
            ? text.format('updateMinimumNights', { nights: update.minimumNights })
            : undefined)
        }
        tiers={tiersMode ? hotel.kids_tiers : []}
        undatedAllowed={hotel.search_type === 'undated'}
        locale={locale}
        onSubmit={submit}
        firstFieldRef={firstFieldRef}
        dayInfo={dayInfo}
        onVisibleMonthChange={onVisibleMonthChange}
        overnightOnly={update !== undefined || lottery !== undefined}
        expanded={query === null || isEmpty || search.isError}
      />
      <div className="sk-results-tools">
        <ResultViewSwitch resultType={resultType} />
        {result !== undefined && !isEmpty && (
          <SortSelect
            value={values.order}
            onChange={(order) => go({ ...values, order }, { replace: true })}
          />
        )}
      </div>
      <HotelNotices
        notifications={hotel.notifications}
        viewer={{ hotelId: hotel.hotel_id, ...props.member }}
        checkin={values.stay === 'undated' || values.checkin === '' ? null : values.checkin}
      />
      {scope.voucherMode && (
        <Alert tone="info" className="sk-search-voucher">
          {text.voucherSearch}
        </Alert>
      )}
      <SearchFilters
        filters={hotel.room_search_filters}
        value={values.filters}
        onChange={(filters) => go({ ...values, filters }, { replace: true })}
        locale={locale}
      />
      {query !== null && search.isError && (
        <Alert tone="danger" role="alert" className="sk-search-error">
          {apiErrorMessage(search.error, locale)}
        </Alert>
      )}
      {query === null && <p className="sk-search-hint">{text.chooseDates}</p>}
      {query !== null && search.isPending && <ResultsSkeleton />}
      {kidsChanged && (
        <Alert tone="warning" className="sk-search-warning" aria-live="polite">
          {text.kidsChanged}
        </Alert>
      )}
      {isEmpty && (
        <Alert tone="info" className="sk-search-empty" role="status">
          <p>{text.noRoomsAvailable}</p>
          {nextDate && (
            <Button
              onClick={() =>
                go({
                  ...values,
                  stay: values.stay === 'undated' ? 'overnight' : values.stay,
                  checkin: nextDate,
                  checkout: values.stay === 'dayUse' ? nextDate : addDays(nextDate, stayLength(values)),
                  checkinFromUrl: true,
                })
              }
            >
              {text.format('searchNextAvailable', {
                date: formatDate(nextDate, locale),
              })}
            </Button>
          )}
        </Alert>
      )}
      {result !== undefined && !isEmpty && (
        <section className="sk-search-results" aria-label={text.searchResults}>
          {resultType === 'room' ? (
            <RoomResults rooms={rooms} context={offerContext} />
          ) : (
            <PlanResults plans={plans} context={offerContext} />
          )}
        </section>
      )}
    </section>
  );
}
