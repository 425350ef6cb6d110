import { isLocale } from '@staykit/sdk';
import { useId } from 'react';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { useMessages } from '../../i18n/useMessages';

/** Props of `LanguageSelector`. */
export interface LanguageSelectorProps {
  /** The hotel's selectable locales (`available_languages`). */
  locales: readonly string[];
  value: string;
  onChange: (locale: string) => void;
}

/** The header's language selector: a labelled native select, keyboard-operable as is. */
export function LanguageSelector({ locales, value, onChange }: LanguageSelectorProps) {
  const id = useId();
  const text = useMessages();
  return (
    <div className="sk-selector">
      <label htmlFor={id}>{text.language}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {locales.filter(isLocale).map((locale) => (
          <option key={locale} value={locale} lang={locale.replace('_', '-')}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
