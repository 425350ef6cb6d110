import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { TextArea } from '../../components/ui/TextArea';
import { useMessages } from '../../i18n/useMessages';

/**
 * Props of `AgencySearchForm`.
 *
 * @example
 * ```ts
 * const props: AgencySearchFormProps = { initialQuery: 'Kyoto', onSearch: search };
 * ```
 */
export interface AgencySearchFormProps {
  /** The query already searched, to refine. */
  initialQuery?: string;
  onSearch: (query: string) => void;
}

/**
 * The AI search box: the guest's own words about the stay (up to 500 characters), sent by the button or by
 * Enter (Shift+Enter for a new line). An empty query is refused in place.
 *
 * @example
 * ```tsx
 * <AgencySearchForm onSearch={(query) => navigate(`/search-hotels?q=${encodeURIComponent(query)}`)} />
 * ```
 */
export function AgencySearchForm({ initialQuery = '', onSearch }: AgencySearchFormProps) {
  const text = useMessages();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [empty, setEmpty] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = query.trim();
    setEmpty(trimmed === '');
    if (trimmed !== '') onSearch(trimmed);
    // Back in the box, whose error is its description: a screen reader reads the problem there.
    else document.getElementById(`${id}-query`)?.focus();
  };
  return (
    <form
      className="sk-agency-search"
      role="search"
      aria-labelledby={`${id}-label`}
      onSubmit={submit}
      noValidate
    >
      <TextArea
        id={`${id}-query`}
        label={<span id={`${id}-label`}>{text.agencySearchLabel}</span>}
        hint={text.agencySearchHint}
        error={empty ? text.agencySearchEmpty : undefined}
        rows={2}
        maxLength={500}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (empty) setEmpty(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
        }}
      />
      <Button type="submit">{text.agencySearchButton}</Button>
    </form>
  );
}
