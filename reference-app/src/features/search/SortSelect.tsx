import type { components } from '@staykit/sdk';
import { useId } from 'react';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { SORT_ORDERS } from './searchQuery';

type SortOrder = components['schemas']['SortOrder'];

const LABELS: Record<SortOrder, MessageKey> = {
  recommended: 'sortRecommended',
  price_low_to_high: 'sortPriceLowToHigh',
  price_high_to_low: 'sortPriceHighToLow',
  asc: 'sortNameAsc',
  desc: 'sortNameDesc',
};

/** Props of `SortSelect`. */
export interface SortSelectProps {
  value: SortOrder;
  onChange: (order: SortOrder) => void;
}

/** The results' order, with every order the API knows. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  const text = useMessages();
  return (
    <div className="sk-sort">
      <label htmlFor={id}>{text.sortBy}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const order = SORT_ORDERS.find((candidate) => candidate === event.target.value);
          if (order) onChange(order);
        }}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {text[LABELS[order]]}
          </option>
        ))}
      </select>
    </div>
  );
}
