import type { components } from '@staykit/sdk';
import { Chip } from '../../components/ui/Chip';
import { useMessages } from '../../i18n/useMessages';

type RoomSearchFilter = components['schemas']['RoomSearchFilter'];

/** Props of `SearchFilters`. */
export interface SearchFiltersProps {
  /** The hotel's `room_search_filters`. */
  filters: readonly RoomSearchFilter[];
  /** Ids that are on. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  locale: string;
}

/** A filter's name in the guest's locale, the hotel's own name when it has no translation. */
function filterName(filter: RoomSearchFilter, locale: string): string {
  return filter.translations.find((translation) => translation.locale === locale)?.name ?? filter.name;
}

/**
 * The hotel's result filters (the init's `room_search_filters`, sent back as `room_search_filters`), as a
 * row of chips (checkboxes) that apply at once; nothing is shown when the hotel has none.
 */
export function SearchFilters({ filters, value, onChange, locale }: SearchFiltersProps) {
  const text = useMessages();
  if (filters.length === 0) return null;
  return (
    <fieldset className="sk-filters">
      <legend className="sk-filters-legend">{text.filters}</legend>
      <div className="sk-filters-chips">
        {filters.map((filter) => (
          <Chip
            key={filter.id}
            label={filterName(filter, locale)}
            checked={value.includes(filter.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, filter.id] : value.filter((id) => id !== filter.id))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
