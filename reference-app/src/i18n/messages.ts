import { isLocale, type Locale } from '@staykit/sdk';
import { errorMessageLoaders } from './errorMessageLoaders';
import { en } from './catalogues/en';
import { formatList, formatMessage, type MessageValues } from './formatMessage';

/**
 * A key of the UI text catalogues (the English catalogue is the reference).
 *
 * @example
 * ```ts
 * const key: MessageKey = 'loading';
 * ```
 */
export type MessageKey = keyof typeof en;

/**
 * One locale's catalogue: every key, and only those (a missing or extra key fails to compile). A text is a
 * whole sentence in the message syntax of `formatMessage` (docs/localisation.md).
 *
 * @example
 * ```ts
 * export const fr: Catalogue = { loading: 'Chargement…', ... };
 * ```
 */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * The UI text of one locale as screens use it: each key's plain text (`text.loading`), and `format` for a
 * text with placeholders, which fills them in that text's own locale (plural rules, digits, isolation).
 *
 * @example
 * ```tsx
 * const text = useMessages();
 * <h2>{text.loading}</h2>;
 * <p>{text.format('formHasProblems', { count: 3 })}</p>;
 * ```
 */
export type Messages = Catalogue & {
  /** The locale this text is in (English while another language loads). */
  readonly locale: Locale;
  /** The text of `key` with its placeholders filled (see `formatMessage`). */
  format(key: MessageKey, values: MessageValues): string;
  /** Items joined the locale's way ("A, B and C", 「A、B、C」). */
  list(items: readonly string[]): string;
};

/**
 * A catalogue bound to its locale, as `useMessages` hands it out.
 *
 * @example
 * ```ts
 * bindCatalogue('en', en).format('roomNumber', { n: 2 }); // 'Room 2'
 * ```
 */
export function bindCatalogue(locale: Locale, catalogue: Catalogue): Messages {
  return {
    ...catalogue,
    locale,
    format: (key, values) => formatMessage(catalogue[key], values, locale),
    list: (items) => formatList(items, locale),
  };
}

// English is always there (the fallback while another language loads); the others are loaded on demand.
const LOADERS: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  en: () => Promise.resolve(en),
  ja: () => import('./catalogues/ja').then((module) => module.ja),
  ko: () => import('./catalogues/ko').then((module) => module.ko),
  zh_Hans: () => import('./catalogues/zhHans').then((module) => module.zhHans),
  zh_Hant: () => import('./catalogues/zhHant').then((module) => module.zhHant),
  id: () => import('./catalogues/id').then((module) => module.id),
  th: () => import('./catalogues/th').then((module) => module.th),
  ar: () => import('./catalogues/ar').then((module) => module.ar),
};

const english = bindCatalogue('en', en);
const loaded = new Map<string, Messages>([['en', english]]);
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/**
 * Loads a locale's UI text and the SDK's error messages in it (each language is its own chunk, so the
 * first screen carries one language, not eight). Resolves when both are there; a locale outside the
 * product's resolves at once (English is used). A failed load is forgotten so the next call tries again.
 *
 * @example
 * ```ts
 * await loadMessages('ja');
 * messagesFor('ja').loading; // '読み込み中…'
 * ```
 */
export function loadMessages(locale: string): Promise<void> {
  if (!isLocale(locale) || (loaded.has(locale) && errorMessageLoaders.has(locale))) return Promise.resolve();
  const running = pending.get(locale);
  if (running) return running;
  const load = Promise.all([LOADERS[locale](), errorMessageLoaders.load(locale)])
    .then(([messages]) => {
      // English is bound once, at start-up: the same object whatever asks for it.
      if (!loaded.has(locale)) loaded.set(locale, bindCatalogue(locale, messages));
      for (const listener of listeners) listener();
    })
    .finally(() => pending.delete(locale));
  pending.set(locale, load);
  return load;
}

/**
 * Calls `listener` whenever a language finishes loading; returns the unsubscribe function (the shape
 * `useSyncExternalStore` wants).
 *
 * @example
 * ```ts
 * const stop = subscribeMessages(() => render());
 * ```
 */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  const stopErrors = errorMessageLoaders.subscribe(listener);
  return () => {
    listeners.delete(listener);
    stopErrors();
  };
}

/**
 * The UI text of a locale once it has loaded (see `loadMessages`); English until then, and for anything
 * that is not a product locale.
 *
 * @example
 * ```ts
 * messagesFor('fr').dismiss; // 'Dismiss'
 * ```
 */
export function messagesFor(locale: string): Messages {
  return loaded.get(locale) ?? english;
}

/**
 * The `lang` attribute value of a locale (BCP 47: `zh_Hant` is spelled `zh-Hant`).
 *
 * @example
 * ```ts
 * htmlLang('zh_Hans'); // 'zh-Hans'
 * ```
 */
export function htmlLang(locale: string): string {
  return locale.replace('_', '-');
}

/**
 * The writing direction of a locale: right to left for Arabic.
 *
 * @example
 * ```ts
 * textDirection('ar'); // 'rtl'
 * ```
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
