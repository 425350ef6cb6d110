import { useId } from 'react';
import { useMessages } from '../../i18n/useMessages';

/** Props of `CurrencySelector`. */
export interface CurrencySelectorProps {
  /** Currency codes a guest may pay in. */
  currencies: readonly string[];
  value: string;
  onChange: (currency: string) => void;
}

/** The header's currency selector (result and recommender pages only; see `isCurrencySelectorVisible`). */
export function CurrencySelector({ currencies, value, onChange }: CurrencySelectorProps) {
  const id = useId();
  const text = useMessages();
  return (
    <div className="sk-selector">
      <label htmlFor={id}>{text.currency}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}
