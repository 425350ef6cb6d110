import { useStaykitLocale } from '@staykit/react';
import { isLocale, LOCALES } from '@staykit/sdk';
import { useId } from 'react';
import { Link, Outlet } from 'react-router';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { useMessages } from '../../i18n/useMessages';
import { DocumentTitle } from '../DocumentTitle';

/**
 * The storefront's page: a header with its name (back home) and the language, the screen, and the
 * document title ("Find a place to stay – Staykit Stays") kept on the screen shown.
 *
 * @example
 * ```tsx
 * { path: '/', Component: AgencyLayout, children: [...] }
 * ```
 */
export function AgencyLayout() {
  const text = useMessages();
  const { locale, setLocale } = useStaykitLocale();
  const id = useId();
  return (
    <div className="sk-agency">
      <DocumentTitle hotelName={text.agencyStoreName} />
      <header className="sk-agency-header">
        <Link to="/" className="sk-agency-brand">
          {text.agencyStoreName}
        </Link>
        <div className="sk-selector">
          <label htmlFor={id}>{text.language}</label>
          <select id={id} value={locale} onChange={(event) => setLocale(event.target.value)}>
            {LOCALES.filter(isLocale).map((option) => (
              <option key={option} value={option} lang={option.replace('_', '-')}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
        </div>
      </header>
      <main className="sk-agency-main">
        <Outlet />
      </main>
    </div>
  );
}
