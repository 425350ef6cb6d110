import { isLocale, type Locale } from '@staykit/sdk';
import { errorMessageLoaders } from './errorMessageLoaders';
import { en } from './catalogues/en';

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
 * One locale's UI text: every key, and only those (a missing or extra key fails to compile).
 *
 * @example
 * ```ts
 * export const fr: Messages = { loading: 'Chargement…', ... };
 * ```
 */
export type Messages = Readonly<Record<MessageKey, string>>;

// English is always there (the fallback while another language loads); the others are loaded on demand.
const LOADERS: Readonly<Record<Locale, () => Promise<Messages>>> = {
  en: () => Promise.resolve(en),
  ja: () => import('./catalogues/ja').then((module) => module.ja),
  ko: () => import('./catalogues/ko').then((module) => module.ko),
  zh_Hans: () => import('./catalogues/zhHans').then((module) => module.zhHans),
  zh_Hant: () => import('./catalogues/zhHant').then((module) => module.zhHant),
  id: () => import('./catalogues/id').then((module) => module.id),
  th: () => import('./catalogues/th').then((module) => module.th),
  ar: () => import('./catalogues/ar').then((module) => module.ar),
};

const loaded = new Map<string, Messages>([['en', en]]);
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
      loaded.set(locale, messages);
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
  return loaded.get(locale) ?? en;
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
