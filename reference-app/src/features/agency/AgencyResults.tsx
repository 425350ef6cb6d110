import { useAgencyHotelSearch } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { AgencyHotelCard } from './AgencyHotelCard';
import { AgencyInterpretation } from './AgencyInterpretation';
import { AgencyMap } from './AgencyMap';
import type { MapTiles } from './mapTiles';
import { AgencySearchForm } from './AgencySearchForm';
import { hotelRoomsPath } from './hotelRoomsPath';

type AgencyHotel = components['schemas']['AgencyHotel'];

/**
 * Props of `AgencyResults`.
 *
 * @example
 * ```ts
 * const props: AgencyResultsProps = { query: 'Kyoto quiet', onSearch: search, locale: 'en' };
 * ```
 */
export interface AgencyResultsProps {
  query: string;
  onSearch: (query: string) => void;
  locale: string;
  /** The map's tile source, if the storefront has one. */
  mapTiles?: MapTiles | null;
}

/**
 * `/search-hotels`: the guest's query (to refine), what the search read from it, then the hotels that
 * match, best first, in a list and on a map. When none matches: the search's own advice and the
 * alternatives it offers (docs/widget.md#agency-storefront). Loading shows placeholder cards and is
 * announced; a refusal shows its message.
 *
 * @example
 * ```tsx
 * <AgencyResults query="Hakone onsen for 2" onSearch={search} locale="en" />
 * ```
 */
export function AgencyResults({ query, onSearch, locale, mapTiles = null }: AgencyResultsProps) {
  const text = useMessages();
  const id = useId();
  const results = useAgencyHotelSearch({ params: { query: { q: query } } });
  const answer = results.data;
  const pathOf = (hotel: AgencyHotel) => hotelRoomsPath(hotel.hotel_code, answer?.interpretation);
  const hotels = answer?.data ?? [];
  const shown = hotels.length > 0 ? hotels : (answer?.alternatives ?? []);

  return (
    <div className="sk-page sk-agency-results">
      <h1 className="sk-visually-hidden">{text.agencyResultsTitle}</h1>
      <AgencySearchForm key={query} initialQuery={query} onSearch={onSearch} />
      {/* One region, there from the start, says how the search went: a region inserted with its words is
          often not read out. */}
      <p role="status" className="sk-visually-hidden">
        {results.isPending
          ? text.agencySearching
          : answer
            ? hotels.length > 0
              ? text.format('agencyResultsCount', { count: hotels.length })
              : [text.agencyNoResultTitle, answer.suggestion].filter(Boolean).join('. ')
            : ''}
      </p>
      {results.isPending && (
        <ul className="sk-plain-list sk-agency-list" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height="9rem" />
            </li>
          ))}
        </ul>
      )}
      {results.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(results.error, locale)}
        </Alert>
      )}
      {answer && (
        <>
          <AgencyInterpretation interpretation={answer.interpretation} locale={locale} />
          <div className="sk-agency-found">
            <section aria-labelledby={`${id}-found`} className="sk-stack">
              {hotels.length > 0 ? (
                <h2 id={`${id}-found`}>{text.format('agencyResultsCount', { count: hotels.length })}</h2>
              ) : (
                <>
                  <h2 id={`${id}-found`}>{text.agencyNoResultTitle}</h2>
                  {answer.suggestion && <Alert tone="info">{answer.suggestion}</Alert>}
                  {shown.length > 0 && <h3>{text.agencyAlternativesTitle}</h3>}
                </>
              )}
              <ul className="sk-plain-list sk-agency-list">
                {shown.map((hotel) => (
                  <li key={hotel.hotel_id}>
                    <AgencyHotelCard
                      hotel={hotel}
                      roomsPath={pathOf(hotel)}
                      locale={locale}
                      headingLevel={hotels.length > 0 ? 3 : 4}
                    />
                  </li>
                ))}
              </ul>
            </section>
            <AgencyMap hotels={shown} pathOf={pathOf} locale={locale} tiles={mapTiles} />
          </div>
          <p>
            <Link to="/">{text.agencyNewSearch}</Link>
          </p>
        </>
      )}
    </div>
  );
}
