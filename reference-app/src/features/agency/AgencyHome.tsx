import { useAgencyHotelSearch } from '@staykit/react';
import { useId } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { AgencyHotelCard } from './AgencyHotelCard';
import { AgencySearchForm } from './AgencySearchForm';
import { hotelRoomsPath } from './hotelRoomsPath';

/**
 * Props of `AgencyHome`.
 *
 * @example
 * ```ts
 * const props: AgencyHomeProps = { onSearch: search, locale: 'en' };
 * ```
 */
export interface AgencyHomeProps {
  onSearch: (query: string) => void;
  locale: string;
}

// The guests' favourites: the storefront's best-rated hotels in Japan (a search naming only the country
// answers its hotels by rating).
const FAVOURITES = { q: 'Japan', limit: 6 } as const;

/**
 * The storefront's home (`/`): the AI search box, example queries to start from, and the guests'
 * favourite hotels.
 *
 * @example
 * ```tsx
 * <AgencyHome onSearch={(query) => navigate(searchPath(query))} locale="en" />
 * ```
 */
export function AgencyHome({ onSearch, locale }: AgencyHomeProps) {
  const text = useMessages();
  const id = useId();
  const favourites = useAgencyHotelSearch({ params: { query: FAVOURITES } });
  const suggestions = [text.agencySuggestionOnsen, text.agencySuggestionOcean, text.agencySuggestionKyoto];
  return (
    <div className="sk-page sk-agency-home">
      <section className="sk-agency-hero sk-stack">
        <h1>{text.agencyHomeTitle}</h1>
        <p>{text.agencyHomeIntro}</p>
        <AgencySearchForm onSearch={onSearch} />
        <h2 id={`${id}-try`} className="sk-agency-try-title">
          {text.agencySuggestionsTitle}
        </h2>
        <ul className="sk-agency-suggestions" aria-labelledby={`${id}-try`}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="sk-agency-suggestion" onClick={() => onSearch(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {favourites.data && favourites.data.data.length > 0 && (
        <section aria-labelledby={`${id}-favourites`} className="sk-stack">
          <h2 id={`${id}-favourites`}>{text.agencyRecommendationsTitle}</h2>
          <ul className="sk-plain-list sk-agency-grid">
            {favourites.data.data.map((hotel) => (
              <li key={hotel.hotel_id}>
                <AgencyHotelCard
                  hotel={hotel}
                  roomsPath={hotelRoomsPath(hotel.hotel_code, undefined)}
                  locale={locale}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
