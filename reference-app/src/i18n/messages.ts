import { isLocale, type Locale } from '@staykit/sdk';
import { errorMessageLoaders } from './errorMessageLoaders';
import type { agency as englishAgency } from './catalogues/en/agency';
import type { booking as englishBooking } from './catalogues/en/booking';
import type { member as englishMember } from './catalogues/en/member';
import { search as englishSearch } from './catalogues/en/search';
import { bindCatalogue } from './bindCatalogue';
import type { MessageValues } from './formatMessage';

/**
 * An area of the UI text: the catalogues are split by the screens that use them, so the first screen
 * carries the search area's text only; another area loads with the first screen that needs it
 * (`openMessageArea`, called by the routes' lazy loaders). docs/localisation.md says which screens are
 * in which area.
 *
 * @example
 * ```ts
 * const area: MessageArea = 'booking';
 * ```
 */
export type MessageArea = 'search' | 'booking' | 'member' | 'agency';

/**
 * A key of the search area's text (start-up, the page shell, search and results).
 *
 * @example
 * ```ts
 * const key: SearchKey = 'loading';
 * ```
 */
export type SearchKey = keyof typeof englishSearch;

/**
 * A key of the booking area's text (checkout, after booking, pay links, facilities, policies).
 *
 * @example
 * ```ts
 * const key: BookingKey = 'bookNow';
 * ```
 */
export type BookingKey = keyof typeof englishBooking;

/**
 * A key of the member area's text (sign-in, sign-up, the membership confirmation, the password reset).
 *
 * @example
 * ```ts
 * const key: MemberKey = 'signInTitle';
 * ```
 */
export type MemberKey = keyof typeof englishMember;

/**
 * A key of the UI text catalogues, of any area (the English catalogues are the reference).
 *
 * @example
 * ```ts
 * const key: MessageKey = 'loading';
 * ```
 */
export type MessageKey = SearchKey | BookingKey | MemberKey | AgencyKey;

/**
 * A key of the agency area's text (the storefront: AI hotel search, its results and map).
 *
 * @example
 * ```ts
 * const key: AgencyKey = 'agencyHomeTitle';
 * ```
 */
export type AgencyKey = keyof typeof englishAgency;

/**
 * One locale's agency-area catalogue: every key, and only those.
 *
 * @example
 * ```ts
 * export const agency: AgencyCatalogue = { agencyHomeTitle: 'Trouver un séjour', ... };
 * ```
 */
export type AgencyCatalogue = Readonly<Record<AgencyKey, string>>;

/**
 * One locale's search-area catalogue: every key, and only those (a missing or extra key fails to compile).
 *
 * @example
 * ```ts
 * export const search: SearchCatalogue = { loading: 'Chargement…', ... };
 * ```
 */
export type SearchCatalogue = Readonly<Record<SearchKey, string>>;

/**
 * One locale's booking-area catalogue: every key, and only those.
 *
 * @example
 * ```ts
 * export const booking: BookingCatalogue = { bookNow: 'Réserver', ... };
 * ```
 */
export type BookingCatalogue = Readonly<Record<BookingKey, string>>;

/**
 * One locale's member-area catalogue: every key, and only those.
 *
 * @example
 * ```ts
 * export const member: MemberCatalogue = { signInTitle: 'Connexion', ... };
 * ```
 */
export type MemberCatalogue = Readonly<Record<MemberKey, string>>;

/**
 * One locale's whole catalogue, all areas together. A text is a whole sentence in the message syntax of
 * `formatMessage` (docs/localisation.md).
 *
 * @example
 * ```ts
 * const fr: Catalogue = { ...search, ...booking, ...member };
 * ```
 */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * The UI text of one locale as screens use it: each key's plain text (`text.loading`), and `format` for a
 * text with placeholders, which fills them in that text's own locale (plural rules, digits, isolation).
 * A key of an area that has not loaded yet is missing: a screen's route opens its area first.
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

type AreaCatalogues = {
  search: SearchCatalogue;
  booking: BookingCatalogue;
  member: MemberCatalogue;
  agency: AgencyCatalogue;
};
type AreaLoaders = { readonly [area in MessageArea]: () => Promise<AreaCatalogues[area]> };

// English search text is always there (the fallback while another language loads); every other area and
// language is its own chunk, loaded on demand.
const LOADERS: Readonly<Record<Locale, AreaLoaders>> = {
  en: {
    search: () => Promise.resolve(englishSearch),
    booking: () => import('./catalogues/en/booking').then((module) => module.booking),
    member: () => import('./catalogues/en/member').then((module) => module.member),
    agency: () => import('./catalogues/en/agency').then((module) => module.agency),
  },
  ja: {
    search: () => import('./catalogues/ja/search').then((module) => module.search),
    booking: () => import('./catalogues/ja/booking').then((module) => module.booking),
    member: () => import('./catalogues/ja/member').then((module) => module.member),
    agency: () => import('./catalogues/ja/agency').then((module) => module.agency),
  },
  ko: {
    search: () => import('./catalogues/ko/search').then((module) => module.search),
    booking: () => import('./catalogues/ko/booking').then((module) => module.booking),
    member: () => import('./catalogues/ko/member').then((module) => module.member),
    agency: () => import('./catalogues/ko/agency').then((module) => module.agency),
  },
  zh_Hans: {
    search: () => import('./catalogues/zhHans/search').then((module) => module.search),
    booking: () => import('./catalogues/zhHans/booking').then((module) => module.booking),
    member: () => import('./catalogues/zhHans/member').then((module) => module.member),
    agency: () => import('./catalogues/zhHans/agency').then((module) => module.agency),
  },
  zh_Hant: {
    search: () => import('./catalogues/zhHant/search').then((module) => module.search),
    booking: () => import('./catalogues/zhHant/booking').then((module) => module.booking),
    member: () => import('./catalogues/zhHant/member').then((module) => module.member),
    agency: () => import('./catalogues/zhHant/agency').then((module) => module.agency),
  },
  id: {
    search: () => import('./catalogues/id/search').then((module) => module.search),
    booking: () => import('./catalogues/id/booking').then((module) => module.booking),
    member: () => import('./catalogues/id/member').then((module) => module.member),
    agency: () => import('./catalogues/id/agency').then((module) => module.agency),
  },
  th: {
    search: () => import('./catalogues/th/search').then((module) => module.search),
    booking: () => import('./catalogues/th/booking').then((module) => module.booking),
    member: () => import('./catalogues/th/member').then((module) => module.member),
    agency: () => import('./catalogues/th/agency').then((module) => module.agency),
  },
  ar: {
    search: () => import('./catalogues/ar/search').then((module) => module.search),
    booking: () => import('./catalogues/ar/booking').then((module) => module.booking),
    member: () => import('./catalogues/ar/member').then((module) => module.member),
    agency: () => import('./catalogues/ar/agency').then((module) => module.agency),
  },
};

// What has loaded, per locale and area; the areas screens have asked for; the locales asked for.
const parts = new Map<Locale, Partial<AreaCatalogues>>([['en', { search: englishSearch }]]);
const opened = new Set<MessageArea>(['search']);
const requested = new Set<Locale>(['en']);
const pending = new Map<string, Promise<void>>();
const bound = new Map<Locale, Messages>();
const listeners = new Set<() => void>();

function loadArea(locale: Locale, area: MessageArea): Promise<void> {
  if (parts.get(locale)?.[area]) return Promise.resolve();
  const id = `${locale} ${area}`;
  const running = pending.get(id);
  if (running) return running;
  const load = LOADERS[locale][area]()
    .then((catalogue) => {
      parts.set(locale, { ...parts.get(locale), [area]: catalogue });
      bound.clear();
      for (const listener of listeners) listener();
    })
    .finally(() => pending.delete(id));
  pending.set(id, load);
  return load;
}

/**
 * Loads a locale's UI text, every area screens have opened so far, and the SDK's error messages in it
 * (each language is its own chunk, so the first screen carries one language, not eight). Resolves when
 * all are there; a locale outside the product's resolves at once (English is used). A failed load is
 * forgotten so the next call tries again.
 *
 * @example
 * ```ts
 * await loadMessages('ja');
 * messagesFor('ja').loading; // '読み込み中…'
 * ```
 */
export function loadMessages(locale: string): Promise<void> {
  if (!isLocale(locale)) return Promise.resolve();
  requested.add(locale);
  return Promise.all([
    ...[...opened].map((area) => loadArea(locale, area)),
    errorMessageLoaders.has(locale) ? undefined : errorMessageLoaders.load(locale),
  ]).then(() => undefined);
}

/**
 * Loads an area of the UI text, in English and in every locale asked for so far, and keeps it loaded for
 * any locale asked for later. A route's lazy loader awaits it, so its screen never renders without its
 * text.
 *
 * @example
 * ```ts
 * lazy: async () => {
 *   await openMessageArea('booking');
 *   return { Component: (await import('../routes/GuestDetailRoute')).GuestDetailRoute };
 * };
 * ```
 */
export function openMessageArea(area: MessageArea): Promise<void> {
  opened.add(area);
  return Promise.all([...requested].map((locale) => loadArea(locale, area))).then(() => undefined);
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
  const shown: Locale = isLocale(locale) && parts.get(locale)?.search ? locale : 'en';
  const cached = bound.get(shown);
  if (cached) return cached;
  // English under the locale's own text: an area the locale has not loaded yet shows in English.
  const english = parts.get('en');
  const own = parts.get(shown);
  const messages = bindCatalogue(shown, {
    ...english?.search,
    ...english?.booking,
    ...english?.member,
    ...english?.agency,
    ...own?.search,
    ...own?.booking,
    ...own?.member,
    ...own?.agency,
  });
  bound.set(shown, messages);
  return messages;
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
