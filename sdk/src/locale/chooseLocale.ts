import { isLocale } from './locales';
import type { Locale } from './locales';

/**
 * Picks the display locale at start-up: the `locale` query parameter is used only if it is among the hotel's
 * book languages (docs/rules.md, "Locales"); otherwise `fallback`.
 *
 * The match is exact (`zh_Hant`, not `zh-TW`), so a URL cannot switch the widget to a language the hotel
 * has not translated its content into.
 *
 * @param urlLocale - the raw `locale` query value, if any.
 * @param bookLanguages - the init response's `book_languages`.
 * @param fallback - the locale to keep when the URL's is absent or not offered (for example the current one).
 * @example
 * ```ts
 * chooseLocale('en', ['ja', 'en'], 'ja'); // 'en'
 * chooseLocale('ko', ['ja', 'en'], 'ja'); // 'ja': the hotel does not book in Korean
 * ```
 */
export function chooseLocale(
  urlLocale: string | null | undefined,
  bookLanguages: readonly string[],
  fallback: Locale,
): Locale {
  if (isLocale(urlLocale) && bookLanguages.includes(urlLocale)) return urlLocale;
  return fallback;
}
