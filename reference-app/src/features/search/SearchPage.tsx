import { useRoomSearch } from '@staykit/react';
import { hasKidsMismatch, type components } from '@staykit/sdk';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import './search.css';
import { SearchForm } from './SearchForm';
import { searchErrorMessage } from './searchErrorMessage';
import { readSearchValues, toRoomSearchQuery, writeSearchValues, type SearchValues } from './searchQuery';
import { PlanResults, RoomResults } from './SearchResults';
import { SortSelect } from './SortSelect';
import { isTiersMode, visiblePlans, visibleRooms } from './visibleResults';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `SearchPage`. */
export interface SearchPageProps {
  hotel: BookingWidgetInit;
  /** `room` lists rooms with their plans (/booking/result), `plan` plans with their rooms (/booking/recommender). */
  resultType: 'room' | 'plan';
  /** The guest's UI locale, for prices and error messages. */
  locale: string;
}

/**
 * The search screen (B §3): the form, then the results of the search the URL query holds — loading,
 * an error near the form, the empty state (focus back to the form), or the rooms or plans with a sort.
 */
export function SearchPage({ hotel, resultType, locale }: SearchPageProps) {
  const text = useMessages();
  const [searchParams, setSearchParams] = useSearchParams();
  const values = readSearchValues(searchParams, { adults: hotel.default_search_setting?.adults ?? 2 });
  const query = toRoomSearchQuery(values, resultType);
  const search = useRoomSearch(
    { params: { path: { hotel_id: hotel.hotel_id }, query: query ?? {} } },
    { enabled: query !== null },
  );
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const tiersMode = isTiersMode(hotel.kids_setting.accept_type);
  const result = query === null ? undefined : search.data?.data;
  const visibility = { tiersMode, roomCount: values.roomCount };
  const rooms = result && resultType === 'room' ? visibleRooms(result.rooms, visibility) : [];
  const plans = result && resultType === 'plan' ? visiblePlans(result.plans, visibility) : [];
  const isEmpty = result !== undefined && rooms.length === 0 && plans.length === 0;
  const kidsChanged =
    result !== undefined && tiersMode && hasKidsMismatch([{ children: values.children }], result.kids_tiers);

  useEffect(() => {
    if (isEmpty) firstFieldRef.current?.focus();
  }, [isEmpty, result]);

  const go = (next: SearchValues, options?: { replace?: boolean }) =>
    setSearchParams(new URLSearchParams(writeSearchValues(searchParams, next)), options);

  return (
    <section className="sk-search" aria-labelledby="sk-search-title">
      <h2 id="sk-search-title">{text.searchTitle}</h2>
      <SearchForm
        // A new search in the URL (a submit, a sort, the back button) starts the form again from it.
        key={searchParams.toString()}
        values={values}
        maxRooms={hotel.multi_rooms_search_limit}
        maxGuests={hotel.max_guests_per_room}
        onSubmit={(next) => go(next)}
        firstFieldRef={firstFieldRef}
      />
      {query !== null && search.isError && (
        <p className="sk-search-error" role="alert">
          {searchErrorMessage(search.error, locale)}
        </p>
      )}
      {query === null && <p>{text.chooseDates}</p>}
      {query !== null && search.isPending && <Spinner />}
      {kidsChanged && (
        <p className="sk-search-warning" aria-live="polite">
          {text.kidsChanged}
        </p>
      )}
      {isEmpty && <p className="sk-search-empty">{text.noRoomsAvailable}</p>}
      {result !== undefined && !isEmpty && (
        <section className="sk-search-results" aria-label={text.searchResults}>
          <SortSelect
            value={values.order}
            onChange={(order) => go({ ...values, order }, { replace: true })}
          />
          {resultType === 'room' ? (
            <RoomResults rooms={rooms} currency={result.currency} locale={locale} />
          ) : (
            <PlanResults plans={plans} currency={result.currency} locale={locale} />
          )}
        </section>
      )}
    </section>
  );
}
