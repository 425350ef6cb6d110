import { isLocale } from '@staykit/sdk';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/Alert';
import { LANGUAGE_NAMES } from '../i18n/languageNames';
import { useMessages } from '../i18n/useMessages';
import { keepLocale } from '../lib/keptLocale';

/**
 * `/iframe-change-locale?locale=…`: the chatbot's language helper (docs/embedding.md, "The chatbot's
 * helper pages"). A chatbot frames it, hidden, when the guest changes the conversation's language: the
 * widget origin keeps it, and a widget opened later without `locale` in its address starts in it (when
 * the hotel books in it). It knows no hotel, so it posts nothing to its parent.
 */
export function IframeChangeLocaleRoute() {
  const text = useMessages();
  const id = useId();
  const [query] = useSearchParams();
  const requested = query.get('locale');
  const locale = requested !== null && isLocale(requested) ? requested : null;
  useEffect(() => {
    if (locale !== null) keepLocale(() => window.localStorage, locale);
  }, [locale]);
  return (
    <section className="sk-page sk-page-narrow" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{locale === null ? text.localeNotKeptTitle : text.localeKeptTitle}</h1>
      {locale === null ? (
        <Alert tone="warning" role="status">
          {text.localeNotKept}
        </Alert>
      ) : (
        <Alert tone="success" role="status">
          {text.format('localeKeptBody', { language: LANGUAGE_NAMES[locale] })}
        </Alert>
      )}
    </section>
  );
}
