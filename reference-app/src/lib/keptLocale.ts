import { isLocale } from '@staykit/sdk';

// The widget origin's localStorage key of the guest's language (docs/embedding.md, "The chatbot's helper
// pages").
const KEY = 'staykit.locale';

/**
 * The language the guest last chose at this widget origin (the header's selector, or a chatbot through
 * `/iframe-change-locale`), for a widget opened without `locale` in its address; null when none was
 * chosen, the storage is unreachable, or what it holds is not one of the widget's languages.
 *
 * @example
 * ```ts
 * const locale = startup.urlLocale ?? readKeptLocale(() => window.localStorage);
 * ```
 */
export function readKeptLocale(storage: () => Pick<Storage, 'getItem'>): string | null {
  try {
    const kept = storage().getItem(KEY);
    return kept !== null && isLocale(kept) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `locale` as the guest's language at this widget origin; a storage the browser refuses keeps
 * nothing, and nothing breaks.
 *
 * @example
 * ```ts
 * keepLocale(() => window.localStorage, 'en');
 * ```
 */
export function keepLocale(storage: () => Pick<Storage, 'setItem'>, locale: string): void {
  try {
    storage().setItem(KEY, locale);
  } catch {
    // Refused (a frame whose storage is blocked): the address's locale still works.
  }
}
