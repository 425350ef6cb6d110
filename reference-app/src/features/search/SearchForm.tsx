import { useId, useState, type FormEvent, type Ref } from 'react';
import { useMessages } from '../../i18n/useMessages';
import type { SearchValues } from './searchQuery';

/** Props of `SearchForm`. */
export interface SearchFormProps {
  /** The search in the URL; the form starts from it. */
  values: SearchValues;
  /** Most rooms one search may ask for (the hotel's `multi_rooms_search_limit`). */
  maxRooms: number;
  /** Most guests in a room (the hotel's `max_guests_per_room`). */
  maxGuests: number;
  onSubmit: (values: SearchValues) => void;
  /** The check-in field, for moving focus back to the form (empty results). */
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * The search form (B §3 Search form): check-in and check-out as plain date fields (the keyboard date-range
 * picker is still to come), adults, children as a plain count, rooms and a promo code. It edits a draft
 * and hands it over on submit; the URL holds the search.
 */
export function SearchForm({ values, maxRooms, maxGuests, onSubmit, firstFieldRef }: SearchFormProps) {
  const text = useMessages();
  const id = useId();
  const [draft, setDraft] = useState(values);
  const set = <K extends keyof SearchValues>(key: K, value: SearchValues[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };

  return (
    <form className="sk-search-form" aria-label={text.searchForm} onSubmit={submit}>
      <div className="sk-field">
        <label htmlFor={`${id}-checkin`}>{text.checkIn}</label>
        <input
          id={`${id}-checkin`}
          ref={firstFieldRef}
          type="date"
          required
          value={draft.checkin}
          onChange={(event) => set('checkin', event.target.value)}
        />
      </div>
      <div className="sk-field">
        <label htmlFor={`${id}-checkout`}>{text.checkOut}</label>
        <input
          id={`${id}-checkout`}
          type="date"
          required
          value={draft.checkout}
          onChange={(event) => set('checkout', event.target.value)}
        />
      </div>
      <div className="sk-field">
        <label htmlFor={`${id}-adults`}>{text.adults}</label>
        <input
          id={`${id}-adults`}
          type="number"
          min={1}
          max={maxGuests}
          required
          value={draft.adults}
          onChange={(event) => set('adults', event.target.valueAsNumber || 1)}
        />
      </div>
      <div className="sk-field">
        <label htmlFor={`${id}-children`}>{text.children}</label>
        <input
          id={`${id}-children`}
          type="number"
          min={0}
          max={maxGuests}
          value={draft.children}
          onChange={(event) => set('children', event.target.valueAsNumber || 0)}
        />
      </div>
      <div className="sk-field">
        <label htmlFor={`${id}-rooms`}>{text.roomCount}</label>
        <input
          id={`${id}-rooms`}
          type="number"
          min={1}
          max={maxRooms}
          required
          value={draft.roomCount}
          onChange={(event) => set('roomCount', event.target.valueAsNumber || 1)}
        />
      </div>
      <div className="sk-field">
        <label htmlFor={`${id}-promo`}>{text.promoCode}</label>
        <input
          id={`${id}-promo`}
          type="text"
          autoComplete="off"
          value={draft.promoCode}
          onChange={(event) => set('promoCode', event.target.value)}
        />
      </div>
      <button type="submit">{text.search}</button>
    </form>
  );
}
